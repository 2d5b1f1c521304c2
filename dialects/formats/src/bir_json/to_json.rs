//! A document's pieces as JSON values (the writer, write.rs, streams them).

use super::*;
use serde_json::{Map, Value};

pub(super) fn put<T>(
    map: &mut Map<String, Value>,
    key: &str,
    member: &Member<T>,
    f: impl FnOnce(&T) -> Value,
) {
    match member {
        Member::Absent => {}
        Member::Null => {
            map.insert(key.into(), Value::Null);
        }
        Member::Value(v) => {
            map.insert(key.into(), f(v));
        }
    }
}

pub(super) fn with_extra(mut map: Map<String, Value>, extra: &Map<String, Value>) -> Value {
    for (k, v) in extra {
        map.insert(k.clone(), v.clone());
    }
    Value::Object(map)
}

// Takes `&String` because `put` hands out `&T` of a `Member<String>`.
#[allow(clippy::ptr_arg)]
pub(super) fn s(v: &String) -> Value {
    Value::String(v.clone())
}

pub(super) fn n(v: &u64) -> Value {
    Value::from(*v)
}

fn b(v: &bool) -> Value {
    Value::Bool(*v)
}

fn nats(v: &[u64]) -> Value {
    Value::Array(v.iter().map(n).collect())
}

fn ap(v: &[Vec<i64>]) -> Value {
    Value::Array(
        v.iter()
            .map(|pair| Value::Array(pair.iter().map(|x| Value::from(*x)).collect()))
            .collect(),
    )
}

pub(super) fn allocation_to_json(a: &Allocation) -> Value {
    let mut map = Map::new();
    map.insert("Skind".into(), s(&a.skind));
    put(&mut map, "addr_space", &a.addr_space, s);
    put(&mut map, "dtype", &a.dtype, s);
    put(&mut map, "partition_dim", &a.partition_dim, n);
    map.insert("tensor_shape".into(), nats(&a.tensor_shape));
    map.insert("name".into(), s(&a.name));
    map.insert("file".into(), s(&a.file));
    map.insert("no_spill".into(), b(&a.no_spill));
    map.insert("volatile".into(), b(&a.volatile));
    map.insert("virtual".into(), b(&a.r#virtual));
    map.insert("kind".into(), s(&a.kind));
    map.insert("tensor_class".into(), s(&a.tensor_class));
    map.insert(
        "memorylocations".into(),
        Value::Array(
            a.memorylocations
                .iter()
                .map(memory_location_to_json)
                .collect(),
        ),
    );
    map.insert(
        "tensorId2MemLocSize".into(),
        n(&a.tensor_id_to_mem_loc_size),
    );
    with_extra(map, &a.extra)
}

fn memory_location_to_json(m: &MemoryLocation) -> Value {
    let mut map = Map::new();
    map.insert("Skind".into(), s(&m.skind));
    map.insert("name".into(), s(&m.name));
    map.insert("type".into(), s(&m.r#type));
    map.insert("addr".into(), n(&m.addr));
    map.insert("dims".into(), nats(&m.dims));
    map.insert("bank".into(), n(&m.bank));
    map.insert("base".into(), n(&m.base));
    map.insert("allocated".into(), b(&m.allocated));
    map.insert("pinned".into(), b(&m.pinned));
    put(&mut map, "tensor_id", &m.tensor_id, n);
    with_extra(map, &m.extra)
}

pub(super) fn instruction_to_json(i: &Instruction) -> Value {
    let mut map = Map::new();
    map.insert("opcode".into(), s(&i.opcode));
    map.insert("name".into(), s(&i.name));
    map.insert("engine".into(), s(&i.engine));
    map.insert(
        "ins".into(),
        Value::Array(i.ins.iter().map(argument_to_json).collect()),
    );
    map.insert(
        "outs".into(),
        Value::Array(i.outs.iter().map(argument_to_json).collect()),
    );
    with_extra(map, &i.members)
}

fn argument_to_json(a: &Argument) -> Value {
    let mut map = Map::new();
    let extra = match a {
        Argument::PhysicalAp {
            ap: pattern,
            dtype,
            offset,
            memsetref,
            memref,
            extra,
        } => {
            map.insert("kind".into(), Value::String("physical_ap".into()));
            map.insert("ap".into(), ap(pattern));
            map.insert("dtype".into(), s(dtype));
            map.insert("offset".into(), n(offset));
            map.insert("memsetref".into(), s(memsetref));
            map.insert("memref".into(), s(memref));
            extra
        }
        Argument::RegisterAp {
            ap: pattern,
            dtype,
            memsetref,
            reg_ap_offset,
            regref,
            extra,
        } => {
            map.insert("kind".into(), Value::String("register_ap".into()));
            map.insert("ap".into(), ap(pattern));
            map.insert("dtype".into(), s(dtype));
            map.insert("memsetref".into(), s(memsetref));
            map.insert("reg_ap_offset".into(), s(reg_ap_offset));
            map.insert("regref".into(), s(regref));
            extra
        }
        Argument::RegisterAccess {
            dtype,
            regref,
            extra,
        } => {
            map.insert("kind".into(), Value::String("register_access".into()));
            map.insert("dtype".into(), s(dtype));
            map.insert("regref".into(), s(regref));
            extra
        }
        Argument::ImmValue {
            dtype,
            value,
            extra,
        } => {
            map.insert("kind".into(), Value::String("imm_value".into()));
            map.insert("dtype".into(), s(dtype));
            map.insert("value".into(), value.to_json());
            extra
        }
        Argument::ImmArray {
            dtype,
            value_array,
            extra,
        } => {
            map.insert("kind".into(), Value::String("imm_array".into()));
            map.insert("dtype".into(), s(dtype));
            map.insert(
                "value_array".into(),
                Value::Array(value_array.iter().map(|f| f.to_json()).collect()),
            );
            extra
        }
        Argument::Symbolic { kind, members } => {
            map.insert("kind".into(), s(kind));
            members
        }
    };
    with_extra(map, extra)
}
