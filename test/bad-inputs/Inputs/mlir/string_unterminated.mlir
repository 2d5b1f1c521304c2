module attributes {x = "abc} {}
