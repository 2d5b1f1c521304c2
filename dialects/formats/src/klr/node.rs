//! A generic view of KLR values, for code that maps the schema onto another
//! representation (the `klr` MLIR dialect) without a hand-written case per
//! type: every schema type converts to and from a [`Node`] tree that names
//! its type, constructor and fields as the schema does.

use super::wire::{Prop, F32};

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

/// Conversion between schema values and [`Node`]s.
pub trait Reflect: Sized {
    fn to_node(&self) -> Node;
    fn from_node(node: &Node) -> Result<Self, NodeError>;
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
        }
    };
}

scalar!(u64, Nat, "a Nat");
scalar!(i64, Int, "an Int");
scalar!(i32, Int32, "an Int32");
scalar!(bool, Bool, "a Bool");
scalar!(String, Str, "a String");

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
}

impl Reflect for Prop {
    fn to_node(&self) -> Node {
        Node::Prop
    }
    fn from_node(_: &Node) -> Result<Self, NodeError> {
        Ok(Prop)
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
}

impl<T: Reflect> Reflect for Option<T> {
    fn to_node(&self) -> Node {
        Node::Opt(self.as_ref().map(|v| Box::new(v.to_node())))
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        match node {
            Node::Opt(None) => Ok(None),
            Node::Opt(Some(v)) => T::from_node(v).map(Some),
            other => mismatch("an Option", other),
        }
    }
}

impl<T: Reflect> Reflect for Box<T> {
    fn to_node(&self) -> Node {
        (**self).to_node()
    }
    fn from_node(node: &Node) -> Result<Self, NodeError> {
        T::from_node(node).map(Box::new)
    }
}

/// A struct or constructor field by name.
pub fn field<'n>(fields: &'n [(&'static str, Node)], name: &str) -> Result<&'n Node, NodeError> {
    fields
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
        .ok_or_else(|| NodeError(format!("missing field '{name}'")))
}
