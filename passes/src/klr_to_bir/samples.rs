//! Instances of every KLR operator for tests and benchmarks: default values
//! (zeros, empty lists, `None`, first constructors, float 0 immediates) with
//! 128×128 SBUF tensors as operands (PSUM for a matmul-like destination), and
//! single-block kernels around them.

use nki_formats::klr::node::{type_shape, Shape, TypeShape};
use nki_formats::klr::*;

/// A 128×128 tensor `name` in `memory`, allocated at `offset` when given.
pub fn tensor(name: &str, memory: Memory, dtype: Dtype, offset: Option<u64>) -> TensorName {
    TensorName {
        name: name.into(),
        dtype,
        shape: nki_formats::klr::Shape {
            parDim: 128,
            freeDims: vec![128],
        },
        address: Address {
            name: name.into(),
            memory,
            parSize: 128,
            freeSize: 512,
            parOffset: offset.map(|_| 0),
            freeOffset: offset,
            isShared: false,
        },
        freeElements: 128,
        parWF: Prop,
        freeWF: Prop,
        addressRotation: false,
    }
}

fn tref(t: TensorName) -> Node {
    TensorRef::r#abstract {
        access: Access::simple { tensor: t },
    }
    .to_node()
}

/// A default value of `shape`: zeros, empty lists, `None`, first
/// constructors; immediates are float 0; tensor operands are `sbuf` (or
/// `psum` for the destination of a matmul-like operator).
fn default_node(shape: &Shape, field: &str, psum_dst: bool) -> Node {
    match shape {
        Shape::Nat => Node::Nat(0),
        Shape::Int => Node::Int(0),
        Shape::Int32 => Node::Int32(0),
        Shape::Bool => Node::Bool(false),
        Shape::F32 => Node::F32(0),
        Shape::Str => Node::Str("r0".into()),
        Shape::Prop => Node::Prop,
        Shape::List(_) => Node::List(vec![]),
        Shape::Opt(_) => Node::Opt(None),
        Shape::Named("TensorRef") => {
            let memory = if psum_dst && field == "dst" {
                Memory::psum
            } else {
                Memory::sbuf
            };
            let dtype = if psum_dst && field != "dst" {
                Dtype::bfloat16
            } else {
                Dtype::float32
            };
            tref(tensor(&format!("t_{field}"), memory, dtype, Some(0)))
        }
        // One element per index (a local gather).
        Shape::Named("Immediate") if field == "numElemPerIdx" => Immediate::int { i: 1 }.to_node(),
        Shape::Named("Immediate") => Immediate::float { f: F32(0) }.to_node(),
        Shape::Named(name) => match type_shape(name).expect("schema type") {
            TypeShape::Struct(fields) => Node::Struct {
                ty: name,
                fields: fields
                    .iter()
                    .map(|(f, s)| (*f, default_node(s, f, psum_dst)))
                    .collect(),
            },
            TypeShape::Variant(ctors) => {
                let (ctor, fields) = &ctors[0];
                Node::Variant {
                    ty: name,
                    ctor,
                    fields: fields
                        .iter()
                        .map(|(f, s)| (*f, default_node(s, f, psum_dst)))
                        .collect(),
                }
            }
            TypeShape::Enum(ctors) => Node::Enum {
                ty: name,
                ctor: ctors[0],
            },
        },
    }
}

/// A default instance of every operator constructor, in wire order.
pub fn default_operators() -> Vec<Operator> {
    let TypeShape::Variant(ctors) = type_shape("Operator").expect("Operator") else {
        panic!("Operator is a variant");
    };
    ctors
        .iter()
        .map(|(ctor, fields)| {
            let psum_dst = matches!(*ctor, "matMul" | "ncMatMul" | "transpose");
            let node = Node::Variant {
                ty: "Operator",
                ctor,
                fields: fields
                    .iter()
                    .map(|(f, s)| (*f, default_node(s, f, psum_dst)))
                    .collect(),
            };
            fit(Operator::from_node(&node).expect("a default operator"))
        })
        .collect()
}

/// Payloads the defaults do not fit: `nonzeroWithCount` writes one more
/// element per partition than it reads, a local gather's destination holds
/// its valid indices' elements, a `broadcast` needs its group's size (a
/// literal replica group).
fn fit(op: Operator) -> Operator {
    match op {
        Operator::ncLocalGather { mut op } => {
            // 128 indices of one element fill a 128-element row.
            op.numValidIndicies = Some(Immediate::int { i: 128 });
            Operator::ncLocalGather { op }
        }
        Operator::broadcast { mut op } => {
            op.replicaGroup = ReplicaGroup::literal {
                groups: vec![vec![0, 1]],
            };
            Operator::broadcast { op }
        }
        Operator::nonzeroWithCount { mut op } => {
            let mut src = tensor("t_src", Memory::sbuf, Dtype::float32, Some(0));
            src.shape.freeDims = vec![127];
            src.freeElements = 127;
            op.src = TensorRef::r#abstract {
                access: Access::simple { tensor: src },
            };
            Operator::nonzeroWithCount { op }
        }
        other => other,
    }
}

/// A one-core, one-block kernel `k` holding `ops` in order.
pub fn kernel_of(ops: Vec<Operator>) -> LncKernel {
    let pos = Pos {
        line: 1,
        column: 1,
        lineEnd: None,
        columnEnd: None,
        filename: None,
    };
    LncKernel {
        name: "k".into(),
        inputs: vec![],
        outputs: vec![],
        bodies: vec![vec![nki_formats::klr::Block {
            label: "b".into(),
            noReorder: false,
            body: ops
                .into_iter()
                .map(|op| Stmt::oper {
                    op,
                    name: None,
                    pos: pos.clone(),
                })
                .collect(),
        }]],
        sharedConstants: vec![],
        sharedBuffers: vec![],
        edges: vec![],
    }
}

/// [`default_operators`] with the few defaults that are no valid use made
/// valid, so every operator the codegen lowers lowers its instance: `send`
/// and `recv` move data unchanged (`bypass`), `tensorScalarCumulative`
/// accumulates with `add` from a reset accumulator.
pub fn lowerable_operators() -> Vec<Operator> {
    default_operators()
        .into_iter()
        .map(|op| match op {
            Operator::send { mut op } => {
                op.op = AluOp::bypass;
                Operator::send { op }
            }
            Operator::recv { mut op } => {
                op.op = AluOp::bypass;
                Operator::recv { op }
            }
            Operator::tensorScalarCumulative { mut op } => {
                op.op1 = AluOp::add;
                op.reduceCmd = AccumCmd::ZeroAccumulate;
                Operator::tensorScalarCumulative { op }
            }
            Operator::sequenceBounds { mut op } => {
                // One partition of segment ids, `[1, 2, n]` bounds.
                let row = |name: &str, free: Vec<u64>| {
                    let mut t = tensor(name, Memory::sbuf, Dtype::float32, None);
                    let elements: u64 = free.iter().product();
                    t.shape = nki_formats::klr::Shape {
                        parDim: 1,
                        freeDims: free,
                    };
                    t.address.parSize = 1;
                    t.address.freeSize = elements * 4;
                    t.freeElements = elements;
                    TensorRef::r#abstract {
                        access: Access::simple { tensor: t },
                    }
                };
                op.segmentIds = row("ids", vec![16]);
                op.dst = row("bounds", vec![2, 16]);
                Operator::sequenceBounds { op }
            }
            other => other,
        })
        .collect()
}
