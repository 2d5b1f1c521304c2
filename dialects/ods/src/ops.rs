//! Every op of a dialect as its ODS record declares it: the C++ class, the
//! mnemonic, the operands, the attributes with their constraints, the
//! traits; and the dialect's discardable attributes. What the op views and
//! the class dispatch are generated from (dialects/build.rs).

use crate::{Member, Records};
use serde_json::Value;

/// One op definition.
#[derive(Clone, Debug)]
pub struct OpDef {
    /// The record (`BIR_MatmultOp`).
    pub def: String,
    /// The C++ class without its namespace (`MatmultOp`).
    pub class: String,
    /// The mnemonic (`matmult`).
    pub mnemonic: String,
    pub operands: Vec<Operand>,
    /// Attribute arguments, in order.
    pub attributes: Vec<Member>,
    /// Whether each attribute is `DefaultValuedAttr` (parallel to
    /// `attributes`).
    pub default_valued: Vec<bool>,
    pub results: usize,
    pub regions: usize,
    /// The records of the op's traits (`BIR_MatmulLike`, …; anonymous ones
    /// left out).
    pub traits: Vec<String>,
    /// The ODS classes the record derives from (`BIR_Inst`, …).
    pub superclasses: Vec<String>,
    /// `jsonOpcode` for instruction ops.
    pub opcode: Option<String>,
    /// `sameElementsIns` for instruction ops: the inputs that cover as many
    /// elements as the first output.
    pub same_elements_ins: Vec<usize>,
}

/// One operand group.
#[derive(Clone, Debug)]
pub struct Operand {
    pub name: String,
    pub variadic: bool,
    pub optional: bool,
}

impl Records {
    /// Every op deriving from ODS class `base` (`BIR_Op`), by C++ class.
    pub fn op_defs(&self, base: &str) -> Vec<OpDef> {
        let mut out: Vec<OpDef> = self
            .defs_of(base)
            .into_iter()
            .map(|def| self.op_def(def))
            .collect();
        out.sort_by(|a, b| a.class.cmp(&b.class));
        out
    }

    fn op_def(&self, def: &str) -> OpDef {
        let r = self.record(def);
        let mut operands = Vec::new();
        let mut attributes = Vec::new();
        let mut default_valued = Vec::new();
        for arg in r["arguments"]["args"]
            .as_array()
            .expect("an op's arguments")
        {
            let name = arg[1].as_str().expect("argument name").to_owned();
            let constraint = arg[0]["def"].as_str().expect("argument constraint");
            let supers = self.superclasses(constraint);
            if supers.contains(&"Attr") {
                default_valued.push(supers.contains(&"DefaultValuedAttr"));
                attributes.push(self.member(&name, constraint));
            } else {
                operands.push(Operand {
                    name,
                    variadic: supers.contains(&"Variadic"),
                    optional: supers.contains(&"Optional"),
                });
            }
        }
        let count = |v: &Value| v["args"].as_array().map_or(0, Vec::len);
        let traits = r["traits"]
            .as_array()
            .map(|t| {
                t.iter()
                    .filter_map(|t| t["def"].as_str())
                    .filter(|t| !self.record(t)["!anonymous"].as_bool().unwrap_or(false))
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default();
        let superclasses = self
            .superclasses(def)
            .into_iter()
            .map(str::to_owned)
            .collect();
        let class = def.split_once('_').map_or(def, |(_, rest)| rest).to_owned();
        OpDef {
            def: def.to_owned(),
            class,
            mnemonic: r["opName"].as_str().expect("opName").to_owned(),
            operands,
            attributes,
            default_valued,
            results: count(&r["results"]),
            regions: count(&r["regions"]),
            traits,
            superclasses,
            opcode: r["jsonOpcode"].as_str().map(str::to_owned),
            same_elements_ins: r["sameElementsIns"]
                .as_array()
                .map(|list| {
                    list.iter()
                        .map(|n| n.as_u64().expect("sameElementsIns holds naturals") as usize)
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// The discardable attributes the dialect record `dialect` declares
    /// (`discardableAttrs`): (name, C++ storage type).
    pub fn discardable_attrs(&self, dialect: &str) -> Vec<(String, String)> {
        self.record(dialect)["discardableAttrs"]["args"]
            .as_array()
            .map(|args| {
                args.iter()
                    .map(|arg| {
                        let name = arg[1].as_str().expect("a discardable attribute's name");
                        let ty = arg[0].as_str().expect("its C++ type");
                        (name.to_owned(), ty.to_owned())
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}
