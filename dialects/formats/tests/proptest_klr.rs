//! Property tests of the KLR reader and writer on random valid kernels.
//!
//! Kernels are generated from the schema itself ([`type_shape`]): every
//! struct, variant constructor and enum case of the Core schema can appear,
//! with arbitrary numbers, floats (as bit patterns) and strings. Lists and
//! options stop nesting after a few levels, which also bounds the schema's
//! one cycle (Access → BirAccessPattern → Access).
//!
//! Properties: a written kernel reads back equal and re-writes byte for byte;
//! every truncation of it is an error located inside the prefix; a flipped
//! byte is an error or another file that itself round-trips (a flip may turn
//! one valid number into another), never a panic.

use nki_formats::klr::{
    node::{type_shape, Node, Reflect, Shape, TypeShape},
    read_klr, write_klr, Contents, Header, Kernel, KlrFile, LncKernel, MetaData, VERSION,
};
use proptest::{prelude::*, sample::select, strategy::Union};
use std::collections::HashMap;

/// How many lists and options deep values go.
const MAX_NESTING: usize = 4;

#[derive(Default)]
struct Generator {
    named: HashMap<(&'static str, usize), BoxedStrategy<Node>>,
}

impl Generator {
    fn shape(&mut self, shape: &Shape, depth: usize) -> BoxedStrategy<Node> {
        match shape {
            Shape::Nat => any::<u64>().prop_map(Node::Nat).boxed(),
            Shape::Int => any::<i64>().prop_map(Node::Int).boxed(),
            Shape::Int32 => any::<i32>().prop_map(Node::Int32).boxed(),
            Shape::Bool => any::<bool>().prop_map(Node::Bool).boxed(),
            Shape::F32 => any::<u32>().prop_map(Node::F32).boxed(),
            Shape::Str => "(?s).{0,6}".prop_map(Node::Str).boxed(),
            Shape::Prop => Just(Node::Prop).boxed(),
            Shape::List(_) if depth >= MAX_NESTING => Just(Node::List(Vec::new())).boxed(),
            Shape::List(item) => prop::collection::vec(self.shape(item, depth + 1), 0..3)
                .prop_map(Node::List)
                .boxed(),
            Shape::Opt(_) if depth >= MAX_NESTING => Just(Node::Opt(None)).boxed(),
            Shape::Opt(item) => prop::option::of(self.shape(item, depth + 1))
                .prop_map(|v| Node::Opt(v.map(Box::new)))
                .boxed(),
            Shape::Named(name) => self.named(name, depth),
        }
    }

    fn fields(
        &mut self,
        fields: &[(&'static str, Shape)],
        depth: usize,
    ) -> BoxedStrategy<Vec<(&'static str, Node)>> {
        let names: Vec<&'static str> = fields.iter().map(|(n, _)| *n).collect();
        let values: Vec<BoxedStrategy<Node>> =
            fields.iter().map(|(_, s)| self.shape(s, depth)).collect();
        values
            .prop_map(move |values| names.iter().copied().zip(values).collect())
            .boxed()
    }

    fn named(&mut self, name: &'static str, depth: usize) -> BoxedStrategy<Node> {
        let key = (name, depth.min(MAX_NESTING));
        if let Some(s) = self.named.get(&key) {
            return s.clone();
        }
        let strategy = match type_shape(name).expect("a schema type") {
            TypeShape::Enum(ctors) => select(ctors)
                .prop_map(move |ctor| Node::Enum { ty: name, ctor })
                .boxed(),
            TypeShape::Struct(fields) => self
                .fields(&fields, depth)
                .prop_map(move |fields| Node::Struct { ty: name, fields })
                .boxed(),
            TypeShape::Variant(ctors) => {
                let options: Vec<BoxedStrategy<Node>> = ctors
                    .iter()
                    .map(|(ctor, fields)| {
                        let ctor: &'static str = ctor;
                        self.fields(fields, depth)
                            .prop_map(move |fields| Node::Variant {
                                ty: name,
                                ctor,
                                fields,
                            })
                            .boxed()
                    })
                    .collect();
                Union::new(options).boxed()
            }
        };
        self.named.insert(key, strategy.clone());
        strategy
    }
}

fn kernel_file() -> impl Strategy<Value = KlrFile> {
    let mut g = Generator::default();
    let lnc = g
        .shape(&LncKernel::shape(), 0)
        .prop_map(|n| Contents::lnc(LncKernel::from_node(&n).expect("generated from the schema")));
    let kernel = g
        .shape(&Kernel::shape(), 0)
        .prop_map(|n| Contents::kernel(Kernel::from_node(&n).expect("generated from the schema")));
    let hlo = "(?s).{0,12}".prop_map(Contents::hlo);
    let contents = prop_oneof![4 => lnc, 2 => kernel, 1 => hlo];
    ("(?s).{0,8}", contents).prop_map(|(format, contents)| KlrFile {
        header: Header {
            major: VERSION.0,
            minor: VERSION.1,
            patch: VERSION.2,
        },
        metadata: MetaData { format },
        contents,
        profile: nki_formats::klr::Profile::base(),
    })
}

/// Up to `n` prefix lengths of a file of `len` bytes: all of them for small
/// files, evenly spread (plus the last few) for big ones.
fn prefix_lengths(len: usize, n: usize) -> Vec<usize> {
    if len <= n {
        return (0..len).collect();
    }
    let mut lengths: Vec<usize> = (0..n).map(|i| i * len / n).collect();
    lengths.extend(len.saturating_sub(8)..len);
    lengths
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn written_kernels_read_back_exactly(file in kernel_file()) {
        let bytes = write_klr(&file).unwrap();
        let read = read_klr(&bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &file);
        prop_assert_eq!(write_klr(&read).unwrap(), bytes);
    }

    #[test]
    fn every_truncation_is_an_error(file in kernel_file()) {
        let bytes = write_klr(&file).unwrap();
        for n in prefix_lengths(bytes.len(), 1024) {
            match read_klr(&bytes[..n]) {
                Ok(_) => prop_assert!(false, "a {n}-byte prefix of {} bytes was accepted", bytes.len()),
                Err(e) => prop_assert!(e.offset() <= n, "error offset {} past the {n}-byte prefix", e.offset()),
            }
        }
    }

    #[test]
    fn flipped_bytes_never_panic(
        file in kernel_file(),
        flips in prop::collection::vec((any::<prop::sample::Index>(), 1u8..=255), 1..4),
    ) {
        let mut bytes = write_klr(&file).unwrap();
        for (at, mask) in &flips {
            let i = at.index(bytes.len());
            bytes[i] ^= mask;
        }
        match read_klr(&bytes) {
            Ok(other) => {
                let again = read_klr(&write_klr(&other).unwrap()).map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert_eq!(again, other);
            }
            Err(e) => prop_assert!(e.offset() <= bytes.len()),
        }
    }
}
