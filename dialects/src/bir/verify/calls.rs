//! The kernel calls `bir.nki_kernel` (IT55) and `bir.nki_klir_kernel`
//! (IT56): the integer KernelSource, checked by the call's verifier, and the
//! rules that need the calling function or the module, checked once per
//! caller from the function's verifier. Their own members (buffer shapes,
//! the formal → actual maps, the artifact) are ODS constraints
//! (`BIRAttrs.td`).

use super::*;
use crate::bir::ops::{Func, MemoryLocation, NkiKernel, NkiklirKernel, OpClass};

/// A rule of a kernel call that failed. The maps are `func_args` and
/// `func_outs` (kernel formal name → caller memory location name).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    #[error("Unknown KernelSource")]
    UnknownKernelSource { value: i64 },
    #[error(
        "'{member}' maps '{key}' to '{location}', which is not a memory location of the \
         calling function"
    )]
    NotCallerLocation {
        member: &'static str,
        key: String,
        location: String,
    },
    #[error(
        "'{}' refers to no {}: '@{callee}'",
        NkiKernel::CALLEE_ATTR,
        Func::NAME
    )]
    UnknownCallee { callee: String },
    #[error(
        "callee '@{callee}' must be a {} of kind nki, got '{kind}'",
        Func::NAME
    )]
    CalleeKind { callee: String, kind: String },
    #[error("'{member}' key '{key}' is not a memory location of '@{callee}'")]
    NotCalleeLocation {
        member: &'static str,
        key: String,
        callee: String,
    },
}

/// A `func_args`/`func_outs` map: kernel formal name -> caller memory
/// location name (ODS, `BIR_NameMapAttr`, has checked that both are
/// non-empty strings; anything else is skipped).
fn name_map(op: &Op<'_, '_>, member: &'static str) -> Vec<(String, String)> {
    let Some(dict) = op
        .attribute(member)
        .ok()
        .and_then(|a| DictionaryAttribute::try_from(a).ok())
    else {
        return Vec::new();
    };
    (0..dict.len())
        .filter_map(|i| dict.element(i).ok())
        .filter_map(|(key, value)| {
            let key = key.as_string_ref().as_str().ok()?.to_owned();
            Some((key, nki::ffi::string_attr_value(value)?))
        })
        .collect()
}

/// Names of the memory locations of a bir.func.
fn memory_location_names(func: &Op<'_, '_>) -> HashSet<String> {
    body(func, 0)
        .iter()
        .filter(|o| OpClass::of(*o) == Some(OpClass::MemoryLocation))
        .filter_map(|o| str_attr(o, MemoryLocation::NAME_ATTR))
        .map(str::to_owned)
        .collect()
}

/// IT55: KernelSource in range (the buffer shapes and maps are ODS's
/// `BIR_NatPairAttr`, `BIR_NatTripleAttr`, `BIR_NameMapAttr`; the callee is
/// checked from the caller, [`check_call_site`]). The integer form's
/// message is the compiler's own, `Unknown KernelSource`, so it stays here.
pub(super) fn verify_nki_kernel(op: &Op<'_, '_>) -> Result<(), CallError> {
    if let Ok(source) = op.attribute(NkiKernel::KERNEL_SOURCE_ATTR) {
        if let Ok(value) = IntegerAttribute::try_from(source) {
            if !(0..=2).contains(&value.value()) {
                let value = value.value();
                return Err(CallError::UnknownKernelSource { value });
            }
        }
    }
    Ok(())
}

/// The module's functions by symbol, read once per verified caller: kind and
/// memory-location names (the formals a call may map).
#[derive(Default)]
pub(super) struct Callees {
    read: bool,
    functions: std::collections::HashMap<String, (String, HashSet<String>)>,
}

impl Callees {
    /// Reads the functions of the module around `caller`, the first time.
    fn read(&mut self, caller: &Op<'_, '_>) {
        if self.read {
            return;
        }
        self.read = true;
        let Some(module) = ancestor(caller, "builtin.module") else {
            return;
        };
        for func in body(&module, 0) {
            if OpClass::of(&func) != Some(OpClass::Func) {
                continue;
            }
            if let Some(symbol) = str_attr(&func, Func::SYM_NAME_ATTR) {
                // ODS requires the kind; a function without one was
                // reported by its own verifier and is no callee.
                let Some(kind) = enum_attr(&func, Func::KIND_ATTR) else {
                    continue;
                };
                self.functions
                    .entry(symbol.to_owned())
                    .or_insert_with(|| (kind.to_owned(), memory_location_names(&func)));
            }
        }
    }
}

/// The call-site rules that need the calling function or the module, checked
/// from the caller's verifier so that each is read once, not once per call:
/// the maps' values name memory locations of the caller (IT55 and IT56), and
/// an IT55's callee is a bir.func of kind nki whose memory locations include
/// every key. Errors are reported at the call.
pub(super) fn check_call_site(
    caller: &Op<'_, '_>,
    op: &Op<'_, '_>,
    locations: &FxHashSet<&str>,
    callees: &mut Callees,
) -> Result<(), VerifyError> {
    check_call(caller, op, locations, callees).map_err(|e| VerifyError::at(op, e))
}

/// [`check_call_site`] before it says where.
fn check_call(
    caller: &Op<'_, '_>,
    op: &Op<'_, '_>,
    locations: &FxHashSet<&str>,
    callees: &mut Callees,
) -> Result<(), CallError> {
    let (args_attr, outs_attr) = match OpClass::of(op) {
        Some(OpClass::NkiKernel) => (NkiKernel::FUNC_ARGS_ATTR, NkiKernel::FUNC_OUTS_ATTR),
        _ => (NkiklirKernel::FUNC_ARGS_ATTR, NkiklirKernel::FUNC_OUTS_ATTR),
    };
    let args = name_map(op, args_attr);
    let outs = name_map(op, outs_attr);
    for (member, map) in [(args_attr, &args), (outs_attr, &outs)] {
        for (key, value) in map.iter() {
            if !locations.contains(value.as_str()) {
                return Err(CallError::NotCallerLocation {
                    member,
                    key: key.clone(),
                    location: value.clone(),
                });
            }
        }
    }
    if OpClass::of(op) != Some(OpClass::NkiKernel) {
        return Ok(());
    }
    let Some(callee) = op
        .attribute(NkiKernel::CALLEE_ATTR)
        .ok()
        .and_then(nki::ffi::symbol_ref_value)
    else {
        return Ok(());
    };
    callees.read(caller);
    let Some((kind, formals)) = callees.functions.get(&callee) else {
        return Err(CallError::UnknownCallee { callee });
    };
    if kind != "nki" {
        let kind = kind.clone();
        return Err(CallError::CalleeKind { callee, kind });
    }
    for (member, map) in [(args_attr, &args), (outs_attr, &outs)] {
        for (key, _) in map {
            if !formals.contains(key) {
                let key = key.clone();
                return Err(CallError::NotCalleeLocation {
                    member,
                    key,
                    callee,
                });
            }
        }
    }
    Ok(())
}
