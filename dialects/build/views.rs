//! The typed op views of a dialect, generated from its ODS records: one
//! Rust type per op with a getter (and a setter) per attribute, typed by the
//! attribute's constraint, its operand groups, and the op's class and
//! families; the C++ table that tells an op's class by its TypeID; and the
//! dialect's discardable attributes. Passes, verifiers, exporters and readers
//! use these instead of op and attribute names (nki_dialects::bir::ops).

use nki_ods::{ops::OpDef, Member, Records};
use std::fmt::Write;

/// How an attribute of a constraint is read and written in Rust: (Rust type,
/// reader in `read::`, writer in `write::`).
struct Kind {
    ty: &'static str,
    read: &'static str,
    write: &'static str,
}

fn kind(member: &Member) -> (String, String, String) {
    if let Some(class) = &member.enum_class {
        return (
            format!("enums::{class}"),
            format!("read::enumerant::<enums::{class}>"),
            "write::enumerant".into(),
        );
    }
    let k = match member.base.as_str() {
        "StrAttr" | "SymbolNameAttr" | "BIR_NonEmptyStrAttr" | "BIR_KlirJsonOpcodeAttr" => Kind {
            ty: "String",
            read: "read::string",
            write: "write::string",
        },
        "BoolAttr" => Kind {
            ty: "bool",
            read: "read::boolean",
            write: "write::boolean",
        },
        "I64Attr" | "BIR_NatAttr" => Kind {
            ty: "i64",
            read: "read::integer",
            write: "write::integer",
        },
        "F64Attr" => Kind {
            ty: "f64",
            read: "read::number",
            write: "write::number",
        },
        // A JSON number: an integer stays one.
        "BIR_FloatAttr" => Kind {
            ty: "Number",
            read: "read::json_number",
            write: "write::json_number",
        },
        "DenseI64ArrayAttr" | "BIR_PairAttr" | "BIR_TripleAttr" | "BIR_DimsAttr"
        | "BIR_NatPairAttr" | "BIR_NatTripleAttr" => Kind {
            ty: "Vec<i64>",
            read: "read::i64s",
            write: "write::i64s",
        },
        "StrArrayAttr" => Kind {
            ty: "Vec<String>",
            read: "read::strings",
            write: "write::strings",
        },
        "BIR_ArgListAttr" => Kind {
            ty: "Vec<Attribute<'c>>",
            read: "read::list",
            write: "write::list",
        },
        "FlatSymbolRefAttr" => Kind {
            ty: "String",
            read: "read::symbol",
            write: "write::symbol",
        },
        "DictionaryAttr" | "BIR_NameMapAttr" => Kind {
            ty: "Vec<(String, Attribute<'c>)>",
            read: "read::dictionary",
            write: "write::dictionary",
        },
        _ => Kind {
            ty: "Attribute<'c>",
            read: "read::any",
            write: "write::any",
        },
    };
    (k.ty.into(), k.read.into(), k.write.into())
}

/// `start_tensor_calc` -> `StartTensorCalc`, `NKIKernelOp` -> `NkiKernel`.
fn camel(name: &str) -> String {
    let name = name.strip_suffix("Op").unwrap_or(name);
    let mut out = String::new();
    let mut upper = true;
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '_' {
            upper = true;
            continue;
        }
        // A run of capitals (NKI, DMA) keeps its first letter only.
        let in_run = c.is_ascii_uppercase()
            && i > 0
            && chars[i - 1].is_ascii_uppercase()
            && chars
                .get(i + 1)
                .is_none_or(|n| n.is_ascii_uppercase() || !n.is_alphabetic());
        if upper {
            out.extend(c.to_uppercase());
        } else if in_run {
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
        upper = false;
    }
    out
}

/// The associated constant of an attribute's name on a view:
/// `tensor_shape` -> `TENSOR_SHAPE_ATTR`.
pub fn attr_const(name: &str) -> String {
    format!("{}_ATTR", upper_snake(name))
}

/// The name in capitals: `tensor_shape` -> `TENSOR_SHAPE`,
/// `tensorId2MemLocSize` -> `TENSORID2MEMLOCSIZE`. Capitals are not split
/// off, so that `dstsShape` and `dsts_shape`, both attributes of the
/// dialect, stay two constants.
fn upper_snake(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect()
}

