//! The thin FFI layer: every `unsafe` call into MLIR's C API, and into our C++
//! shim, that melior does not already wrap. Everything above this module is safe.
//! The operating system calls std does not offer are in [`os`].

pub mod guard;
pub mod os;
pub mod tool;

use crate::io::MlirSource;
use melior::{
    ir::{
        attribute::AttributeLike,
        operation::{OperationLike, OperationPrintingFlags},
        Attribute, Location, Module, Operation,
    },
    pass::Pass,
    Context, StringRef,
};
use mlir_sys::{
    mlirAttributeIsAArray, mlirAttributeIsABool, mlirAttributeIsADenseI32Array,
    mlirAttributeIsADenseI64Array, mlirAttributeIsADictionary, mlirAttributeIsAFlatSymbolRef,
    mlirAttributeIsAFloat, mlirAttributeIsAInteger, mlirAttributeIsAString, mlirAttributeIsAUnit,
    mlirFlatSymbolRefAttrGetValue, mlirOpPassManagerAddOwnedPass, mlirOpPassManagerAddPipeline,
    mlirOpPassManagerGetNestedUnder, mlirParsePassPipeline, mlirPassManagerCreateOnOperation,
    mlirPassManagerDestroy, mlirPassManagerEnableVerifier, mlirPassManagerGetAsOpPassManager,
    mlirPassManagerRunOnOp, mlirStringAttrGetValue, MlirContext, MlirLocation, MlirLogicalResult,
    MlirOpPassManager, MlirOperation, MlirPassManager, MlirStringCallback, MlirStringRef,
};
use std::{ffi::c_void, marker::PhantomData};

mod shim {
    use super::*;
    extern "C" {
        pub fn nkiConfigureAllocator(purge_delay_ms: std::ffi::c_long, large_os_pages: bool);
        pub fn nkiParseSourceAsModule(
            context: MlirContext,
            source: MlirStringRef,
            source_name: MlirStringRef,
            verify: bool,
        ) -> MlirOperation;
        pub fn nkiEmitOpError(op: MlirOperation, message: MlirStringRef);
        pub fn nkiContextPrintOpOnDiagnostic(context: MlirContext, enable: bool);
        pub fn nkiEmitDiagnostic(location: MlirLocation, severity: i32, message: MlirStringRef);
        pub fn nkiBytecodeCurrentVersion() -> i64;
        pub fn nkiOperationWriteBytecodeBuffered(
            op: MlirOperation,
            version: i64,
            callback: MlirStringCallback,
            user_data: *mut c_void,
        ) -> bool;
        pub fn nkiOperationPrintBuffered(
            op: MlirOperation,
            flags: mlir_sys::MlirOpPrintingFlags,
            callback: MlirStringCallback,
            user_data: *mut c_void,
        );
    }
}

/// Appends each chunk MLIR hands to a string callback to the `String` behind `data`.
unsafe extern "C" fn append_to_string(chunk: MlirStringRef, data: *mut c_void) {
    // SAFETY: every caller passes a `&mut String` as `data`, and MLIR passes a
    // valid (pointer, length) pair that lives for the duration of the call.
    unsafe {
        let text = &mut *(data as *mut String);
        text.push_str(&string_ref_text(chunk));
    }
}

/// The outcome of a pipeline call that reports its error text through a
/// string callback: `call` gets the callback and the `String` it fills.
fn pipeline_result(
    call: impl FnOnce(MlirStringCallback, *mut c_void) -> MlirLogicalResult,
) -> Result<(), String> {
    let mut error = String::new();
    let result = call(
        Some(append_to_string),
        &mut error as *mut String as *mut c_void,
    );
    if result.value != 0 {
        Ok(())
    } else {
        Err(error)
    }
}

/// Where [`print_operation`] and [`write_bytecode`] send the chunks, and the
/// first write error.
struct PrintSink<'w> {
    out: &'w mut dyn std::io::Write,
    error: Option<std::io::Error>,
}

