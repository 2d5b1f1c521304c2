// createKernelScratchpadBuffers: an allocated kernel's call reserves its
// budget in the caller as unallocated buffers named after the call, placed
// with the caller's storage (before its blocks): SBUF [128, sb bytes] and, when
// the kernel uses PSUM, PSUM [128, 2048 × banks]. An unallocated kernel
// reserves nothing.