/// A Rust identifier for a getter (`type` is a keyword).
fn ident(name: &str) -> String {
    let name = name.to_ascii_lowercase();
    match name.as_str() {
        "type" | "op" | "mod" | "loop" | "ref" | "self" | "in" | "fn" => format!("{name}_"),
        _ => name,
    }
}

/// The family traits of a dialect: (trait record, Rust predicate).
fn families(prefix: &str, ops: &[OpDef]) -> Vec<(String, String)> {
    let mut seen: Vec<String> = ops
        .iter()
        .flat_map(|op| op.traits.iter())
        .filter(|t| t.starts_with(prefix) && !t.contains("Interface"))
        .cloned()
        .collect();
    seen.sort();
    seen.dedup();
    seen.into_iter()
        .map(|t| {
            let family = t.trim_start_matches(prefix);
            let mut snake = String::new();
            for (i, c) in family.chars().enumerate() {
                if c.is_ascii_uppercase() && i > 0 {
                    snake.push('_');
                }
                snake.push(c.to_ascii_lowercase());
            }
            (t.clone(), format!("is_{snake}"))
        })
        .collect()
}

/// The ODS base classes whose ops make a family besides the family traits:
/// (base class, Rust predicate, what its ops have in common). A dialect gets
/// the predicate when one of its ops derives from the class.
const BASE_FAMILIES: &[(&str, &str, &str)] = &[
    (
        "BIR_Inst",
        "is_instruction",
        "An instruction op (`BIR_Inst`): name, engine, `ins`/`outs` and their arguments.",
    ),
    (
        "KLR_StmtOp",
        "is_statement",
        "A statement op (`KLR_StmtOp`): one constructor of KLR's `Operator`, its payload's fields, `stmt_name` and `pos`.",
    ),
];

/// The ops deriving from ODS class `base_class`.
fn derived<'o>(ops: &'o [OpDef], base_class: &str) -> Vec<&'o OpDef> {
    ops.iter()
        .filter(|o| o.superclasses.iter().any(|s| s == base_class))
        .collect()
}

/// A dialect's op classes, generated from its ODS records for both
/// languages from one sorted list, so that neither keeps numbers by hand:
/// the Rust `OpClass` (every op, `ALL` in the table's order, the op's name,
/// its families, `OpClass::of` through the shim's `nki_<dialect>_op_class`)
/// and the C++ rows `{TypeID, index into ALL}` that function looks the op's
/// class up in (`<PREFIX>OpClass.inc`).
pub fn classes(
    records: &Records,
    dialect: &str,
    base: &str,
    cpp_namespace: &str,
) -> (String, String) {
    let (ops, families) = ops_and_families(records, dialect, base);
    classes_of(&ops, dialect, &families, cpp_namespace)
}

/// The dialect's ops derived from `base`, and their trait families.
fn ops_and_families(
    records: &Records,
    dialect: &str,
    base: &str,
) -> (Vec<OpDef>, Vec<(String, String)>) {
    let ops = records.op_defs(base);
    let families = families(&format!("{}_", dialect.to_uppercase()), &ops);
    (ops, families)
}

/// [`classes`] of the ops `ops` with their trait families `families`.
fn classes_of(
    ops: &[OpDef],
    dialect: &str,
    families: &[(String, String)],
    cpp_namespace: &str,
) -> (String, String) {
    let mut rust = String::new();
    class_enum(&mut rust, dialect, ops, families);
    let mut cpp = format!("// Generated by dialects/build.rs from dialects/{dialect}/*.td.\n");
    for (i, op) in ops.iter().enumerate() {
        writeln!(
            cpp,
            "{{::mlir::TypeID::get<{cpp_namespace}::{}>(), {i}}},",
            op.class
        )
        .unwrap();
    }
    (rust, cpp)
}