/// Writes each chunk MLIR prints to the sink behind `data` (bytes as they
/// come: a chunk may end inside a UTF-8 sequence).
unsafe extern "C" fn write_to_sink(chunk: MlirStringRef, data: *mut c_void) {
    // SAFETY: `print_operation` and `write_bytecode` pass a `&mut PrintSink`
    // as `data`, and MLIR
    // passes a valid (pointer, length) pair that lives for the duration of
    // the call (a null pointer only with length 0).
    let (sink, bytes) = unsafe {
        let sink = &mut *(data as *mut PrintSink);
        if chunk.data.is_null() || chunk.length == 0 {
            return;
        }
        (
            sink,
            std::slice::from_raw_parts(chunk.data as *const u8, chunk.length),
        )
    };
    if sink.error.is_none() {
        if let Err(e) = sink.out.write_all(bytes) {
            sink.error = Some(e);
        }
    }
}

/// Prints `op` to `out` in large chunks (melior's printing goes through the C
/// API's unbuffered stream, a callback per token).
pub fn print_operation<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    flags: &OperationPrintingFlags,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut sink = PrintSink { out, error: None };
    // SAFETY: the operation and flags are alive for the call; the callback
    // only sees `sink`, which outlives it.
    unsafe {
        shim::nkiOperationPrintBuffered(
            op.to_raw(),
            flags.to_raw(),
            Some(write_to_sink),
            &mut sink as *mut PrintSink as *mut c_void,
        );
    }
    match sink.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Printing flags for a module known to verify (parsed with verification,
/// then verified after every pass): MLIR's printer otherwise verifies the
/// whole module again first, to fall back to the generic form on failure.
pub fn assume_verified(flags: OperationPrintingFlags) -> OperationPrintingFlags {
    // SAFETY: the flags object is alive and owned by `flags`.
    unsafe { mlir_sys::mlirOpPrintingFlagsAssumeVerified(flags.to_raw()) };
    flags
}

/// The text behind an MLIR string ref. MLIR represents "" with a null pointer,
/// which `slice::from_raw_parts` must never see.
fn string_ref_text(raw: MlirStringRef) -> std::borrow::Cow<'static, str> {
    if raw.data.is_null() || raw.length == 0 {
        return std::borrow::Cow::Borrowed("");
    }
    // SAFETY: MLIR guarantees `length` readable bytes at a non-null `data`.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    std::borrow::Cow::Owned(String::from_utf8_lossy(bytes).into_owned())
}

/// The value of a string attribute (`None` if `attribute` is not one). Safe
/// for empty strings, unlike melior's `StringAttribute::value`.
pub fn string_attr_value(attribute: Attribute) -> Option<String> {
    // SAFETY: the attribute is alive; the type check guards the accessor.
    unsafe {
        if !mlirAttributeIsAString(attribute.to_raw()) {
            return None;
        }
        Some(string_ref_text(mlirStringAttrGetValue(attribute.to_raw())).into_owned())
    }
}

/// The builtin kind of an attribute, for readers that branch on it: melior's
/// `TryFrom` conversions print the attribute whenever they fail (for their
/// error message), which made a chain of them cost a print per attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinAttr {
    Bool,
    Integer,
    Float,
    String,
    FlatSymbolRef,
    DenseI64Array,
    DenseI32Array,
    Array,
    Dictionary,
    Unit,
}

/// `attribute`'s builtin kind (`None`: a dialect attribute or another
/// builtin kind).
pub fn builtin_attr(attribute: Attribute) -> Option<BuiltinAttr> {
    let raw = attribute.to_raw();
    // SAFETY: the attribute is alive; the predicates only read its type id.
    unsafe {
        Some(if mlirAttributeIsABool(raw) {
            BuiltinAttr::Bool
        } else if mlirAttributeIsAInteger(raw) {
            BuiltinAttr::Integer
        } else if mlirAttributeIsAFloat(raw) {
            BuiltinAttr::Float
        } else if mlirAttributeIsAString(raw) {
            BuiltinAttr::String
        } else if mlirAttributeIsAFlatSymbolRef(raw) {
            BuiltinAttr::FlatSymbolRef
        } else if mlirAttributeIsADenseI64Array(raw) {
            BuiltinAttr::DenseI64Array
        } else if mlirAttributeIsADenseI32Array(raw) {
            BuiltinAttr::DenseI32Array
        } else if mlirAttributeIsAArray(raw) {
            BuiltinAttr::Array
        } else if mlirAttributeIsADictionary(raw) {
            BuiltinAttr::Dictionary
        } else if mlirAttributeIsAUnit(raw) {
            BuiltinAttr::Unit
        } else {
            return None;
        })
    }
}

