//! The C API of `include/nki-mlir.h`, for MLIR-based compilers that link the
//! library: register the dialects and passes, read a `.klr` or BIR JSON file
//! into an `MlirModule` and write one back. Errors are reported as error
//! diagnostics on the context (the caller's diagnostic handlers see them),
//! with the result a null module or a failed `MlirLogicalResult`.

use melior::ir::{Location, Module};
use mlir_sys::{MlirContext, MlirDialectRegistry, MlirLogicalResult, MlirModule, MlirStringRef};
use nki::ffi::{emit, EmitSeverity};
use nki_dialects::{bir::convert as bir_convert, klr::convert as klr_convert};
use nki_formats::{
    bir_json::{locate, read_bir_json, BirJsonError},
    klr::{read_klr, write_klr},
};
use std::{mem::ManuallyDrop, path::Path};

/// Adds the `bir` and `klr` dialects to `registry`.
#[no_mangle]
pub extern "C" fn nkiRegisterDialects(registry: MlirDialectRegistry) {
    crate::insert_dialects(registry);
}

/// Registers our passes in MLIR's global pass registry (idempotent), so that
/// `mlirParsePassPipeline` / `mlir::parsePassPipeline` know them by name.
#[no_mangle]
pub extern "C" fn nkiRegisterPasses() {
    crate::register_passes_callback();
}

/// The path `path` names, or `None` (reported) when it is not UTF-8.
fn path_of(context: &melior::Context, path: MlirStringRef) -> Option<String> {
    let bytes = if path.length == 0 {
        &[][..]
    } else {
        // SAFETY: the caller passes `length` readable bytes at `data`.
        unsafe { std::slice::from_raw_parts(path.data.cast::<u8>(), path.length) }
    };
    match std::str::from_utf8(bytes) {
        Ok(text) => Some(text.to_owned()),
        Err(_) => {
            error(context, "nki-mlir: the file name is not UTF-8");
            None
        }
    }
}

fn error(context: &melior::Context, message: &str) {
    emit(Location::unknown(context), EmitSeverity::Error, message);
}

/// The caller's context, with our dialects loaded.
///
/// # Safety
/// `raw` must be a live context that outlives the returned reference's use.
unsafe fn context<'c>(raw: MlirContext) -> &'c melior::Context {
    // SAFETY: the caller guarantees a live context; `context_of` keeps a
    // reference valid for as long as the context lives.
    let context = nki::ffi::context_of(&unsafe { melior::ContextRef::from_raw(raw) });
    nki_dialects::bir_handle().load_dialect(context);
    nki_dialects::klr_handle().load_dialect(context);
    context
}

fn read(context: &melior::Context, path: &str) -> Option<Vec<u8>> {
    match nki::io::read_regular_file(Path::new(path)) {
        Ok(bytes) => Some(bytes),
        Err(e) => {
            error(context, &format!("cannot read '{path}': {e}"));
            None
        }
    }
}

fn null_module() -> MlirModule {
    MlirModule {
        ptr: std::ptr::null_mut(),
    }
}

/// Reads a `.klr` file into a `klr` module owned by the caller, or returns a
/// null module after reporting why on `context`.
#[no_mangle]
pub extern "C" fn nkiReadKlrFile(context: MlirContext, path: MlirStringRef) -> MlirModule {
    // SAFETY: the caller passes a live context.
    let context = unsafe { self::context(context) };
    let Some(path) = path_of(context, path) else {
        return null_module();
    };
    let Some(bytes) = read(context, &path) else {
        return null_module();
    };
    let file = match read_klr(&bytes) {
        Ok(file) => file,
        Err(e) => {
            error(
                context,
                &format!("{path}: byte {}: {}", e.offset(), e.message()),
            );
            return null_module();
        }
    };
    match klr_convert::import(context, &file, &path) {
        Ok(module) => ManuallyDrop::new(module).to_raw(),
        Err(klr_convert::ImportError::Unsupported(message)) => {
            error(context, &format!("{path}: {message}"));
            null_module()
        }
        // The verifier's diagnostics went to the context's handlers.
        Err(klr_convert::ImportError::Diagnosed) => null_module(),
    }
}

