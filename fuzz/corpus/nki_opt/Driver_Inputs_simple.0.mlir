func.func @simple() {
  return
}