/// The symbol a flat symbol reference names (`None` if `attribute` is not
/// one); safe for an empty name.
pub fn symbol_ref_value(attribute: Attribute) -> Option<String> {
    // SAFETY: the attribute is alive; the type check guards the accessor.
    unsafe {
        if !mlirAttributeIsAFlatSymbolRef(attribute.to_raw()) {
            return None;
        }
        Some(string_ref_text(mlirFlatSymbolRefAttrGetValue(attribute.to_raw())).into_owned())
    }
}

/// The text of a string ref that MLIR keeps for the context's lifetime.
///
/// # Safety
/// `raw` must point into storage owned by a context alive for `'c`
/// (identifiers and uniqued attributes).
unsafe fn context_str<'c>(raw: MlirStringRef) -> Option<&'c str> {
    if raw.data.is_null() || raw.length == 0 {
        return Some("");
    }
    // SAFETY: per the contract, `length` readable bytes at `data`, owned by
    // the context for 'c.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    std::str::from_utf8(bytes).ok()
}

/// The name of `op` (`bir.matmult`), borrowed from the context: verifiers
/// and walks compare it for every op, and an owned copy each time costs more
/// than the comparison.
pub fn op_name<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> &'c str {
    // SAFETY: the operation is alive; its name is an identifier interned in
    // the context, which outlives 'c.
    unsafe {
        let name = mlir_sys::mlirOperationGetName(op.to_raw());
        context_str(mlir_sys::mlirIdentifierStr(name)).unwrap_or("")
    }
}

/// [`string_attr_value`] borrowed from the context (string attributes are
/// uniqued and immortal there).
pub fn string_attr_str<'c>(attribute: Attribute<'c>) -> Option<&'c str> {
    // SAFETY: the attribute is alive; the type check guards the accessor, and
    // the value lives in the attribute's storage, owned by the context.
    unsafe {
        if !mlirAttributeIsAString(attribute.to_raw()) {
            return None;
        }
        context_str(mlirStringAttrGetValue(attribute.to_raw()))
    }
}

/// Parses MLIR text as mlir-opt does (implicit top-level module, locations that
/// name `source_name`). `None` when parsing failed; the reason went to the
/// context's diagnostic handlers. Text nesting deeper than MLIR's parser can
/// recurse is refused before MLIR sees it ([`crate::nesting`]).
pub fn parse_source_as_module<'c>(
    context: &'c Context,
    source: &str,
    source_name: &str,
) -> Option<Module<'c>> {
    parse_module(context, MlirSource::Text(source), source_name, true)
}

/// [`parse_source_as_module`] for text or bytecode: what a tool reads. A
/// corrupt bytecode file is reported as one error naming `source_name`.
pub fn parse_mlir_as_module<'c>(
    context: &'c Context,
    source: MlirSource<'_>,
    source_name: &str,
) -> Option<Module<'c>> {
    parse_module(context, source, source_name, true)
}

/// [`parse_source_as_module`] without the verification after parsing: for
/// text a pass generates itself, which the pass manager verifies after the
/// pass anyway (verifying it twice costs as much as parsing it).
pub fn parse_generated_module<'c>(
    context: &'c Context,
    source: &str,
    source_name: &str,
) -> Option<Module<'c>> {
    parse_module(context, MlirSource::Text(source), source_name, false)
}

fn parse_module<'c>(
    context: &'c Context,
    source: MlirSource<'_>,
    source_name: &str,
    verify: bool,
) -> Option<Module<'c>> {
    // Bytecode is read in a checking child first (MLIR's reader can crash on
    // a corrupt file), when the process is armed.
    if let MlirSource::Bytecode(bytes) = source {
        let allow = context.allow_unregistered_dialects();
        if let Err(reason) = crate::bytecode_guard::check(bytes, allow) {
            let at = Location::new(context, source_name, 0, 0);
            emit(
                at,
                EmitSeverity::Error,
                &format!("cannot read MLIR bytecode: {reason}"),
            );
            return None;
        }
    }
    parse_checked(context, source, source_name, verify)
}

/// [`parse_mlir_as_module`] without the bytecode guard: the checking child's
/// own parse.
pub(crate) fn parse_unguarded<'c>(
    context: &'c Context,
    source: MlirSource<'_>,
    source_name: &str,
) -> Option<Module<'c>> {
    parse_checked(context, source, source_name, true)
}

