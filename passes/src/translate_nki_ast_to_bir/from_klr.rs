//! Mechanism A (`lowerKernelInst`, format ≠ `"bir"`): a KLR binary. Locate
//! and read the file (version and content checks with the compiler's messages
//! and log lines, docs/compiler-contract.md §2.3), select the core's body with
//! the same LNC rule as Mechanism B,
//! run the codegen walk (`codegenLncKernel`, [`crate::klr_to_bir`]) into a new
//! NKI function, assert the allocation (`codegen.getIsAllocated()`), map the
//! formals per pair (`<name> input cannot be found `) and mint the IT55 call
//! (`lowerKLIRToNKI`: `Beta2`, the budget from the codegen).

use super::{
    artifact,
    call_site::{self, Budget, KernelSource},
    from_bir_json::{insert_function, missing_formal, Origin, Placement},
    select_core, Body, Carrier, CoreChoice, Job, Prepare, Prepared, Settings,
};
use crate::klr_allocate_memory::{allocate_lnc_kernel, AllocateOptions};
use crate::klr_to_bir::{codegen_lnc_kernel_owned, Codegen, Diagnostic};
use melior::ir::{operation::OperationLike, OperationRef};
use nki::ffi::{emit, EmitSeverity};
use nki::pass::PassFailure;
use nki_formats::arch::Arch;
use nki_formats::klr::{read_klr_recording, Contents, KlrError, Memory, VersionCheck};
use std::path::{Path, PathBuf};
use tracing::debug;

/// A KLR carrier prepared: the kernel decoded and walked, the new function
/// built when the context allows it off the main thread.
pub(crate) struct Ready {
    path: PathBuf,
    placement: Placement,
    kernel_name: String,
    /// A header of another major/minor, read as this schema: said at the
    /// carrier as a warning.
    version_note: Option<String>,
    outcome: Result<Walked, Diagnostic>,
}

/// A successful walk, without its KLR.
struct Walked {
    warnings: Vec<Diagnostic>,
    /// The first SBUF/PSUM buffer without an address (`getIsAllocated()`).
    unallocated: Option<(String, Memory)>,
    /// The first formal that names no memory location of the function.
    names_error: Option<String>,
    budget: Budget,
    body: Body,
}

/// A KLR kernel file, found, read and decoded.
struct KernelFile {
    path: PathBuf,
    file: nki_formats::klr::KlrFile,
    /// The byte offset of every statement, in decoding order.
    statement_offsets: Vec<usize>,
    /// Said when the file's major/minor is not the schema's.
    version_note: Option<String>,
}

/// Locates, reads and decodes the carrier's kernel file, with the
/// compiler's messages for a missing file, a wrong version or content.
fn read_kernel_file(job: &Job) -> Result<KernelFile, String> {
    let path = artifact::find(&job.candidates, &job.klir_binary)?;
    let shown = path.display();
    let bytes = match nki::io::read_regular_file(&path) {
        Ok(bytes) => bytes,
        Err(e) => return Err(format!("fail to locate KLIR artifact: {shown}: {e}")),
    };
    debug!("KLR file has been loaded from disk");
    // The compiler's gate checks the patch word only; a file of another
    // major/minor is read with the schema this reader has, and says so.
    // Statement offsets come with the decode: instructions are located at
    // their statement's byte in the file (docs/reliability.md, round 2).
    let (decoded, statement_offsets) = read_klr_recording(&bytes, VersionCheck::PatchOnly);
    let read_as = nki_formats::klr::peek_header(&bytes)
        .and_then(read_as_note)
        .unwrap_or_default();
    // Peak memory: the bytes are not needed once decoded.
    drop(bytes);
    let file = match decoded {
        Ok(file) => file,
        Err(KlrError::WrongVersion(header)) => {
            debug!(
                "KLR file header, version: {}.{}.{}",
                header.major, header.minor, header.patch
            );
            return Err(format!(
                "Wrong KLR version: {shown} is {}.{}.{}, expected 0.0.12",
                header.major, header.minor, header.patch
            ));
        }
        Err(KlrError::UnsupportedContents { offset, what }) => {
            return Err(format!(
                "Wrong KLIR content type: {shown} holds {what} (byte {offset}), expected an LNC kernel (Contents.lnc)"
            ));
        }
        Err(e) => {
            return Err(format!(
                "cannot read KLR file {shown}{}: byte {}: {}",
                if read_as.is_empty() {
                    String::new()
                } else {
                    format!(" ({read_as})")
                },
                e.offset(),
                e.message()
            ));
        }
    };
    let version_note = (!read_as.is_empty()).then(|| format!("KLR file {shown}: {read_as}"));
    Ok(KernelFile {
        path: path.clone(),
        file,
        statement_offsets,
        version_note,
    })
}

