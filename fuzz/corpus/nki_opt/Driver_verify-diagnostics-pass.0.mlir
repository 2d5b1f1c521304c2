// Diagnostics that passes emit are matched like the parser's and verifier's.
// RUN: nki-opt --pass-pipeline='builtin.module(convert-klr-to-bir{core-id=7})' --verify-diagnostics %s

// expected-error @+1 {{core id 7 is past the KLR kernel's 1 cores}}
klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
    }
  }
}