/// The `OpClass` enumeration of `ops` and its methods.
fn class_enum(rust: &mut String, dialect: &str, ops: &[OpDef], families: &[(String, String)]) {
    rust.push_str("/// Every op of the dialect, by its C++ class (the ODS records, sorted).\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum OpClass {\n");
    for op in ops {
        writeln!(
            rust,
            "    /// `{dialect}.{}`\n    {},",
            op.mnemonic,
            camel(&op.class)
        )
        .unwrap();
    }
    rust.push_str("}\n\nimpl OpClass {\n    /// Every class, in the C++ table's order.\n    pub const ALL: &'static [OpClass] = &[\n");
    for op in ops {
        writeln!(rust, "        OpClass::{},", camel(&op.class)).unwrap();
    }
    rust.push_str("    ];\n\n    /// The op's name (`");
    rust.push_str(dialect);
    rust.push_str(".…`).\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for op in ops {
        writeln!(
            rust,
            "            OpClass::{} => {:?},",
            camel(&op.class),
            format!("{dialect}.{}", op.mnemonic)
        )
        .unwrap();
    }
    rust.push_str("        }\n    }\n");
    if ops.iter().any(|o| o.opcode.is_some()) {
        rust.push_str("\n    /// The BIR JSON opcode of an instruction op.\n    pub fn opcode(self) -> Option<&'static str> {\n        match self {\n");
        for op in ops.iter().filter(|o| o.opcode.is_some()) {
            writeln!(
                rust,
                "            OpClass::{} => Some({:?}),",
                camel(&op.class),
                op.opcode.as_deref().unwrap_or_default()
            )
            .unwrap();
        }
        rust.push_str("            _ => None,\n        }\n    }\n");
        rust.push_str("\n    /// The inputs of an elementwise instruction that cover as many elements\n    /// as its first output (ODS `sameElementsIns`).\n    pub fn same_elements_ins(self) -> &'static [usize] {\n        match self {\n");
        for op in ops.iter().filter(|o| !o.same_elements_ins.is_empty()) {
            writeln!(
                rust,
                "            OpClass::{} => &{:?},",
                camel(&op.class),
                op.same_elements_ins
            )
            .unwrap();
        }
        rust.push_str("            _ => &[],\n        }\n    }\n");
    }
    let base_families = BASE_FAMILIES
        .iter()
        .map(|(class, predicate, doc)| (derived(ops, class), *predicate, doc.to_string()));
    let trait_families = families.iter().map(|(family, predicate)| {
        let members = ops.iter().filter(|o| o.traits.contains(family)).collect();
        (
            members,
            predicate.as_str(),
            format!("An op with the `{family}` trait."),
        )
    });
    for (members, predicate, doc) in base_families.chain(trait_families) {
        if members.is_empty() {
            continue;
        }
        let members: Vec<String> = members
            .iter()
            .map(|o| format!("OpClass::{}", camel(&o.class)))
            .collect();
        writeln!(
            rust,
            "\n    /// {doc}\n    pub fn {predicate}(self) -> bool {{\n        matches!(self, {})\n    }}",
            members.join(" | ")
        )
        .unwrap();
    }
    writeln!(
        rust,
        "\n    /// The class of `op`, when it is an op of the dialect.\n    pub fn of<'c: 'a, 'a>(op: &impl ::melior::ir::operation::OperationLike<'c, 'a>) -> Option<Self> {{\n        extern \"C\" {{\n            /// The dialect's shim: the op's index in [`OpClass::ALL`], or -1.\n            fn nki_{dialect}_op_class(op: ::mlir_sys::MlirOperation) -> i32;\n        }}\n        // SAFETY: `op` is a live operation; the shim only reads its class.\n        let index = unsafe {{ nki_{dialect}_op_class(op.to_raw()) }};\n        usize::try_from(index)\n            .ok()\n            .and_then(|i| Self::ALL.get(i))\n            .copied()\n    }}\n}}"
    )
    .unwrap();
}

