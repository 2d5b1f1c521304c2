//! The discardable `bir.*` attributes: the document members of a BIR module
//! and the accumulation-group annotations of matmuls.

use super::*;

// ---------------------------------------------------------------------------
// Module attributes

/// Verifies a discardable `bir.*` attribute named `name` on `op`: the
/// document members of a BIR module (`bir.arch`, `bir.version`,
/// `bir.neuron_core_id`) and its JSON bookkeeping (`bir.json_nulls`,
/// `bir.unknown_members`); on a matmul, the accumulation-group annotations
/// of `legalize-matmul-accumulation-groups`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: Attribute<'_>,
) -> Result<(), VerifyError> {
    let known = [
        "bir.arch",
        "bir.version",
        "bir.neuron_core_id",
        "bir.json_nulls",
        "bir.unknown_members",
        "bir.attributes_unknown_members",
        "bir.kernel_library",
    ];
    // Several cores' functions of one document share a name (docs/bir-json-format.md, G15);
    // the importer gives them unique symbols and keeps the JSON name here.
    if name == "bir.json_name" {
        if op_name(op) != "bir.func" {
            return err("'bir.json_name' is only valid on a bir.func".to_owned());
        }
        if nki::ffi::string_attr_value(value).is_none() {
            return err(format!("'bir.json_name' must be a string, got {value}"));
        }
        return Ok(());
    }
    if name == "bir.accumulation_group" || name == "bir.bank_window" {
        return verify_accumulation_annotation(op, name, value);
    }
    if !known.contains(&name) {
        return err(format!("unknown bir module attribute '{name}'"));
    }
    if op_name(op) != "builtin.module" {
        return err(format!("'{name}' is only valid on a builtin.module"));
    }
    match name {
        "bir.arch" | "bir.kernel_library" => {
            if nki::ffi::string_attr_value(value).is_none() {
                return err(format!("'{name}' must be a string, got {value}"));
            }
        }
        "bir.version" => {
            if IntegerAttribute::try_from(value).is_err() || BoolAttribute::try_from(value).is_ok()
            {
                return err(format!("'bir.version' must be an integer, got {value}"));
            }
        }
        "bir.neuron_core_id" => {
            let id = IntegerAttribute::try_from(value)
                .ok()
                .filter(|_| BoolAttribute::try_from(value).is_err());
            match id {
                None => {
                    return err(format!(
                        "'bir.neuron_core_id' must be an integer, got {value}"
                    ))
                }
                Some(id) if id.value() < 0 => {
                    return err(format!(
                        "'bir.neuron_core_id' must be non-negative, got {}",
                        id.value()
                    ))
                }
                _ => {}
            }
        }
        "bir.json_nulls" => {
            if let Ok(array) = ArrayAttribute::try_from(value) {
                for i in 0..array.len() {
                    let member = array
                        .element(i)
                        .ok()
                        .and_then(nki::ffi::string_attr_value)
                        .unwrap_or_default();
                    if !member.is_empty() && op.attribute(&format!("bir.{member}")).is_ok() {
                        return err(format!(
                            "member '{member}' is listed in 'bir.json_nulls' but 'bir.{member}' \
                             is also set"
                        ));
                    }
                }
            }
            let ok = ArrayAttribute::try_from(value)
                .map(|a| {
                    (0..a.len()).all(|i| {
                        a.element(i)
                            .ok()
                            .and_then(nki::ffi::string_attr_value)
                            .is_some()
                    })
                })
                .unwrap_or(false);
            if !ok {
                return err("'bir.json_nulls' must be an array of strings");
            }
        }
        _ => {
            if attrs::json_text(value).is_none() {
                return err(format!("'{name}' must be a #bir.json attribute"));
            }
        }
    }
    Ok(())
}

/// The annotations `legalize-matmul-accumulation-groups` leaves on a matmul:
/// `bir.accumulation_group` (the group id, ≥ 0) and `bir.bank_window`
/// (first bank, size: an aligned power-of-two run of PSUM banks).
fn verify_accumulation_annotation(
    op: &OpView<'_, '_>,
    name: &str,
    value: Attribute<'_>,
) -> Result<(), VerifyError> {
    const MATMULS: [&str; 4] = [
        "bir.matmult",
        "bir.matmult_base",
        "bir.matmult_sparse",
        "bir.matmult_symbolic",
    ];
    if !MATMULS.contains(&op_name(op)) {
        return err(format!("'{name}' is only valid on a matmul"));
    }
    if name == "bir.accumulation_group" {
        let id = IntegerAttribute::try_from(value)
            .ok()
            .filter(|_| BoolAttribute::try_from(value).is_err());
        return match id {
            None => err(format!(
                "'bir.accumulation_group' must be an integer, got {value}"
            )),
            Some(id) if id.value() < 0 => err(format!(
                "'bir.accumulation_group' must be non-negative, got {}",
                id.value()
            )),
            _ => Ok(()),
        };
    }
    let Some([first, size]) = i64_array(value).and_then(|v| <[i64; 2]>::try_from(v).ok()) else {
        return err(format!(
            "'bir.bank_window' must be array<i64: first, size>, got {value}"
        ));
    };
    if size <= 0 || size & (size - 1) != 0 {
        return err(format!(
            "'bir.bank_window' size must be a power of two, got {size}"
        ));
    }
    if first < 0 || first % size != 0 {
        return err(format!(
            "'bir.bank_window' must start at a multiple of its size {size}, got {first}"
        ));
    }
    Ok(())
}