/// The part of `lowerKernelInst` that needs no caller IR (any thread):
/// locate, read and decode the file, the LNC gate, allocation, the walk.
pub(crate) fn prepare(job: &Job, settings: &Prepare<'_>) -> Prepared {
    let KernelFile {
        path,
        file,
        statement_offsets,
        version_note,
    } = match read_kernel_file(job) {
        Ok(kernel) => kernel,
        Err(e) => return Prepared::Failed(e),
    };
    let shown = path.display();
    let header = file.header;
    debug!(
        "KLR file header, version: {}.{}.{}",
        header.major, header.minor, header.patch
    );
    debug!("KLR meta data : {}", file.metadata.format);
    debug!("Start to read content");
    debug!("KLR content type : {}", file.contents.cpp_tag());
    let kind = file.contents.kind();
    let Contents::lnc(mut kernel) = file.contents else {
        return Prepared::Failed(format!(
            "Wrong KLIR content type: {shown} holds Contents.{kind}, expected an LNC kernel (Contents.lnc)"
        ));
    };
    debug!("KLR Kernel : {}", kernel.name);

    let core = match select_core(settings.core_id, kernel.bodies.len()) {
        Ok(CoreChoice::Use(index)) => index,
        // A KLR kernel's bodies are lowered by convert-klr-to-bir's rule: a
        // core past them is an error, not a call that silently disappears.
        Ok(CoreChoice::Skip { id, count }) => {
            return Prepared::Failed(super::klr_core_past_end(id, count))
        }
        Err(e) => return Prepared::Failed(e),
    };
    if kernel.bodies.is_empty() {
        return Prepared::Failed(format!("KLR kernel '{}' has no bodies", kernel.name));
    }

    let arch = settings.arch;
    if settings.allocate {
        // `allocate=true`: place an unallocated kernel with the allocator of
        // `klr-allocate-memory` (addresses it already has are kept).
        let options = AllocateOptions {
            arch,
            keep_existing: true,
        };
        if let Err(e) = allocate_lnc_kernel(&mut kernel, &options) {
            return Prepared::Failed(format!("cannot allocate KLR kernel '{}': {e}", kernel.name));
        }
    }
    let kernel_name = kernel.name.to_string();
    // The ops are located at the kernel file (instructions at their
    // statements), called from the carrier. Statements are numbered over
    // the bodies in order: this body's start after the earlier ones'.
    let mut placement = Placement {
        kernel: path.display().to_string(),
        function: String::new(),
        positions: None,
        offsets: None,
        caller: job.caller.clone(),
    };
    let first_statement: usize = kernel.bodies[..core]
        .iter()
        .flat_map(|body| body.iter().map(|block| block.body.len()))
        .sum();

    // `codegenLncKernel`: the walk builds the NKI function from the body,
    // freeing the statements as it goes. It is named after the kernel; the
    // commit gives it its unique symbol.
    let outcome = codegen_lnc_kernel_owned(kernel, core, arch, &kernel_name).map(|mut codegen| {
        // `setDeviceDump`: the carrier's flag goes with the new function
        // (a function member in BIR JSON).
        if job.device_dump {
            codegen
                .function
                .extra
                .insert("enable_device_dump".into(), serde_json::Value::Bool(true));
        }
        let names_error = missing_formal(&job.func_args, &job.func_outs, &codegen.function);
        let budget = budget(&codegen, &arch, settings.kernel_budget);
        // The walk's table turned into the placement's in place (ordinal →
        // byte offset): no second table of every instruction's name.
        let mut offsets = std::mem::take(&mut codegen.origins);
        offsets.retain(
            |_, ordinal| match statement_offsets.get(first_statement + *ordinal) {
                Some(&offset) => {
                    *ordinal = offset;
                    true
                }
                None => false,
            },
        );
        placement.offsets = Some(std::sync::Arc::new(offsets));
        Walked {
            warnings: codegen.warnings,
            unallocated: codegen.unallocated.clone(),
            body: if names_error.is_none() {
                settings.body(codegen.function, &placement)
            } else {
                Body::Model(codegen.function)
            },
            names_error,
            budget,
        }
    });
    Prepared::A(Box::new(Ready {
        path,
        placement,
        kernel_name,
        version_note,
        outcome,
    }))
}

