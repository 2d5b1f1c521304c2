// bir.version is an integer
// expected-error @+1 {{'bir.version' must be an integer, got "2"}}
module attributes {bir.version = "2"} {
}
