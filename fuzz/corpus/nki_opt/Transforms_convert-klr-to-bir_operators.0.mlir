// One chunk per lowered KLR operator (convert-klr-to-bir runs Mechanism A's
// codegen walk alone): the BIR opcode, engine, operand roles and members it
// becomes (docs/klr-to-bir.md). Tensors: a, b, c SBUF fp32 128x128 at 0, 512,
// 1024; h SBUF bf16 at 1536; p PSUM fp32 at 2048 (bank 1); d HBM.
