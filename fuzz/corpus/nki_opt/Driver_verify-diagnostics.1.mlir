// expected-error @below {{expected ':'}}
func.func @f() { return %x }