/// The Rust module of a dialect's views and the C++ class table.
pub fn generate(
    records: &Records,
    dialect: &str,
    base: &str,
    cpp_namespace: &str,
) -> (String, String) {
    let prefix = format!("{}_", dialect.to_uppercase());
    let (ops, families) = ops_and_families(records, dialect, base);
    let mut rust = format!("// Generated by dialects/build.rs from dialects/{dialect}/*.td.\n\n");
    let (classes, cpp) = classes_of(&ops, dialect, &families, cpp_namespace);
    rust.push_str(&classes);

    // One view per op, and one per family.
    for op in &ops {
        write_view(&mut rust, dialect, op);
    }
    let instructions = derived(&ops, &format!("{prefix}Inst"));
    write_family_view(
        &mut rust,
        "Instruction",
        "any instruction",
        "is_instruction",
        &instructions,
    );
    for (family, predicate) in &families {
        let members: Vec<&OpDef> = ops.iter().filter(|o| o.traits.contains(family)).collect();
        let view = format!("{}Op", camel(family.trim_start_matches(&prefix)));
        write_family_view(
            &mut rust,
            &view,
            &format!("an op of {family}"),
            predicate,
            &members,
        );
    }

    every_op(&mut rust, &ops);
    (rust, cpp)
}

/// `attribute`: every attribute name the dialect's ops declare, once each,
/// for the checks that apply to whichever op declares it (`json_nulls` on
/// every op mirroring a JSON object).
fn every_op(rust: &mut String, ops: &[OpDef]) {
    let mut names: Vec<&str> = ops
        .iter()
        .flat_map(|o| o.attributes.iter().map(|m| m.name.as_str()))
        .collect();
    names.sort_unstable();
    names.dedup();
    rust.push_str(
        "\n/// Every attribute name the dialect's ops declare, by name.\npub mod attribute {",
    );
    for name in names {
        let count = ops
            .iter()
            .filter(|o| o.attributes.iter().any(|m| m.name == name))
            .count();
        writeln!(
            rust,
            "\n    /// `{name}` (declared by {count} op(s)).\n    pub const {}: &str = {name:?};",
            upper_snake(name)
        )
        .unwrap();
    }
    rust.push_str("}\n");
}

/// The part of a view's `cast` that checks the op's operand segment sizes,
/// for an op with several variadic operand groups: a view exists only for
/// an op whose segments its getters can read (no group read as empty).
fn segment_check(op: &OpDef) -> (String, &'static str) {
    let variadic = op
        .operands
        .iter()
        .filter(|o| o.variadic || o.optional)
        .count();
    if variadic > 1 {
        (
            format!(" && read::segments_fit(op, {})", op.operands.len()),
            ", its operand segment sizes well-formed",
        )
    } else {
        (String::new(), "")
    }
}

fn write_view(rust: &mut String, dialect: &str, op: &OpDef) {
    let view = camel(&op.class);
    let name = format!("{dialect}.{}", op.mnemonic);
    let (segments, segments_doc) = segment_check(op);
    let header = format!(
        "\n/// A view of `{name}`: its attributes typed as the ODS declares them.\n#[derive(Clone, Copy)]\npub struct {view}<'c, 'a>(OperationRef<'c, 'a>);\n\nimpl<'c, 'a> {view}<'c, 'a> {{\n    pub const NAME: &'static str = {name:?};\n\n    /// The op as this view, when it is one{segments_doc}.\n    pub fn cast(op: OperationRef<'c, 'a>) -> Option<Self> {{\n        (OpClass::of(&op) == Some(OpClass::{view}){segments}).then_some(Self(op))\n    }}\n\n    /// The op itself.\n    pub fn op(self) -> OperationRef<'c, 'a> {{\n        self.0\n    }}"
    );
    write_members(rust, &header, op);
}

