//! The KLR wire schema as the klr dialect's ODS records define it
//! (dialects/klr/KLRWire.td, KLRProfiles.td): every type reachable from a
//! kernel with its type tag, constructor codes and fields' KLR types, and
//! the schema profiles (older revisions the format supports, as the base
//! with later revisions undone). nki-formats generates its Rust schema and
//! profile tables from this.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::Records;

/// A field's KLR type, as KLR's Lean sources spell it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireType {
    Nat,
    Int,
    Int32,
    Bool,
    Float32,
    String,
    /// A proof: counted in the field count, never encoded.
    Prop,
    List(Box<WireType>),
    Option(Box<WireType>),
    /// A KLR enum, structure or variant.
    Named(String),
}

impl WireType {
    /// Parses `List (Option Nat)` and the like.
    pub fn parse(text: &str) -> WireType {
        let tokens: Vec<String> = text
            .replace('(', " ( ")
            .replace(')', " ) ")
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        let mut at = 0;
        let ty = parse_type(&tokens, &mut at, text);
        assert_eq!(at, tokens.len(), "KLR wire type '{text}': trailing tokens");
        ty
    }

    /// The Lean spelling.
    pub fn lean(&self) -> String {
        let wrap = |t: &WireType| match t {
            WireType::List(_) | WireType::Option(_) => format!("({})", t.lean()),
            _ => t.lean(),
        };
        match self {
            WireType::Nat => "Nat".into(),
            WireType::Int => "Int".into(),
            WireType::Int32 => "Int32".into(),
            WireType::Bool => "Bool".into(),
            WireType::Float32 => "Float32".into(),
            WireType::String => "String".into(),
            WireType::Prop => "Prop".into(),
            WireType::List(t) => format!("List {}", wrap(t)),
            WireType::Option(t) => format!("Option {}", wrap(t)),
            WireType::Named(n) => n.clone(),
        }
    }

    /// The named types it mentions.
    pub fn names(&self) -> Vec<&str> {
        match self {
            WireType::List(t) | WireType::Option(t) => t.names(),
            WireType::Named(n) => vec![n.as_str()],
            _ => Vec::new(),
        }
    }
}

fn parse_type(tokens: &[String], at: &mut usize, text: &str) -> WireType {
    let word = tokens
        .get(*at)
        .unwrap_or_else(|| panic!("KLR wire type '{text}' ends early"));
    *at += 1;
    let argument = |at: &mut usize| -> WireType {
        if tokens.get(*at).map(String::as_str) == Some("(") {
            *at += 1;
            let inner = parse_type(tokens, at, text);
            assert_eq!(
                tokens.get(*at).map(String::as_str),
                Some(")"),
                "KLR wire type '{text}': unbalanced parentheses"
            );
            *at += 1;
            inner
        } else {
            parse_type(tokens, at, text)
        }
    };
    match word.as_str() {
        "Nat" | "Reg" => WireType::Nat,
        "Int" => WireType::Int,
        "Int32" => WireType::Int32,
        "Bool" => WireType::Bool,
        "Float32" => WireType::Float32,
        "String" => WireType::String,
        "Prop" => WireType::Prop,
        "List" => WireType::List(Box::new(argument(at))),
        "Option" => WireType::Option(Box::new(argument(at))),
        "(" | ")" => panic!("KLR wire type '{text}': misplaced parenthesis"),
        name => WireType::Named(name.to_owned()),
    }
}

/// A field of a structure or constructor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub wire: WireType,
    /// Boxed in the Rust model.
    pub boxed: bool,
}

/// A constructor of a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ctor {
    pub name: String,
    pub code: u8,
    pub fields: Vec<Field>,
}

/// An enum case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub name: String,
    pub code: u8,
    /// The element facts of a Dtype case (`NKI_DtypeCase`).
    pub dtype: Option<DtypeFacts>,
}

