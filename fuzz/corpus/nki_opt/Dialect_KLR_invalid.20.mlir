// Nats inside attributes too (Pos.line).
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.mat_mul' op field 'pos.line' must be a Nat below 2^32, got 4294967296}}
      klr.mat_mul at <line = 4294967296, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 0>}
    }
  }
}
