func.func @bad() {
  return %x
}
