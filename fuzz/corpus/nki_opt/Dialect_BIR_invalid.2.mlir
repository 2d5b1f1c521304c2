// bir.neuron_core_id is a non-negative integer
// expected-error @+1 {{'bir.neuron_core_id' must be non-negative, got -1}}
module attributes {bir.neuron_core_id = -1} {
}