fn parse_checked<'c>(
    context: &'c Context,
    source: MlirSource<'_>,
    source_name: &str,
    verify: bool,
) -> Option<Module<'c>> {
    // Bytecode holds its regions as a flat list that MLIR reads without
    // recursing, so only text needs the depth check.
    let bytes = match source {
        MlirSource::Text(text) => {
            let limit = crate::nesting::MAX_NESTING;
            if let Some((line, column, what)) = crate::nesting::too_deep(text, limit) {
                let at = Location::new(context, source_name, line, column);
                emit(at, EmitSeverity::Error, &what.message(limit));
                return None;
            }
            text.as_bytes()
        }
        MlirSource::Bytecode(bytes) => bytes,
    };
    let source = MlirStringRef {
        data: bytes.as_ptr() as *const std::ffi::c_char,
        length: bytes.len(),
    };
    let name = StringRef::new(source_name);
    // SAFETY: the context is alive for 'c; the string refs borrow live bytes
    // that MLIR copies (or finishes reading) before returning; a non-null
    // result is an owned operation.
    let raw =
        unsafe { shim::nkiParseSourceAsModule(context.to_raw(), source, name.to_raw(), verify) };
    if raw.ptr.is_null() {
        return None;
    }
    // SAFETY: `raw` is a valid, owned `builtin.module` operation.
    Module::from_operation(unsafe { Operation::from_raw(raw) })
}

/// The newest MLIR bytecode version this build writes (the oldest is 0).
pub fn bytecode_current_version() -> u32 {
    // SAFETY: a constant, no state.
    let version = unsafe { shim::nkiBytecodeCurrentVersion() };
    u32::try_from(version).unwrap_or(0)
}

/// Why [`write_bytecode`] wrote nothing usable.
#[derive(Debug)]
pub enum BytecodeError {
    /// MLIR refused to write the op in that version; its diagnostic went to
    /// the context's handlers.
    Refused,
    /// Writing to the output failed.
    Io(std::io::Error),
}

/// Writes `op` as MLIR bytecode to `out` in large chunks, in bytecode
/// `version` (`None`: the newest).
pub fn write_bytecode<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    version: Option<u32>,
    out: &mut dyn std::io::Write,
) -> Result<(), BytecodeError> {
    let mut sink = PrintSink { out, error: None };
    let version = version.map_or(-1, i64::from);
    // SAFETY: the operation is alive for the call; the callback only sees
    // `sink`, which outlives it.
    let written = unsafe {
        shim::nkiOperationWriteBytecodeBuffered(
            op.to_raw(),
            version,
            Some(write_to_sink),
            &mut sink as *mut PrintSink as *mut c_void,
        )
    };
    match sink.error {
        Some(e) => Err(BytecodeError::Io(e)),
        None if !written => Err(BytecodeError::Refused),
        None => Ok(()),
    }
}

/// Whether diagnostics on an operation carry a "see current operation" note.
pub fn set_print_op_on_diagnostic(context: &Context, enable: bool) {
    // SAFETY: the context is alive; the call only sets a flag on it.
    unsafe { shim::nkiContextPrintOpOnDiagnostic(context.to_raw(), enable) }
}

/// Severity of a diagnostic that Rust code emits through MLIR's engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitSeverity {
    Error,
    Warning,
    Remark,
}

/// Emits a diagnostic at `location` through the context's diagnostic engine, so
/// it reaches the same handlers (and `--verify-diagnostics`) as MLIR's own.
pub fn emit(location: Location, severity: EmitSeverity, message: &str) {
    let code = match severity {
        EmitSeverity::Error => 0,
        EmitSeverity::Warning => 1,
        EmitSeverity::Remark => 2,
    };
    // Our passes' messages are one line; a name or path from the input
    // inside one must not break it.
    let message = crate::diagnostics::escape_control(message);
    let message = StringRef::new(&message);
    // SAFETY: the location is valid for its context; MLIR copies the message.
    unsafe { shim::nkiEmitDiagnostic(location.to_raw(), code, message.to_raw()) }
}

/// Reports `message` as an error on `op` with MLIR's op-error prefix
/// (`'dialect.op' op message`).
pub fn emit_op_error<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, message: &str) {
    let message = crate::diagnostics::escape_control(message);
    let message = StringRef::new(&message);
    // SAFETY: the operation is alive; MLIR copies the message.
    unsafe { shim::nkiEmitOpError(op.to_raw(), message.to_raw()) }
}

