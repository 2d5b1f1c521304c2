//! Property tests of the BIR JSON reader and writer on random valid documents.
//!
//! Documents are built from the model: allocations and memory locations with
//! every enum value, blocks holding instructions and loops (nested a few
//! levels), instructions of every opcode in the table with their members
//! generated from the member types (optional ones absent, `null` or set),
//! every argument kind, and unknown members (docs/bir-json-format.md, G1) at every level.
//!
//! Properties: a written document reads back equal and re-writes to the same
//! text; every truncation of it is a syntax error with a line and column; a
//! flipped byte is an error or a document that itself round-trips, never a
//! panic.

use nki_formats::bir_json::{
    opcodes::{self, MemberType, OPCODES},
    read_bir_json, write_bir_json, Allocation, Argument, BirJsonError, Block, BlockItem, Document,
    Float, Function, Instruction, Loop, LoopAxis, Member, MemoryLocation,
};
use proptest::{collection::vec, prelude::*, sample::select};
use serde_json::{Map, Value};

fn name() -> impl Strategy<Value = String> {
    "(?s).{0,6}"
}

fn member<T: std::fmt::Debug + Clone + 'static>(
    value: impl Strategy<Value = T> + 'static,
) -> impl Strategy<Value = Member<T>> {
    prop_oneof![
        Just(Member::Absent),
        Just(Member::Null),
        value.prop_map(Member::Value)
    ]
}

/// A finite float or one of the non-finite spellings' values (NaN is left
/// out: it is never equal to itself, so equality could not check it).
fn float() -> impl Strategy<Value = f64> {
    prop_oneof![
        8 => any::<f64>().prop_filter("finite", |f| f.is_finite()),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NEG_INFINITY),
        1 => (-1000i32..1000).prop_map(f64::from),
    ]
}

/// Small JSON values for unknown members and opaque opcode members.
fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        float()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        name().prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..3).prop_map(Value::Array),
            vec(("x_[a-z]{1,3}", inner), 0..3)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// Unknown members: keys no level of the model knows.
fn extra() -> impl Strategy<Value = Map<String, Value>> {
    prop_oneof![
        3 => Just(Map::new()),
        1 => vec(("x_[a-z]{1,4}", json()), 1..3).prop_map(|kv| kv.into_iter().collect()),
    ]
}

fn member_value(ty: &'static MemberType) -> BoxedStrategy<Value> {
    match ty {
        MemberType::Nat => any::<u64>().prop_map(Value::from).boxed(),
        MemberType::Int => any::<i64>().prop_map(Value::from).boxed(),
        MemberType::Float => prop_oneof![
            float()
                .prop_filter("finite", |f| f.is_finite())
                .prop_map(Value::from),
            select(vec!["nan", "inf", "-inf"]).prop_map(|s| Value::String(s.into())),
        ]
        .boxed(),
        MemberType::Bool => any::<bool>().prop_map(Value::Bool).boxed(),
        MemberType::Str => name().prop_map(Value::String).boxed(),
        MemberType::Enum(words) => select(words.to_vec())
            .prop_map(|w| Value::String(w.into()))
            .boxed(),
        MemberType::List(item) => vec(member_value(item), 0..3).prop_map(Value::Array).boxed(),
        MemberType::Tuple(items) => items
            .iter()
            .map(member_value)
            .collect::<Vec<_>>()
            .prop_map(Value::Array)
            .boxed(),
        MemberType::Opaque => json().boxed(),
    }
}

fn pattern() -> impl Strategy<Value = Vec<Vec<i64>>> {
    vec(vec(any::<i64>(), 2), 0..3)
}