/// The rest of `lowerKernelInst`, in carrier order: the walk's diagnostics,
/// the allocation gate, the argument maps, the function into the module
/// under its unique symbol, and the IT55 call.
pub(crate) fn commit(
    module: OperationRef<'_, '_>,
    carrier: &Carrier<'_, '_>,
    settings: &Settings<'_>,
    ready: Ready,
) -> Result<(), PassFailure> {
    let Ready {
        path,
        placement,
        kernel_name,
        version_note,
        outcome,
    } = ready;
    if let Some(note) = version_note {
        emit(carrier.op.location(), EmitSeverity::Warning, &note);
    }
    let walked = outcome.map_err(|d| report(carrier, &path, &d, EmitSeverity::Error))?;
    for warning in &walked.warnings {
        report(carrier, &path, warning, EmitSeverity::Warning);
    }
    // The compiler asserts the allocation after the walk (docs/compiler-contract.md §2.4).
    if let Some((tensor, memory)) = &walked.unallocated {
        return Err(carrier.error(&format!(
            "codegen.getIsAllocated() failed: tensor '{tensor}' ({memory:?}) of KLR kernel '{kernel_name}' has no parOffset/freeOffset; the kernel must be pre-allocated: run translate-nki-ast-to-bir{{allocate=true}}, or klr-allocate-memory on the kernel first"
        )));
    }
    // Operand re-binding, per pair: every formal must be a memory location
    // of the new function.
    if let Some(e) = walked.names_error {
        return Err(carrier.error(&e));
    }
    let symbol = settings.symbols.borrow_mut().unique(&kernel_name);
    insert_function(
        module,
        walked.body,
        &kernel_name,
        &symbol,
        Origin::Placed(&placement),
        false,
        &|m| carrier.error(m),
    )?;
    call_site::mint(carrier, &symbol, KernelSource::Beta2, walked.budget)
}

/// For a header of another major/minor than this schema's (the compiler's
/// gate lets it through): which schema the file was read as.
fn read_as_note(header: nki_formats::klr::Header) -> Option<String> {
    let (major, minor, patch) = nki_formats::klr::VERSION;
    ((header.major, header.minor) != (major, minor)).then(|| {
        format!(
            "version {}.{}.{}, read as schema {major}.{minor}.{patch}: the compiler's gate checks only the patch word",
            header.major, header.minor, header.patch
        )
    })
}

/// `lowerKLIRToNKI`'s budget, from the codegen; nothing when the kernel is
/// not allocated. As the compiler states it (`budget=arch`, the default):
/// SBUF `[getSbufMaxBytes(), 128]`, the codegen's SBUF byte budget (the
/// arch's bytes per partition), and PSUM `[bank bytes, 128,
/// getPsumMaxBankId() + 1]`, every bank of the arch
/// (docs/compiler-contract.md §1.5, §2.5). `budget=kernel`: the kernel's
/// own SBUF high-water mark, and the banks up to the highest it uses
/// (nothing when it uses no PSUM).
fn budget(codegen: &Codegen, arch: &Arch, kernel_budget: bool) -> Budget {
    if !codegen.is_allocated() {
        return Budget::default();
    }
    if !kernel_budget {
        return Budget {
            sb_buf_shape: [arch.sbuf_bytes_per_partition, arch.partitions],
            psum_buf_shape: [
                arch.psum_bank_bytes,
                arch.partitions,
                arch.psum_max_bank_id() + 1,
            ],
        };
    }
    Budget {
        sb_buf_shape: [codegen.sbuf_max_bytes, arch.partitions],
        psum_buf_shape: match codegen.psum_max_bank_id {
            Some(bank) => [arch.psum_bank_bytes, arch.partitions, bank + 1],
            None => [0, 0, 0],
        },
    }
}

/// Reports a codegen diagnostic at its KLR source position (the NKI file,
/// line and column of the operator; the KLR file when the position names no
/// file), or at the carrier when it has none.
fn report(
    carrier: &Carrier<'_, '_>,
    path: &Path,
    diagnostic: &Diagnostic,
    severity: EmitSeverity,
) -> PassFailure {
    let context_ref = carrier.op.context();
    let context = nki::ffi::context_of(&context_ref);
    let file = path.display().to_string();
    let location = crate::convert_klr_to_bir::source_location(
        context,
        diagnostic.pos.as_ref(),
        Some(&file),
        carrier.op.location(),
    );
    emit(location, severity, &diagnostic.message);
    PassFailure
}
