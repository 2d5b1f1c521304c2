//! Checks of the process the plugin is loaded into, made before it registers
//! anything: MLIR's plugin API has no version beyond its own (1), so a
//! plugin loaded into an `mlir-opt` of another MLIR release would otherwise
//! crash inside MLIR.
//!
//! - Another MLIR: the plugin needs `libMLIR.so.22.1`; an `mlir-opt` of
//!   another Debian release brings its own `libMLIR.so.N` / `libLLVM.so.N`
//!   (or `libLLVM-N.so`). Any loaded MLIR or LLVM library of another version
//!   is refused. (A host that links MLIR statically and exports nothing is
//!   not detectable; see docs/embedding.md.)
//! - Another copy of the plugin (a second file): detected when it registers,
//!   see `register_dialects_callback` and the generated `nki_register_passes`.

use std::ffi::{c_int, c_void, CStr};

/// The MLIR release the plugin was built against, `major.minor` (`22.1`).
pub fn built_for() -> &'static str {
    let version = env!("NKI_LLVM_VERSION");
    let mut dots = version.match_indices('.').map(|(i, _)| i);
    let _major = dots.next();
    match dots.next() {
        Some(end) => &version[..end],
        None => version,
    }
}

/// The version in the file name of a loaded MLIR or LLVM library
/// (`libMLIR.so.22.1` → `22.1`, `libLLVM-19.so.1` → `19`), or `None` for
/// other libraries.
pub fn mlir_library_version(path: &str) -> Option<&str> {
    let name = path.rsplit('/').next().unwrap_or(path);
    for stem in ["libMLIR", "libLLVM"] {
        let Some(rest) = name.strip_prefix(stem) else {
            continue;
        };
        if let Some(version) = rest.strip_prefix(".so.") {
            // Debian's compatibility link `libLLVM.so.1` carries no release.
            return version.contains('.').then_some(version);
        }
        if let Some(rest) = rest.strip_prefix('-') {
            return rest.split_once(".so").map(|(version, _)| version);
        }
    }
    None
}

/// Whether a library version from [`mlir_library_version`] is not ours.
pub fn is_foreign(version: &str, ours: &str) -> bool {
    let major = |v: &str| v.split('.').next().unwrap_or("").to_owned();
    if version.contains('.') {
        version != ours
    } else {
        major(version) != major(ours)
    }
}

/// The paths of every object loaded in the process.
fn loaded_objects() -> Vec<String> {
    unsafe extern "C" fn collect(
        info: *mut libc::dl_phdr_info,
        _size: libc::size_t,
        data: *mut c_void,
    ) -> c_int {
        // SAFETY: dl_iterate_phdr passes a valid info record and our `data`.
        let (info, names) = unsafe { (&*info, &mut *data.cast::<Vec<String>>()) };
        if !info.dlpi_name.is_null() {
            // SAFETY: dlpi_name is a NUL-terminated string owned by the loader.
            let name = unsafe { CStr::from_ptr(info.dlpi_name) };
            names.push(name.to_string_lossy().into_owned());
        }
        0
    }
    let mut names: Vec<String> = Vec::new();
    // SAFETY: the callback only reads the records and appends to `names`,
    // which outlives the call.
    unsafe { libc::dl_iterate_phdr(Some(collect), (&mut names as *mut Vec<String>).cast()) };
    names
}

/// Ok when the plugin may register in this process; else why not.
pub fn check() -> Result<(), String> {
    let ours = built_for();
    for path in loaded_objects() {
        if let Some(version) = mlir_library_version(&path) {
            if is_foreign(version, ours) {
                return Err(format!(
                    "this plugin is built for MLIR {ours} (libMLIR.so.{ours}), but the process has {path} loaded: load it into mlir-opt-{} (or a tool linked with libMLIR.so.{ours})",
                    ours.split('.').next().unwrap_or(ours)
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_versions_are_read_from_file_names() {
        assert_eq!(
            mlir_library_version("/usr/lib/llvm-22/lib/libMLIR.so.22.1"),
            Some("22.1")
        );
        assert_eq!(mlir_library_version("libLLVM.so.22.1"), Some("22.1"));
        assert_eq!(
            mlir_library_version("/usr/lib/x86_64-linux-gnu/libLLVM-19.so.1"),
            Some("19")
        );
        assert_eq!(
            mlir_library_version("/usr/lib/llvm-22/lib/libLLVM.so.1"),
            None
        );
        assert_eq!(mlir_library_version("/lib/libc.so.6"), None);
        assert_eq!(
            mlir_library_version("libMLIRExecutionEngineShared.so.22.1"),
            None
        );
    }

    #[test]
    fn other_releases_are_foreign() {
        assert!(!is_foreign("22.1", "22.1"));
        assert!(is_foreign("21.1", "22.1"));
        assert!(is_foreign("19", "22.1"));
        assert!(!is_foreign("22", "22.1"));
    }

    #[test]
    fn built_for_is_major_dot_minor() {
        assert_eq!(built_for().split('.').count(), 2, "{}", built_for());
    }

    #[test]
    fn this_process_is_fit() {
        // The test binary links libMLIR.so.22.1 like the plugin does.
        assert_eq!(check(), Ok(()));
    }
}
