// bir.json_name names a function's JSON name, so it belongs on a bir.func
// expected-error @+1 {{'bir.json_name' is only valid on a bir.func}}
module attributes {bir.json_name = "k"} {
}
