// document attributes belong on the module
// expected-error @+1 {{'bir.arch' is only valid on a builtin.module}}
bir.func @f kind <main> attributes {bir.arch = "gen3"} {
  bir.block "b" {
  }
}
