// A block lives in a core or a kernel.
// expected-error @+1 {{'klr.block' op must be inside a 'klr.core' or a 'klr.kernel'}}
klr.block "b" {
}
