//! The function's blocks with every instruction decoded once, when the
//! program is loaded (`nki_formats::bir_json::decoded`): execution matches
//! on the generated `Op`, never on opcode or member strings, and an
//! instruction whose members do not decode is an error naming it before
//! anything runs.

use crate::{exec::at, Error};
use nki_formats::bir_json::{self, decoded::Op, Instruction, LoopAxis};

/// An instruction (its name, engine and operands; its JSON members
/// dropped) and its decoded opcode and members.
pub struct Step {
    pub inst: Instruction,
    pub op: Op,
}

/// What a block holds, in program order.
pub enum Item {
    Step(Step),
    Loop(Loop),
}

pub struct Block {
    pub name: String,
    pub items: Vec<Item>,
}

pub struct Loop {
    pub axis: LoopAxis,
    pub blocks: Vec<Block>,
}

/// Decodes every instruction of `blocks`.
pub fn decode(blocks: Vec<bir_json::Block>) -> Result<Vec<Block>, Error> {
    blocks
        .into_iter()
        .map(|b| {
            let items = b
                .instructions
                .into_iter()
                .map(|item| match item {
                    bir_json::BlockItem::Instruction(mut inst) => {
                        let op = bir_json::decoded::decode(&inst)
                            .map_err(|e| at(&inst, e.to_string()))?;
                        // `op` holds the members now; nothing reads them by name.
                        inst.members.clear();
                        Ok(Item::Step(Step { inst, op }))
                    }
                    bir_json::BlockItem::Loop(l) => Ok(Item::Loop(Loop {
                        axis: l.axis,
                        blocks: decode(l.blocks)?,
                    })),
                })
                .collect::<Result<_, Error>>()?;
            Ok(Block {
                name: b.name,
                items,
            })
        })
        .collect()
}
