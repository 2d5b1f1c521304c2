// bir.json_nulls holds member names
// expected-error @+1 {{'bir.json_nulls' must be an array of strings}}
module attributes {bir.json_nulls = [1]} {
}
