//! nki-translate's modes, declared once: the table below. The C++ main
//! (tools/shim/translations.cpp) registers each in MLIR's translation
//! registry and its options as command-line options, then calls back here
//! to check the options of the chosen mode and to run it.
//!
//! This module is that callback's FFI layer: the `extern "C"` functions
//! read what C++ hands over (`unsafe`, each with its `// SAFETY:`).

use melior::ir::Module;
use mlir_sys::{MlirContext, MlirOperation, MlirStringCallback, MlirStringRef};
use nki::{
    emit::format_from_flags,
    io::Input,
    translate::{ModeOption, ModeOptions, TranslateFn, Translation},
};
use nki_dialects::{klr_file, translate};
use std::{ffi::c_void, io::Write, mem::ManuallyDrop, sync::Mutex};

/// Every mode, in the order `--help` lists them.
pub static TRANSLATIONS: &[Translation] = &[
    Translation {
        flag: "import-klr",
        summary: "KLR binary (.klr) to klr-dialect MLIR",
        run: TranslateFn::Input(translate::import_klr),
        options: &[klr_file::READ_PROFILE],
        writes_mlir: true,
    },
    Translation {
        flag: "export-klr",
        summary: "klr-dialect MLIR to KLR binary",
        run: TranslateFn::Module(translate::export_klr),
        options: &[klr_file::WRITE_PROFILE],
        writes_mlir: false,
    },
    Translation {
        flag: "klr-info",
        summary: "What a .klr file holds: header, schema profile, kernel, cores, blocks, statements, operators",
        run: TranslateFn::Input(klr_file::klr_info),
        options: &[klr_file::READ_PROFILE],
        writes_mlir: false,
    },
    Translation {
        flag: "import-bir-json",
        summary: "BIR JSON to bir-dialect MLIR",
        run: TranslateFn::Input(translate::import_bir_json),
        options: &[],
        writes_mlir: true,
    },
    Translation {
        flag: "export-bir-json",
        summary: "bir-dialect MLIR to BIR JSON",
        run: TranslateFn::Module(translate::export_bir_json),
        options: &[],
        writes_mlir: false,
    },
    Translation {
        flag: "wrap-kernel",
        summary: "A .klr or BIR-JSON kernel file to a caller module with one IT56 placeholder",
        run: TranslateFn::Input(translate::wrap_kernel),
        options: &[],
        writes_mlir: true,
    },
    Translation {
        flag: "memory-map",
        summary:
            "A bir module, BIR-JSON or .klr kernel to a picture of its SBUF/PSUM use (HTML, or SVG)",
        run: TranslateFn::Input(nki_memory_map::memory_map),
        options: &[nki_memory_map::FORMAT],
        writes_mlir: false,
    },
];

/// The mode options, each name once (modes may share one, as
/// `--klr-profile`), in table order: one command-line option each.
fn mode_options() -> impl Iterator<Item = &'static ModeOption> {
    let mut seen: Vec<&str> = Vec::new();
    TRANSLATIONS
        .iter()
        .flat_map(|t| t.options)
        .filter(move |o| {
            let first = !seen.contains(&o.name);
            seen.push(o.name);
            first
        })
}

/// The chosen mode's options, checked by [`nki_translation_configure`].
static CONFIGURED: Mutex<Option<ModeOptions>> = Mutex::new(None);

