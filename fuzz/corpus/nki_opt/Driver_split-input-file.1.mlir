func.func @second() {
  %unused = arith.constant 1 : i32
  return
}