/// What dialects/dtype/Dtype.td says of a dtype (`NKI_DtypeCase` and its
/// `NKI_Format`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DtypeFacts {
    /// Bytes of one element (of a packed format: of one group).
    pub size: u64,
    /// NumPy's (or `ml_dtypes`') spelling; empty when NumPy has none.
    pub numpy: String,
    /// Elements stored together (4 for the `_x4` formats).
    pub group: u64,
    /// `float`, `int` or `uint`.
    pub kind: String,
    /// Bits of one element.
    pub width: u64,
    /// A float's exponent and mantissa bits.
    pub exp: u64,
    pub man: u64,
    /// A float's all-ones exponent: `ieee`, `nan_only` or `finite_only`.
    pub special: String,
}

/// The shape of a KLR type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Enum(Vec<Case>),
    Struct(Vec<Field>),
    Variant(Vec<Ctor>),
}

/// One KLR type of the base schema.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KlrType {
    pub name: String,
    pub tag: u8,
    pub kind: Kind,
}

impl KlrType {
    /// The constructor names in wire-code order (enum cases or variant
    /// constructors).
    pub fn ctor_names(&self) -> Vec<&str> {
        match &self.kind {
            Kind::Enum(cases) => cases.iter().map(|c| c.name.as_str()).collect(),
            Kind::Variant(ctors) => ctors.iter().map(|c| c.name.as_str()).collect(),
            Kind::Struct(_) => Vec::new(),
        }
    }
}

/// A wire change of one KLR revision, as seen from the base.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Field `field` of `ty` did not exist before; read as `default`.
    Added {
        ty: String,
        field: String,
        default: String,
    },
    /// `ty` had tag `tag` before.
    Retagged { ty: String, tag: u8 },
    /// `ty`'s constructors before, in wire-code order.
    Reordered { ty: String, ctors: Vec<String> },
    /// `ty` had another field list (`arity` fields, described by `before`).
    Reshaped {
        ty: String,
        arity: usize,
        before: String,
    },
}

/// A KLR commit that changed the wire schema.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revision {
    pub commit: String,
    pub date: String,
    pub summary: String,
    pub changes: Vec<Change>,
}

/// A schema profile: the base with `undone` (newest first) undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub name: String,
    pub commit: String,
    pub date: String,
    pub covers: String,
    pub undone: Vec<Revision>,
}

/// How a profile's schema differs from the base, per type.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProfileDelta {
    /// Tags that differ.
    pub tags: BTreeMap<String, u8>,
    /// Constructor lists that differ (wire-code order).
    pub ctors: BTreeMap<String, Vec<String>>,
    /// Fields the profile's layout lacks, with their defaults.
    pub absent: BTreeMap<String, Vec<(String, String)>>,
    /// Types whose fields have no current form: (arity, description).
    pub reshaped: BTreeMap<String, (usize, String)>,
}

impl Profile {
    /// The profile's differences from the base: its revisions undone newest
    /// first, so that an older revision's "before" wins.
    pub fn delta(&self) -> ProfileDelta {
        let mut delta = ProfileDelta::default();
        for revision in &self.undone {
            for change in &revision.changes {
                match change {
                    Change::Added { ty, field, default } => delta
                        .absent
                        .entry(ty.clone())
                        .or_default()
                        .push((field.clone(), default.clone())),
                    Change::Retagged { ty, tag } => {
                        delta.tags.insert(ty.clone(), *tag);
                    }
                    Change::Reordered { ty, ctors } => {
                        delta.ctors.insert(ty.clone(), ctors.clone());
                    }
                    Change::Reshaped { ty, arity, before } => {
                        delta.reshaped.insert(ty.clone(), (*arity, before.clone()));
                    }
                }
            }
        }
        // A reshaped type's older fields are all there is of it.
        for ty in delta.reshaped.keys() {
            delta.absent.remove(ty);
        }
        delta
    }
}

/// The base schema and its profiles.
#[derive(Clone, Debug)]
pub struct Schema {
    /// Every type, by name.
    pub types: BTreeMap<String, KlrType>,
    /// Base first, then older profiles, newest first.
    pub profiles: Vec<Profile>,
}

