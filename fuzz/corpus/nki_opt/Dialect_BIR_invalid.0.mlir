// One chunk per verifier rule of the bir dialect (dialects/bir/README.md).

// bir.arch is a string
// expected-error @+1 {{'bir.arch' must be a string, got 3 : i64}}
module attributes {bir.arch = 3} {
}
