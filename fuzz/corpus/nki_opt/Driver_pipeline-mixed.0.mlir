// Our passes slot in between upstream passes in one pipeline; nested anchors
// may hold both.

// canonicalize ran first; the first of ours then stops the pipeline.
func.func @f() {
  return
}