fn argument() -> impl Strategy<Value = Argument> {
    prop_oneof![
        (pattern(), name(), any::<u64>(), name(), name(), extra()).prop_map(
            |(ap, dtype, offset, memsetref, memref, extra)| Argument::PhysicalAp {
                ap,
                dtype,
                offset,
                memsetref,
                memref,
                extra
            }
        ),
        (pattern(), name(), name(), name(), name(), extra()).prop_map(
            |(ap, dtype, memsetref, reg_ap_offset, regref, extra)| Argument::RegisterAp {
                ap,
                dtype,
                memsetref,
                reg_ap_offset,
                regref,
                extra
            }
        ),
        (name(), name(), extra()).prop_map(|(dtype, regref, extra)| Argument::RegisterAccess {
            dtype,
            regref,
            extra
        }),
        (name(), float(), extra()).prop_map(|(dtype, value, extra)| Argument::ImmValue {
            dtype,
            value: Float(value),
            extra
        }),
        (name(), vec(float(), 0..3), extra()).prop_map(|(dtype, values, extra)| {
            Argument::ImmArray {
                dtype,
                value_array: values.into_iter().map(Float).collect(),
                extra,
            }
        }),
        (select(vec!["symbolic_ap", "symbolic_imm_value"]), extra()).prop_map(|(kind, members)| {
            Argument::Symbolic {
                kind: kind.into(),
                members,
            }
        }),
    ]
}

fn instruction() -> impl Strategy<Value = Instruction> {
    let rows: Vec<&'static opcodes::Opcode> = OPCODES.iter().collect();
    select(rows).prop_flat_map(|row| {
        let members: Vec<BoxedStrategy<Option<(String, Value)>>> = row
            .members
            .iter()
            .map(|m| {
                let key = m.name.to_owned();
                let value = member_value(&m.ty);
                if m.optional {
                    let k2 = key.clone();
                    prop_oneof![
                        Just(None),
                        Just(Some((key, Value::Null))),
                        value.prop_map(move |v| Some((k2.clone(), v))),
                    ]
                    .boxed()
                } else {
                    value.prop_map(move |v| Some((key.clone(), v))).boxed()
                }
            })
            .collect();
        (
            name(),
            select(opcodes::ENGINE.to_vec()),
            vec(argument(), 0..3),
            vec(argument(), 0..2),
            members,
            extra(),
        )
            .prop_map(move |(name, engine, ins, outs, members, mut extra)| {
                extra.extend(members.into_iter().flatten());
                Instruction {
                    opcode: row.opcode.into(),
                    name,
                    engine: engine.into(),
                    ins,
                    outs,
                    members: extra,
                }
            })
    })
}

fn block() -> impl Strategy<Value = Block> {
    let leaf = (name(), vec(instruction(), 0..3), extra()).prop_map(|(name, items, extra)| Block {
        name,
        instructions: items.into_iter().map(BlockItem::Instruction).collect(),
        extra,
    });
    leaf.prop_recursive(3, 24, 3, |inner| {
        let looped = (
            (name(), any::<u64>(), any::<u64>(), any::<u64>(), extra()),
            vec(inner, 0..2),
            extra(),
        )
            .prop_map(|((name, lb, ub, stride, axis_extra), blocks, extra)| {
                BlockItem::Loop(Loop {
                    axis: LoopAxis {
                        name,
                        lb,
                        ub,
                        stride,
                        extra: axis_extra,
                    },
                    blocks,
                    extra,
                })
            });
        let item = prop_oneof![instruction().prop_map(BlockItem::Instruction), looped];
        (name(), vec(item, 0..3), extra()).prop_map(|(name, instructions, extra)| Block {
            name,
            instructions,
            extra,
        })
    })
}

fn memory_location() -> impl Strategy<Value = MemoryLocation> {
    (
        (
            select(opcodes::STORAGEKIND.to_vec()),
            name(),
            select(opcodes::MEMORYTYPE.to_vec()),
            any::<u64>(),
            vec(any::<u64>(), 0..3),
        ),
        (
            any::<u64>(),
            any::<u64>(),
            any::<bool>(),
            any::<bool>(),
            member(any::<u64>()),
            extra(),
        ),
    )
        .prop_map(
            |((skind, name, ty, addr, dims), (bank, base, allocated, pinned, tensor_id, extra))| {
                MemoryLocation {
                    skind: skind.into(),
                    name,
                    r#type: ty.into(),
                    addr,
                    dims,
                    bank,
                    base,
                    allocated,
                    pinned,
                    tensor_id,
                    extra,
                }
            },
        )
}

