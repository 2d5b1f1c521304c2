//! The elementwise engine instructions (TensorCopy, Reciprocal,
//! TensorTensor, TensorScalar, TensorScalarPtr, Activation): each resolves
//! its operation once and runs it over whole chunks of the destination
//! (`stream`). Engines read operands as fp32, compute in fp32 and round to
//! the destination's dtype on write.

use crate::{
    accumulators,
    activation::activation_fn,
    alu::{alu_op, Alu},
    exec::Exec,
    ops::{check_acc, dst, input},
    stream::{stream, Source},
    Error,
};
use nki_formats::bir_json::accumulator::{Start, Use};
use nki_formats::bir_json::decoded::{
    ActivationMembers, Op, TensorScalarMembers, TensorScalarPtrMembers, TensorTensorMembers,
};
use nki_formats::bir_json::enums::AluOp;
use nki_formats::bir_json::Instruction;

type Done = Result<(), Error>;

/// The operand `ins[i]` broadcast to the destination, or `absent` (an
/// immediate) when there is no `ins[i]`.
fn source(
    x: &Exec,
    inst: &Instruction,
    i: usize,
    dst: &crate::ap::Ap,
    role: &str,
    absent: Option<f32>,
) -> Result<Source, Error> {
    match (inst.ins.get(i), absent) {
        (None, Some(v)) => Ok(Source::Const(v)),
        _ => {
            let op = input(x, inst, i)?;
            Source::new(x, &op, dst, role)
        }
    }
}

/// `acc = acc op operand` (`operand op acc` reversed), the operand an
/// immediate (`constant`) or the chunk's values.
fn combine(k: &Alu, acc: &mut [f32], constant: Option<f32>, values: &[f32], reverse: bool) {
    match constant {
        Some(c) => (k.scalar)(acc, c, reverse),
        None => (k.zip)(acc, values, reverse),
    }
}

/// A one-input elementwise instruction: `f` over the source's values.
pub fn map(x: &mut Exec, inst: &Instruction, f: fn(&mut [f32])) -> Done {
    let dst = dst(x, inst)?;
    let src = source(x, inst, 0, &dst, "the source", None)?;
    stream(x, &dst, &mut [src], false, |acc, _| f(acc))
}

/// `a op b`.
pub fn tensor_tensor(x: &mut Exec, inst: &Instruction, m: &TensorTensorMembers) -> Done {
    check_acc(m.acc_or_default())?;
    let dst = dst(x, inst)?;
    let a = source(x, inst, 0, &dst, "the first source", None)?;
    let b = source(x, inst, 1, &dst, "the second source", None)?;
    let k = alu_op(m.op);
    let c = b.constant();
    stream(x, &dst, &mut [a, b], false, |acc, [b, _]| {
        combine(&k, acc, c, b, false)
    })
}

/// `(src op0 const0) op1 const1`; `reverse0/1` swap an operation's operands.
pub fn tensor_scalar(x: &mut Exec, inst: &Instruction, m: &TensorScalarMembers) -> Done {
    let dst = dst(x, inst)?;
    let src = source(x, inst, 0, &dst, "the source", None)?;
    let (c0, c1) = (m.const0 as f32, m.const1 as f32);
    let (r0, r1) = (m.reverse0, m.reverse1);
    let (k0, k1) = (alu_op(m.op0), alu_op(m.op1));
    stream(x, &dst, &mut [src], false, |acc, _| {
        (k0.scalar)(acc, c0, r0);
        (k1.scalar)(acc, c1, r1);
    })
}

/// The TensorScalarPtr family: `(x op0 s0) op1 s1` with per-partition
/// scalars (`is_tensor_scalar_addr`) or a tensor second operand
/// (`is_scalar_tensor_tensor`), or a scan along each partition
/// (`is_tensor_tensor_scan`).
pub fn tensor_scalar_ptr(
    x: &mut Exec,
    inst: &Instruction,
    op: &Op,
    m: &TensorScalarPtrMembers,
) -> Done {
    if inst.outs.len() > 1 {
        return tensor_scalar_reduce(x, inst, op, m);
    }
    let scanning = m.is_tensor_tensor_scan_or_default();
    if !scanning {
        check_acc(m.acc_or_default())?;
    }
    let dst = dst(x, inst)?;
    let (r0, r1) = (m.reverse0, m.reverse1);
    let data = source(x, inst, 0, &dst, "the data operand", None)?;
    let s0 = source(x, inst, 1, &dst, "the first scalar", None)?;
    let s1 = source(x, inst, 2, &dst, "the second operand", Some(0.0))?;
    let (k0, k1) = (alu_op(m.op0), alu_op(m.op1));
    if scanning {
        let u = accumulators::use_of(op, inst)?;
        return scan(x, &dst, [data, s0, s1], (k0, r0), (k1, r1), u);
    }
    let (c0, c1) = (s0.constant(), s1.constant());
    stream(x, &dst, &mut [data, s0, s1], false, |acc, [s0, s1]| {
        combine(&k0, acc, c0, s0, r0);
        combine(&k1, acc, c1, s1, r1);
    })
}

