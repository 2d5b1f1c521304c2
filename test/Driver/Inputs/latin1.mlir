func.func @f() {
  return // café
}
