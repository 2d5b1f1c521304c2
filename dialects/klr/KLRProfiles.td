//===- KLRProfiles.td - KLR schema revisions and profiles ---*- tablegen -*-===//
//
// Every `.klr` file says version 0.0.12, but KLR's wire schema changed under
// that number (docs/klr-binary-format.md §11). The dialect and the Rust
// schema are KLR `7ccd18c`, the base; a profile is an older schema a reader
// and a writer also support, given as the base with the KLR revisions made
// since undone. Each revision lists its wire changes once; a profile names
// the revisions it lacks (newest first), and dialects/formats/build.rs turns
// them into the profile's tables (tags, constructor codes, field layouts).
//
// Changes, as seen from the base:
// - KLR_Added: the revision added a field; an older file lacks it, and a
//   reader gives it the default (`none`, `false`, `[]` or an enum case).
// - KLR_Retagged: the type's tag before the revision.
// - KLR_Reordered: the constructors before the revision, in wire-code order;
//   a name the base does not have is a constructor without a current form.
// - KLR_Reshaped: the revision replaced the type's fields; its older form
//   (with that many fields) has no current form.
//
//===----------------------------------------------------------------------===//

#ifndef KLR_PROFILES_TD
#define KLR_PROFILES_TD

class KLR_Change;
class KLR_Added<string typeName, string fieldName, string dflt> : KLR_Change {
  string klrType = typeName;
  string klrField = fieldName;
  string klrDefault = dflt;
}
class KLR_Retagged<string typeName, int before> : KLR_Change {
  string klrType = typeName;
  int klrTag = before;
}
class KLR_Reordered<string typeName, list<string> before> : KLR_Change {
  string klrType = typeName;
  list<string> klrCtors = before;
}
class KLR_Reshaped<string typeName, int arity, string before> : KLR_Change {
  string klrType = typeName;
  int klrArity = arity;
  string klrBefore = before;
}

// One KLR commit that changed the wire schema (date: the commit date).
class KLR_Revision<string commit, string date, string summary,
                   list<KLR_Change> changes> {
  string klrCommit = commit;
  string klrDate = date;
  string klrSummary = summary;
  list<KLR_Change> klrChanges = changes;
}

// A schema profile: `--klr-profile=<name>`. `undone` lists the revisions the
// profile lacks, newest first; the base profile lacks none.
class KLR_Profile<string name, string commit, string date, string covers,
                  list<KLR_Revision> undone> {
  string klrProfile = name;
  string klrCommit = commit;
  string klrDate = date;
  string klrCovers = covers;
  list<KLR_Revision> klrUndone = undone;
}

def KLR_Rev_c1c0c26 : KLR_Revision<"c1c0c26", "2026-03-25",
    "priority (DMA QoS) in NcDmaCopy (before engine), DmaTranspose and CollectiveOp; reduceCmd and reduceInit in TensorScalarReduce", [
  KLR_Added<"NcDmaCopy", "priority", "none">,
  KLR_Added<"DmaTranspose", "priority", "none">,
  KLR_Added<"CollectiveOp", "priority", "none">,
  KLR_Added<"TensorScalarReduce", "reduceCmd", "ZeroAccumulate">,
  KLR_Added<"TensorScalarReduce", "reduceInit", "none">]>;

def KLR_Rev_90e162d : KLR_Revision<"90e162d", "2026-02-28",
    "Block gets noReorder (no-reorder blocks had been scheduling edges)", [
  KLR_Added<"Block", "noReorder", "false">]>;

def KLR_Rev_95126a4 : KLR_Revision<"95126a4", "2026-01-29",
    "Operator.activate2 appended (payload Activate2, tag 217); Exponential gets reduceRes", [
  KLR_Retagged<"Operator", 217>,
  KLR_Reordered<"Operator", [
      "activate", "ncActivate", "activationReduce", "affineSelect",
      "ncAffineSelect", "batchNormAggregate", "batchNormStats", "copy",
      "ncCopy", "copyPredicated", "dmaCopy", "ncDmaCopy", "dmaTranspose",
      "dropout", "findIndex8", "iota", "loadMaskRegister", "loadStationary",
      "localGather", "ncLocalGather", "matMul", "ncMatMul", "matchReplace8",
      "matchValueLoad", "max8", "memSet", "rangeSelect", "ncRangeSelect",
      "reciprocal", "scalarTensorTensor", "ncScalarTensorTensor", "shuffle",
      "tensorReduce", "tensorScalar", "tensorTensor", "tensorTensorScan",
      "tensorPartitionReduce", "tensorScalarReduce", "transpose",
      "selectReduce", "sequenceBounds", "sendRecv", "sendRecvCompute",
      "tensorLoad", "tensorStore", "registerMove", "cmpBranch",
      "registerAluOp", "quantizeMX", "ncMatMulMX", "dmaCompute", "allReduce",
      "allGather", "reduceScatter", "collectivePermute",
      "collectivePermuteImplicit", "collectivePermuteImplicitReduce",
      "broadcast", "allToAll", "rankId", "currentProcessingRankId", "send",
      "recv", "coreBarrier", "rng", "rand2", "randGetState", "setRngSeed",
      "randSetState", "extendedInst", "tensorScalarCumulative", "ncNGather",
      "nonzeroWithCount", "devicePrint", "exponential"]>,
  KLR_Reshaped<"Exponential", 5,
    "dst: TensorRef, src: TensorRef, maxValue: Operand, reducecmd: AccumCmd, ReduceInit: Operand">]>;

