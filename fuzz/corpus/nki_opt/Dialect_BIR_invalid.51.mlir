// bir.json_name is a string
// expected-error @+1 {{'bir.json_name' must be a string, got 1 : i64}}
bir.func @f kind <main> attributes {bir.json_name = 1} {
}
