// A block lives in a core or a kernel.
// expected-error @+1 {{'klr.block' op expects parent op to be one of 'klr.core, klr.kernel'}}
klr.block "b" {
}
