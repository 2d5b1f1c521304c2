//! `auto_cast`: a library kernel is compiled for its inputs' dtypes; with
//! `auto_cast` on, a source of another dtype is converted on the way in.
//! The conversion is written into the kernel's model before it is built: the
//! formal `a` becomes an internal DRAM tensor, a new formal `a.uncast` of the
//! source's dtype takes its place, and a `DMACopy` (`a.auto_cast`, a
//! converting copy) opens the kernel's first block. So the inliner binds
//! `a.uncast` to the caller's source like any formal, and the cast happens
//! first in the kernel's body.

use nki_formats::bir_json::enums::{CopyMode, Engine};
use nki_formats::bir_json::{inst, Argument, BlockItem, Function, Instruction, Member};
use nki_formats::klr::Dtype;
use serde_json::Map;

/// Bytes of one element of a BIR dtype, for the uncast formal's dims
/// (from the dtype table); `None` for an unknown name or a packed `_x4`
/// format, which a converting copy does not read.
fn dtype_bytes(dtype: &str) -> Option<u64> {
    Dtype::from_name(dtype)
        .filter(|d| d.group() == 1)
        .map(Dtype::size_bytes)
}

/// The name the source binds to after the formal `formal` is cast.
pub(crate) fn uncast_name(formal: &str) -> String {
    format!("{formal}.uncast")
}

/// Rewrites input `formal` of `function` to take `source_dtype` and convert
/// it to its own dtype first. `Err` says why it cannot.
pub(crate) fn cast_input(
    function: &mut Function,
    formal: &str,
    source_dtype: &str,
) -> Result<(), String> {
    let source_bytes = dtype_bytes(source_dtype)
        .ok_or_else(|| format!("cannot convert from dtype '{source_dtype}'"))?;
    let index = function
        .allocations
        .iter()
        .position(|a| a.memorylocations.iter().any(|m| m.name == formal))
        .ok_or_else(|| format!("the kernel has no input '{formal}'"))?;
    let original = &mut function.allocations[index];
    let shape = original.tensor_shape.clone();
    let own_dtype = original
        .dtype
        .as_option()
        .cloned()
        .ok_or_else(|| format!("the kernel's input '{formal}' has no dtype to convert to"))?;
    let mut uncast = original.clone();
    original.kind = "Internal".into();
    for location in &mut original.memorylocations {
        location.r#type = "DRAM".into();
    }
    let uncast_name = uncast_name(formal);
    uncast.name = format!("{uncast_name}_set");
    uncast.dtype = Member::Value(source_dtype.to_owned());
    for location in &mut uncast.memorylocations {
        location.name = uncast_name.clone();
        let elements: u64 = shape.iter().skip(1).product();
        location.dims = vec![shape.first().copied().unwrap_or(1), elements * source_bytes];
    }
    function.allocations.insert(index, uncast);
    let partitions = shape.first().copied().unwrap_or(1) as i64;
    let free: i64 = shape.iter().skip(1).product::<u64>() as i64;
    let whole = |name: &str, dtype: &str| Argument::PhysicalAp {
        ap: vec![vec![free, partitions], vec![1, free]],
        dtype: dtype.to_owned(),
        offset: 0,
        memsetref: format!("{name}_set"),
        memref: name.to_owned(),
        extra: Map::new(),
    };
    let copy = Instruction::typed(
        inst::DMACopy::new(CopyMode::Copy).oob_is_err(true),
        format!("{formal}.auto_cast"),
        Some(Engine::Dma),
        vec![whole(&uncast_name, source_dtype)],
        vec![whole(formal, &own_dtype)],
    );
    let block = function
        .blocks
        .first_mut()
        .ok_or_else(|| "the kernel has no block".to_owned())?;
    block.instructions.insert(0, BlockItem::Instruction(copy));
    Ok(())
}

/// The dtype of input `formal` of `function`.
pub(crate) fn formal_dtype(function: &Function, formal: &str) -> Option<String> {
    function
        .allocations
        .iter()
        .find(|a| a.memorylocations.iter().any(|m| m.name == formal))
        .and_then(|a| a.dtype.as_option().cloned())
}