def KLR_Rev_a037f23 : KLR_Revision<"a037f23", "2026-01-23",
    "Operator.exponential appended (payload Exponential, tag 216)", [
  KLR_Retagged<"Operator", 216>,
  KLR_Reordered<"Operator", [
      "activate", "ncActivate", "activationReduce", "affineSelect",
      "ncAffineSelect", "batchNormAggregate", "batchNormStats", "copy",
      "ncCopy", "copyPredicated", "dmaCopy", "ncDmaCopy", "dmaTranspose",
      "dropout", "findIndex8", "iota", "loadMaskRegister", "loadStationary",
      "localGather", "ncLocalGather", "matMul", "ncMatMul", "matchReplace8",
      "matchValueLoad", "max8", "memSet", "rangeSelect", "ncRangeSelect",
      "reciprocal", "scalarTensorTensor", "ncScalarTensorTensor", "shuffle",
      "tensorReduce", "tensorScalar", "tensorTensor", "tensorTensorScan",
      "tensorPartitionReduce", "tensorScalarReduce", "transpose",
      "selectReduce", "sequenceBounds", "sendRecv", "sendRecvCompute",
      "tensorLoad", "tensorStore", "registerMove", "cmpBranch",
      "registerAluOp", "quantizeMX", "ncMatMulMX", "dmaCompute", "allReduce",
      "allGather", "reduceScatter", "collectivePermute",
      "collectivePermuteImplicit", "collectivePermuteImplicitReduce",
      "broadcast", "allToAll", "rankId", "currentProcessingRankId", "send",
      "recv", "coreBarrier", "rng", "rand2", "randGetState", "setRngSeed",
      "randSetState", "extendedInst", "tensorScalarCumulative", "ncNGather",
      "nonzeroWithCount", "devicePrint"]>]>;

def KLR_Rev_b1f9afb : KLR_Revision<"b1f9afb", "2026-01-08",
    "Operator.nonzeroWithCount inserted before devicePrint (payload tag 213; DevicePrint and PrintOutputBuffer move up)", [
  KLR_Retagged<"DevicePrint", 214>,
  KLR_Retagged<"Operator", 215>,
  KLR_Retagged<"PrintOutputBuffer", 213>,
  KLR_Reordered<"Operator", [
      "activate", "ncActivate", "activationReduce", "affineSelect",
      "ncAffineSelect", "batchNormAggregate", "batchNormStats", "copy",
      "ncCopy", "copyPredicated", "dmaCopy", "ncDmaCopy", "dmaTranspose",
      "dropout", "findIndex8", "iota", "loadMaskRegister", "loadStationary",
      "localGather", "ncLocalGather", "matMul", "ncMatMul", "matchReplace8",
      "matchValueLoad", "max8", "memSet", "rangeSelect", "ncRangeSelect",
      "reciprocal", "scalarTensorTensor", "ncScalarTensorTensor", "shuffle",
      "tensorReduce", "tensorScalar", "tensorTensor", "tensorTensorScan",
      "tensorPartitionReduce", "tensorScalarReduce", "transpose",
      "selectReduce", "sequenceBounds", "sendRecv", "sendRecvCompute",
      "tensorLoad", "tensorStore", "registerMove", "cmpBranch",
      "registerAluOp", "quantizeMX", "ncMatMulMX", "dmaCompute", "allReduce",
      "allGather", "reduceScatter", "collectivePermute",
      "collectivePermuteImplicit", "collectivePermuteImplicitReduce",
      "broadcast", "allToAll", "rankId", "currentProcessingRankId", "send",
      "recv", "coreBarrier", "rng", "rand2", "randGetState", "setRngSeed",
      "randSetState", "extendedInst", "tensorScalarCumulative", "ncNGather",
      "devicePrint"]>]>;

