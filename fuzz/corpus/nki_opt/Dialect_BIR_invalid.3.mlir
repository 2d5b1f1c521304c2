// bir.neuron_core_id is an integer
// expected-error @+1 {{'bir.neuron_core_id' must be an integer, got 1.000000e+00 : f64}}
module attributes {bir.neuron_core_id = 1.0} {
}
