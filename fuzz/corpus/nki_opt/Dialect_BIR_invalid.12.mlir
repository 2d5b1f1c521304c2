// block names are unique per function
// expected-error @+1 {{duplicate block name 'b'}}
bir.func @f kind <main> {
  bir.block "b" {
  }
  bir.block "b" {
  }
}
