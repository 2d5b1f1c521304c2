//! Rewriting the addresses of a `klr` kernel in place.
//!
//! `klr-allocate-memory` changes nothing of a kernel but the offsets of its
//! `#klr.address` attributes. MLIR's attribute replacer (in KLRDialect.cpp)
//! rebuilds exactly the attributes that contain a changed address, so the
//! kernel op, its statements and their locations stay where they are.

use melior::ir::{operation::OperationLike, OperationRef};
use mlir_sys::{MlirOperation, MlirStringRef};
use std::ffi::c_void;

/// The offsets of one address; `None` is KLR's `Option` none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offsets {
    pub par: Option<u64>,
    pub free: Option<u64>,
}

/// The C layout of [`Offsets`] (`NkiKlrOffsets`).
#[repr(C)]
struct RawOffsets {
    has_par: bool,
    par: u64,
    has_free: bool,
    free: u64,
}

type RawAddressFn =
    unsafe extern "C" fn(*mut c_void, MlirStringRef, MlirStringRef, *mut RawOffsets);

extern "C" {
    fn nki_klr_rewrite_addresses(
        op: MlirOperation,
        recursive: bool,
        callback: RawAddressFn,
        user: *mut c_void,
    );
}

/// Where the addresses to rewrite are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The op's own attributes only.
    Op,
    /// The op's attributes and those of every op nested in it.
    Nested,
}

/// Calls `rewrite(name, memory, offsets)` for every distinct address in
/// `scope` of `op` (memory as the `klr` enum prints it: `sbuf`, `psum`, …)
/// and stores the offsets it leaves.
pub fn rewrite_addresses(
    op: &OperationRef<'_, '_>,
    scope: Scope,
    mut rewrite: impl FnMut(&str, &str, &mut Offsets),
) {
    let mut rewrite: &mut dyn FnMut(&str, &str, &mut Offsets) = &mut rewrite;
    // SAFETY: `user` points at `rewrite`, which outlives the call; the
    // replacer calls back only during it, on this thread.
    unsafe {
        nki_klr_rewrite_addresses(
            op.to_raw(),
            scope == Scope::Nested,
            trampoline,
            (&mut rewrite as *mut &mut dyn FnMut(&str, &str, &mut Offsets)).cast(),
        )
    }
}

/// Calls the Rust closure behind `user` with the address's fields.
unsafe extern "C" fn trampoline(
    user: *mut c_void,
    name: MlirStringRef,
    memory: MlirStringRef,
    raw: *mut RawOffsets,
) {
    // SAFETY: `user` is the `&mut dyn FnMut` that `rewrite_addresses` passed;
    // the string refs point into attribute storage owned by the context;
    // `raw` is a live `NkiKlrOffsets` of the caller's frame.
    let (rewrite, name, memory, raw) = unsafe {
        (
            &mut *user.cast::<&mut dyn FnMut(&str, &str, &mut Offsets)>(),
            text(name),
            text(memory),
            &mut *raw,
        )
    };
    let mut offsets = Offsets {
        par: raw.has_par.then_some(raw.par),
        free: raw.has_free.then_some(raw.free),
    };
    rewrite(name, memory, &mut offsets);
    *raw = RawOffsets {
        has_par: offsets.par.is_some(),
        par: offsets.par.unwrap_or(0),
        has_free: offsets.free.is_some(),
        free: offsets.free.unwrap_or(0),
    };
}

/// The text of a string ref from attribute storage (KLR names are UTF-8;
/// anything else reads as empty and matches no tensor).
///
/// # Safety
/// `s` must point at `s.length` readable bytes that outlive the result's use.
unsafe fn text<'a>(s: MlirStringRef) -> &'a str {
    if s.length == 0 {
        return "";
    }
    // SAFETY: as the caller promises.
    let bytes = unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) };
    std::str::from_utf8(bytes).unwrap_or("")
}
