// The LNC gate (docs/compiler-contract.md §2.7, docs/bir-json-format.md G10). The core id is the
// option core-id, else the module's bir.neuron_core_id.
// - core id set and < the number of functions: that function;
// - core id past the end: logged and skipped, no function, carrier removed;
// - core id unset with one function: function 0 (docs/bir-json-format.md, G10).
// (Unset with more than one function is an error: lnc-gate-errors.mlir.)

// With core-id=1 the first chunk uses function 1 of mm_lnc2 (its blocks are
// mm_1_*), whatever the module says; the second chunk's one-function kernel
// is skipped (core 1 is past its end).
// CORE1-NOT:   bir.nki_klir_kernel
// CORE1:       bir.nki_kernel "inst__mm_lnc2"
// CORE1:       bir.func @mm_lnc2 kind <nki>
// CORE1:         bir.block "mm_1_entry"
// CORE1:       // -----
// CORE1-NOT:   bir.nki_kernel
// CORE1-NOT:   kind <nki>
// CORE1-LOG:   Creating NKI function from BIR JSON: mm_lnc2 and core id: 1
// CORE1-LOG:   The kernel is compiled for LNC count lower than the current core_id 1 skip lowering

// The option overrides the module's core id.
// CORE0:       bir.func @mm_lnc2 kind <nki>
// CORE0:         bir.block "mm_0_entry"

// With core-id=2 the two-core kernel is skipped: no call, no NKI function,
// and the placeholder is gone all the same.
// SKIP-LOG:    The kernel is compiled for LNC count lower than the current core_id 2 skip lowering
// SKIP-LOG:    The kernel is compiled for LNC count lower than the current core_id 2 skip lowering

// Without the option: the module's core id (1) in the first chunk; the
// second chunk has none, and its kernel has a single function (docs/bir-json-format.md, G10).
// MODULE-LOG:  Creating NKI function from BIR JSON: mm_lnc2 and core id: 1
// MODULE-LOG:  Creating NKI function from BIR JSON: tensor_add and core id: 0

module attributes {bir.arch = "gen3", bir.neuron_core_id = 1 : i64, bir.version = 2 : i64} {
  bir.func @main kind <main> {
    bir.block "main" {
      bir.nki_klir_kernel "call_mm" engine Unassigned {enable_device_dump = false, func_args = {}, func_outs = {}, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, kernel_format = "bir", klir_binary = "bir/mm_lnc2.bir.json"}
    }
  }
}