/// An identity for the context behind a `ContextRef` (its handle), for
/// caches keyed by context: no lock, no leak, unlike [`context_of`].
pub fn context_id(context: &melior::ContextRef<'_>) -> usize {
    // SAFETY: the view lives only for this expression, while `context` does.
    unsafe { context.to_ref() }.to_raw().ptr as usize
}

/// The context behind a `ContextRef`, for APIs that take `&Context`.
///
/// melior's `ContextRef::to_ref` views the `ContextRef` value itself as a
/// `Context` (both wrap the raw handle), so its result must not outlive that
/// value — `to_ref(&op.context())` on a temporary dangles. Here each raw
/// context handle gets one leaked `ContextRef` (a pointer-sized box, once
/// per context for the life of the process), so the reference stays valid for
/// as long as the context itself, 'c.
pub fn context_of<'c>(context: &melior::ContextRef<'c>) -> &'c Context {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static LEAKED: OnceLock<Mutex<HashMap<usize, usize>>> = OnceLock::new();
    // SAFETY: the view lives only for this expression, while `context` does.
    let handle = unsafe { context.to_ref() }.to_raw();
    let raw = handle.ptr as usize;
    let mut leaked = LEAKED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let boxed = *leaked.entry(raw).or_insert_with(|| {
        // SAFETY: `raw` is a live context handle (it came from a ContextRef);
        // the box only stores the handle.
        let owned = unsafe { melior::ContextRef::from_raw(handle) };
        Box::into_raw(Box::new(owned)) as usize
    });
    // SAFETY: `boxed` points to a leaked, never freed ContextRef holding this
    // context's handle; viewing it as a Context (what `to_ref` does) is valid
    // while the context lives, i.e. for 'c.
    unsafe { (*(boxed as *const melior::ContextRef<'c>)).to_ref() }
}

/// Moves `op` (from wherever it is) to just after `after`.
pub fn move_op_after<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    after: &impl OperationLike<'c, 'a>,
) {
    // SAFETY: both operations are alive; MLIR unlinks `op` from its block and
    // links it after `after`, keeping ownership within the IR.
    unsafe { mlir_sys::mlirOperationMoveAfter(op.to_raw(), after.to_raw()) }
}

/// Moves `op` (from wherever it is) to just before `before`.
pub fn move_op_before<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    before: &impl OperationLike<'c, 'a>,
) {
    // SAFETY: both operations are alive; MLIR unlinks `op` from its block and
    // links it before `before`, keeping ownership within the IR.
    unsafe { mlir_sys::mlirOperationMoveBefore(op.to_raw(), before.to_raw()) }
}

/// Moves `op` (from wherever it is) to the end of `block`.
pub fn move_op_to_end<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    block: &impl melior::ir::block::BlockLike<'c, 'a>,
) {
    // SAFETY: both are alive; the op is unlinked from its parent block (MLIR
    // then treats it as owned by the caller) and handed over to `block`, so
    // it is owned by exactly one block at every point.
    unsafe {
        mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
        mlir_sys::mlirBlockAppendOwnedOperation(block.to_raw(), op.to_raw());
    }
}

/// Sets (or replaces) the attribute `name` of `op`: a pass that annotates
/// the operations it walks holds `OperationRef`s, which melior cannot mutate.
pub fn set_attribute<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    name: &str,
    value: melior::ir::Attribute<'c>,
) {
    let name = StringRef::new(name);
    // SAFETY: the operation and the attribute are alive and of one context;
    // MLIR copies the name and stores the (uniqued, immortal) attribute.
    unsafe { mlir_sys::mlirOperationSetAttributeByName(op.to_raw(), name.to_raw(), value.to_raw()) }
}

/// The symbol `op` defines (MLIR's symbol attribute, as the symbol table
/// reads it), whatever its dialect.
pub fn symbol_name<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<String> {
    // SAFETY: the call returns a reference to a static string of MLIR's.
    let name = unsafe { mlir_sys::mlirSymbolTableGetSymbolAttributeName() };
    // SAFETY: the reference points to that static string, valid UTF-8.
    let name = unsafe { StringRef::from_raw(name) };
    let name = name.as_str().ok()?;
    op.attribute(name).ok().and_then(string_attr_value)
}

