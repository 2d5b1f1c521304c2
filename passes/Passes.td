//===- Passes.td - the passes of the NKI provisioning stage --*- tablegen -*-===//
//
// The one declaration of every pass: its argument, summary, description,
// typed options and statistics. From it are generated (passes/build.rs):
//
//  - the C++ pass classes (mlir-tblgen -gen-pass-decls, one MLIR pass per
//    record, registered by nkiRegisterPasses() in nki-opt, the mlir-opt
//    plugin and the C API), whose runOnOperation hands the typed options to
//    the pass's Rust body;
//  - the Rust side: a typed options struct and a statistics struct per pass
//    (nki_passes::options), and the entry point each C++ class calls;
//  - the pass reference docs/passes.md (mlir-tblgen -gen-pass-doc).
//
// A pass's Rust body is `run` in the module named after its argument
// (inline-nki-kernel: nki_passes::inline_nki_kernel::run).
//
//===----------------------------------------------------------------------===//

#ifndef NKI_PASSES_TD
#define NKI_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Option kinds of our own
//===----------------------------------------------------------------------===//

// One value of an EnumOption: its spelling in a pipeline and its help text.
// The empty spelling is the option's "unset" value (`arch=`).
class NkiEnumCase<string spelling_, string help_> {
  string spelling = spelling_;
  string help = help_;
}

// The C++ enumerator of a case: the spelling, or `unset` for "".
class NkiEnumerator<string spelling_> {
  string name = !if(!empty(spelling_), "unset", spelling_);
}

