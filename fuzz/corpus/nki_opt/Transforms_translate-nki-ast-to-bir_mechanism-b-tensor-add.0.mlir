// Mechanism B end to end on a one-function BIR-JSON kernel: the wrapped
// caller gets one NKI function and one IT55 call (Beta3, the maps, the SBUF
// high-water mark), the IT56 placeholder is gone and the output verifies (also when
// read back).
