// A statement lives in a block.
// expected-error @+1 {{'klr.mat_mul' op expects parent op 'klr.block'}}
klr.mat_mul at <line = 1, column = 0> {dst = #klr.tensor_ref_register<reg = 0>, moving = #klr.tensor_ref_register<reg = 0>}
