// Upstream IR goes through upstream passes exactly as with mlir-opt-22.

func.func @fold() -> (i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.addi %a, %b : i32
  return %s, %t : i32, i32
}

func.func @loop(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %m[%i] : memref<8xf32>
  }
  return
}
