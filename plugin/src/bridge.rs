//! What the C++ pass class (`shim/Plugin.cpp`) asks of Rust: the declarations
//! of our passes and their options, pass instances built from option text,
//! and runs. A pass instance crosses the boundary as an opaque pointer to a
//! boxed `Arc<dyn NkiPass>`; clones share the pass (it is `Send + Sync` and
//! keeps per-run state on the stack, see `nki::pass::NkiPass`).

use mlir_sys::{MlirDialectRegistry, MlirOperation, MlirStringCallback, MlirStringRef};
use nki::pass::{run_guarded, NkiPass, OptionKind, PassInfo, PassRegistry};
use std::{
    ffi::c_void,
    sync::{Arc, OnceLock},
};

/// Every pass of `nki-passes`, in the order nki-opt registers them.
pub fn passes() -> &'static [&'static PassInfo] {
    static PASSES: OnceLock<Vec<&'static PassInfo>> = OnceLock::new();
    PASSES.get_or_init(|| {
        let registry: PassRegistry = nki_passes::registry();
        registry.iter().collect()
    })
}

/// A pass as `shim/Plugin.cpp` reads it (`NkiPassDecl` there).
#[repr(C)]
pub struct NkiPassDecl {
    argument: MlirStringRef,
    name: MlirStringRef,
    summary: MlirStringRef,
    description: MlirStringRef,
    anchor: MlirStringRef,
    id: *const c_void,
    option_count: usize,
}

/// An option as `shim/Plugin.cpp` reads it (`NkiOptionDecl` there).
#[repr(C)]
pub struct NkiOptionDecl {
    name: MlirStringRef,
    kind: u32,
    default_value: MlirStringRef,
    description: MlirStringRef,
    value_description: MlirStringRef,
}

fn string_ref(text: &'static str) -> MlirStringRef {
    MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// The text of `text`, or `None` when it is not UTF-8.
///
/// # Safety
/// `text` must point to `length` readable bytes (or be empty).
unsafe fn text_of<'a>(text: MlirStringRef) -> Option<&'a str> {
    if text.length == 0 {
        return Some("");
    }
    // SAFETY: the caller guarantees `length` readable bytes at `data`.
    let bytes = unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) };
    std::str::from_utf8(bytes).ok()
}

/// The value description `--help` shows for an option (`<uint>`,
/// `<arch|kernel>`), kept for the life of the library.
fn value_description(kind: OptionKind) -> &'static str {
    static WORDS: OnceLock<std::sync::Mutex<Vec<(usize, &'static str)>>> = OnceLock::new();
    match kind {
        OptionKind::Bool => "bool",
        OptionKind::Unsigned => "uint",
        OptionKind::String => "string",
        OptionKind::Enum(words) => {
            let key = words.as_ptr() as usize;
            let mut known = WORDS
                .get_or_init(Default::default)
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if let Some((_, text)) = known.iter().find(|(k, _)| *k == key) {
                return text;
            }
            let text: &'static str = Box::leak(words.join("|").into_boxed_str());
            known.push((key, text));
            text
        }
    }
}

#[no_mangle]
pub extern "C" fn nki_plugin_pass_count() -> usize {
    passes().len()
}

/// Fills `out` with pass `index`; false when there is no such pass.
///
/// # Safety
/// `out` must point to an `NkiPassDecl` the caller owns.
#[no_mangle]
pub unsafe extern "C" fn nki_plugin_pass_decl(index: usize, out: *mut NkiPassDecl) -> bool {
    let Some(info) = passes().get(index) else {
        return false;
    };
    let decl = NkiPassDecl {
        argument: string_ref(info.argument),
        name: string_ref(info.name),
        summary: string_ref(info.summary),
        description: string_ref(info.description),
        anchor: string_ref(info.anchor.unwrap_or("")),
        id: (info.id as *const nki::pass::PassId).cast(),
        option_count: info.options.len(),
    };
    // SAFETY: the C++ caller passes a pointer to an NkiPassDecl it owns.
    unsafe { out.write(decl) };
    true
}

