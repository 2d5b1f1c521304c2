// A TensorRef field holds a TensorRef constructor.
klr.lnc_kernel @k attributes {inputs = [], outputs = [], shared_buffers = [], shared_constants = [], edges = []} {
  klr.core 0 {
    klr.block "b" {
      // expected-error @+1 {{'klr.nc_copy' op field 'dst' must be a TensorRef, got '#klr.shape<…>'}}
      klr.nc_copy at <line = 1, column = 0> {dst = #klr.shape<parDim = 1, freeDims = []>, src = #klr.tensor_ref_register<reg = 0>, engine = #klr.engine<act>}
    }
  }
}
