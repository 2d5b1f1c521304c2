//! `legalize-matmul-accumulation-groups`: groups matmuls that accumulate into
//! the same PSUM bank and keeps each group inside a power-of-two window of at
//! most 8 banks, spilling groups that do not fit (seed note, Part 1, getBankId).
//! Declared here so pipelines can name it; the legalization lands with its own
//! issue.

use nki::pass::{OptionKind, PassId, PassInfo, PassOptionInfo};

static ID: PassId = PassId(0);

pub static PASS: PassInfo = PassInfo {
    argument: "legalize-matmul-accumulation-groups",
    name: "LegalizeMatmulAccumulationGroups",
    summary: "Keep matmul accumulation groups within the PSUM bank window",
    description: "Annotates every matmul with its accumulation group and bank window; a group needing more than 8 banks is reported ('accumulation group is too large for SB') and spilled to SBUF with a column-tiled re-reduce.",
    anchor: Some("builtin.module"),
    options: &[PassOptionInfo {
        name: "spill",
        kind: OptionKind::Bool,
        default: "true",
        description: "Rewrite groups that do not fit; when false, a group that does not fit is an error",
    }],
    id: &ID,
    create: None,
};
