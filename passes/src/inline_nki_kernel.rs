//! `inline-nki-kernel`: splices each IT55 call's NKI function body into its
//! caller, rebinding operands through the call's argument maps (seed note,
//! Part 3). Declared here so pipelines can name it; the inliner lands with its
//! own issue.

use nki::pass::{OptionKind, PassId, PassInfo, PassOptionInfo};

static ID: PassId = PassId(0);

pub static PASS: PassInfo = PassInfo {
    argument: "inline-nki-kernel",
    name: "InlineNKIKernel",
    summary: "Inline provisioned NKI kernels (IT55 calls) into their callers",
    description: "Replaces every InstNKIKernel (IT55) by the body of its NKI function, with formals rebound to the call's actuals, then removes the call and the function once unused.",
    anchor: Some("builtin.module"),
    options: &[PassOptionInfo {
        name: "keep-functions",
        kind: OptionKind::Bool,
        default: "false",
        description: "Leave the inlined NKI functions in the module (for debugging)",
    }],
    id: &ID,
    create: None,
};
