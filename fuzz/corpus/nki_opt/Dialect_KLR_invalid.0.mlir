// Every rule of the klr verifiers (dialects/src/klr/verify.rs), one chunk each.

// A core belongs to an lnc_kernel.
// expected-error @+1 {{'klr.core' op must be inside a 'klr.lnc_kernel'}}
klr.core 0 {
}
