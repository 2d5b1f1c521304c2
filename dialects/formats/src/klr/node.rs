//! A generic view of KLR values, for code that maps the schema onto another
//! representation (the `klr` MLIR dialect) without a hand-written case per
//! type: every schema type converts to and from a [`Node`] tree that names
//! its type, constructor and fields as the schema does.

use super::wire::{Prop, Str, F32};

/// A KLR value, generically.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Nat(u64),
    Int(i64),
    Int32(i32),
    Bool(bool),
    /// A Float32's bit pattern.
    F32(u32),
    Str(String),
    List(Vec<Node>),
    /// `Option`: `None` or `Some`.
    Opt(Option<Box<Node>>),
    /// A proof field (no value).
    Prop,
    /// A structure: type name and fields in schema order.
    Struct {
        ty: &'static str,
        fields: Vec<(&'static str, Node)>,
    },
    /// A variant constructor with its fields.
    Variant {
        ty: &'static str,
        ctor: &'static str,
        fields: Vec<(&'static str, Node)>,
    },
    /// An enum constructor.
    Enum {
        ty: &'static str,
        ctor: &'static str,
    },
}

/// Why a [`Node`] does not fit a schema type.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct NodeError(pub String);

/// The static shape of a schema type, so that code mapping values elsewhere
/// knows a field's type even when the value gives no hint (an empty list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Nat,
    Int,
    Int32,
    Bool,
    F32,
    Str,
    Prop,
    List(Box<Shape>),
    Opt(Box<Shape>),
    /// A struct, variant or enum, by its KLR type name (see [`type_shape`]).
    Named(&'static str),
}

/// The definition behind a [`Shape::Named`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeShape {
    Struct(Vec<(&'static str, Shape)>),
    /// Constructors with their fields.
    Variant(Vec<(&'static str, Vec<(&'static str, Shape)>)>),
    /// Constructor names.
    Enum(Vec<&'static str>),
}

/// Conversion between schema values and [`Node`]s.
pub trait Reflect: Sized {
    fn to_node(&self) -> Node;
    fn from_node(node: &Node) -> Result<Self, NodeError>;
    fn shape() -> Shape;
}

/// The definition of a named schema type.
pub fn type_shape(name: &str) -> Option<TypeShape> {
    super::schema::type_shape(name)
}

fn mismatch<T>(expected: &str, found: &Node) -> Result<T, NodeError> {
    Err(NodeError(format!("expected {expected}, found {found:?}")))
}

macro_rules! scalar {
    ($t:ty, $ctor:ident, $what:literal) => {
        impl Reflect for $t {
            fn to_node(&self) -> Node {
                Node::$ctor(self.clone())
            }
            fn from_node(node: &Node) -> Result<Self, NodeError> {
                match node {
                    Node::$ctor(v) => Ok(v.clone()),
                    other => mismatch($what, other),
                }
            }
            fn shape() -> Shape {
                Shape::$ctor
            }
        }
    };
}

/// Integers convert between the three integer kinds when the value fits, so
/// a mapping may hand over any of them.
macro_rules! integer {
    ($t:ty, $ctor:ident, $what:literal) => {
        impl Reflect for $t {
            fn to_node(&self) -> Node {
                Node::$ctor(*self)
            }
            fn from_node(node: &Node) -> Result<Self, NodeError> {
                let wide: i128 = match node {
                    Node::Nat(v) => i128::from(*v),
                    Node::Int(v) => i128::from(*v),
                    Node::Int32(v) => i128::from(*v),
                    other => return mismatch($what, other),
                };
                <$t>::try_from(wide)
                    .map_err(|_| NodeError(format!("{wide} is out of range for {}", $what)))
            }
            fn shape() -> Shape {
                Shape::$ctor
            }
        }
    };
}

integer!(u64, Nat, "a Nat");
integer!(i64, Int, "an Int");
integer!(i32, Int32, "an Int32");
scalar!(bool, Bool, "a Bool");
scalar!(String, Str, "a String");

impl Reflect for Str {
    fn to_node(&self) -> Node {
        Node::Str(self.to_string())
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        match node {
            Node::Str(v) => Ok(Str::from(v.as_str())),
            other => mismatch("a String", other),
        }
    }
    fn shape() -> Shape {
        Shape::Str
    }
}

impl Reflect for F32 {
    fn to_node(&self) -> Node {
        Node::F32(self.0)
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        match node {
            Node::F32(bits) => Ok(F32(*bits)),
            other => mismatch("a Float32", other),
        }
    }
    fn shape() -> Shape {
        Shape::F32
    }
}

impl Reflect for Prop {
    fn to_node(&self) -> Node {
        Node::Prop
    }
    fn from_node(_: &Node) -> Result<Self, NodeError> {
        Ok(Prop)
    }
    fn shape() -> Shape {
        Shape::Prop
    }
}

impl<T: Reflect> Reflect for Vec<T> {
    fn to_node(&self) -> Node {
        Node::List(self.iter().map(Reflect::to_node).collect())
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        match node {
            Node::List(items) => items.iter().map(T::from_node).collect(),
            other => mismatch("a List", other),
        }
    }
    fn shape() -> Shape {
        Shape::List(Box::new(T::shape()))
    }
}

impl<T: Reflect> Reflect for Option<T> {
    fn to_node(&self) -> Node {
        Node::Opt(self.as_ref().map(|v| Box::new(v.to_node())))
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        match node {
            Node::Opt(None) => Ok(None),
            Node::Opt(Some(v)) => T::from_node(v).map(Some),
            // A present value stands for `some`.
            other => T::from_node(other).map(Some),
        }
    }
    fn shape() -> Shape {
        Shape::Opt(Box::new(T::shape()))
    }
}

impl<T: Reflect> Reflect for Box<T> {
    fn to_node(&self) -> Node {
        (**self).to_node()
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        T::from_node(node).map(Box::new)
    }
    fn shape() -> Shape {
        T::shape()
    }
}

static ABSENT: Node = Node::Opt(None);

/// A struct or constructor field by name; a missing field reads as `none`
/// (so only `Option` and proof fields may be left out).
pub fn field<'n>(fields: &'n [(&'static str, Node)], name: &str) -> Result<&'n Node, NodeError> {
    Ok(fields
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
        .unwrap_or(&ABSENT))
}
