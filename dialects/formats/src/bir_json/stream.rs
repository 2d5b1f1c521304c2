//! Writing a BIR JSON document piece by piece, as its producer reaches each
//! piece: the one definition of how each element is written, shared by the
//! model's writer ([`super::write_bir_json_to`]) and by writers that walk
//! something else (the `bir` dialect's export walks the IR and never builds
//! the whole [`Document`]).
//!
//! The text is byte for byte serde_json's pretty printing of the document as
//! one value: two-space indentation, objects with their keys sorted (as
//! `serde_json::Map` keeps them), and a member of `extra` replacing a
//! modelled member of the same name. Each element function takes the
//! element's small members from a *head* (the model's struct, whose list of
//! children it does not read) and writes the children through a closure,
//! which pushes them one at a time into [`Elements`].

use super::to_json::{allocation_to_json, instruction_to_json, n, put, s, with_extra};
use super::{Block, Document, Function, Instruction, Loop};
use serde::Serialize;
use serde_json::{ser::Formatter, Map, Value};
use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};

/// A JSON text being written. Writes are buffered; [`write_document_to`]
/// flushes them.
pub struct JsonWriter<'w> {
    out: Out<'w>,
    format: Indented,
}

/// The writer's output, which can be muted (see [`JsonWriter::object`]).
struct Out<'w> {
    inner: BufWriter<&'w mut dyn Write>,
    muted: bool,
}

impl Write for Out<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.muted {
            return Ok(bytes.len());
        }
        self.inner.write_all(bytes)?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// The elements of an array being written, pushed one at a time.
pub struct Elements<'j, 'w> {
    writer: &'j mut JsonWriter<'w>,
    first: bool,
}

impl<'w> Elements<'_, 'w> {
    /// Writes the next element with `element`.
    pub fn push<E: From<io::Error>>(
        &mut self,
        element: impl FnOnce(&mut JsonWriter<'w>) -> Result<(), E>,
    ) -> Result<(), E> {
        let w = &mut *self.writer;
        w.format.begin_array_value(&mut w.out, self.first)?;
        self.first = false;
        element(w)?;
        w.format.end_array_value(&mut w.out)?;
        Ok(())
    }
}

/// A member of an object: a value, or the one member written by a closure.
enum Slot<'v> {
    Value(&'v Value),
    Written,
}

impl<'w> JsonWriter<'w> {
    fn new(out: &'w mut dyn Write) -> Self {
        JsonWriter {
            out: Out {
                inner: BufWriter::with_capacity(1 << 16, out),
                muted: false,
            },
            format: Indented::default(),
        }
    }

    /// A complete value at the current indentation.
    fn value(&mut self, value: &impl Serialize) -> io::Result<()> {
        let mut serializer = serde_json::Serializer::with_formatter(&mut self.out, self.format);
        value.serialize(&mut serializer).map_err(io::Error::from)
    }

    /// An array whose elements `elements` pushes.
    fn array<E: From<io::Error>>(
        &mut self,
        elements: impl FnOnce(&mut Elements<'_, 'w>) -> Result<(), E>,
    ) -> Result<(), E> {
        self.format.begin_array(&mut self.out)?;
        elements(&mut Elements {
            writer: self,
            first: true,
        })?;
        self.format.end_array(&mut self.out)?;
        Ok(())
    }

    /// An object of `members`, `extra` over them, and the member `key` whose
    /// value `write` writes, all in key order. When `extra` replaces `key`,
    /// `write` still runs with the output muted, so that the producer's
    /// errors are found as when the whole model is built before writing.
    fn object<E: From<io::Error>>(
        &mut self,
        members: &[(&str, Value)],
        (key, write): (&str, impl FnOnce(&mut Self) -> Result<(), E>),
        extra: &Map<String, Value>,
    ) -> Result<(), E> {
        let mut slots: BTreeMap<&str, Slot<'_>> =
            members.iter().map(|(k, v)| (*k, Slot::Value(v))).collect();
        slots.insert(key, Slot::Written);
        for (k, v) in extra {
            slots.insert(k, Slot::Value(v));
        }
        let mut write = Some(write);
        if !matches!(slots.get(key), Some(Slot::Written)) {
            if let Some(write) = write.take() {
                self.muted(write)?;
            }
        }
        self.format.begin_object(&mut self.out)?;
        for (i, (k, slot)) in slots.into_iter().enumerate() {
            self.format.begin_object_key(&mut self.out, i == 0)?;
            self.value(&k)?;
            self.format.end_object_key(&mut self.out)?;
            self.format.begin_object_value(&mut self.out)?;
            match slot {
                Slot::Value(v) => self.value(v)?,
                Slot::Written => {
                    if let Some(write) = write.take() {
                        write(self)?;
                    }
                }
            }
            self.format.end_object_value(&mut self.out)?;
        }
        self.format.end_object(&mut self.out)?;
        Ok(())
    }

