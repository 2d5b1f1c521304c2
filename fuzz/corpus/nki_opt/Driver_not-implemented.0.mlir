// The mission's passes are registered before they are built; running one
// fails with a clear error instead of silently doing nothing.
// (translate-nki-ast-to-bir is implemented: test/Transforms/translate-nki-ast-to-bir.)
func.func @f() {
  return
}
