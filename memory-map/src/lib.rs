//! `nki-translate --memory-map`: where a kernel's memory goes, as a picture.
//! For every `bir.func` (and every core of a `.klr` kernel): SBUF as bytes
//! per partition × partitions, SBUF over time (live ranges), and PSUM by bank
//! with the accumulation groups' windows; as one standalone HTML page or, with
//! `--memory-map-format=svg`, the SVG alone (docs/memory-map.md).

#![forbid(unsafe_code)]

pub mod html;
pub mod model;
pub mod svg;
pub mod timeline;

use model::{Annotations, FunctionMap};
use nki::io::{input_text, Input};
use nki::translate::ModeOptions;
use nki_formats::arch::Arch;
use nki_formats::bir_json::Function;
use std::io::Write;

/// The mode's option: the picture's format.
pub const FORMAT: nki::translate::ModeOption = nki::translate::ModeOption {
    name: "memory-map-format",
    values: &["html", "svg"],
    default: "html",
    summary: "html: a standalone page; svg: the picture alone",
};

/// `--memory-map`: an MLIR `bir` module, a BIR-JSON document or a `.klr`
/// kernel (detected by content) to its memory map.
pub fn memory_map(input: &Input, options: &ModeOptions, out: &mut dyn Write) -> Result<(), String> {
    let (maps, arch, functions) = load(input)?;
    if maps.is_empty() {
        return Err(format!(
            "{}: error: no {} to map",
            input.name,
            nki_dialects::bir::ops::Func::NAME
        ));
    }
    let text = match options.get("memory-map-format") {
        "svg" => svg_document(&maps, &arch),
        _ => {
            let timelines: Vec<_> = functions
                .iter()
                .map(|f| timeline::of_function(f, &arch))
                .collect();
            html::page(&maps, &arch, &input.name, &timelines)
        }
    };
    let _ = out.write_all(text.as_bytes());
    Ok(())
}

/// Several functions' SVGs stacked in one SVG document.
fn svg_document(maps: &[FunctionMap], arch: &Arch) -> String {
    if maps.len() == 1 {
        return svg::function(&maps[0], arch);
    }
    let mut out = String::from("<svg xmlns=\"http://www.w3.org/2000/svg\">\n");
    let mut y = 0.0;
    for map in maps {
        let one = svg::function(map, arch);
        let height = svg::height(arch);
        out.push_str(&format!("<g transform=\"translate(0,{y})\">\n{one}</g>\n"));
        y += height;
    }
    out.push_str("</svg>\n");
    out
}

/// The functions to map, the arch, and the functions themselves (for their
/// timelines), by the input's kind; errors as the other translations report
/// them (`nki_dialects::translate`).
type Loaded = (Vec<FunctionMap>, Arch, Vec<Function>);

fn load(input: &Input) -> Result<Loaded, String> {
    use nki_dialects::translate::{json_error, klr_error, with_input_module};
    if input.bytes.starts_with(&[0xd9, 0xd9, 0xf7]) {
        let file = nki_formats::klr::read_klr(&input.bytes).map_err(|e| klr_error(input, &e))?;
        return from_klr(input, file);
    }
    // MLIR bytecode is read below, with MLIR text.
    let text = match nki::io::is_bytecode(&input.bytes) {
        true => "",
        false => input_text(input)?,
    };
    if text.trim_start().starts_with('{') {
        let doc =
            nki_formats::bir_json::read_bir_json(text).map_err(|e| json_error(input, text, e))?;
        let arch = nki_formats::arch::for_module(Some(&doc.arch));
        let maps = model::of_document(&doc, &arch, &Annotations::new());
        return Ok((maps, arch, doc.functions));
    }
    // An MLIR module: its functions as BIR JSON holds them, and the
    // accumulation annotations, which BIR JSON has no place for.
    let (doc, annotations) = with_input_module(input, |module| {
        let annotations = annotations(&module.as_operation());
        Ok((nki_dialects::bir::convert::export(module)?, annotations))
    })?;
    let arch = nki_formats::arch::for_module(Some(&doc.arch));
    let maps = model::of_document(&doc, &arch, &annotations);
    Ok((maps, arch, doc.functions))
}

/// A `.klr` kernel: each core's body through the codegen walk (the NKI
/// function Mechanism A would build), mapped as is.
fn from_klr(input: &Input, file: nki_formats::klr::KlrFile) -> Result<Loaded, String> {
    let nki_formats::klr::Contents::lnc(kernel) = file.contents else {
        return Err(format!(
            "{}: error: the file holds '{}', not an LNC kernel",
            input.name,
            file.contents.kind()
        ));
    };
    let arch = nki_formats::arch::TRN2;
    let mut maps = Vec::new();
    let mut functions = Vec::new();
    for core in 0..kernel.bodies.len() {
        let name = format!("{} (core {core})", kernel.name);
        let codegen = nki_passes::klr_to_bir::codegen_lnc_kernel(&kernel, core, arch, &name)
            .map_err(|d| format!("{}: error: {}", input.name, d.message))?;
        maps.push(model::of_function(
            &codegen.function,
            &arch,
            &Annotations::new(),
        ));
        functions.push(codegen.function);
    }
    Ok((maps, arch, functions))
}

/// `bir.accumulation_group` / `bir.bank_window` of every matmul, by name
/// (read through the dialect's typed discardable attributes; the verifier
/// holds both to their form, a window left out is drawn as bank 0 of 1).
fn annotations(module: &melior::ir::operation::OperationRef<'_, '_>) -> Annotations {
    use nki_dialects::bir::ops::{discardable, Instruction};
    let mut found = Annotations::new();
    for op in nki_dialects::ir::nested_ops(module) {
        let Some(group) = discardable::accumulation_group(op).ok().flatten() else {
            continue;
        };
        let window = match discardable::bank_window(op).ok().flatten().as_deref() {
            Some(&[first, size]) => (first, size),
            _ => (0, 1),
        };
        let Some(name) = Instruction::cast(op).and_then(|i| i.name().ok()) else {
            continue;
        };
        found.insert(name, (group, window));
    }
    found
}