    /// Runs `write` with nothing reaching the output, and no limit on the
    /// depth of what is not written.
    fn muted<E>(&mut self, write: impl FnOnce(&mut Self) -> Result<(), E>) -> Result<(), E> {
        let was = std::mem::replace(&mut self.out.muted, true);
        self.format.muted = true;
        let result = write(self);
        self.out.muted = was;
        self.format.muted = was;
        result
    }
}

/// Writes one document into `out`: `document` writes it (with
/// [`document`]), then a final newline. A document nesting arrays and
/// objects deeper than [`super::MAX_DEPTH`] fails with an I/O error of kind
/// `Other`, and what was written so far is to be discarded.
pub fn write_document_to<E: From<io::Error>>(
    out: &mut dyn Write,
    document: impl FnOnce(&mut JsonWriter<'_>) -> Result<(), E>,
) -> Result<(), E> {
    let mut writer = JsonWriter::new(out);
    document(&mut writer)?;
    writer.out.write_all(b"\n")?;
    writer.out.flush()?;
    Ok(())
}

/// The document `head` (its `functions` are not read), its functions
/// pushed by `functions`.
pub fn document<'w, E: From<io::Error>>(
    w: &mut JsonWriter<'w>,
    head: &Document,
    functions: impl FnOnce(&mut Elements<'_, 'w>) -> Result<(), E>,
) -> Result<(), E> {
    let mut attrs = Map::new();
    put(&mut attrs, "neuron_core_id", &head.neuron_core_id, n);
    let members = [
        ("arch", s(&head.arch)),
        ("version", n(&head.version)),
        ("attributes", with_extra(attrs, &head.attributes_extra)),
    ];
    w.object(
        &members,
        ("functions", |w: &mut JsonWriter<'w>| w.array(functions)),
        &head.extra,
    )
}

/// The function `head` (its `blocks` are not read), its blocks pushed by
/// `blocks`.
pub fn function<'w, E: From<io::Error>>(
    w: &mut JsonWriter<'w>,
    head: &Function,
    blocks: impl FnOnce(&mut Elements<'_, 'w>) -> Result<(), E>,
) -> Result<(), E> {
    let members = [
        ("name", s(&head.name)),
        (
            "attributes",
            Value::Array(head.attributes.iter().map(s).collect()),
        ),
        (
            "allocations",
            Value::Array(head.allocations.iter().map(allocation_to_json).collect()),
        ),
    ];
    w.object(
        &members,
        ("blocks", |w: &mut JsonWriter<'w>| w.array(blocks)),
        &head.extra,
    )
}

/// The block `head` (its `instructions` are not read), its instructions and
/// loops pushed by `items` (with [`instruction`] and [`loop_`]).
pub fn block<'w, E: From<io::Error>>(
    w: &mut JsonWriter<'w>,
    head: &Block,
    items: impl FnOnce(&mut Elements<'_, 'w>) -> Result<(), E>,
) -> Result<(), E> {
    w.object(
        &[("name", s(&head.name))],
        ("instructions", |w: &mut JsonWriter<'w>| w.array(items)),
        &head.extra,
    )
}

/// The loop `head` (its `blocks` are not read), its blocks pushed by
/// `blocks`.
pub fn loop_<'w, E: From<io::Error>>(
    w: &mut JsonWriter<'w>,
    head: &Loop,
    blocks: impl FnOnce(&mut Elements<'_, 'w>) -> Result<(), E>,
) -> Result<(), E> {
    let mut axis = Map::new();
    axis.insert("name".into(), s(&head.axis.name));
    axis.insert("lb".into(), n(&head.axis.lb));
    axis.insert("ub".into(), n(&head.axis.ub));
    axis.insert("stride".into(), n(&head.axis.stride));
    let members = [
        ("opcode", Value::String("Loop".into())),
        ("LoopAxis", with_extra(axis, &head.axis.extra)),
    ];
    w.object(
        &members,
        ("blocks", |w: &mut JsonWriter<'w>| w.array(blocks)),
        &head.extra,
    )
}

/// One instruction.
pub fn instruction(w: &mut JsonWriter<'_>, instruction: &Instruction) -> io::Result<()> {
    w.value(&instruction_to_json(instruction))
}

/// serde_json's `PrettyFormatter` (two spaces) that starts at any depth and
/// refuses to open an array or object deeper than [`super::MAX_DEPTH`]: the
/// writer never produces what the reader refuses (docs/reliability.md,
/// round 2). Copied at the current depth to write a complete value.
#[derive(Clone, Copy, Default)]
struct Indented {
    depth: usize,
    has_value: bool,
    /// Writing what is not output (see [`JsonWriter::object`]).
    muted: bool,
}

impl Indented {
    fn open(&mut self, writer: &mut (impl Write + ?Sized), bracket: &[u8]) -> io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        if self.depth > super::MAX_DEPTH && !self.muted {
            return Err(io::Error::other(format!(
                "the document nests arrays and objects deeper than {} levels \
                 (loops nested too deep), which BIR JSON readers refuse",
                super::MAX_DEPTH
            )));
        }
        writer.write_all(bracket)
    }

    fn close(&mut self, writer: &mut (impl Write + ?Sized), bracket: &[u8]) -> io::Result<()> {
        self.depth = self.depth.saturating_sub(1);
        if self.has_value {
            writer.write_all(b"\n")?;
            self.indent(writer)?;
        }
        writer.write_all(bracket)
    }

    fn next(&mut self, writer: &mut (impl Write + ?Sized), first: bool) -> io::Result<()> {
        writer.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(writer)
    }

    fn indent(&self, writer: &mut (impl Write + ?Sized)) -> io::Result<()> {
        for _ in 0..self.depth {
            writer.write_all(b"  ")?;
        }
        Ok(())
    }
}

