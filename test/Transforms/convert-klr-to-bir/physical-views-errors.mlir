// A tensor held in a register has no BIR operand form.
// RUN: nki-opt --verify-diagnostics --convert-klr-to-bir %s

klr.lnc_kernel @k attributes {edges = [], inputs = [], outputs = [], shared_buffers = [], shared_constants = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error@below {{'klr.nc_copy' op has no BIR lowering: a tensor held in a register (TensorRef.register) has no BIR operand form}}
      klr.nc_copy at #klr.pos<line = 7, column = 3> {dst = #klr.tensor_ref_sbuf<view = <name = "t", dtype = float32, parNum = 128, pattern = [<step = 1, num = 128, offset = 0>], parOffset = 0, freeOffset = 0>>, src = #klr.tensor_ref_register<reg = 3>, engine = #klr.engine<unassigned>}
    }
  }
}
