#ifndef BIR_INSTRUCTION_TD
#define BIR_INSTRUCTION_TD

include "bir/BIROps.td"

// The operator of the `jsonTypes` / `jsonMembers` dags below.
def json;

// Op families: what passes, verifiers and exports ask of an op beyond its
// class (nki_dialects::bir::ops::OpClass::is_<family>, generated from these
// traits; the C++ trait classes are in BIRTraits.h).
// Matmuls: results in PSUM, `ins(stationary, moving)`, accumulation groups.
def BIR_MatmulLike : NativeOpTrait<"MatmulLike"> { let cppNamespace = "::nki::bir"; }
// The kernel carriers IT54, IT55 and IT56.
def BIR_KernelCarrier : NativeOpTrait<"KernelCarrier"> { let cppNamespace = "::nki::bir"; }
// Instructions that name blocks of their function to go to (`target`,
// `on_true`, `on_false`), checked by the function's verifier.
def BIR_BranchLike : NativeOpTrait<"BranchLike"> { let cppNamespace = "::nki::bir"; }

// A BIR instruction (docs/bir-json-format.md §6): `name`, `engine`, the memory operands of its
// `physical_ap` arguments (`ins`, `outs`), one argument attribute per JSON
// `ins`/`outs` element (`ins_args`, `outs_args`), then the opcode's members
// (`members`), then the JSON bookkeeping attributes.
class BIR_Inst<string mnemonic, string opcode, dag members,
               list<Trait> traits = []>
    : BIR_Op<mnemonic, traits # [AttrSizedOperandSegments,
                                 HasParent<"::nki::bir::BlockOp">]> {
  let summary = "BIR instruction `" # opcode # "`";
  let arguments = !con(
    (ins BIR_NonEmptyStrAttr:$name,
         BIR_EngineAttr:$engine,
         Variadic<BIR_MemoryLocationType>:$ins,
         Variadic<BIR_MemoryLocationType>:$outs,
         DefaultValuedAttr<BIR_ArgListAttr, "{}">:$ins_args,
         DefaultValuedAttr<BIR_ArgListAttr, "{}">:$outs_args),
    members,
    BIR_JsonBookkeeping);
  // The format of `$name `engine` custom<Engine>($engine) (`ins` `(` $ins^ `)`)?
  // (`outs` `(` $outs^ `)`)? attr-dict`, written by hand (BIRDialect.cpp:
  // parseInstruction/printInstruction) so that printing does not intern a
  // DictionaryAttr of each instruction's properties (what the generated
  // printer's `attr-dict` does, at every print of every instruction).
  let hasCustomAssemblyFormat = 1;

  // The op's JSON side (docs/bir-json-format.md §7), read by the BIR JSON
  // reader's generated opcode table (dialects/formats/build.rs).
  // The JSON opcode, and the model class it extends.
  string jsonOpcode = opcode;
  string jsonExtends = "Instruction";
  // The engine the codegen assigns when KLR names none; `engineFromKlr`: the
  // KLR operator's `engine` field decides when it is set.
  string defaultEngine = "Unassigned";
  bit engineFromKlr = 0;
  // JSON types where the attribute kind alone does not say it (the rules are
  // in dialects/formats/build.rs), as `"Type":$member`; types are Nat, Int,
  // Float, Bool, Str, Opaque, List(T), Tuple(T, ...).
  dag jsonTypes = (json);
  // When not empty: the JSON members, replacing those derived from the
  // arguments (the kernel carriers, whose JSON form differs from their
  // attributes); a trailing `?` marks an optional member.
  dag jsonMembers = (json);
  // 0 for opcodes outside the model's `Inst` union (IT56).
  bit inModel = 1;
  // The member that always carries the instruction's engine accumulator
  // command (an EngineAccumulationType; docs/nki-run.md), "" for none.
  // TensorScalarPtr's `acc` counts only in some forms, which the accumulator
  // model (bir_json::accumulator) tells apart itself.
  string accumulatorCommand = "";
  // The tensor inputs (`ins` positions) of an elementwise instruction that
  // cover as many elements as its first output (a broadcast input says so
  // with step-0 pairs); the verifier checks them.
  list<int> sameElementsIns = [];
  let description = "JSON opcode `" # jsonOpcode # "`, extends `" # jsonExtends
      # "` (docs/bir-json-format.md §7.1). Engine when emitted: `" # defaultEngine
      # "`" # !if(engineFromKlr, ", or the KLR operator's `engine` when it sets one", "")
      # ".";
  // BIR_Op's forwarding verifier, repeated: this definition replaces it.
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::nki::verifyInRust(getOperation());
    }
    ::mlir::ParseResult $cppClass::parse(::mlir::OpAsmParser &parser,
                                         ::mlir::OperationState &result) {
      return ::nki::bir::parseInstruction<$cppClass>(parser, result);
    }
    void $cppClass::print(::mlir::OpAsmPrinter &printer) {
      ::nki::bir::printInstruction(*this, printer);
    }
  }];
}

