module attributes {x = 99999999999999999999999 : i64} {}
