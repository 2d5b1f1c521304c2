// The scratchpad budget stamped on the IT55 call comes from a rescan of the
// kernel's memory locations: allocated SB raises sb_buf_shape[0] to
// max(addr + dims[1]) with 128 partitions; allocated PSUM gives
// psum_buf_shape = [2048, 128, last bank + 1]; a kernel with nothing allocated
// gets zeros. (tensor_add: SB only; mm_lnc2: SB and PSUM bank 1.)
