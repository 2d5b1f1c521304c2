// instruction names are not empty
bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.no_op' op instruction name must not be empty}}
    bir.no_op "" engine DVE
  }
}
