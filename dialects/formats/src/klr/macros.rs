//! The three shapes of KLR schema types, as macros that generate the Rust type
//! and its [`Wire`](super::wire::Wire) implementation from the schema table
//! (`schema.rs`, generated from the klr ODS): `klr_enum!` (constructors
//! without fields), `klr_struct!` (one constructor, code 0), `klr_variant!`
//! (constructors with fields). `Name = tag @ index`: the base schema's type
//! tag and the type's index in the profile tables, through which the reader
//! and writer take the tag, constructor codes and field layout of the
//! profile they work in. Field and constructor names are KLR's own, so the
//! code, the spec and the reference dumps read alike.

/// A schema identifier without the raw-identifier prefix (`r#abstract` →
/// `abstract`); a plain prefix test, as this runs for every field of every
/// value converted.
pub fn ident(name: &'static str) -> &'static str {
    match name.as_bytes() {
        [b'r', b'#', ..] => &name[2..],
        _ => name,
    }
}

macro_rules! count {
    () => { 0usize };
    ($head:tt $($tail:tt)*) => { 1usize + count!($($tail)*) };
}

macro_rules! klr_enum {
    ($name:ident = $tag:literal @ $index:literal { $($code:literal $ctor:ident),* $(,)? }) => {
        #[doc = concat!("KLR enum `", stringify!($name), "` (type tag ", stringify!($tag), ").")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(non_camel_case_types)]
        pub enum $name { $($ctor),* }

        impl $name {
            /// Every constructor, in wire-code order.
            pub const ALL: &'static [$name] = &[$($name::$ctor),*];

            /// The constructor's KLR name.
            pub fn name(self) -> &'static str {
                match self { $($name::$ctor => $crate::klr::macros::ident(stringify!($ctor))),* }
            }

            /// The constructor's wire code.
            pub fn code(self) -> u8 {
                match self { $($name::$ctor => $code),* }
            }

            pub fn from_code(code: u8) -> Option<Self> {
                match code { $($code => Some($name::$ctor),)* _ => None }
            }

            pub fn from_name(name: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.name() == name)
            }
        }

        impl $crate::klr::node::Reflect for $name {
            fn to_node(&self) -> $crate::klr::node::Node {
                $crate::klr::node::Node::Enum { ty: stringify!($name), ctor: self.name() }
            }
            fn from_node(node: &$crate::klr::node::Node) -> Result<Self, $crate::klr::node::NodeError> {
                match node {
                    $crate::klr::node::Node::Enum { ctor, .. } => $name::from_name(ctor)
                        .ok_or_else(|| $crate::klr::node::NodeError(format!("{} has no constructor '{ctor}'", stringify!($name)))),
                    other => Err($crate::klr::node::NodeError(format!("expected a {}, found {other:?}", stringify!($name)))),
                }
            }
            fn shape() -> $crate::klr::node::Shape {
                $crate::klr::node::Shape::Named(stringify!($name))
            }
        }

        impl $name {
            /// This type's definition, for [`type_shape`](crate::klr::node::type_shape).
            pub fn type_shape() -> $crate::klr::node::TypeShape {
                $crate::klr::node::TypeShape::Enum(Self::ALL.iter().map(|v| v.name()).collect())
            }
        }

        impl $crate::klr::wire::Wire for $name {
            fn decode(r: &mut $crate::klr::wire::Reader<'_>) -> Result<Self, $crate::klr::wire::DecodeError> {
                let at = r.position();
                let (code, len) = r.tagged_head(stringify!($name), r.profile().tag_at($index))?;
                let code = r.base_code(at, stringify!($name), $index, code)?;
                let value = $name::from_code(code)
                    .ok_or_else(|| r.error_at(at, format!("{} has no constructor {code}", stringify!($name))))?;
                if len != 0 {
                    // The name is only spelled out for the error.
                    r.expect_arity(at, &format!("{}.{}", stringify!($name), value.name()), len, 0)?;
                }
                Ok(value)
            }
            fn encode(&self, w: &mut $crate::klr::wire::Writer) {
                let code = w.wire_code($index, stringify!($name), self.name(), self.code());
                w.tagged_head(w.profile().tag_at($index), code, 0);
            }
            fn dump(&self, out: &mut $crate::klr::wire::Dump) {
                out.push_str(self.name());
            }
        }
    };
}

/// Expands its body only when the type has other field layouts.
macro_rules! klr_if_layouts {
    (true { $($body:tt)* }) => { $($body)* };
    (false { $($body:tt)* }) => {};
}

/// The first expression when the type has other field layouts, else the second.
macro_rules! klr_layouts_or {
    (true, $with:expr, $without:expr) => {
        $with
    };
    (false, $with:expr, $without:expr) => {
        $without
    };
}

