//! A kernel function's formals by what the body does with them: an output
//! parameter (`def kernel(x, out)`) may be declared as an input, and only
//! the instructions that write it say that it is an output.

use super::{Argument, Block, BlockItem, Function};
use rustc_hash::FxHashSet;

/// The memory locations the instructions of `blocks` write (their `outs`),
/// loops entered.
pub fn written_locations(blocks: &[Block]) -> FxHashSet<&str> {
    fn visit<'a>(items: &'a [BlockItem], out: &mut FxHashSet<&'a str>) {
        for item in items {
            match item {
                BlockItem::Instruction(inst) => {
                    for arg in &inst.outs {
                        if let Argument::PhysicalAp { memref, .. } = arg {
                            out.insert(memref.as_str());
                        }
                    }
                }
                BlockItem::Loop(l) => {
                    for block in &l.blocks {
                        visit(&block.instructions, out);
                    }
                }
            }
        }
    }
    let mut out = FxHashSet::default();
    for block in blocks {
        visit(&block.instructions, &mut out);
    }
    out
}

impl Function {
    /// Makes every `Input` formal that the body writes an `Output` (the
    /// allocation's kind and its memory locations' type), so that the
    /// function says what it does with its output parameters.
    pub fn mark_written_inputs_as_outputs(&mut self) {
        let written: FxHashSet<String> = written_locations(&self.blocks)
            .into_iter()
            .map(str::to_owned)
            .collect();
        for allocation in &mut self.allocations {
            let is_written = allocation
                .memorylocations
                .iter()
                .any(|m| written.contains(m.name.as_str()));
            if allocation.kind == "Input" && is_written {
                allocation.kind = "Output".into();
                for location in &mut allocation.memorylocations {
                    if location.r#type == "Input" {
                        location.r#type = "Output".into();
                    }
                }
            }
        }
    }
}
