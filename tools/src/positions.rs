//! The NKI source positions of a `bir` module's instructions, for
//! `nki-run --timeline`: each op with a `name` (an instruction) mapped to
//! the `file:line:col` its location points at (through call sites to the
//! kernel's own position, `nki::diagnostics::resolve_location`).

use melior::ir::operation::OperationLike;
use nki::io::Input;
use nki_formats::bir_json::Document;
use std::collections::HashMap;

/// Instruction name → `file:line:col`.
pub type Positions = HashMap<String, String>;

/// The module's instructions' positions.
pub fn of_module(module: &melior::ir::Module<'_>) -> Positions {
    let mut positions = Positions::new();
    for op in nki_dialects::ir::nested_ops(&module.as_operation()) {
        // Ops without a name (functions, ops of other dialects) have no
        // position to list; a named op whose name is malformed was reported
        // by the verifier.
        let Some(Ok(name)) = nki_dialects::bir::ops::name_of(op) else {
            continue;
        };
        if let Some(at) = position(op.location()) {
            positions.insert(name, at);
        }
    }
    positions
}

/// `file:line:col`, or for a statement of a `.klr` kernel without an NKI
/// position its place in the kernel file (`kernel.klr: byte N`).
fn position(location: melior::ir::Location<'_>) -> Option<String> {
    if let Some(at) = nki::diagnostics::resolve_location(location) {
        return Some(format!("{}:{}:{}", at.file, at.line, at.column));
    }
    if location.is_call_site() {
        return position(location.call_site_callee());
    }
    if location.is_name() {
        let name = location.name_value();
        let name = name.as_string_ref().as_str().ok()?;
        return name.contains(": byte ").then(|| name.to_string());
    }
    None
}

/// [`nki_dialects::translate::read_bir_document`] and, for MLIR input, the
/// positions of its instructions (a BIR JSON document has none: its
/// instructions carry no NKI source position).
pub fn read_document(input: &Input) -> Result<(Document, Positions), String> {
    let is_json = !nki::io::is_bytecode(&input.bytes)
        && nki::io::input_text(input)?.trim_start().starts_with('{');
    if is_json {
        let document = nki_dialects::translate::read_bir_document(input)?;
        return Ok((document, Positions::new()));
    }
    nki_dialects::translate::with_input_module(input, |module| {
        Ok((
            nki_dialects::bir::convert::export(module)?,
            of_module(module),
        ))
    })
}
