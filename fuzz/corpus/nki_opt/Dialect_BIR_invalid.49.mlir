// module members are either null or set
// expected-error @+1 {{member 'neuron_core_id' is listed in 'bir.json_nulls' but 'bir.neuron_core_id' is also set}}
module attributes {bir.neuron_core_id = 0, bir.json_nulls = ["neuron_core_id"]} {
}
