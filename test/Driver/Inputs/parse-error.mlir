func.func @broken() {
  return %undefined
}