impl Formatter for Indented {
    fn begin_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.open(writer, b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.close(writer, b"]")
    }

    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.next(writer, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.open(writer, b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.close(writer, b"}")
    }

    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.next(writer, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::{write_bir_json_to, BlockItem, LoopAxis, Member};
    use super::*;

    fn block(name: &str, instructions: Vec<BlockItem>) -> Block {
        Block {
            name: name.into(),
            instructions,
            extra: Map::new(),
        }
    }

    /// A block holding `depth` loops, each inside the last.
    fn nested(depth: usize) -> Block {
        (0..depth).fold(block("inner", vec![]), |inner, i| {
            let axis = LoopAxis {
                name: format!("i{i}"),
                lb: 0,
                ub: 2,
                stride: 1,
                extra: Map::new(),
            };
            block(
                "b",
                vec![BlockItem::Loop(Loop {
                    axis,
                    blocks: vec![inner],
                    extra: Map::new(),
                })],
            )
        })
    }

    fn document_with(blocks: Vec<Block>, function_extra: Map<String, Value>) -> Document {
        Document {
            arch: "gen3".into(),
            version: 2,
            neuron_core_id: Member::Value(0),
            attributes_extra: Map::new(),
            functions: vec![Function {
                name: "sg0000".into(),
                attributes: vec![],
                allocations: vec![],
                blocks,
                extra: function_extra,
            }],
            extra: Map::new(),
        }
    }

    fn written(document: &Document) -> io::Result<String> {
        let mut bytes = Vec::new();
        write_bir_json_to(document, &mut bytes)?;
        Ok(String::from_utf8(bytes).unwrap_or_default())
    }

    #[test]
    fn an_extra_member_replaces_the_written_one_in_key_order() {
        let extra: Map<String, Value> =
            serde_json::from_str(r#"{"blocks": 7, "aardvark": true, "zebra": null}"#).unwrap();
        let text = written(&document_with(vec![nested(2)], extra)).unwrap();
        let expected = r#"{
  "arch": "gen3",
  "attributes": {
    "neuron_core_id": 0
  },
  "functions": [
    {
      "aardvark": true,
      "allocations": [],
      "attributes": [],
      "blocks": 7,
      "name": "sg0000",
      "zebra": null
    }
  ],
  "version": 2
}
"#;
        assert_eq!(text, expected);
    }

    #[test]
    fn nesting_deeper_than_the_reader_accepts_is_refused() {
        // The document, its functions, a function, its blocks, a block and
        // its instructions: 6 levels; each loop adds four (the loop, its
        // blocks, a block, its instructions). 30 loops: 126 levels.
        let error = written(&document_with(vec![nested(31)], Map::new())).unwrap_err();
        assert!(
            error.to_string().contains("deeper than 127 levels"),
            "{error}"
        );
        let fits = written(&document_with(vec![nested(30)], Map::new())).unwrap();
        assert!(super::super::read_bir_json(&fits).is_ok());
        // What an extra member replaces is not written, so not refused.
        let extra: Map<String, Value> = serde_json::from_str(r#"{"blocks": []}"#).unwrap();
        assert!(written(&document_with(vec![nested(31)], extra)).is_ok());
    }
}
