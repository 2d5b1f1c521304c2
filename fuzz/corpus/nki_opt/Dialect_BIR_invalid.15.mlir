// blocks live in functions and loops
bir.func @f kind <main> {
  bir.block "b" {
    bir.loop "l" lb 0 ub 4 stride 1 {
      bir.block "inner" {
        bir.no_op "n" engine DVE
      }
    }
  }
  bir.block "x" {
    // expected-error @+1 {{'bir.block' op expects parent op to be one of 'bir.func, bir.loop'}}
    bir.block "y" {
    }
  }
}