// An option that takes one of `cases`. The enumeration `enumName` is
// generated for C++ (::nki::passes::<enumName>) and Rust
// (nki_passes::options::<enumName>) from these cases, so options of several
// passes that share an enumeration list the same cases.
class NkiEnumOption<string varName, string arg, string enumName,
                    string default, list<NkiEnumCase> cases, string desc>
    : Option<varName, arg, "::nki::passes::" # enumName,
             "::nki::passes::" # enumName # "::" #
                 NkiEnumerator<default>.name,
             desc,
             "::llvm::cl::values(" #
                 !interleave(!foreach(c, cases,
                     "clEnumValN(::nki::passes::" # enumName # "::" #
                         NkiEnumerator<c.spelling>.name # ", \"" #
                         c.spelling # "\", \"" # c.help # "\")"), ", ") #
                 ")"> {
  string nkiEnum = enumName;
  list<NkiEnumCase> nkiCases = cases;
}

// An unsigned option that may be left unset (`core-id=` or absent), as
// ::nki::passes::OptionalUnsigned in C++ and Option<u64> in Rust.
class NkiOptionalUnsignedOption<string varName, string arg, string desc>
    : Option<varName, arg, "::nki::passes::OptionalUnsigned", "", desc> {}

// The architectures a pass can be told to target; unset: the module's
// `bir.arch`, else trn2. gen2/inf2 name trn1's geometry, gen3 trn2's.
defvar ArchCases = [
  NkiEnumCase<"", "the module's bir.arch, else trn2">,
  NkiEnumCase<"trn1", "Trainium 1">,
  NkiEnumCase<"trn2", "Trainium 2">,
  NkiEnumCase<"gen2", "trn1's geometry, by its generation name">,
  NkiEnumCase<"gen3", "trn2's geometry, by its generation name">,
  NkiEnumCase<"inf2", "Inferentia 2 (trn1's geometry)">,
];

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

def TranslateNkiAstToBir
    : Pass<"translate-nki-ast-to-bir", "::mlir::ModuleOp"> {
  let summary = "Lower IT56 kernel placeholders into NKI functions and IT55 calls";
  let description = [{
    For every InstNKIKLIRKernel (IT56, `bir.nki_klir_kernel`) of the module:
    `kernel_format = "bir"` loads a BIR-JSON kernel and takes the function of
    the placeholder's core (Mechanism B); any other format reads the KLR
    binary and runs the KLR-to-BIR codegen walk (Mechanism A). Each mints a
    new NKI function and an InstNKIKernel (IT55, `bir.nki_kernel`) call in
    the placeholder's place; the placeholders are then removed. Const files
    the kernel names are copied into `artifact-dir`, and only once the whole
    run succeeded (nki-opt). See docs/klr-to-bir.md and docs/compiler-contract.md.
  }];
  let options = [
    NkiOptionalUnsignedOption<"coreId", "core-id",
        "Logical core to provision for; overrides the module's neuron core id">,
    Option<"artifactDir", "artifact-dir", "std::string", [{""}],
        "Directory that receives copied const files">,
    Option<"allocate", "allocate", "bool", "false",
        "Allocate unallocated KLR kernels (klr-allocate-memory) instead of "
        "failing the codegen.getIsAllocated() gate">,
    NkiEnumOption<"budget", "budget", "Budget", "arch", [
        NkiEnumCase<"arch", "the arch's SBUF bytes per partition and all PSUM banks (the codegen's)">,
        NkiEnumCase<"kernel", "the kernel's own high-water mark and highest bank + 1">,
      ], "Mechanism A's scratchpad budget">,
  ];
  let statistics = [
    Statistic<"numKlrCarriers", "klr-carriers",
        "Placeholders provisioned from KLR kernels (Mechanism A)">,
    Statistic<"numBirJsonCarriers", "bir-json-carriers",
        "Placeholders provisioned from BIR-JSON kernels (Mechanism B)">,
    Statistic<"numSkippedCarriers", "skipped-carriers",
        "Placeholders removed by the LNC gate (core id past the kernel's functions)">,
  ];
}

def InlineNkiKernel : Pass<"inline-nki-kernel", "::mlir::ModuleOp"> {
  let summary = "Inline provisioned NKI kernels (IT55 calls) into their callers";
  let description = [{
    Replaces every InstNKIKernel (IT55) by the body of its NKI function, with
    the kernel's formals rebound to the call's actuals and its internal
    tensors placed in the call's scratchpad buffers, then removes the call
    and, once unused, the function. See docs/inline-nki-kernel.md.
  }];
  let options = [
    Option<"keepFunctions", "keep-functions", "bool", "false",
        "Leave the inlined NKI functions in the module (for debugging)">,
  ];
  let statistics = [
    Statistic<"numCallsInlined", "calls-inlined", "IT55 calls inlined">,
    Statistic<"numFunctionsErased", "functions-erased",
        "NKI functions erased after inlining">,
    Statistic<"numOpsInlined", "ops-inlined",
        "Operations of the kernels' bodies spliced into callers">,
  ];
}

def InlineBirKernel : Pass<"inline-bir-kernel", "::mlir::ModuleOp"> {
  let summary = "Expand library kernels already in BIR (IT54 InstBIRKernel) in place";
  let description = [{
    Replaces every InstBIRKernel (IT54) by the body of the kernel library's
    BIR-JSON kernel of that `kernel_name`: sources and destinations bound by
    position to the kernel's inputs and outputs, internal tensors in a
    scratchpad reserved in the caller, names prefixed by the instruction's
    name. Library kernels are looked up only inside the library directories.
    See docs/inline-bir-kernel.md.
  }];
  let options = [
    Option<"library", "library", "std::string", [{""}],
        "Kernel library directories, separated by ':' and searched in "
        "order; the module attribute bir.kernel_library (of the same form) "
        "adds its directories after these">,
    NkiOptionalUnsignedOption<"coreId", "core-id",
        "Logical core to expand for; overrides the module's neuron core id">,
  ];
  let statistics = [
    Statistic<"numKernelsExpanded", "kernels-expanded",
        "IT54 instructions expanded">,
    Statistic<"numOpsInlined", "ops-inlined",
        "Operations of the library kernels' bodies spliced into callers">,
  ];
}

def LegalizeMatmulAccumulationGroups
    : Pass<"legalize-matmul-accumulation-groups", "::mlir::ModuleOp"> {
  let summary = "Keep matmul accumulation groups within the PSUM bank window";
  let description = [{
    Annotates every matmul with its accumulation group and bank window; a
    group that needs more than the window's 8 banks is reported
    (`accumulation group is too large for SB`) and, with `spill`, rewritten
    to accumulate in SBUF and re-reduce column tile by column tile. See
    docs/legalize-matmul-accumulation-groups.md.
  }];
  let options = [
    Option<"spill", "spill", "bool", "true",
        "Rewrite groups that do not fit; when false, a group that does not "
        "fit is an error">,
    NkiEnumOption<"arch", "arch", "Arch", "", ArchCases,
        "PSUM geometry to check against">,
  ];
  let statistics = [
    Statistic<"numGroups", "groups", "Accumulation groups found">,
    Statistic<"numGroupsSpilled", "groups-spilled",
        "Groups too large for the bank window, spilled to SBUF">,
    Statistic<"numMatmulsAnnotated", "matmuls-annotated",
        "Matmuls annotated with their group and window">,
  ];
}

def ConvertKlrToBir : Pass<"convert-klr-to-bir", "::mlir::ModuleOp"> {
  let summary = "Lower klr kernels into bir NKI functions (the KLR-to-BIR codegen walk)";
  let description = [{
    Runs Mechanism A's codegen walk on every `klr.lnc_kernel` of the module:
    one `bir.func` of kind nki per core (or only `core-id`'s), with the
    zero-bias and identity helpers; the klr kernel is removed. See
    docs/klr-to-bir.md.
  }];
  let options = [
    NkiOptionalUnsignedOption<"coreId", "core-id",
        "Lower only this core's body; unset: every core">,
    NkiEnumOption<"arch", "arch", "Arch", "", ArchCases,
        "Target architecture">,
  ];
  let statistics = [
    Statistic<"numKernels", "kernels", "klr kernels lowered">,
    Statistic<"numFunctions", "functions", "bir functions created">,
    Statistic<"numInstructions", "instructions", "bir instructions emitted">,
  ];
}

def KlrAllocateMemory : Pass<"klr-allocate-memory", "::mlir::ModuleOp"> {
  let summary = "Assign SBUF and PSUM addresses to the tensors of KLR kernels";
  let description = [{
    For every `klr.lnc_kernel` and `klr.kernel`: liveness from statement
    order, then first-fit placement that reuses the memory of dead tensors
    (SBUF per-partition byte offsets, aligned; PSUM bank-aware, accumulation
    tiles in banks of their own). Kept addresses stay fixed. The result is
    verified: no two live tensors overlap, everything within capacity. See
    docs/klr-allocate-memory.md.
  }];
  let options = [
    NkiEnumOption<"arch", "arch", "Arch", "trn2", ArchCases,
        "Target whose SBUF/PSUM geometry to allocate in">,
    Option<"keepExisting", "keep-existing", "bool", "true",
        "Keep tensors that already have both offsets where they are, as "
        "fixed obstacles; false places every tensor anew (physical views "
        "always stay where they are)">,
    Option<"report", "report", "bool", "false",
        "Emit a remark per core: peak SBUF bytes per partition, PSUM banks, "
        "memory saved by reuse">,
  ];
  let statistics = [
    Statistic<"numTensorsPlaced", "tensors-placed", "Tensors given an address">,
    Statistic<"numSbufBytes", "sbuf-bytes",
        "Peak SBUF bytes per partition, summed over the kernels' cores">,
    Statistic<"numPsumBanks", "psum-banks",
        "PSUM banks in use at the peak, summed over the kernels' cores">,
  ];
}

#endif // NKI_PASSES_TD