fn allocation() -> impl Strategy<Value = Allocation> {
    (
        (
            select(opcodes::STORAGEKIND.to_vec()),
            member(select(opcodes::ADDRSPACE.to_vec()).prop_map(String::from)),
            member(name()),
            member(any::<u64>()),
            vec(any::<u64>(), 0..3),
            name(),
            name(),
        ),
        (
            any::<[bool; 3]>(),
            select(opcodes::TENSORKIND.to_vec()),
            select(opcodes::TENSORCLASS.to_vec()),
            vec(memory_location(), 0..3),
            any::<u64>(),
            extra(),
        ),
    )
        .prop_map(
            |(
                (skind, addr_space, dtype, partition_dim, tensor_shape, name, file),
                ([no_spill, volatile, r#virtual], kind, class, memorylocations, size, extra),
            )| Allocation {
                skind: skind.into(),
                addr_space,
                dtype,
                partition_dim,
                tensor_shape,
                name,
                file,
                no_spill,
                volatile,
                r#virtual,
                kind: kind.into(),
                tensor_class: class.into(),
                memorylocations,
                tensor_id_to_mem_loc_size: size,
                extra,
            },
        )
}

fn function() -> impl Strategy<Value = Function> {
    (
        name(),
        vec(name(), 0..3),
        vec(allocation(), 0..3),
        vec(block(), 0..3),
        extra(),
    )
        .prop_map(|(name, attributes, allocations, blocks, extra)| Function {
            name,
            attributes,
            allocations,
            blocks,
            extra,
        })
}

fn document() -> impl Strategy<Value = Document> {
    (
        name(),
        any::<u64>(),
        member(any::<u64>()),
        extra(),
        vec(function(), 0..3),
        extra(),
    )
        .prop_map(
            |(arch, version, neuron_core_id, attributes_extra, functions, extra)| Document {
                arch,
                version,
                neuron_core_id,
                attributes_extra,
                functions,
                extra,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn written_documents_read_back_exactly(doc in document()) {
        let text = write_bir_json(&doc);
        let read = read_bir_json(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&read, &doc);
        prop_assert_eq!(write_bir_json(&read), text);
    }

    /// The streamed text is serde_json's pretty printing of the document as
    /// one value: reprinting what it reads gives the same bytes (keys sorted,
    /// none twice, the same indentation, numbers and escapes).
    #[test]
    fn written_text_is_serde_jsons_pretty_printing(doc in document()) {
        let text = write_bir_json(&doc);
        let value: Value = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let reprinted = serde_json::to_string_pretty(&value).unwrap_or_default() + "\n";
        prop_assert_eq!(reprinted, text);
    }

    #[test]
    fn every_truncation_is_an_error(doc in document()) {
        let text = write_bir_json(&doc);
        // The text without its final newline is still the whole document.
        let whole = text.trim_end().len();
        let cuts: Vec<usize> = (0..whole).filter(|&i| text.is_char_boundary(i)).collect();
        let step = cuts.len().div_ceil(512).max(1);
        for &n in cuts.iter().step_by(step) {
            match read_bir_json(&text[..n]) {
                Err(BirJsonError::Syntax { line, .. }) => prop_assert!(line >= 1),
                other => prop_assert!(false, "a {n}-byte prefix gave {other:?}"),
            }
        }
    }

    #[test]
    fn flipped_bytes_never_panic(
        doc in document(),
        flips in vec((any::<prop::sample::Index>(), 1u8..=255), 1..4),
    ) {
        let mut bytes = write_bir_json(&doc).into_bytes();
        for (at, mask) in &flips {
            let i = at.index(bytes.len());
            bytes[i] ^= mask;
        }
        let Ok(text) = std::str::from_utf8(&bytes) else {
            return Ok(());
        };
        if let Ok(other) = read_bir_json(text) {
            let written = write_bir_json(&other);
            let again = read_bir_json(&written).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(write_bir_json(&again), written);
        }
    }
}