macro_rules! klr_struct {
    ($name:ident = $tag:literal @ $index:literal { $($field:ident : $ty:ty),* $(,)? } with layouts) => {
        klr_struct!(@impl $name = $tag @ $index { $($field : $ty),* } true);
    };
    ($name:ident = $tag:literal @ $index:literal { $($field:ident : $ty:ty),* $(,)? }) => {
        klr_struct!(@impl $name = $tag @ $index { $($field : $ty),* } false);
    };
    (@impl $name:ident = $tag:literal @ $index:literal { $($field:ident : $ty:ty),* } $layouts:tt) => {
        #[doc = concat!("KLR structure `", stringify!($name), "` (type tag ", stringify!($tag), ").")]
        #[derive(Clone, Debug, PartialEq)]
        #[allow(non_snake_case)]
        pub struct $name { $(pub $field: $ty),* }

        impl $name {
            /// The field count announced on the wire (proof fields included).
            pub const ARITY: usize = count!($($field)*);
        }

        impl $crate::klr::node::Reflect for $name {
            fn to_node(&self) -> $crate::klr::node::Node {
                $crate::klr::node::Node::Struct {
                    ty: stringify!($name),
                    fields: vec![$(($crate::klr::macros::ident(stringify!($field)), $crate::klr::node::Reflect::to_node(&self.$field))),*],
                }
            }
            fn from_node(node: &$crate::klr::node::Node) -> Result<Self, $crate::klr::node::NodeError> {
                match node {
                    $crate::klr::node::Node::Struct { fields, .. } => Ok($name {
                        $($field: <$ty as $crate::klr::node::Reflect>::from_node(
                            $crate::klr::node::field(fields, $crate::klr::macros::ident(stringify!($field)))
                                .map_err(|e| $crate::klr::node::NodeError(format!("{}: {e}", stringify!($name))))?,
                        ).map_err(|e| $crate::klr::node::NodeError(format!("{}.{}: {e}", stringify!($name), stringify!($field))))?,)*
                    }),
                    other => Err($crate::klr::node::NodeError(format!("expected a {}, found {other:?}", stringify!($name)))),
                }
            }
            fn shape() -> $crate::klr::node::Shape {
                $crate::klr::node::Shape::Named(stringify!($name))
            }
        }

        impl $name {
            /// This type's definition, for [`type_shape`](crate::klr::node::type_shape).
            pub fn type_shape() -> $crate::klr::node::TypeShape {
                $crate::klr::node::TypeShape::Struct(vec![
                    $(($crate::klr::macros::ident(stringify!($field)), <$ty as $crate::klr::node::Reflect>::shape())),*
                ])
            }
        }

        impl $crate::klr::wire::Wire for $name {
            fn decode(r: &mut $crate::klr::wire::Reader<'_>) -> Result<Self, $crate::klr::wire::DecodeError> {
                let at = r.position();
                let (code, len) = r.tagged_head(stringify!($name), r.profile().tag_at($index))?;
                if code != 0 {
                    return Err(r.error_at(at, format!("{} has constructor 0, found {code}", stringify!($name))));
                }
                klr_if_layouts!($layouts {
                    // An older profile's layout (docs/klr-binary-format.md §11).
                    let arity = r.profile().arity_at($index);
                    if arity != Self::ARITY {
                        r.expect_arity(at, stringify!($name), len, arity)?;
                        r.enter()?;
                        let value = Self::decode_layout(r, at, arity)?;
                        r.leave();
                        return Ok(value);
                    }
                });
                r.expect_arity(at, stringify!($name), len, Self::ARITY)?;
                r.enter()?;
                let value = $name {
                    $($field: r.field(stringify!($field), |r| <$ty as $crate::klr::wire::Wire>::decode(r))?,)*
                };
                r.leave();
                Ok(value)
            }
            fn encode(&self, w: &mut $crate::klr::wire::Writer) {
                klr_if_layouts!($layouts {
                    let arity = w.profile().arity_at($index);
                    if arity != Self::ARITY {
                        self.encode_layout(w, w.profile().tag_at($index), arity);
                        return;
                    }
                });
                w.tagged_head(w.profile().tag_at($index), 0, Self::ARITY);
                $($crate::klr::wire::Wire::encode(&self.$field, w);)*
            }
            #[allow(unused_assignments)]
            fn dump(&self, out: &mut $crate::klr::wire::Dump) {
                out.push_str(concat!(stringify!($name), "("));
                let mut first = true;
                $(
                    // A field the profile's layout lacks is not printed.
                    let lacks = klr_layouts_or!($layouts, Self::layout_lacks(out.profile.arity_at($index), stringify!($field)), false);
                    if !lacks {
                        if !first { out.push_str(", "); }
                        first = false;
                        out.push_str($crate::klr::macros::ident(stringify!($field)));
                        out.push('=');
                        $crate::klr::wire::Wire::dump(&self.$field, out);
                    }
                )*
                out.push(')');
            }
        }
    };
}