// An optional member with a format default (docs/bir-json-format.md §7.1,
// `m?: T = d`): `jsonDefault` is `d` as JSON text. MLIR sees a plain
// OptionalAttr (absent stays absent, so export writes what was read); the
// generators read `jsonDefault` (the decoder's `<member>_or_default`, the
// opcode table's `Member::default`), and nothing else states it. A member
// whose default the format leaves open (`= null`) is a plain OptionalAttr.
class BIR_OptionalAttr<Attr attr, string value> : OptionalAttr<attr> {
  string jsonDefault = value;
}

// Member lists shared by instruction families (docs/bir-json-format.md §7.1 "extends").
defvar BIR_DMAMembers = (ins
    OptionalAttr<StrAttr>:$queue,
    BIR_OptionalAttr<BIR_DGETypeAttr, "\"None\"">:$dge_type,
    BIR_OptionalAttr<BoolAttr, "false">:$duplicate);
defvar BIR_MatmultBaseMembers = (ins
    BoolAttr:$start_tensor_calc,
    BIR_OptionalAttr<BoolAttr, "false">:$stop_tensor_calc,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$replication_resolution,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$replication_shift_amnt,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$replication_num_rows,
    BIR_OptionalAttr<BoolAttr, "false">:$is_transpose,
    BIR_OptionalAttr<BoolAttr, "false">:$is_fmap_onezero,
    BIR_OptionalAttr<BoolAttr, "false">:$is_weight_onezero,
    BIR_OptionalAttr<BIR_PairAttr, "[-1,-1]">:$tile_size,
    BIR_OptionalAttr<BIR_PairAttr, "[-1,-1]">:$tile_position,
    BIR_OptionalAttr<BIR_MatmultPerfModeAttr, "\"None\"">:$perf_mode,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$ifmap_quant_offset,
    BIR_OptionalAttr<BIR_NatAttr, "0">:$weights_quant_offset);
defvar BIR_CollectiveMembers = (ins
    OptionalAttr<StrAttr>:$queue);
defvar BIR_DMADescriptorMembers = (ins
    BIR_OptionalAttr<BIR_NatAttr, "0">:$num_tiling_dimensions);

// Families: the members of the base class come first.
class BIR_DMAInst<string mnemonic, string opcode, dag members>
    : BIR_Inst<mnemonic, opcode, !con(BIR_DMAMembers, members)> {
  let jsonExtends = !if(!eq(opcode, "DMA"), "Instruction", "DMA");
}
class BIR_MatmultInst<string mnemonic, string opcode, dag members>
    : BIR_Inst<mnemonic, opcode, !con(BIR_MatmultBaseMembers, members),
               [BIR_MatmulLike]> {
  let jsonExtends = !if(!eq(opcode, "MatmultBase"), "Instruction", "MatmultBase");
}
class BIR_CollectiveInst<string mnemonic, string opcode, dag members>
    : BIR_Inst<mnemonic, opcode, !con(BIR_CollectiveMembers, members)> {
  let jsonExtends = !if(!eq(opcode, "Collective"), "Instruction", "Collective");
}
class BIR_DMADescriptorInst<string mnemonic, string opcode, dag members>
    : BIR_Inst<mnemonic, opcode, !con(BIR_DMADescriptorMembers, members)> {
  let jsonExtends = !if(!eq(opcode, "DMADescriptor"), "Instruction", "DMADescriptor");
}

#endif // BIR_INSTRUCTION_TD