/// Removes attribute `name` from `op` (nothing when it has none).
pub fn remove_attribute<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, name: &str) {
    let name = StringRef::new(name);
    // SAFETY: the operation is alive; MLIR only reads the name.
    unsafe {
        mlir_sys::mlirOperationRemoveAttributeByName(op.to_raw(), name.to_raw());
    }
}

/// A shared handle to the operation `op` holds (an owned clone not yet
/// inserted, a mutable handle), for what reads and annotates through
/// `OperationRef`s (the typed bir views); it lives no longer than `op`.
pub fn op_ref<'c: 'a, 'a: 'b, 'b>(
    op: &'b impl OperationLike<'c, 'a>,
) -> melior::ir::OperationRef<'c, 'b> {
    // SAFETY: `op` is a live operation and the handle borrows it for 'b, so
    // it cannot outlive an owned operation; an `OperationRef` only reads it
    // (and sets attributes, as `set_attribute` does).
    unsafe { melior::ir::OperationRef::from_raw(op.to_raw()) }
}

/// Erases an operation, and every op nested in it.
///
/// # Safety
/// Nothing may use `op`'s results any more, and no handle to `op` or to an
/// op nested in it may be used afterwards: `OperationRef`s are `Copy`, so
/// this covers every copy the caller (or a view, a walk's list) still holds.
pub unsafe fn erase_op<'c: 'a, 'a>(op: melior::ir::OperationRef<'c, 'a>) {
    // SAFETY: the op is alive and linked in a block; MLIR unlinks and frees it.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) }
}

/// How many threads MLIR's pool gives `context` (1 when multithreading is
/// disabled, as with `--mlir-disable-threading`).
pub fn context_threads(context: &Context) -> usize {
    // SAFETY: the context is alive; the call only reads its settings.
    unsafe { mlir_sys::mlirContextGetNumThreads(context.to_raw()) as usize }
}

/// A context that helper threads may build detached operations in: only
/// handed out while the context is multithreaded, where MLIR guards what
/// several threads share (the uniquing of attributes, types, locations and
/// operation names, and the diagnostic engine) with locks, as its own
/// parallel passes rely on.
#[derive(Clone, Copy)]
pub struct SharedContext<'c> {
    raw: mlir_sys::MlirContext,
    _context: PhantomData<&'c Context>,
}

// SAFETY: see the type's comment: `of` returns one only for a context whose
// multithreading is enabled, and the lifetime keeps it within the context's.
unsafe impl Send for SharedContext<'_> {}
// SAFETY: as above; every use goes through MLIR's thread-safe entry points.
unsafe impl Sync for SharedContext<'_> {}

impl<'c> SharedContext<'c> {
    /// `context` for helper threads, when it is multithreaded.
    pub fn of(context: &'c Context) -> Option<Self> {
        (context_threads(context) > 1).then(|| SharedContext {
            raw: context.to_raw(),
            _context: PhantomData,
        })
    }

    /// Runs `f` with the context on the calling thread.
    pub fn with<R>(&self, f: impl FnOnce(&Context) -> R) -> R {
        // SAFETY: `raw` is a live context handle for 'c; the ContextRef lives
        // on this stack frame, and the `Context` view of it (what `to_ref`
        // gives) is only lent to `f` for the duration of the call.
        let context = unsafe { melior::ContextRef::from_raw(self.raw) };
        // SAFETY: as above: the view is lent to `f` for the call only.
        f(unsafe { context.to_ref() })
    }
}

/// A detached operation (in no block) on its way from the helper thread that
/// built it to the thread that inserts it.
pub struct DetachedOperation(mlir_sys::MlirOperation);

// SAFETY: a detached operation is owned by this value alone (nothing else
// refers to it), so handing it to another thread moves the only owner.
unsafe impl Send for DetachedOperation {}

impl DetachedOperation {
    pub fn new(op: melior::ir::Operation<'_>) -> Self {
        DetachedOperation(op.into_raw())
    }

    /// The operation again, in the context it was built in.
    pub fn into_operation<'c>(self, _context: &'c Context) -> melior::ir::Operation<'c> {
        let raw = self.0;
        std::mem::forget(self);
        // SAFETY: `raw` is the live, detached operation `new` took ownership
        // of; ownership passes back to the returned value.
        unsafe { melior::ir::Operation::from_raw(raw) }
    }
}

impl Drop for DetachedOperation {
    fn drop(&mut self) {
        // SAFETY: the operation is detached and owned by this value alone.
        unsafe { mlir_sys::mlirOperationDestroy(self.0) }
    }
}

