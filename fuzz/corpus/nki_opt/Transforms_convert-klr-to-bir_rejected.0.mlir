// Every KLR operator without a BIR lowering is rejected at its statement
// (its NKI position when that names a file: see diagnostics.mlir) with
// 'klr.<op>' op has no BIR lowering, and the pass fails.
