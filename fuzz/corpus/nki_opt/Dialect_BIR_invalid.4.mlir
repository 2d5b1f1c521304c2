// unknown bir module attributes are rejected
// expected-error @+1 {{unknown bir module attribute 'bir.core'}}
module attributes {bir.core = 0} {
}
