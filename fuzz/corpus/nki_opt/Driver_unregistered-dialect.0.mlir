// Unregistered operations need --allow-unregistered-dialect, as with mlir-opt.
"foo.bar"() : () -> ()
