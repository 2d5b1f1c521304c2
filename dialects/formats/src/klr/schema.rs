//! The KLR Core schema at leanprover/KLR `7ccd18c` (docs/klr-binary-format.md
//! §6–§8): every type reachable from `LncKernel`, one macro line each,
//! generated from the klr dialect's ODS (dialects/klr/*.td, by
//! dialects/formats/build.rs). Type tags and constructor codes are the base
//! schema's wire values; the profile tables (`PROFILES`, see
//! [`super::profile`]) give the older schemas' values.

// Variants mirror the wire one to one. The operators' payloads are boxed:
// inline, every statement took the size of the largest operator (1.4 KiB),
// ten times the bytes a kernel's file holds; other big payloads stay inline
// (boxing them would only add noise to every match).
#![allow(clippy::upper_case_acronyms, clippy::large_enum_variant)]

use super::profile::{CtorMap, Profile};
use super::wire::{DecodeError, Int, Int32, Nat, Prop, Reader, Str, Wire, Writer, F32};

include!(concat!(env!("OUT_DIR"), "/klr_schema.rs"));

/// How many types the schema has (the length of the profile tables).
pub const TYPE_COUNT: usize = TYPE_NAMES.len();
