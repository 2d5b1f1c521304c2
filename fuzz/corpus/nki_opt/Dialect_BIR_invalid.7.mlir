// a function body holds storage and blocks only
// expected-error @+1 {{body may only hold 'bir.allocation', 'bir.memory_location' and 'bir.block' ops, found 'bir.loop'}}
bir.func @f kind <main> {
  bir.loop "l" lb 0 ub 1 stride 1 {
  }
}
