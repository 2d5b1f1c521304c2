// The allocator settings the C API of mimalloc takes by enum: spelled here
// from its header so each option is named, not numbered.
#include "mimalloc.h"

extern "C" {

// Hands pages freed by the tools' Rust allocator back to the system after
// `purgeDelayMs` milliseconds, and allows or forbids 2 MiB OS pages (see
// src/allocator.rs).
void nkiConfigureAllocator(long purgeDelayMs, bool largeOsPages) {
  mi_option_set(mi_option_purge_delay, purgeDelayMs);
  mi_option_set(mi_option_allow_large_os_pages, largeOsPages ? 1 : 0);
}
}