impl Schema {
    pub fn get(&self, name: &str) -> &KlrType {
        self.types
            .get(name)
            .unwrap_or_else(|| panic!("the KLR schema has no type {name}"))
    }
}

const PRIMITIVE_ATTRS: &[(&str, &str)] = &[
    ("BoolAttr", "Bool"),
    ("StrAttr", "String"),
    ("I32Attr", "Int32"),
    ("F32Attr", "Float32"),
];

impl Records {
    fn def_of<'a>(&'a self, value: &'a Value) -> &'a str {
        value["def"].as_str().expect("a record reference")
    }

    fn int_field(&self, def: &str, field: &str) -> i64 {
        self.record(def)[field]
            .as_i64()
            .unwrap_or_else(|| panic!("{def}: no int field {field}"))
    }

    fn list_field(&self, def: &str, field: &str) -> Vec<&Value> {
        self.record(def)[field]
            .as_array()
            .map(|v| v.iter().collect())
            .unwrap_or_default()
    }

    /// The KLR type an attribute definition with C++ class `cpp` stands for.
    fn klr_type_of_cpp(&self, cpp: &str) -> Option<String> {
        for def in self.defs_of("AttrDef") {
            let r = self.record(def);
            if r["cppType"].as_str() != Some(cpp) {
                continue;
            }
            if let Some(name) = r["klrName"].as_str() {
                return Some(name.to_owned());
            }
            if let Some(info) = r["enum"]["def"].as_str() {
                return Some(self.string_field(info, "className"));
            }
        }
        None
    }

    /// The KLR type of an attribute parameter (`"uint64_t":$x` or a
    /// parameter record).
    fn param_wire(&self, owner: &str, arg: &Value) -> WireType {
        match &arg[0] {
            Value::String(cpp) => match cpp.as_str() {
                "uint64_t" => WireType::Nat,
                "int64_t" => WireType::Int,
                "int32_t" => WireType::Int32,
                other => WireType::Named(self.klr_type_of_cpp(other).unwrap_or_else(|| {
                    panic!("{owner}: parameter of C++ type {other} has no KLR type")
                })),
            },
            param => {
                let def = self.def_of(param);
                let r = self.record(def);
                if let Some(wire) = r["klrWire"].as_str() {
                    return WireType::parse(wire);
                }
                let supers = self.superclasses(def);
                if supers.contains(&"EnumParameter") {
                    let cpp = r["cppType"].as_str().expect("cppType");
                    return WireType::Named(cpp.rsplit("::").next().unwrap_or(cpp).to_owned());
                }
                if supers.contains(&"StringRefParameter") {
                    return WireType::String;
                }
                panic!("{owner}: parameter {def} says no KLR type (klrWire)")
            }
        }
    }

    /// The KLR type of an op argument constraint.
    fn arg_wire(&self, owner: &str, def: &str) -> WireType {
        let r = self.record(def);
        if let Some(wire) = r["klrWire"].as_str() {
            return WireType::parse(wire);
        }
        let supers = self.superclasses(def);
        if supers.contains(&"OptionalAttr") {
            let base = r["baseAttr"]["def"].as_str().expect("baseAttr");
            return WireType::Option(Box::new(self.arg_wire(owner, base)));
        }
        if supers.contains(&"EnumAttr") {
            let info = r["enum"]["def"].as_str().expect("enum");
            return WireType::Named(self.string_field(info, "className"));
        }
        if let Some(name) = r["klrName"].as_str() {
            return WireType::Named(name.to_owned());
        }
        if let Some((_, wire)) = PRIMITIVE_ATTRS.iter().find(|(d, _)| *d == def) {
            return WireType::parse(wire);
        }
        panic!("{owner}: argument constraint {def} says no KLR type (klrWire)")
    }

