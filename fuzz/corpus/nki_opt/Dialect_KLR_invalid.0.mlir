// Every rule of the klr verifiers (dialects/src/klr/verify.rs), one chunk each.

// A core belongs to an lnc_kernel.
// expected-error @+1 {{'klr.core' op expects parent op 'klr.lnc_kernel'}}
klr.core 0 {
}
