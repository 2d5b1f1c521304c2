//! Mechanism A (`lowerKernelInst`, format ≠ `"bir"`): a KLR binary. This is
//! the front half: locate and read the file (version and content checks with
//! the seed's messages and log lines), select the core's body with the same
//! LNC rule as Mechanism B, and check that the kernel is pre-allocated (the
//! seed's `codegen.getIsAllocated()` assertion). The KLR→BIR codegen walk
//! (`codegenLncKernel`) and the per-pair argument mapping come next; until
//! then the lowering stops with `KLR to BIR codegen is not implemented yet`.

use super::{artifact, select_core, Carrier, CoreChoice, Settings};
use melior::ir::OperationRef;
use nki::pass::PassFailure;
use nki_formats::klr::{read_klr, Block, Contents, KlrError, Node, Reflect};
use tracing::debug;

pub(crate) fn lower(
    _module: OperationRef<'_, '_>,
    carrier: &Carrier<'_, '_>,
    settings: &Settings<'_>,
) -> Result<(), PassFailure> {
    let path = artifact::locate(carrier)?;
    let shown = path.display();
    let bytes = std::fs::read(&path)
        .map_err(|e| carrier.error(&format!("fail to locate KLIR artifact: {shown}: {e}")))?;
    debug!("KLR file has been loaded from disk");
    let file = match read_klr(&bytes) {
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
    let Contents::lnc(kernel) = &file.contents else {
        return Err(carrier.error(&format!(
            "Wrong KLIR content type: {shown} holds Contents.{}, expected an LNC kernel (Contents.lnc)",
            file.contents.kind()
        )));
    };
    debug!("KLR Kernel : {}", kernel.name);

    let body = match select_core(carrier, settings.core_id, kernel.bodies.len())? {
        CoreChoice::Use(index) => kernel
            .bodies
            .get(index)
            .ok_or_else(|| carrier.error(&format!("KLR kernel '{}' has no bodies", kernel.name)))?,
        CoreChoice::Skip => return Ok(()),
    };
    check_allocated(carrier, &kernel.name, body)?;

    // The codegen walk (`codegenLncKernel`) slots in here: build the NKI
    // function from `body`, map formals to actuals per pair ("<name> input
    // cannot be found "), then `call_site::mint(.., KernelSource::Beta2, ..)`
    // with the codegen's budget.
    Err(carrier.error(&format!(
        "KLR to BIR codegen is not implemented yet (kernel '{}' from {shown})",
        kernel.name
    )))
}

/// `codegen.getIsAllocated()`: every SBUF/PSUM tensor of the body has both
/// offsets (`parOffset`, `freeOffset`) assigned.
fn check_allocated(
    carrier: &Carrier<'_, '_>,
    kernel: &str,
    body: &[Block],
) -> Result<(), PassFailure> {
    match find_unallocated(&body.to_vec().to_node()) {
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
