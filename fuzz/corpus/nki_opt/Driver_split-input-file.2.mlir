func.func @third() {
  return
}