def KLR_Rev_d6586dd : KLR_Revision<"d6586dd", "2026-01-05",
    "intra-LNC collectives: CollectiveOp restructured around ReplicaGroup, Operator constructors inserted mid-list, sendRecvCCE removed, payload tags from 198 up renumbered", [
  KLR_Retagged<"CollectiveOp", 198>,
  KLR_Retagged<"CoreBarrier", 201>,
  KLR_Retagged<"DevicePrint", 211>,
  KLR_Retagged<"ExtendedInst", 207>,
  KLR_Retagged<"NcNGather", 209>,
  KLR_Retagged<"Operator", 212>,
  KLR_Retagged<"PrintOutputBuffer", 210>,
  KLR_Retagged<"Rand2", 203>,
  KLR_Retagged<"RandGetState", 204>,
  KLR_Retagged<"RandSetState", 206>,
  KLR_Retagged<"Recv", 200>,
  KLR_Retagged<"Rng", 202>,
  KLR_Retagged<"Send", 199>,
  KLR_Retagged<"SetRngSeed", 205>,
  KLR_Retagged<"TensorScalarCumulative", 208>,
  KLR_Reordered<"Operator", [
      "activate", "ncActivate", "activationReduce", "affineSelect",
      "ncAffineSelect", "batchNormAggregate", "batchNormStats", "copy",
      "ncCopy", "copyPredicated", "dmaCopy", "ncDmaCopy", "dmaTranspose",
      "dropout", "findIndex8", "iota", "loadMaskRegister", "loadStationary",
      "localGather", "ncLocalGather", "matMul", "ncMatMul", "matchReplace8",
      "matchValueLoad", "max8", "memSet", "rangeSelect", "ncRangeSelect",
      "reciprocal", "scalarTensorTensor", "ncScalarTensorTensor", "shuffle",
      "tensorReduce", "tensorScalar", "tensorTensor", "tensorTensorScan",
      "tensorPartitionReduce", "tensorScalarReduce", "transpose",
      "selectReduce", "sequenceBounds", "sendRecv", "sendRecvCCE",
      "tensorLoad", "tensorStore", "registerMove", "cmpBranch",
      "registerAluOp", "quantizeMX", "ncMatMulMX", "dmaCompute", "allReduce",
      "allGather", "reduceScatter", "collectivePermute", "broadcast",
      "allToAll", "send", "recv", "coreBarrier", "rng", "rand2",
      "randGetState", "setRngSeed", "randSetState", "extendedInst",
      "tensorScalarCumulative", "ncNGather", "devicePrint"]>,
  KLR_Reshaped<"CollectiveOp", 10,
    "dsts: List TensorRef, srcs: List TensorRef, op: Option AluOp, replicaGroups: Option (List (List Int)), reduceScatterDim: Option Int, allGatherDim: Option Int, sourceTargetPairs: Option (List (List Int)), broacastSizes: Option (List Int), splitDim: Option Int, concatDim: Option Int">]>;

def KLR_Rev_25933ae : KLR_Revision<"25933ae", "2025-12-29",
    "LncKernel gets sharedBuffers; Memory gets shared_hbm at code 4 (private_hbm moves to 5)", [
  KLR_Added<"LncKernel", "sharedBuffers", "[]">,
  KLR_Reordered<"Memory", [
      "hbm", "sbuf", "psum", "reg", "private_hbm"]>]>;

def KLR_Profile_2026_03 : KLR_Profile<"2026-03", "7ccd18c", "2026-03-25",
    "KLR c1c0c26 (2026-03-25) and later, 7ccd18c included; closest to Neuron SDK 2.29",
    []>;
def KLR_Profile_2026_01 : KLR_Profile<"2026-01", "95126a4", "2026-01-29",
    "KLR 95126a4 (2026-01-29) up to 90e162d, and the tag shared_constant_fix (Neuron SDK 2.28)",
    [KLR_Rev_c1c0c26, KLR_Rev_90e162d]>;
def KLR_Profile_2025_12 : KLR_Profile<"2025-12", "3db8b14", "2025-12-17",
    "KLR 3db8b14 (2025-12-17) up to 25933ae, and the tag private_hbm_only (Neuron SDK 2.27 era)",
    [KLR_Rev_c1c0c26, KLR_Rev_90e162d, KLR_Rev_95126a4, KLR_Rev_a037f23,
     KLR_Rev_b1f9afb, KLR_Rev_d6586dd, KLR_Rev_25933ae]>;

#endif // KLR_PROFILES_TD
