// A diagnostic that no expectation covers.
func.func @loud() -> i32 {
  return
}