macro_rules! klr_variant {
    ($name:ident = $tag:literal @ $index:literal { $($code:literal $ctor:ident ( $($field:ident : $ty:ty),* )),* $(,)? }) => {
        #[doc = concat!("KLR variant `", stringify!($name), "` (type tag ", stringify!($tag), ").")]
        #[derive(Clone, Debug, PartialEq)]
        #[allow(non_camel_case_types, non_snake_case)]
        pub enum $name { $($ctor { $($field: $ty),* }),* }

        impl $name {
            /// The constructor's KLR name.
            pub fn ctor_name(&self) -> &'static str {
                match self { $($name::$ctor { .. } => $crate::klr::macros::ident(stringify!($ctor))),* }
            }

            /// The constructor's wire code.
            pub fn code(&self) -> u8 {
                match self { $($name::$ctor { .. } => $code),* }
            }
        }

        impl $crate::klr::node::Reflect for $name {
            #[allow(unused_variables)]
            fn to_node(&self) -> $crate::klr::node::Node {
                match self {
                    $($name::$ctor { $($field),* } => $crate::klr::node::Node::Variant {
                        ty: stringify!($name),
                        ctor: $crate::klr::macros::ident(stringify!($ctor)),
                        fields: vec![$(($crate::klr::macros::ident(stringify!($field)), $crate::klr::node::Reflect::to_node($field))),*],
                    },)*
                }
            }
            #[allow(unused_variables)]
            fn from_node(node: &$crate::klr::node::Node) -> Result<Self, $crate::klr::node::NodeError> {
                match node {
                    $crate::klr::node::Node::Variant { ctor, fields, .. } => match *ctor {
                        $(c if c == $crate::klr::macros::ident(stringify!($ctor)) => Ok($name::$ctor {
                            $($field: <$ty as $crate::klr::node::Reflect>::from_node(
                                $crate::klr::node::field(fields, $crate::klr::macros::ident(stringify!($field)))?,
                            ).map_err(|e| $crate::klr::node::NodeError(format!("{}.{}: {e}", stringify!($ctor), stringify!($field))))?,)*
                        }),)*
                        other => Err($crate::klr::node::NodeError(format!("{} has no constructor '{other}'", stringify!($name)))),
                    },
                    other => Err($crate::klr::node::NodeError(format!("expected a {}, found {other:?}", stringify!($name)))),
                }
            }
            fn shape() -> $crate::klr::node::Shape {
                $crate::klr::node::Shape::Named(stringify!($name))
            }
        }

        impl $name {
            /// This type's definition, for [`type_shape`](crate::klr::node::type_shape).
            pub fn type_shape() -> $crate::klr::node::TypeShape {
                $crate::klr::node::TypeShape::Variant(vec![
                    $(($crate::klr::macros::ident(stringify!($ctor)), vec![
                        $(($crate::klr::macros::ident(stringify!($field)), <$ty as $crate::klr::node::Reflect>::shape())),*
                    ])),*
                ])
            }
        }

        impl $crate::klr::wire::Wire for $name {
            fn decode(r: &mut $crate::klr::wire::Reader<'_>) -> Result<Self, $crate::klr::wire::DecodeError> {
                let at = r.position();
                if $tag == $crate::klr::wire::STMT_TAG {
                    r.mark_statement(at);
                }
                let (code, len) = r.tagged_head(stringify!($name), r.profile().tag_at($index))?;
                let code = r.base_code(at, stringify!($name), $index, code)?;
                r.enter()?;
                let value = match code {
                    $($code => {
                        r.expect_arity(at, concat!(stringify!($name), ".", stringify!($ctor)), len, count!($($field)*))?;
                        $name::$ctor {
                            $($field: r.field(stringify!($field), |r| <$ty as $crate::klr::wire::Wire>::decode(r))?,)*
                        }
                    })*
                    _ => return Err(r.error_at(at, format!("{} has no constructor {code}", stringify!($name)))),
                };
                r.leave();
                Ok(value)
            }
            fn encode(&self, w: &mut $crate::klr::wire::Writer) {
                if $tag == $crate::klr::wire::STMT_TAG {
                    w.mark_statement();
                }
                let code = w.wire_code($index, stringify!($name), self.ctor_name(), self.code());
                match self {
                    $($name::$ctor { $($field),* } => {
                        w.tagged_head(w.profile().tag_at($index), code, count!($($field)*));
                        $($crate::klr::wire::Wire::encode($field, w);)*
                    })*
                }
                if $tag == $crate::klr::wire::STMT_TAG {
                    w.end_statement();
                }
            }
            #[allow(unused_assignments, unused_mut, unused_variables)]
            fn dump(&self, out: &mut $crate::klr::wire::Dump) {
                match self {
                    $($name::$ctor { $($field),* } => {
                        out.push_str(stringify!($name));
                        out.push_str(&$crate::klr::wire::pascal(stringify!($ctor)));
                        out.push_str("Wrapper(");
                        let mut first = true;
                        $(
                            if !first { out.push_str(", "); }
                            first = false;
                            out.push_str($crate::klr::macros::ident(stringify!($field)));
                            out.push('=');
                            $crate::klr::wire::Wire::dump($field, out);
                        )*
                        out.push(')');
                    })*
                }
            }
        }
    };
}