/// A view of a family of ops (every instruction, a trait's ops): the
/// operands and attributes all of them declare alike.
fn write_family_view(rust: &mut String, view: &str, what: &str, predicate: &str, ops: &[&OpDef]) {
    let Some(first) = ops.first() else { return };
    let same = |m: &Member| {
        ops.iter().all(|o| {
            o.attributes
                .iter()
                .any(|n| n.name == m.name && n.base == m.base && n.optional == m.optional)
        })
    };
    let mut family = (*first).clone();
    let keep: Vec<bool> = family.attributes.iter().map(same).collect();
    let mut k = keep.iter();
    family.attributes.retain(|_| *k.next().unwrap_or(&false));
    let mut k = keep.iter();
    family
        .default_valued
        .retain(|_| *k.next().unwrap_or(&false));
    let operands_alike = ops.iter().all(|o| {
        o.operands.len() == first.operands.len()
            && o.operands
                .iter()
                .zip(&first.operands)
                .all(|(a, b)| a.name == b.name && a.variadic == b.variadic)
    });
    if !operands_alike {
        family.operands.clear();
    }
    family.results = 0;
    let (segments, segments_doc) = segment_check(&family);
    let header = format!(
        "\n/// A view of {what}: what they all declare alike.\n#[derive(Clone, Copy)]\npub struct {view}<'c, 'a>(OperationRef<'c, 'a>);\n\nimpl<'c, 'a> {view}<'c, 'a> {{\n    /// For errors about the family as a whole.\n    pub const NAME: &'static str = {what:?};\n\n    /// The op as this view, when it is one{segments_doc}.\n    pub fn cast(op: OperationRef<'c, 'a>) -> Option<Self> {{\n        (OpClass::of(&op).is_some_and(OpClass::{predicate}){segments}).then_some(Self(op))\n    }}\n\n    /// The op itself.\n    pub fn op(self) -> OperationRef<'c, 'a> {{\n        self.0\n    }}\n\n    /// Its class.\n    pub fn class(self) -> OpClass {{\n        OpClass::of(&self.0).expect(\"a view holds an op of its family\")\n    }}"
    );
    write_members(rust, &header, &family);
}

/// A view's header, then its operand and attribute accessors.
fn write_members(rust: &mut String, header: &str, op: &OpDef) {
    rust.push_str(header);
    rust.push('\n');
    // Operand groups: by position, or by segment when the op has several
    // variadic ones (AttrSizedOperandSegments).
    let variadic = op
        .operands
        .iter()
        .filter(|o| o.variadic || o.optional)
        .count();
    let groups = op.operands.len();
    for (i, operand) in op.operands.iter().enumerate() {
        let getter = ident(&operand.name);
        if operand.variadic || operand.optional {
            if variadic > 1 {
                writeln!(rust, "\n    /// The `{}` operands.\n    pub fn {getter}(self) -> Vec<Value<'c, 'a>> {{\n        read::segment(self.0, {i}, {groups})\n    }}", operand.name).unwrap();
            } else {
                let trailing = groups - i - 1;
                writeln!(rust, "\n    /// The `{}` operands.\n    pub fn {getter}(self) -> Vec<Value<'c, 'a>> {{\n        read::operands_between(self.0, {i}, {trailing})\n    }}", operand.name).unwrap();
            }
        } else {
            writeln!(rust, "\n    /// The `{}` operand.\n    pub fn {getter}(self) -> Option<Value<'c, 'a>> {{\n        self.0.operand({i}).ok()\n    }}", operand.name).unwrap();
        }
    }
    if op.results == 1 {
        rust.push_str("\n    /// The op's result.\n    pub fn result(self) -> Option<Value<'c, 'a>> {\n        self.0.result(0).ok().map(Into::into)\n    }\n");
    }
    for member in &op.attributes {
        writeln!(
            rust,
            "\n    /// The name of the `{0}` attribute.\n    pub const {1}: &'static str = {0:?};",
            member.name,
            attr_const(&member.name)
        )
        .unwrap();
    }
    for (member, default_valued) in op.attributes.iter().zip(&op.default_valued) {
        let (ty, read, write) = kind(member);
        let getter = ident(&member.name);
        let attr = &format!("Self::{}", attr_const(&member.name));
        let name = &member.name;
        let unit = member.base == "UnitAttr";
        if unit {
            writeln!(rust, "\n    /// Whether `{name}` is set.\n    pub fn {getter}(self) -> bool {{\n        self.0.attribute({attr}).is_ok()\n    }}\n\n    /// Sets or removes `{name}`.\n    pub fn set_{getter}(self, value: bool) {{\n        write::unit(self.0, {attr}, value)\n    }}").unwrap();
            continue;
        }
        if member.optional && !default_valued {
            writeln!(rust, "\n    /// `{name}`, when set.\n    pub fn {getter}(self) -> Result<Option<{ty}>, AttrError> {{\n        read::optional(self.0, Self::NAME, {attr}, {read})\n    }}").unwrap();
        } else if *default_valued {
            writeln!(rust, "\n    /// `{name}` (its ODS default when unset).\n    pub fn {getter}(self) -> Result<{ty}, AttrError> {{\n        read::optional(self.0, Self::NAME, {attr}, {read}).map(Option::unwrap_or_default)\n    }}").unwrap();
        } else {
            writeln!(rust, "\n    /// `{name}`.\n    pub fn {getter}(self) -> Result<{ty}, AttrError> {{\n        read::required(self.0, Self::NAME, {attr}, {read})\n    }}").unwrap();
        }
        let by = match ty.as_str() {
            "Vec<i64>" => "&[i64]",
            "Vec<String>" => "&[String]",
            "Vec<Attribute<'c>>" => "&[Attribute<'c>]",
            "Vec<(String, Attribute<'c>)>" => "&[(String, Attribute<'c>)]",
            "String" => "&str",
            other => other,
        };
        writeln!(rust, "\n    /// Sets `{name}`.\n    pub fn set_{getter}(self, value: {by}) {{\n        {write}(self.0, {attr}, value)\n    }}").unwrap();
    }
    rust.push_str("}\n");
}