/// Fills `out` with option `option` of pass `pass`; false when there is none.
///
/// # Safety
/// `out` must point to an `NkiOptionDecl` the caller owns.
#[no_mangle]
pub unsafe extern "C" fn nki_plugin_option_decl(
    pass: usize,
    option: usize,
    out: *mut NkiOptionDecl,
) -> bool {
    let Some(info) = passes().get(pass).and_then(|p| p.options.get(option)) else {
        return false;
    };
    let decl = NkiOptionDecl {
        name: string_ref(info.name),
        kind: u32::from(info.kind != OptionKind::Bool),
        default_value: string_ref(info.default),
        description: string_ref(info.description),
        value_description: string_ref(value_description(info.kind)),
    };
    // SAFETY: the C++ caller passes a pointer to an NkiOptionDecl it owns.
    unsafe { out.write(decl) };
    true
}

/// A pass instance of pass `index` with the options in `options` (the text
/// between a pipeline's braces), or null after calling `error` with the
/// message nki-opt would give.
///
/// # Safety
/// `options` must be readable for its length; `error`, when set, must accept
/// `user_data`.
#[no_mangle]
pub unsafe extern "C" fn nki_plugin_pass_create(
    index: usize,
    options: MlirStringRef,
    error: MlirStringCallback,
    user_data: *mut c_void,
) -> *mut c_void {
    let report = |message: &str| {
        if let Some(callback) = error {
            // SAFETY: the callback and its user data come together from the
            // C++ caller; the message outlives the call.
            unsafe {
                callback(
                    MlirStringRef {
                        data: message.as_ptr().cast(),
                        length: message.len(),
                    },
                    user_data,
                )
            };
        }
    };
    let Some(info) = passes().get(index) else {
        report("no such nki-mlir pass");
        return std::ptr::null_mut();
    };
    // SAFETY: MLIR passes the option text it holds for this call.
    let Some(text) = (unsafe { text_of(options) }) else {
        report(&format!(
            "options of pass '{}' are not UTF-8",
            info.argument
        ));
        return std::ptr::null_mut();
    };
    match info.parse_options(Some(text), 1) {
        Ok(options) => {
            let pass: Arc<dyn NkiPass> = info.build(&options);
            Box::into_raw(Box::new(Instance { info, pass })).cast()
        }
        Err(e) => {
            report(&e.message);
            std::ptr::null_mut()
        }
    }
}

/// A built pass and its declaration.
struct Instance {
    info: &'static PassInfo,
    pass: Arc<dyn NkiPass>,
}

/// A second handle on the same pass (for MLIR's per-thread clones).
#[no_mangle]
pub extern "C" fn nki_plugin_pass_clone(instance: *mut c_void) -> *mut c_void {
    // SAFETY: `instance` came from nki_plugin_pass_create/clone and was not
    // destroyed (the C++ pass owns it until its destructor).
    let this = unsafe { &*instance.cast::<Instance>() };
    Box::into_raw(Box::new(Instance {
        info: this.info,
        pass: this.pass.clone(),
    }))
    .cast()
}

#[no_mangle]
pub extern "C" fn nki_plugin_pass_destroy(instance: *mut c_void) {
    // SAFETY: as in nki_plugin_pass_clone; the C++ pass destroys it once.
    drop(unsafe { Box::from_raw(instance.cast::<Instance>()) });
}

/// Runs the pass on `op`; false when it failed (its diagnostics are out).
#[no_mangle]
pub extern "C" fn nki_plugin_pass_run(instance: *mut c_void, op: MlirOperation) -> bool {
    // SAFETY: as in nki_plugin_pass_clone.
    let this = unsafe { &*instance.cast::<Instance>() };
    // SAFETY: MLIR passes the live operation the pass runs on.
    let operation = unsafe { melior::ir::OperationRef::from_raw(op) };
    run_guarded(this.pass.as_ref(), this.info.argument, operation)
}

/// The dialects our passes create operations of: loaded before a pipeline
/// runs, as MLIR requires of passes.
#[no_mangle]
pub extern "C" fn nki_plugin_dependent_dialects(registry: MlirDialectRegistry) {
    crate::insert_dialects(registry);
}
