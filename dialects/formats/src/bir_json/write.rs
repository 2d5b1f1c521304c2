//! The document as JSON, built while it is written.
//!
//! A function's blocks can hold a million instructions; as one
//! `serde_json::Value` tree they took several times the text they print to
//! (8.7 GB for a 1M-instruction kernel). Here the objects down to a block are
//! small [`Node`] trees and each block's instructions are turned into JSON
//! one at a time, as the serializer reaches them. The output is the same
//! text: objects keep their keys sorted (`serde_json::Map` sorts them), and a
//! member of `extra` replaces a modelled member of the same name.

use super::to_json::{allocation_to_json, instruction_to_json, n, put, s, with_extra};
use super::{Block, BlockItem, Document, Function, Loop};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// A JSON value to write.
pub(super) enum Node<'d> {
    Value(Value),
    Object(BTreeMap<String, Node<'d>>),
    Functions(&'d [Function]),
    Blocks(&'d [Block]),
    /// A block's instructions and loops, made JSON one by one.
    Items(&'d [BlockItem]),
}

/// The whole document.
pub(super) fn document(d: &Document) -> Node<'_> {
    let mut attrs = Map::new();
    put(&mut attrs, "neuron_core_id", &d.neuron_core_id, n);
    let attributes = with_extra(attrs, &d.attributes_extra);
    object(
        [
            ("arch", Node::Value(s(&d.arch))),
            ("version", Node::Value(n(&d.version))),
            ("attributes", Node::Value(attributes)),
            ("functions", Node::Functions(&d.functions)),
        ],
        &d.extra,
    )
}

fn function(f: &Function) -> Node<'_> {
    object(
        [
            ("name", Node::Value(s(&f.name))),
            (
                "attributes",
                Node::Value(Value::Array(f.attributes.iter().map(s).collect())),
            ),
            (
                "allocations",
                Node::Value(Value::Array(
                    f.allocations.iter().map(allocation_to_json).collect(),
                )),
            ),
            ("blocks", Node::Blocks(&f.blocks)),
        ],
        &f.extra,
    )
}

fn block(b: &Block) -> Node<'_> {
    object(
        [
            ("name", Node::Value(s(&b.name))),
            ("instructions", Node::Items(&b.instructions)),
        ],
        &b.extra,
    )
}

fn item(item: &BlockItem) -> Node<'_> {
    match item {
        BlockItem::Instruction(i) => Node::Value(instruction_to_json(i)),
        BlockItem::Loop(l) => loop_(l),
    }
}

fn loop_(l: &Loop) -> Node<'_> {
    let mut axis = Map::new();
    axis.insert("name".into(), s(&l.axis.name));
    axis.insert("lb".into(), n(&l.axis.lb));
    axis.insert("ub".into(), n(&l.axis.ub));
    axis.insert("stride".into(), n(&l.axis.stride));
    object(
        [
            ("opcode", Node::Value(Value::String("Loop".into()))),
            ("LoopAxis", Node::Value(with_extra(axis, &l.axis.extra))),
            ("blocks", Node::Blocks(&l.blocks)),
        ],
        &l.extra,
    )
}

/// `members`, then `extra` over them, as one object.
fn object<'d, const N: usize>(
    members: [(&str, Node<'d>); N],
    extra: &Map<String, Value>,
) -> Node<'d> {
    let mut map: BTreeMap<String, Node<'d>> = members
        .into_iter()
        .map(|(key, node)| (key.to_owned(), node))
        .collect();
    for (key, value) in extra {
        map.insert(key.clone(), Node::Value(value.clone()));
    }
    Node::Object(map)
}

impl Serialize for Node<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Node::Value(value) => value.serialize(serializer),
            Node::Object(members) => {
                let mut map = serializer.serialize_map(Some(members.len()))?;
                for (key, node) in members {
                    map.serialize_entry(key, node)?;
                }
                map.end()
            }
            Node::Functions(functions) => list(serializer, functions.iter().map(function)),
            Node::Blocks(blocks) => list(serializer, blocks.iter().map(block)),
            Node::Items(items) => list(serializer, items.iter().map(item)),
        }
    }
}

/// A JSON array of `nodes`, each built when the serializer reaches it.
fn list<'d, S: Serializer>(
    serializer: S,
    nodes: impl ExactSizeIterator<Item = Node<'d>>,
) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(nodes.len()))?;
    for node in nodes {
        seq.serialize_element(&node)?;
    }
    seq.end()
}

/// A writer that passes JSON text through and fails once arrays and objects
/// nest deeper than [`super::MAX_DEPTH`] (strings skipped), so that the
/// writer never produces what the reader refuses (docs/reliability.md,
/// round 2).
pub(super) struct DepthGuard<W> {
    out: W,
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl<W: std::io::Write> DepthGuard<W> {
    pub fn new(out: W) -> Self {
        DepthGuard {
            out,
            depth: 0,
            in_string: false,
            escaped: false,
        }
    }

    fn scan(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        for &b in bytes {
            if self.in_string {
                match (self.escaped, b) {
                    (true, _) => self.escaped = false,
                    (false, b'\\') => self.escaped = true,
                    (false, b'"') => self.in_string = false,
                    _ => {}
                }
                continue;
            }
            match b {
                b'"' => self.in_string = true,
                b'[' | b'{' => {
                    self.depth += 1;
                    if self.depth > super::MAX_DEPTH {
                        return Err(std::io::Error::other(format!(
                            "the document nests arrays and objects deeper than {} levels \
                             (loops nested too deep), which BIR JSON readers refuse",
                            super::MAX_DEPTH
                        )));
                    }
                }
                b']' | b'}' => self.depth = self.depth.saturating_sub(1),
                _ => {}
            }
        }
        Ok(())
    }
}

impl<W: std::io::Write> std::io::Write for DepthGuard<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.scan(bytes)?;
        self.out.write_all(bytes)?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}
