//! `nki-translate`: converts between kernel files (`.klr`, BIR JSON) and MLIR.

use nki::translate_main::{run, TranslateTool, Translation};
use nki_dialects::translate;

/// mimalloc for the Rust side (see `nki::allocator`).
#[global_allocator]
static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;

fn main() {
    nki::allocator::configure();
    // Untrusted MLIR bytecode is read in a child process first (this
    // executable again; the child stops here).
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    let tool = TranslateTool {
        name: "nki-translate",
        translations: vec![
            Translation {
                flag: "import-klr",
                summary: "KLR binary (.klr) to klr-dialect MLIR",
                run: translate::import_klr,
                options: &[],
                writes_mlir: true,
            },
            Translation {
                flag: "export-klr",
                summary: "klr-dialect MLIR to KLR binary",
                run: translate::export_klr,
                options: &[],
                writes_mlir: false,
            },
            Translation {
                flag: "import-bir-json",
                summary: "BIR JSON to bir-dialect MLIR",
                run: translate::import_bir_json,
                options: &[],
                writes_mlir: true,
            },
            Translation {
                flag: "export-bir-json",
                summary: "bir-dialect MLIR to BIR JSON",
                run: translate::export_bir_json,
                options: &[],
                writes_mlir: false,
            },
            Translation {
                flag: "wrap-kernel",
                summary:
                    "A .klr or BIR-JSON kernel file to a caller module with one IT56 placeholder",
                run: translate::wrap_kernel,
                options: &[],
                writes_mlir: true,
            },
            Translation {
                flag: "memory-map",
                summary: "A bir module, BIR-JSON or .klr kernel to a picture of its SBUF/PSUM use (HTML, or SVG)",
                run: nki_memory_map::memory_map,
                options: &[nki_memory_map::FORMAT],
                writes_mlir: false,
            },
        ],
    };
    std::process::exit(run(&tool, std::env::args_os()));
}