/// An owned top-level pass manager anchored on a named operation.
pub struct PassManager<'c> {
    raw: MlirPassManager,
    _context: PhantomData<&'c Context>,
}

/// A nested pass manager owned by its parent `PassManager`.
#[derive(Clone, Copy)]
pub struct OpPassManager<'p> {
    raw: MlirOpPassManager,
    _parent: PhantomData<&'p ()>,
}

impl<'c> PassManager<'c> {
    /// A pass manager that runs on operations named `anchor` (mlir-opt anchors on
    /// the pipeline's outermost operation name).
    pub fn new_on(context: &'c Context, anchor: &str) -> Self {
        let anchor = StringRef::new(anchor);
        // SAFETY: the context outlives the pass manager ('c); MLIR copies the name.
        let raw = unsafe { mlirPassManagerCreateOnOperation(context.to_raw(), anchor.to_raw()) };
        Self {
            raw,
            _context: PhantomData,
        }
    }

    pub fn root(&self) -> OpPassManager<'_> {
        let raw =
            // SAFETY: `raw` is a live pass manager; the view lives no longer than it.
            unsafe { mlirPassManagerGetAsOpPassManager(self.raw) };
        OpPassManager {
            raw,
            _parent: PhantomData,
        }
    }

    pub fn enable_verifier(&self, enabled: bool) {
        // SAFETY: `raw` is a live pass manager.
        unsafe { mlirPassManagerEnableVerifier(self.raw, enabled) }
    }

    /// Adds a textual pipeline (`builtin.module(…)`, anchored on the pass
    /// manager's operation) with MLIR's parser and pass registry; MLIR's
    /// error text on failure.
    pub fn parse(&self, pipeline: &str) -> Result<(), String> {
        let text = StringRef::new(pipeline);
        pipeline_result(|callback, error| {
            // SAFETY: `raw` is a live pass manager; the callback only
            // appends to `error`, which outlives the call.
            unsafe {
                mlirParsePassPipeline(
                    mlirPassManagerGetAsOpPassManager(self.raw),
                    text.to_raw(),
                    callback,
                    error,
                )
            }
        })
    }

    /// Runs the pipeline on `module`; `false` when a pass failed (diagnosed).
    pub fn run(&self, module: &mut Module) -> bool {
        // SAFETY: both objects are alive and belong to the same context.
        let result = unsafe { mlirPassManagerRunOnOp(self.raw, module.as_operation().to_raw()) };
        result.value != 0
    }
}

impl Drop for PassManager<'_> {
    fn drop(&mut self) {
        // SAFETY: we own `raw`; dropping it prints timing/statistics if enabled.
        unsafe { mlirPassManagerDestroy(self.raw) }
    }
}

impl<'p> OpPassManager<'p> {
    pub fn nested_under(self, anchor: &str) -> OpPassManager<'p> {
        let anchor = StringRef::new(anchor);
        // SAFETY: the parent owns the nested manager and lives for 'p.
        let raw = unsafe { mlirOpPassManagerGetNestedUnder(self.raw, anchor.to_raw()) };
        OpPassManager {
            raw,
            _parent: PhantomData,
        }
    }

    pub fn add_pass(self, pass: Pass) {
        // SAFETY: ownership of the pass moves to the pass manager.
        unsafe { mlirOpPassManagerAddOwnedPass(self.raw, pass.to_raw()) }
    }

    /// Hands textual pipeline elements to MLIR's own pass registry. On failure,
    /// returns MLIR's error text.
    pub fn add_pipeline(self, elements: &str) -> Result<(), String> {
        let text = StringRef::new(elements);
        pipeline_result(|callback, error| {
            // SAFETY: the callback only appends to `error`, which outlives
            // the call.
            unsafe { mlirOpPassManagerAddPipeline(self.raw, text.to_raw(), callback, error) }
        })
    }
}

/// Sets how long the tools' allocator (mimalloc) keeps freed pages before
/// returning them to the system, and whether it may use 2 MiB OS pages;
/// see [`crate::allocator`].
pub fn configure_allocator(purge_delay_ms: i32, large_os_pages: bool) {
    // SAFETY: `mi_option_set` only stores the values in mimalloc's option
    // table (atomics); it is safe at any time, from any thread.
    unsafe { shim::nkiConfigureAllocator(purge_delay_ms.into(), large_os_pages) }
}
