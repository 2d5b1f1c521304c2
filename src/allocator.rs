//! The tools' memory allocator.
//!
//! A provisioning run frees as much as it keeps: the decoded KLR kernel goes
//! statement by statement while the codegen builds the BIR model, and the
//! model goes instruction by instruction while the IR is built from it. With
//! the system allocator the freed pieces stay in the process as holes between
//! live IR, so peak RSS ran at about twice the live heap (2.2 GB against
//! mlir-opt's 1.26 GB on the 1M-statement pipeline). The Rust side therefore
//! allocates with mimalloc, apart from MLIR's C++ heap, and its freed pages go
//! back to the system after a millisecond instead of mimalloc's default
//! delay: peak RSS then follows what is live (1.23 GB on the same run), and
//! Rust allocation is faster as well. `bench/run` measures both.
//!
//! mimalloc would also ask for 2 MiB pages (`MADV_HUGEPAGE`). Where the
//! kernel compacts memory to satisfy such a fault (`defrag = madvise`, the
//! Debian default, on a machine whose page cache fills memory) each fault
//! stalls: decoding a 1M-statement kernel spent 0.35-0.6 s in the system,
//! against 0.09 s with ordinary pages. The tools use ordinary pages.
//!
//! A binary opts in with
//!
//! ```ignore
//! #[global_allocator]
//! static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;
//!
//! fn main() {
//!     nki::allocator::configure();
//!     // ...
//! }
//! ```

pub use mimalloc::MiMalloc as Allocator;

/// Milliseconds a freed page waits before it is returned to the system.
const PURGE_DELAY_MS: i32 = 1;

/// Whether 2 MiB OS pages may back the heap.
const LARGE_OS_PAGES: bool = false;

/// Applies the tools' allocator settings; call first thing in `main`.
pub fn configure() {
    crate::ffi::configure_allocator(PURGE_DELAY_MS, LARGE_OS_PAGES);
}
