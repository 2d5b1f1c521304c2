//! Small walks over MLIR ops that the converters and passes share.

use melior::ir::{
    attribute::DictionaryAttribute, operation::OperationLike, BlockLike, OperationRef, RegionLike,
};

/// The ops of an op's first region's first block, in order (our container
/// ops have one single-block region).
pub fn children<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    child_ops(op).collect()
}

/// [`children`] one at a time, for walks that need not hold them all.
pub fn child_ops<'c, 'a>(op: &OperationRef<'c, 'a>) -> impl Iterator<Item = OperationRef<'c, 'a>> {
    let mut next = op
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .and_then(|block| block.first_operation());
    std::iter::from_fn(move || {
        let op = next?;
        next = op.next_in_block();
        Some(op)
    })
}

/// The ops of every block of every region of `op`, in order.
pub fn ops_in_regions<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                next = inner.next_in_block();
                out.push(inner);
            }
            block = b.next_in_region();
        }
    }
    out
}

/// Every op nested in `op`'s regions (not `op` itself), in pre-order.
pub fn nested_ops<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    collect_nested(op, &mut out);
    out
}

fn collect_nested<'c, 'a>(op: &OperationRef<'c, 'a>, out: &mut Vec<OperationRef<'c, 'a>>) {
    for inner in ops_in_regions(op) {
        out.push(inner);
        collect_nested(&inner, out);
    }
}

/// An op's full name (`bir.func`).
pub fn op_name<'c>(op: &OperationRef<'c, '_>) -> &'c str {
    nki::ffi::op_name(op)
}

/// A string → string dictionary attribute of `op` (`func_args`,
/// `func_outs`), in key order; `None` if absent or holding anything else.
pub fn string_map(op: &OperationRef<'_, '_>, name: &str) -> Option<Vec<(String, String)>> {
    let dictionary = DictionaryAttribute::try_from(op.attribute(name).ok()?).ok()?;
    (0..dictionary.len())
        .map(|i| {
            let (key, value) = dictionary.element(i).ok()?;
            let key = key.as_string_ref().as_str().ok()?.to_owned();
            Some((key, nki::ffi::string_attr_value(value)?))
        })
        .collect()
}
