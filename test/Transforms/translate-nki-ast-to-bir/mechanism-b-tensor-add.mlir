// Mechanism B end to end on a one-function BIR-JSON kernel: the wrapped
// caller gets one NKI function and one IT55 call (Beta3, the maps, the SBUF
// high-water mark), the IT56 placeholder is gone and the output verifies (also when
// read back).
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/tensor_add.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir --debug 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/tensor_add.bir.json \
// RUN:   | nki-opt --translate-nki-ast-to-bir | nki-opt >/dev/null

// CHECK-NOT:   bir.nki_klir_kernel
// CHECK:       bir.func @main kind <main>
// CHECK:         bir.nki_kernel "inst__tensor_add" engine Unassigned ins(%{{[0-9]+}}, %{{[0-9]+}}) outs(%{{[0-9]+}})
// CHECK-SAME:      callee = @tensor_add
// CHECK-SAME:      func_args = {a = "a", b = "b"}, func_outs = {c = "c"}
// CHECK-SAME:      kernel_source = #bir.kernel_source<Beta3>
// CHECK-SAME:      psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 6144, 128>
// CHECK-NOT:   bir.nki_klir_kernel
// CHECK:       bir.func @tensor_add kind <nki> {
// CHECK:         bir.memory_location "c_sb"
// CHECK:         bir.tensor_tensor "tensor_add_0_2"
// CHECK-NOT:   bir.func
// CHECK-NOT:   bir.nki_klir_kernel

// LOG:      Started running Lower KLIR Kernel into NKI kernel instruction
// LOG-NEXT: Found InstKLIRKernel: call_tensor_add
// LOG-NEXT: Scan BKs time (s): {{[0-9.e-]+}}
// LOG-NEXT: BIR JSON file has been loaded from disk: test/Inputs/bir/tensor_add.bir.json
// LOG-NEXT: Creating NKI function from BIR JSON: tensor_add and core id: 0