/// The op and attribute names of a dialect, for the test that keeps them
/// out of hand-written code (`nki_dialects::ods_names`): `<PREFIX>_OPS`
/// (`bir.matmult`, …) and `<PREFIX>_ATTRIBUTES` (every op's attribute
/// names and the discardable ones' full names), sorted.
pub fn names(records: &Records, dialect: &str, base: &str, dialect_record: &str) -> String {
    let prefix = dialect.to_uppercase();
    let ops = records.op_defs(base);
    let mut op_names: Vec<String> = ops
        .iter()
        .map(|op| format!("{dialect}.{}", op.mnemonic))
        .collect();
    let mut attributes: Vec<String> = ops
        .iter()
        .flat_map(|op| op.attributes.iter().map(|m| m.name.clone()))
        .chain(
            records
                .discardable_attrs(dialect_record)
                .into_iter()
                .map(|(attr, _)| format!("{dialect}.{attr}")),
        )
        .collect();
    for list in [&mut op_names, &mut attributes] {
        list.sort();
        list.dedup();
    }
    let mut rust = format!(
        "// Generated by dialects/build.rs from dialects/{dialect}/*.td.
"
    );
    for (what, list) in [("OPS", &op_names), ("ATTRIBUTES", &attributes)] {
        writeln!(rust, "pub const {prefix}_{what}: &[&str] = &[").unwrap();
        for name in list {
            writeln!(rust, "    {name:?},").unwrap();
        }
        rust.push_str(
            "];
",
        );
    }
    rust
}

/// The dialect's discardable attributes: a getter and a setter each, on any
/// op (`name` is `<dialect>.<attribute>`).
pub fn discardable(records: &Records, dialect_record: &str, dialect: &str) -> String {
    let mut rust = format!(
        "// Generated by dialects/build.rs from dialects/{dialect}/*.td (discardableAttrs).\n"
    );
    for (attr, cpp) in records.discardable_attrs(dialect_record) {
        let (ty, read, write, by) = match cpp.as_str() {
            "::mlir::StringAttr" => ("String", "read::string", "write::string", "&str"),
            "::mlir::IntegerAttr" => ("i64", "read::integer", "write::integer", "i64"),
            "::mlir::ArrayAttr" => (
                "Vec<String>",
                "read::strings",
                "write::strings",
                "&[String]",
            ),
            "::mlir::DenseI64ArrayAttr" => ("Vec<i64>", "read::i64s", "write::i64s", "&[i64]"),
            _ => ("Attribute<'c>", "read::any", "write::any", "Attribute<'c>"),
        };
        let full = format!("{dialect}.{attr}");
        let name = upper_snake(&attr);
        writeln!(
            rust,
            "\n/// The full name of `{full}`.\npub const {name}: &str = {full:?};\n\n/// `{full}`, when the op carries it.\npub fn {attr}<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<Option<{ty}>, AttrError> {{\n    read::optional(op, \"{dialect}\", {name}, {read})\n}}\n\n/// Sets `{full}`.\npub fn set_{attr}<'c, 'a>(op: OperationRef<'c, 'a>, value: {by}) {{\n    {write}(op, {name}, value)\n}}\n\n/// Removes `{full}`.\npub fn remove_{attr}(op: OperationRef<'_, '_>) {{\n    write::remove(op, {name})\n}}"
        )
        .unwrap();
    }
    rust.push_str(
        "\n/// Every discardable attribute's full name.\npub const NAMES: &[&str] = &[\n",
    );
    for (attr, _) in records.discardable_attrs(dialect_record) {
        writeln!(rust, "    {},", upper_snake(&attr)).unwrap();
    }
    rust.push_str("];\n");
    rust
}