/// The options a run of the chosen mode gets: the given mode options must
/// be the chosen mode's and take one of their values; `--emit-bytecode`
/// applies to modes that write MLIR.
fn configure(
    chosen: &[&Translation],
    emit_bytecode: bool,
    bytecode_version: Option<i64>,
    given: &[(&'static ModeOption, Option<String>)],
) -> Result<ModeOptions, String> {
    let name = "nki-translate";
    if let [first, second, ..] = chosen {
        return Err(format!(
            "{name}: error: only one translation mode may be given ('--{}' and '--{}')",
            first.flag, second.flag
        ));
    }
    let Some(mode) = chosen.first() else {
        let flags: Vec<String> = TRANSLATIONS
            .iter()
            .map(|t| format!("--{}", t.flag))
            .collect();
        return Err(format!(
            "{name}: error: no translation mode given (one of {})",
            flags.join(", ")
        ));
    };
    let mut options = ModeOptions {
        values: mode
            .options
            .iter()
            .map(|o| (o.name, o.default.to_owned()))
            .collect(),
        format: Default::default(),
    };
    for (shared, value) in given {
        let Some(value) = value else { continue };
        let Some(option) = mode.options.iter().find(|o| o.name == shared.name) else {
            return Err(format!(
                "{name}: error: option '--{}' does not apply to '--{}'",
                shared.name, mode.flag
            ));
        };
        if !option.values.contains(&value.as_str()) {
            return Err(format!(
                "{name}: error: invalid value '{value}' for '--{}': expected one of {}",
                option.name,
                option.values.join(", ")
            ));
        }
        if let Some(slot) = options.values.iter_mut().find(|(n, _)| *n == option.name) {
            slot.1 = value.clone();
        }
    }
    let version = bytecode_version.map(|v| v.to_string());
    options.format = format_from_flags(emit_bytecode, version.as_deref())
        .map_err(|e| format!("{name}: error: {e}"))?;
    if options.format != Default::default() && !mode.writes_mlir {
        let writing: Vec<String> = TRANSLATIONS
            .iter()
            .filter(|t| t.writes_mlir)
            .map(|t| format!("--{}", t.flag))
            .collect();
        return Err(format!(
            "{name}: error: --emit-bytecode applies only to modes that write MLIR ({}), not to '--{}'",
            writing.join(", "),
            mode.flag
        ));
    }
    Ok(options)
}

/// A mode as C++ registers it.
#[repr(C)]
pub struct NkiTranslationInfo {
    name: MlirStringRef,
    summary: MlirStringRef,
    reads_mlir: bool,
}

/// A mode option as C++ declares it on the command line.
#[repr(C)]
pub struct NkiModeOptionInfo {
    name: MlirStringRef,
    values: MlirStringRef,
    default_value: MlirStringRef,
    summary: MlirStringRef,
}

fn string_ref(text: &'static str) -> MlirStringRef {
    MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// The bytes of a string C++ passes.
///
/// # Safety
/// `text` must point to `length` readable bytes (or be empty).
unsafe fn bytes_of<'a>(text: MlirStringRef) -> &'a [u8] {
    if text.length == 0 {
        return &[];
    }
    // SAFETY: the caller guarantees `length` readable bytes at `data`.
    unsafe { std::slice::from_raw_parts(text.data.cast(), text.length) }
}

#[no_mangle]
pub extern "C" fn nki_translation_count() -> usize {
    TRANSLATIONS.len()
}

/// Fills `out` with mode `index` (which C++ asks for below the count).
///
/// # Safety
/// `out` must point to a record the caller owns.
#[no_mangle]
pub unsafe extern "C" fn nki_translation_info(index: usize, out: *mut NkiTranslationInfo) {
    let t = &TRANSLATIONS[index.min(TRANSLATIONS.len() - 1)];
    let info = NkiTranslationInfo {
        name: string_ref(t.flag),
        summary: string_ref(t.summary),
        reads_mlir: matches!(t.run, TranslateFn::Module(_)),
    };
    // SAFETY: the caller passes a record it owns.
    unsafe { out.write(info) };
}

#[no_mangle]
pub extern "C" fn nki_mode_option_count() -> usize {
    mode_options().count()
}

/// Fills `out` with mode option `index`; the joined values are kept for
/// the life of the process (C++ shows them in `--help`).
///
/// # Safety
/// `out` must point to a record the caller owns.
#[no_mangle]
pub unsafe extern "C" fn nki_mode_option_info(index: usize, out: *mut NkiModeOptionInfo) {
    let Some(option) = mode_options().nth(index) else {
        return;
    };
    let values: &'static str = Box::leak(option.values.join("|").into_boxed_str());
    let info = NkiModeOptionInfo {
        name: string_ref(option.name),
        values: string_ref(values),
        default_value: string_ref(option.default),
        summary: string_ref(option.summary),
    };
    // SAFETY: the caller passes a record it owns.
    unsafe { out.write(info) };
}

/// Checks the options for the modes given (`chosen_count` indices at
/// `chosen`: exactly one may be) and keeps them for the runs; false after
/// printing why. `values` and `given` hold one entry per mode option, in
/// [`nki_mode_option_info`]'s order; `bytecode_version` is -2 when not
/// given.
///
/// # Safety
/// `chosen` must hold `chosen_count` indices; `values` and `given` must
/// hold [`nki_mode_option_count`] entries.
#[no_mangle]
pub unsafe extern "C" fn nki_translation_configure(
    chosen: *const usize,
    chosen_count: usize,
    emit_bytecode: bool,
    bytecode_version: i64,
    values: *const MlirStringRef,
    given: *const bool,
) -> bool {
    let given: Vec<(&'static ModeOption, Option<String>)> = mode_options()
        .enumerate()
        .map(|(i, option)| {
            // SAFETY: C++ passes one value and one flag per mode option.
            let (value, was_given) = unsafe { (*values.add(i), *given.add(i)) };
            // SAFETY: the value is the live string of a C++ option.
            let value = String::from_utf8_lossy(unsafe { bytes_of(value) }).into_owned();
            (option, was_given.then_some(value))
        })
        .collect();
    let version = (bytecode_version != -2).then_some(bytecode_version);
    let chosen: &[usize] = if chosen_count == 0 {
        &[]
    } else {
        // SAFETY: C++ passes `chosen_count` indices at `chosen`.
        unsafe { std::slice::from_raw_parts(chosen, chosen_count) }
    };
    let modes: Vec<&Translation> = chosen.iter().filter_map(|&i| TRANSLATIONS.get(i)).collect();
    match configure(&modes, emit_bytecode, version, &given) {
        Ok(options) => {
            *CONFIGURED.lock().unwrap_or_else(|p| p.into_inner()) = Some(options);
            true
        }
        Err(text) => {
            eprintln!("{text}");
            false
        }
    }
}

/// A `Write` into the C++ output stream.
struct Stream {
    write: MlirStringCallback,
    stream: *mut c_void,
}

impl Write for Stream {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if let Some(write) = self.write {
            let chunk = MlirStringRef {
                data: bytes.as_ptr().cast(),
                length: bytes.len(),
            };
            // SAFETY: C++ passes its stream with the callback that writes to
            // it; the chunk lives for the call.
            unsafe { write(chunk, self.stream) };
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs mode `index` on one input (chunk): `bytes` named `name`, or, for a
/// mode that reads MLIR, `module` as MLIR parsed it in `context`. False
/// after printing the error (or when MLIR printed it).
///
/// # Safety
/// `name` and `bytes` must be readable for their lengths; `module` must be
/// a live `builtin.module` (or null for a mode that reads the file);
/// `write` must accept `stream`.
#[no_mangle]
pub unsafe extern "C" fn nki_translation_run(
    index: usize,
    name: MlirStringRef,
    bytes: MlirStringRef,
    _context: MlirContext,
    module: MlirOperation,
    write: MlirStringCallback,
    stream: *mut c_void,
) -> bool {
    let Some(mode) = TRANSLATIONS.get(index) else {
        return false;
    };
    let options = CONFIGURED
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone()
        .unwrap_or_default();
    // SAFETY: C++ passes the chunk's name and bytes, live for the call.
    let (name, bytes) = unsafe { (bytes_of(name), bytes_of(bytes)) };
    let name = String::from_utf8_lossy(name).into_owned();
    let mut out = Stream { write, stream };
    let result = match mode.run {
        TranslateFn::Input(run) => {
            let input = Input {
                name,
                bytes: bytes.to_vec(),
            };
            run(&input, &options, &mut out)
        }
        TranslateFn::Module(run) => {
            // SAFETY: C++ passes the module MLIR parsed, which it owns and
            // destroys after the call: the handle is never dropped here.
            let module = ManuallyDrop::new(unsafe {
                Module::from_raw(mlir_sys::mlirModuleFromOperation(module))
            });
            run(&module, &name, &options, &mut out)
        }
    };
    match result {
        Ok(()) => true,
        Err(text) => {
            if !text.is_empty() {
                eprintln!("{text}");
            }
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C++ finds the chosen mode by its summary.
    #[test]
    fn summaries_tell_the_modes_apart() {
        let mut summaries: Vec<&str> = TRANSLATIONS.iter().map(|t| t.summary).collect();
        summaries.sort_unstable();
        summaries.dedup();
        assert_eq!(summaries.len(), TRANSLATIONS.len());
    }
}