/// Reads a BIR JSON file into a `bir` module owned by the caller, or returns
/// a null module after reporting why on `context`.
#[no_mangle]
pub extern "C" fn nkiReadBirJsonFile(context: MlirContext, path: MlirStringRef) -> MlirModule {
    // SAFETY: the caller passes a live context.
    let context = unsafe { self::context(context) };
    let Some(path) = path_of(context, path) else {
        return null_module();
    };
    let Some(bytes) = read(context, &path) else {
        return null_module();
    };
    let input = nki::io::Input {
        name: path.clone(),
        bytes,
    };
    let text = match nki::io::input_text(&input) {
        Ok(text) => text,
        Err(e) => {
            error(context, &e);
            return null_module();
        }
    };
    let document = match read_bir_json(text) {
        Ok(document) => document,
        Err(e) => {
            // At the JSON line and column, as nki-translate reports it.
            let (position, message) = match e {
                BirJsonError::Syntax {
                    line,
                    column,
                    message,
                } => (Some((line, column)), message),
                BirJsonError::Schema {
                    path: member,
                    message,
                } => (locate(text, &member), format!("{member}: {message}")),
            };
            let location = match position {
                Some((line, column)) => Location::new(context, &path, line, column),
                None => Location::new(context, &path, 0, 0),
            };
            emit(location, EmitSeverity::Error, &message);
            return null_module();
        }
    };
    match bir_convert::import(context, &document, &format!("{path} (imported)")) {
        Ok(module) => ManuallyDrop::new(module).to_raw(),
        Err(Some(message)) => {
            error(context, &format!("{path}: {message}"));
            null_module()
        }
        Err(None) => null_module(),
    }
}

fn result(ok: bool) -> MlirLogicalResult {
    MlirLogicalResult {
        value: i8::from(ok),
    }
}

/// Runs `export` on the caller's module (which stays the caller's) and
/// writes what it produced to `path`.
fn write_module(
    module: MlirModule,
    path: MlirStringRef,
    export: impl FnOnce(&Module<'_>) -> Result<Vec<u8>, String>,
) -> MlirLogicalResult {
    if module.ptr.is_null() {
        return result(false);
    }
    // SAFETY: the caller passes a live module; ManuallyDrop leaves it theirs.
    let module = ManuallyDrop::new(unsafe { Module::from_raw(module) });
    let context = module.context();
    let context = nki::ffi::context_of(&context);
    let Some(path) = path_of(context, path) else {
        return result(false);
    };
    let bytes = match export(&module) {
        Ok(bytes) => bytes,
        Err(e) => {
            error(context, e.strip_prefix("error: ").unwrap_or(&e));
            return result(false);
        }
    };
    match std::fs::write(&path, bytes) {
        Ok(()) => result(true),
        Err(e) => {
            error(context, &format!("cannot write '{path}': {e}"));
            result(false)
        }
    }
}

/// Writes a `klr` module as a `.klr` file.
#[no_mangle]
pub extern "C" fn nkiWriteKlrFile(module: MlirModule, path: MlirStringRef) -> MlirLogicalResult {
    write_module(module, path, |module| {
        klr_convert::export(module)
            .and_then(|file| write_klr(&file).map_err(|e| format!("error: {e}")))
    })
}

/// Writes a `bir` module as a BIR JSON file.
#[no_mangle]
pub extern "C" fn nkiWriteBirJsonFile(
    module: MlirModule,
    path: MlirStringRef,
) -> MlirLogicalResult {
    write_module(module, path, |module| {
        let mut bytes = Vec::new();
        bir_convert::write_bir_json(module, &mut bytes).map_err(|e| match e {
            bir_convert::StreamError::Export(message) => message,
            bir_convert::StreamError::Write(e) => e.to_string(),
        })?;
        Ok(bytes)
    })
}