    fn fields_of_params(&self, def: &str, boxed: bool) -> Vec<Field> {
        let r = self.record(def);
        let params: Vec<(String, WireType)> = r["parameters"]["args"]
            .as_array()
            .map(|args| {
                args.iter()
                    .map(|arg| {
                        (
                            arg[1].as_str().expect("parameter name").to_owned(),
                            self.param_wire(def, arg),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        let order: Vec<String> = r["klrWireFields"]
            .as_array()
            .map(|v| {
                v.iter()
                    .filter_map(|s| s.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        let fields: Vec<Field> = if order.is_empty() {
            params
                .into_iter()
                .map(|(name, wire)| Field { name, wire, boxed })
                .collect()
        } else {
            let named: Vec<&String> = order
                .iter()
                .filter(|n| params.iter().any(|(p, _)| p == *n))
                .collect();
            assert_eq!(
                named,
                params.iter().map(|(p, _)| p).collect::<Vec<_>>(),
                "{def}: klrWireFields must list the parameters in order"
            );
            order
                .iter()
                .map(|name| Field {
                    name: name.clone(),
                    wire: params
                        .iter()
                        .find(|(p, _)| p == name)
                        .map(|(_, w)| w.clone())
                        .unwrap_or(WireType::Prop),
                    boxed,
                })
                .collect()
        };
        fields
    }

    fn wire_fields(&self, list: &[&Value]) -> Vec<Field> {
        list.iter()
            .map(|f| {
                let def = self.def_of(f);
                Field {
                    name: self.string_field(def, "klrName"),
                    wire: WireType::parse(&self.string_field(def, "klrWire")),
                    boxed: false,
                }
            })
            .collect()
    }

    /// A one-byte field (a tag or a constructor code).
    fn byte_field(&self, def: &str, field: &str) -> u8 {
        u8::try_from(self.int_field(def, field))
            .unwrap_or_else(|_| panic!("{def}: {field} is one byte"))
    }

    /// The KLR wire schema the records define.
    pub fn klr_schema(&self) -> Schema {
        let mut types = BTreeMap::new();
        for ty in self
            .klr_enums()
            .into_iter()
            .chain(self.klr_structs())
            .chain(self.klr_variants())
        {
            let name = ty.name.clone();
            assert!(
                types.insert(name.clone(), ty).is_none(),
                "KLR type {name} defined twice"
            );
        }
        let schema = Schema {
            profiles: self.klr_profiles(),
            types,
        };
        check(&schema);
        self.check_variant_args();
        schema
    }

    /// Every variant-typed op argument (`KLR_VariantAttrOf`) lists exactly
    /// the constructors of its variant, so that ODS accepts every value of
    /// the KLR type and nothing else.
    fn check_variant_args(&self) {
        for def in self.defs_of("KLR_VariantAttrOf") {
            let wire = self.string_field(def, "klrWire");
            let mut listed: Vec<&str> = self
                .list_field(def, "klrConstructors")
                .into_iter()
                .map(|c| self.def_of(c))
                .collect();
            let mut ctors: Vec<&str> = self
                .defs_of("KLR_CtorFields")
                .into_iter()
                .filter(|c| {
                    let variant = self.def_of(&self.record(c)["klrVariant"]);
                    self.string_field(variant, "klrName") == wire
                })
                .collect();
            listed.sort_unstable();
            ctors.sort_unstable();
            assert_eq!(
                listed, ctors,
                "{def}: the constructors it accepts are not those of the variant {wire}"
            );
        }
    }

    /// The enums (`KLR_Enum`): cases are the wire codes.
    fn klr_enums(&self) -> Vec<KlrType> {
        self.defs_of("KLR_Enum")
            .into_iter()
            .map(|def| {
                let cases = self
                    .list_field(def, "enumerants")
                    .into_iter()
                    .map(|c| {
                        let case = self.def_of(c);
                        Case {
                            name: self.string_field(case, "str"),
                            code: self.byte_field(case, "value"),
                            dtype: self.dtype_facts(case),
                        }
                    })
                    .collect();
                KlrType {
                    name: self.string_field(def, "className"),
                    tag: self.byte_field(def, "klrTag"),
                    kind: Kind::Enum(cases),
                }
            })
            .collect()
    }

    /// The facts of a Dtype case, `None` for a case of another enum.
    fn dtype_facts(&self, case: &str) -> Option<DtypeFacts> {
        let format = self.def_of(self.record(case).get("dtypeFormat")?);
        let int = |def: &str, field: &str| {
            u64::try_from(self.int_field(def, field))
                .unwrap_or_else(|_| panic!("{def}: {field} is not negative"))
        };
        Some(DtypeFacts {
            size: int(case, "klrSize"),
            numpy: self.string_field(case, "numpySpelling"),
            group: int(case, "dtypeGroup"),
            kind: self.string_field(format, "kind"),
            width: int(format, "width"),
            exp: int(format, "exp"),
            man: int(format, "man"),
            special: self.string_field(format, "special"),
        })
    }

    /// The structures: attributes, operator payloads, containers.
    fn klr_structs(&self) -> Vec<KlrType> {
        let structure = |def: &str, fields| KlrType {
            name: self.string_field(def, "klrName"),
            tag: self.byte_field(def, "klrTag"),
            kind: Kind::Struct(fields),
        };
        let mut out = Vec::new();
        for def in self.defs_of("KLR_TypeAttr") {
            out.push(structure(def, self.fields_of_params(def, false)));
        }
        for def in self.defs_of("KLR_Payload") {
            let fields = self.record(def)["klrFields"]["args"]
                .as_array()
                .expect("payload fields")
                .iter()
                .map(|arg| Field {
                    name: arg[1].as_str().expect("argument name").to_owned(),
                    wire: self.arg_wire(def, self.def_of(&arg[0])),
                    boxed: false,
                })
                .collect();
            out.push(structure(def, fields));
        }
        for def in self.defs_of("KLR_WireStruct") {
            out.push(structure(
                def,
                self.wire_fields(&self.list_field(def, "klrFields")),
            ));
        }
        out
    }

    /// The variants, with the constructors gathered from the attributes,
    /// the statement ops (`Operator`) and `KLR_WireVariant`s.
    fn klr_variants(&self) -> Vec<KlrType> {
        let mut ctors: BTreeMap<String, Vec<Ctor>> = BTreeMap::new();
        for def in self.defs_of("KLR_CtorFields") {
            let variant = self.def_of(&self.record(def)["klrVariant"]).to_owned();
            let boxed = self.int_field(def, "klrBoxed") != 0;
            ctors.entry(variant).or_default().push(Ctor {
                name: self.string_field(def, "klrCtor"),
                code: self.byte_field(def, "klrCode"),
                fields: self.fields_of_params(def, boxed),
            });
        }
        for def in self.defs_of("KLR_StmtOp") {
            let payload = self.def_of(&self.record(def)["klrPayload"]);
            ctors
                .entry("KLR_OperatorVariant".into())
                .or_default()
                .push(Ctor {
                    name: self.string_field(def, "klrConstructor"),
                    code: self.byte_field(def, "klrCode"),
                    fields: vec![Field {
                        name: "op".into(),
                        wire: WireType::Named(self.string_field(payload, "klrName")),
                        boxed: true,
                    }],
                });
        }
        for def in self.defs_of("KLR_WireVariant") {
            let list = self
                .list_field(def, "klrCtors")
                .into_iter()
                .map(|c| {
                    let ctor = self.def_of(c);
                    Ctor {
                        name: self.string_field(ctor, "klrName"),
                        code: self.byte_field(ctor, "klrCode"),
                        fields: self.wire_fields(&self.list_field(ctor, "klrFields")),
                    }
                })
                .collect();
            ctors.insert(def.to_owned(), list);
        }
        let variants = self
            .defs_of("KLR_Variant")
            .into_iter()
            .map(|def| {
                let mut list = ctors.remove(def).unwrap_or_default();
                list.sort_by_key(|c| c.code);
                for (i, c) in list.iter().enumerate() {
                    assert_eq!(
                        usize::from(c.code),
                        i,
                        "{def}: constructor codes must run 0, 1, 2, … ({} is {})",
                        c.name,
                        c.code
                    );
                }
                KlrType {
                    name: self.string_field(def, "klrName"),
                    tag: self.byte_field(def, "klrTag"),
                    kind: Kind::Variant(list),
                }
            })
            .collect();
        assert!(
            ctors.is_empty(),
            "constructors of undeclared variants: {:?}",
            ctors.keys()
        );
        variants
    }

    fn klr_profiles(&self) -> Vec<Profile> {
        let revision = |def: &str| Revision {
            commit: self.string_field(def, "klrCommit"),
            date: self.string_field(def, "klrDate"),
            summary: self.string_field(def, "klrSummary"),
            changes: self
                .list_field(def, "klrChanges")
                .into_iter()
                .map(|c| {
                    let change = self.def_of(c);
                    let ty = self.string_field(change, "klrType");
                    let supers = self.superclasses(change);
                    if supers.contains(&"KLR_Added") {
                        Change::Added {
                            ty,
                            field: self.string_field(change, "klrField"),
                            default: self.string_field(change, "klrDefault"),
                        }
                    } else if supers.contains(&"KLR_Retagged") {
                        Change::Retagged {
                            ty,
                            tag: self.byte_field(change, "klrTag"),
                        }
                    } else if supers.contains(&"KLR_Reordered") {
                        Change::Reordered {
                            ty,
                            ctors: self
                                .list_field(change, "klrCtors")
                                .into_iter()
                                .map(|s| s.as_str().expect("a constructor name").to_owned())
                                .collect(),
                        }
                    } else {
                        Change::Reshaped {
                            ty,
                            arity: self.int_field(change, "klrArity") as usize,
                            before: self.string_field(change, "klrBefore"),
                        }
                    }
                })
                .collect(),
        };
        let mut profiles: Vec<Profile> = self
            .defs_of("KLR_Profile")
            .into_iter()
            .map(|def| Profile {
                name: self.string_field(def, "klrProfile"),
                commit: self.string_field(def, "klrCommit"),
                date: self.string_field(def, "klrDate"),
                covers: self.string_field(def, "klrCovers"),
                undone: self
                    .list_field(def, "klrUndone")
                    .into_iter()
                    .map(|r| revision(self.def_of(r)))
                    .collect(),
            })
            .collect();
        // The base first, then newest to oldest.
        profiles.sort_by(|a, b| b.date.cmp(&a.date));
        assert!(
            profiles.first().is_some_and(|p| p.undone.is_empty()),
            "the newest profile is the base schema (no revision undone)"
        );
        profiles
    }
}

/// Every name the schema mentions is a type of it, every profile's change is
/// about a type and field that exist, and the base has the names a
/// profile's defaults use.
fn check(schema: &Schema) {
    let mut missing = BTreeSet::new();
    for ty in schema.types.values() {
        let fields: Vec<&Field> = match &ty.kind {
            Kind::Struct(f) => f.iter().collect(),
            Kind::Variant(c) => c.iter().flat_map(|c| c.fields.iter()).collect(),
            Kind::Enum(_) => Vec::new(),
        };
        for f in fields {
            for name in f.wire.names() {
                if !schema.types.contains_key(name) {
                    missing.insert(format!("{}.{} names {name}", ty.name, f.name));
                }
            }
        }
    }
    assert!(missing.is_empty(), "unknown KLR types: {missing:?}");
    for profile in &schema.profiles {
        let delta = profile.delta();
        for (ty, fields) in &delta.absent {
            let Kind::Struct(base) = &schema.get(ty).kind else {
                panic!("profile {}: {ty} is not a structure", profile.name);
            };
            for (field, _) in fields {
                assert!(
                    base.iter().any(|f| &f.name == field),
                    "profile {}: {ty} has no field {field}",
                    profile.name
                );
            }
        }
        for ty in delta.tags.keys().chain(delta.ctors.keys()) {
            schema.get(ty);
        }
    }
}
