// Mechanism B on a two-core BIR-JSON kernel (one function per logical core).
// The wrapped caller has bir.neuron_core_id = 0, so functions[0] is used; the
// budget counts SBUF up to 2560 + 2048 bytes and PSUM bank 1 (two banks).
