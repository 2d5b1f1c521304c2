// An error in one chunk is reported at its line in the whole file, the other
// chunks are still processed, and the run fails without printing output.

func.func @good() {
  return
}
