// Mechanism B on a two-core BIR-JSON kernel (one function per logical core).
// The wrapped caller has bir.neuron_core_id = 0, so functions[0] is used; the
// budget counts SBUF up to 2560 + 2048 bytes and PSUM bank 1 (two banks).
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/mm_lnc2.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir --debug 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/mm_lnc2.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | nki-opt >/dev/null

// CHECK-NOT:   bir.nki_klir_kernel
// CHECK:       bir.nki_kernel "inst__mm_lnc2" engine Unassigned ins(%{{[0-9]+}}, %{{[0-9]+}}) outs(%{{[0-9]+}})
// CHECK-SAME:      callee = @mm_lnc2
// CHECK-SAME:      func_args = {lhsT = "lhsT", rhs = "rhs"}, func_outs = {out = "out"}
// CHECK-SAME:      kernel_source = #bir.kernel_source<Beta3>
// CHECK-SAME:      psum_buf_shape = array<i64: 2048, 128, 2>, sb_buf_shape = array<i64: 4608, 128>
// CHECK:       bir.func @mm_lnc2 kind <nki> attributes {function_attributes = ["need_dce"]} {
// CHECK:         bir.memory_location "acc"
// CHECK-NOT:   bir.func
// CHECK-NOT:   bir.nki_klir_kernel

// LOG: Creating NKI function from BIR JSON: mm_lnc2 and core id: 0
