// Pass options in braces: upstream ones go to MLIR, ours are parsed and printed back.

func.func @f() {
  %a = arith.constant 1 : i32
  return
}

// (A module without kernel placeholders: the pass has nothing to do.)
