//! Mechanism A (`lowerKernelInst`, format ≠ `"bir"`): a KLR binary. Locate
//! and read the file (version and content checks with the seed's messages and
//! log lines), select the core's body with the same LNC rule as Mechanism B,
//! run the codegen walk (`codegenLncKernel`, [`crate::klr_to_bir`]) into a new
//! NKI function, assert the allocation (`codegen.getIsAllocated()`), map the
//! formals per pair (`<name> input cannot be found `) and mint the IT55 call
//! (`lowerKLIRToNKI`: `Beta2`, the budget from the codegen).

use super::{
    artifact,
    call_site::{self, Budget, KernelSource},
    mechanism_b::{add_function, check_names},
    select_core, Carrier, CoreChoice, Settings,
};
use crate::klr_allocate_memory::{allocate_lnc_kernel, AllocateOptions};
use crate::klr_to_bir::{codegen_lnc_kernel_owned, Codegen, Diagnostic};
use melior::ir::{operation::OperationLike, OperationRef};
use nki::ffi::{emit, EmitSeverity};
use nki::pass::PassFailure;
use nki_formats::arch::Arch;
use nki_formats::klr::{read_klr, Contents, KlrError, Node, Reflect};
use std::path::Path;
use tracing::debug;

pub(crate) fn lower(
    module: OperationRef<'_, '_>,
    carrier: &Carrier<'_, '_>,
    settings: &Settings<'_>,
) -> Result<(), PassFailure> {
    let path = artifact::locate(carrier)?;
    let shown = path.display();
    let bytes = std::fs::read(&path)
        .map_err(|e| carrier.error(&format!("fail to locate KLIR artifact: {shown}: {e}")))?;
    debug!("KLR file has been loaded from disk");
    let decoded = read_klr(&bytes);
    // Peak memory: the bytes are not needed once decoded.
    drop(bytes);
    let file = match decoded {
        Ok(file) => file,
        Err(KlrError::WrongVersion(header)) => {
            debug!(
                "KLR file header, version: {}.{}.{}",
                header.major, header.minor, header.patch
            );
            return Err(carrier.error(&format!(
                "Wrong KLR version: {shown} is {}.{}.{}, expected 0.0.12",
                header.major, header.minor, header.patch
            )));
        }
        Err(KlrError::UnsupportedContents { offset, what }) => {
            return Err(carrier.error(&format!(
                "Wrong KLIR content type: {shown} holds {what} (byte {offset}), expected an LNC kernel (Contents.lnc)"
            )));
        }
        Err(e) => {
            return Err(carrier.error(&format!(
                "cannot read KLR file {shown}: byte {}: {}",
                e.offset(),
                e.message()
            )));
        }
    };
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
        return Err(carrier.error(&format!(
            "Wrong KLIR content type: {shown} holds Contents.{kind}, expected an LNC kernel (Contents.lnc)"
        )));
    };
    debug!("KLR Kernel : {}", kernel.name);

    let core = match select_core(carrier, settings.core_id, kernel.bodies.len())? {
        CoreChoice::Use(index) => index,
        CoreChoice::Skip => return Ok(()),
    };
    if kernel.bodies.is_empty() {
        return Err(carrier.error(&format!("KLR kernel '{}' has no bodies", kernel.name)));
    }

    let arch = super::module_arch(module);
    if settings.allocate {
        // `allocate=true`: place an unallocated kernel with the allocator of
        // `klr-allocate-memory` (addresses it already has are kept).
        let options = AllocateOptions {
            arch,
            keep_existing: true,
        };
        allocate_lnc_kernel(&mut kernel, &options).map_err(|e| {
            carrier.error(&format!(
                "cannot allocate KLR kernel '{}': {e}",
                kernel.name
            ))
        })?;
    }
    let kernel_name = kernel.name.clone();

    // `codegenLncKernel`: the walk builds the NKI function from the body,
    // freeing the statements as it goes.
    let symbol = settings.symbols.borrow_mut().unique(&kernel_name);
    let codegen = codegen_lnc_kernel_owned(kernel, core, arch, &symbol)
        .map_err(|d| report(carrier, &path, &d, EmitSeverity::Error))?;
    for warning in &codegen.warnings {
        report(carrier, &path, warning, EmitSeverity::Warning);
    }
    // The seed asserts the allocation after the walk (cpp:1670).
    if !codegen.is_allocated {
        check_allocated(carrier, &path, &kernel_name, core)?;
    }

    // Operand re-binding, per pair: every formal must be a memory location
    // of the new function.
    check_names(carrier, &codegen.function)?;

    let budget = budget(&codegen, &arch);
    let source = path.display().to_string();
    add_function(
        module,
        codegen.function,
        &kernel_name,
        &source,
        None,
        false,
        &|m| carrier.error(m),
    )?;
    call_site::mint(carrier, &symbol, KernelSource::Beta2, budget)
}

/// `lowerKLIRToNKI`'s budget, from the codegen: SBUF high-water × 128
/// partitions, and PSUM `[bank bytes, 128, max bank id + 1]` when the kernel
/// uses PSUM; nothing when the kernel is not allocated.
fn budget(codegen: &Codegen, arch: &Arch) -> Budget {
    if !codegen.is_allocated {
        return Budget::default();
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

/// `codegen.getIsAllocated()`, when the walk found a tensor without an
/// address: names the first SBUF/PSUM tensor of the
/// body without both offsets (`parOffset`, `freeOffset`). The walk freed the
/// body, so it is read again from the file (an error path, not a hot one).
fn check_allocated(
    carrier: &Carrier<'_, '_>,
    path: &Path,
    kernel: &str,
    core: usize,
) -> Result<(), PassFailure> {
    let body = std::fs::read(path)
        .ok()
        .and_then(|bytes| read_klr(&bytes).ok())
        .and_then(|file| match file.contents {
            Contents::lnc(mut k) if core < k.bodies.len() => Some(k.bodies.swap_remove(core)),
            _ => None,
        })
        .unwrap_or_default();
    match find_unallocated(&body.to_node()) {
        None => Ok(()),
        Some((tensor, memory)) => Err(carrier.error(&format!(
            "codegen.getIsAllocated() failed: tensor '{tensor}' ({memory}) of KLR kernel '{kernel}' has no parOffset/freeOffset; the kernel must be pre-allocated"
        ))),
    }
}

/// The first `Address` in SBUF or PSUM without both offsets: (name, memory).
fn find_unallocated(node: &Node) -> Option<(String, &'static str)> {
    match node {
        Node::Struct {
            ty: "Address",
            fields,
        } => {
            let field = |name: &str| fields.iter().find(|(k, _)| *k == name).map(|(_, v)| v);
            let memory = match field("memory") {
                Some(Node::Enum { ctor, .. }) if matches!(*ctor, "sbuf" | "psum") => *ctor,
                _ => return None,
            };
            let set = |name: &str| matches!(field(name), Some(Node::Opt(Some(_))));
            if set("parOffset") && set("freeOffset") {
                return None;
            }
            let name = match field("name") {
                Some(Node::Str(s)) => s.clone(),
                _ => String::new(),
            };
            Some((name, memory))
        }
        Node::Struct { fields, .. } | Node::Variant { fields, .. } => {
            fields.iter().find_map(|(_, v)| find_unallocated(v))
        }
        Node::List(items) => items.iter().find_map(find_unallocated),
        Node::Opt(Some(inner)) => find_unallocated(inner),
        _ => None,
    }
}
