//! `translate-nki-ast-to-bir`: provisions every IT56 kernel placeholder
//! (`InstNKIKLIRKernel`) with a new NKI function and an IT55 call (seed note,
//! Parts 1–3). Declared here so pipelines can name it; the lowering lands with
//! its own issue.

use nki::pass::{OptionKind, PassId, PassInfo, PassOptionInfo};

static ID: PassId = PassId(0);

pub static PASS: PassInfo = PassInfo {
    argument: "translate-nki-ast-to-bir",
    name: "TranslateNKIASTToBIR",
    summary: "Lower IT56 kernel placeholders into NKI functions and IT55 calls",
    description: "For every InstNKIKLIRKernel (IT56): kernel_format \"bir\" loads a BIR-JSON kernel (Mechanism B); any other format reads the KLR binary and runs the KLR-to-BIR codegen walk (Mechanism A). Each mints an InstNKIKernel (IT55) call; the placeholders are then removed.",
    anchor: Some("builtin.module"),
    options: &[
        PassOptionInfo {
            name: "core-id",
            kind: OptionKind::Unsigned,
            default: "",
            description: "Logical core to provision for; overrides the module's neuron core id",
        },
        PassOptionInfo {
            name: "artifact-dir",
            kind: OptionKind::String,
            default: "",
            description: "Directory that receives copied const files",
        },
    ],
    id: &ID,
    create: None,
};