/// The dialect's type names (`!bir.allocation`), as `types::<MNEMONIC>`,
/// for parsing a type without spelling it.
pub fn types(records: &Records, dialect: &str) -> String {
    let prefix = format!("{}_", dialect.to_uppercase());
    let mut rust = format!(
        "\n/// The dialect's types by name (generated from dialects/{dialect}/*.td).\npub mod types {{\n"
    );
    for mnemonic in records.type_mnemonics(&prefix) {
        writeln!(
            rust,
            "    /// `!{dialect}.{mnemonic}`.\n    pub const {}: &str = {:?};",
            upper_snake(&mnemonic),
            format!("!{dialect}.{mnemonic}")
        )
        .unwrap();
    }
    rust.push_str("}\n");
    rust
}

/// The names of a dialect's ops and of their attributes, for a dialect
/// without generated views (klr): one unit type per op with `NAME` and an
/// `<ATTRIBUTE>_ATTR` constant per attribute.
pub fn name_constants(records: &Records, dialect: &str, base: &str) -> String {
    let mut rust = format!("// Generated by dialects/build.rs from dialects/{dialect}/*.td.\n");
    for op in records.op_defs(base) {
        let name = format!("{dialect}.{}", op.mnemonic);
        writeln!(
            rust,
            "\n/// `{name}`.\npub struct {view};\n\nimpl {view} {{\n    pub const NAME: &'static str = {name:?};",
            view = camel(&op.class)
        )
        .unwrap();
        for member in &op.attributes {
            write_attr_const(&mut rust, &member.name);
        }
        rust.push_str("}\n");
    }
    // The attributes every statement op declares alike (`stmt_name`, `pos`).
    let prefix = format!("{}_", dialect.to_uppercase());
    let ops = records.op_defs(base);
    let statements = derived(&ops, &format!("{prefix}StmtOp"));
    if let Some(first) = statements.first() {
        rust.push_str("\n/// Any statement op (`KLR_StmtOp`): what they all declare.\npub struct Statement;\n\nimpl Statement {");
        for member in first.attributes.iter().filter(|m| {
            statements
                .iter()
                .all(|o| o.attributes.iter().any(|n| n.name == m.name))
        }) {
            write_attr_const(&mut rust, &member.name);
        }
        rust.push_str("}\n");
    }
    rust
}

/// The full names of a dialect's discardable attributes, as constants
/// (`PROFILE` for `klr.profile`), with `NAMES` listing them.
pub fn discardable_names(records: &Records, dialect_record: &str, dialect: &str) -> String {
    let mut rust = format!(
        "// Generated by dialects/build.rs from dialects/{dialect}/*.td (discardableAttrs).\n"
    );
    let attrs = records.discardable_attrs(dialect_record);
    for (attr, _) in &attrs {
        writeln!(
            rust,
            "\n/// The full name of `{dialect}.{attr}`.\npub const {}: &str = {:?};",
            upper_snake(attr),
            format!("{dialect}.{attr}")
        )
        .unwrap();
    }
    rust.push_str(
        "\n/// Every discardable attribute's full name.\npub const NAMES: &[&str] = &[\n",
    );
    for (attr, _) in &attrs {
        writeln!(rust, "    {},", upper_snake(attr)).unwrap();
    }
    rust.push_str("];\n");
    rust
}

/// A name constant of an attribute, in a names struct.
fn write_attr_const(rust: &mut String, name: &str) {
    writeln!(
        rust,
        "\n    /// The name of the `{name}` attribute.\n    pub const {}: &'static str = {name:?};",
        attr_const(name)
    )
    .unwrap();
}
