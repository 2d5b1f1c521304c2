//! What a kernel's operators touch. Which tensors a kernel writes: KLR lists
//! a kernel's formals in `inputs` and `outputs`, but the front end puts a
//! kernel's output parameters (`def kernel(x, out)`) among the inputs too, or
//! only there: the body is what says which formals are outputs. And how far
//! a physical view (`TensorSram`) reaches.

use super::{Block, LncKernel, Node, Operator, Reflect, Stmt};
use std::collections::HashSet;

/// Operator fields whose tensors the operator writes; every other field,
/// and every index tensor inside an access (`scalarOffset`,
/// `vectorOffset`), is read.
pub const WRITTEN_FIELDS: &[&str] = &["dst", "dsts", "reduceRes", "dstIdx", "dstScale"];

/// The buffer names (`Address.name`) that the operator writes.
pub fn written_by(op: &Operator, out: &mut HashSet<String>) {
    let Node::Variant { fields, .. } = op.to_node() else {
        return;
    };
    for (_, payload) in &fields {
        if let Node::Struct { fields, .. } = payload {
            for (name, value) in fields {
                if WRITTEN_FIELDS.contains(name) {
                    addresses(value, out);
                }
            }
        }
    }
}

/// The buffer names every body of `kernel` writes.
pub fn written_names(kernel: &LncKernel) -> HashSet<String> {
    let mut out = HashSet::new();
    for body in &kernel.bodies {
        written_in(body, &mut out);
    }
    out
}

fn written_in(body: &[Block], out: &mut HashSet<String>) {
    for block in body {
        for Stmt::oper { op, .. } in &block.body {
            written_by(op, out);
        }
    }
}

/// Every `Address.name` inside `node`, except under index fields (an index
/// tensor is read even inside a written access).
fn addresses(node: &Node, out: &mut HashSet<String>) {
    match node {
        Node::Struct {
            ty: "Address",
            fields,
        } => {
            if let Some((_, Node::Str(name))) = fields.iter().find(|(k, _)| *k == "name") {
                out.insert(name.clone());
            }
        }
        Node::Struct { fields, .. } | Node::Variant { fields, .. } => {
            for (name, value) in fields {
                if !matches!(*name, "scalarOffset" | "vectorOffset") {
                    addresses(value, out);
                }
            }
        }
        Node::List(items) => items.iter().for_each(|item| addresses(item, out)),
        Node::Opt(Some(inner)) => addresses(inner, out),
        _ => {}
    }
}

impl super::TensorSram {
    /// Elements the view reaches in one partition (1 + Σ step·(num − 1)),
    /// or `None` when a step is negative.
    pub fn reach(&self) -> Option<u64> {
        pattern_reach(&self.pattern)
    }
}

/// Elements a free pattern reaches (1 + Σ step·(num − 1)), or `None` when
/// a step is negative.
pub fn pattern_reach(pattern: &[super::APPair]) -> Option<u64> {
    let mut high: u64 = 0;
    for p in pattern {
        let step = u64::try_from(p.step).ok()?;
        high = high.checked_add(step.checked_mul(p.num.saturating_sub(1))?)?;
    }
    high.checked_add(1)
}