/// Per partition `acc = (data[i] op0 acc) op1 s1[i]` from `acc = s0`, each
/// `acc` written. With an accumulator use (`acc` `ZeroAccumulate` or
/// `Accumulate`), the start is `s0` or the vector engine's register, and
/// the register keeps each partition's last `acc`.
fn scan(
    x: &mut Exec,
    dst: &crate::ap::Ap,
    sources: [Source; 3],
    (k0, r0): (Alu, bool),
    (k1, r1): (Alu, bool),
    register: Option<Use>,
) -> Done {
    let row = dst.free_count().max(1);
    let apply = |k: &Alu, a: f32, s: f32, r: bool| {
        if r {
            (k.apply)(s, a)
        } else {
            (k.apply)(a, s)
        }
    };
    let lanes = dst.len() / row;
    let from = match &register {
        Some(u) if u.start == Start::Register => Some(accumulators::start(x, u, lanes, vec![])?),
        _ => None,
    };
    let mut last = Vec::with_capacity(lanes);
    stream(x, dst, &mut { sources }, true, |data, [s0, s1]| {
        for p in 0..data.len() / row {
            let mut acc = from.as_ref().map_or(s0[p * row], |f| f[p]);
            for i in p * row..(p + 1) * row {
                let t = apply(&k0, data[i], acc, r0);
                acc = apply(&k1, t, s1[i], r1);
                data[i] = acc;
            }
            last.push(acc);
        }
    })?;
    if let Some(u) = register {
        x.accumulators.write(&u.engine, last);
    }
    Ok(())
}

/// `TensorScalarPtr` with a second output (KLR `tensorScalarReduce`):
/// `dst = data op0 s0`, and each partition's reduction of `dst` with `op1`
/// goes through the vector engine's accumulator (`acc`: afresh, or onto
/// the register with `Accumulate`) to the second output.
fn tensor_scalar_reduce(
    x: &mut Exec,
    inst: &Instruction,
    op: &Op,
    m: &TensorScalarPtrMembers,
) -> Done {
    let register = accumulators::use_of(op, inst)?.ok_or_else(|| {
        Error::Semantics("a reducing TensorScalarPtr without an accumulator use".into())
    })?;
    if inst.ins.len() != 2 || inst.outs.len() != 2 {
        return Err(Error::Semantics(
            "a reducing TensorScalarPtr takes two operands and writes two outputs".into(),
        ));
    }
    let dst = dst(x, inst)?;
    x.ap(&inst.outs, 1, "the reduction output")?;
    let r0 = m.reverse0;
    let data = source(x, inst, 0, &dst, "the data operand", None)?;
    let s0 = source(x, inst, 1, &dst, "the scalar", None)?;
    let k0 = alu_op(m.op0);
    let c0 = s0.constant();
    let mut out = Vec::new();
    stream(x, &dst, &mut [data, s0], true, |acc, [s0, _]| {
        combine(&k0, acc, c0, s0, r0);
        out.extend_from_slice(acc);
    })?;
    let row = dst.free_count().max(1);
    accumulators::reduce_rows(x, inst, &register, m.op1, &out, row)
}

/// `func(src · scale + bias)`; each partition's sum of the results goes
/// through the scalar engine's accumulator under `acc` (`accumulators`),
/// and a second output reads it out.
pub fn activate(x: &mut Exec, inst: &Instruction, op: &Op, m: &ActivationMembers) -> Done {
    let register = accumulators::use_of(op, inst)?;
    let dst = dst(x, inst)?;
    let alpha = m.alpha_or_default() as f32;
    let src = source(x, inst, 0, &dst, "the source", None)?;
    let bias = source(x, inst, 1, &dst, "the bias", Some(0.0))?;
    // The scale operand `ins[2]` (what the codegen gives), else the member.
    let scale = match (inst.ins.get(2), m.scale) {
        (Some(_), _) => source(x, inst, 2, &dst, "the scale", None)?,
        (None, Some(scale)) => Source::Const(scale as f32),
        (None, None) => {
            return Err(Error::Semantics(
                "no scale: neither a third operand nor member 'scale'".into(),
            ))
        }
    };
    let f = activation_fn(m.func)?;
    let (cb, cs) = (bias.constant(), scale.constant());
    let (mult, add) = (alu_op(AluOp::Mult), alu_op(AluOp::Add));
    let reduce = register.is_some();
    let mut out = Vec::new();
    stream(x, &dst, &mut [src, bias, scale], reduce, |acc, [b, s]| {
        combine(&mult, acc, cs, s, false);
        combine(&add, acc, cb, b, false);
        f(acc, alpha);
        if reduce {
            out.extend_from_slice(acc);
        }
    })?;
    match register {
        Some(u) => {
            accumulators::reduce_rows(x, inst, &u, AluOp::Add, &out, dst.free_count().max(1))
        }
        None => Ok(()),
    }
}
