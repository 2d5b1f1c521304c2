// loops hold blocks only
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.loop' op may only contain 'bir.block' ops, found 'bir.no_op'}}
    bir.loop "l" lb 0 ub 4 stride 1 {
      bir.no_op "n" engine DVE
    }
  }
}
