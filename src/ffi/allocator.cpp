// The one allocator setting the C API of mimalloc takes by enum: spelled
// here from its header so the option is named, not numbered.
#include "mimalloc.h"

extern "C" {

// Hands pages freed by the tools' Rust allocator back to the system after
// `delayMs` milliseconds (mimalloc's default waits longer; see
// src/allocator.rs).
void nkiSetAllocatorPurgeDelay(long delayMs) {
  mi_option_set(mi_option_purge_delay, delayMs);
}
}
