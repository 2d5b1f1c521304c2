//! Implicit broadcasts made explicit. NKI broadcasts an elementwise operand
//! over the free dimensions (`nl.subtract(t, mx)` with `t` [128, 256] and `mx`
//! [128, 1]) and the front end leaves that implicit: the operand's access
//! covers fewer elements than the result's. An engine walks every operand
//! with the same element count, so the broadcast is written into the
//! operand's access pattern: the result's free pairs, with step 0 where the
//! operand's dimension is 1 (NumPy's rule, dimensions aligned from the
//! right). Partitions do not broadcast: each partition is its own lane.

use nki_formats::bir_json::Argument;

/// The elements an access pattern covers (the product of its counts).
pub(crate) fn elements(ap: &[Vec<i64>]) -> i64 {
    ap.iter()
        .map(|pair| pair.get(1).copied().unwrap_or(1))
        .product()
}

/// Rewrites `operand` to cover `result`'s elements when it covers fewer by an
/// implicit broadcast; an operand that cannot be broadcast to the result is
/// an error saying both shapes. Non-tensor operands (immediates, registers)
/// are left alone.
pub(crate) fn broadcast_to(operand: &mut Argument, result: &Argument) -> Result<(), String> {
    let (
        Argument::PhysicalAp { ap, memref, .. },
        Argument::PhysicalAp {
            ap: target,
            memref: target_name,
            ..
        },
    ) = (operand, result)
    else {
        return Ok(());
    };
    if elements(ap) == elements(target) {
        return Ok(());
    }
    let mismatch = || {
        format!(
            "operand '{memref}' ({}) does not broadcast to the result '{target_name}' ({})",
            shape(ap),
            shape(target)
        )
    };
    let (Some(partitions), Some(target_partitions)) = (ap.first(), target.first()) else {
        return Err(mismatch());
    };
    if partitions.get(1) != target_partitions.get(1) {
        return Err(mismatch());
    }
    // Free pairs, right-aligned; leading pairs of count 1 may be dropped.
    let mut free: Vec<Vec<i64>> = ap[1..].to_vec();
    let target_free = &target[1..];
    while free.len() > target_free.len() && free.first().and_then(|p| p.get(1)) == Some(&1) {
        free.remove(0);
    }
    if free.len() > target_free.len() {
        return Err(mismatch());
    }
    let padding = target_free.len() - free.len();
    let mut broadcast = vec![partitions.clone()];
    for (i, want) in target_free.iter().enumerate() {
        let count = want.get(1).copied().unwrap_or(1);
        let pair = match i.checked_sub(padding).map(|j| &free[j]) {
            Some(have) if have.get(1) == Some(&count) => have.clone(),
            Some(have) if have.get(1) == Some(&1) => vec![0, count],
            None => vec![0, count],
            Some(_) => return Err(mismatch()),
        };
        broadcast.push(pair);
    }
    *ap = broadcast;
    Ok(())
}

/// `[128 x 256]`: the counts of an access pattern.
fn shape(ap: &[Vec<i64>]) -> String {
    let counts: Vec<String> = ap
        .iter()
        .map(|pair| pair.get(1).copied().unwrap_or(1).to_string())
        .collect();
    format!("[{}]", counts.join(" x "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Map;

    fn arg(name: &str, ap: Vec<Vec<i64>>) -> Argument {
        Argument::PhysicalAp {
            ap,
            dtype: "float32".into(),
            offset: 0,
            memsetref: format!("{name}_set"),
            memref: name.into(),
            extra: Map::new(),
        }
    }

    fn ap_of(a: &Argument) -> &Vec<Vec<i64>> {
        match a {
            Argument::PhysicalAp { ap, .. } => ap,
            _ => unreachable!(),
        }
    }

    #[test]
    fn a_column_broadcasts_along_the_row() {
        let result = arg("t", vec![vec![256, 128], vec![1, 256]]);
        let mut column = arg("mx", vec![vec![1, 128], vec![1, 1]]);
        broadcast_to(&mut column, &result).unwrap();
        assert_eq!(ap_of(&column), &vec![vec![1, 128], vec![0, 256]]);
    }

    #[test]
    fn missing_leading_dimensions_broadcast_and_matching_ones_keep_their_step() {
        let result = arg("t", vec![vec![512, 128], vec![64, 8], vec![1, 64]]);
        let mut row = arg("r", vec![vec![64, 128], vec![1, 64]]);
        broadcast_to(&mut row, &result).unwrap();
        assert_eq!(ap_of(&row), &vec![vec![64, 128], vec![0, 8], vec![1, 64]]);
    }

    #[test]
    fn equal_counts_are_left_alone() {
        let result = arg("t", vec![vec![256, 128], vec![1, 256]]);
        let mut other = arg("u", vec![vec![512, 128], vec![2, 256]]);
        broadcast_to(&mut other, &result).unwrap();
        assert_eq!(ap_of(&other), &vec![vec![512, 128], vec![2, 256]]);
    }

    #[test]
    fn partitions_and_mismatched_dimensions_do_not_broadcast() {
        let result = arg("t", vec![vec![256, 128], vec![1, 256]]);
        let mut one_partition = arg("p", vec![vec![256, 1], vec![1, 256]]);
        assert!(broadcast_to(&mut one_partition, &result).is_err());
        let mut half = arg("h", vec![vec![128, 128], vec![1, 128]]);
        let e = broadcast_to(&mut half, &result).unwrap_err();
        assert_eq!(
            e,
            "operand 'h' ([128 x 128]) does not broadcast to the result 't' ([128 x 256])"
        );
    }
}
