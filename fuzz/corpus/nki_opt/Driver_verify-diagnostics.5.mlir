// A chunk without errors needs no expectations.
func.func @fine() {
  return
}
