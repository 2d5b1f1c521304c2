//! The klr dialect from Rust: registration matches the schema, the generated
//! builders produce ops the verifier accepts, and the verifier runs through MLIR.

use super::names::statements;
use melior::dialect::DialectRegistry;
use melior::ir::attribute::{ArrayAttribute, Attribute, IntegerAttribute, StringAttribute};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::IntegerType;
use melior::ir::{Block, BlockLike, Location, Module, Region, RegionLike};
use melior::Context;

fn context() -> Context {
    let registry = DialectRegistry::new();
    crate::register(&registry);
    let context = Context::new_with_registry(&registry, false);
    context.load_all_available_dialects();
    context
}

#[test]
fn every_operator_constructor_is_a_registered_op() {
    let context = context();
    for op in statements() {
        assert!(
            context.is_registered_operation(&format!("klr.{}", op.name)),
            "klr.{} ({})",
            op.name,
            op.ctor
        );
    }
    for container in ["lnc_kernel", "kernel", "core", "block"] {
        assert!(context.is_registered_operation(&format!("klr.{container}")));
    }
}

fn attr<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    Attribute::parse(context, text).unwrap_or_else(|| panic!("cannot parse {text}"))
}

/// A one-core kernel built with the generated builders, `index` on the core.
fn kernel(context: &Context, index: i64) -> Module<'_> {
    let location = Location::unknown(context);
    let module = Module::new(location);
    let reg = attr(context, "#klr.tensor_ref_register<reg = 7>");
    let statement = super::klr::mat_mul(
        context,
        reg,
        reg,
        attr(context, "#klr.pos<line = 1, column = 2>"),
        location,
    );
    let statements = Block::new(&[]);
    statements.append_operation(statement.into());
    let body = Region::new();
    body.append_block(statements);
    let block = super::klr::BlockOperation::builder(context, location)
        .label(StringAttribute::new(context, ""))
        .body(body)
        .build();
    let blocks = Block::new(&[]);
    blocks.append_operation(block.into());
    let core_body = Region::new();
    core_body.append_block(blocks);
    let i64_type = IntegerType::new(context, 64).into();
    let core = super::klr::CoreOperation::builder(context, location)
        .index(IntegerAttribute::new(i64_type, index))
        .body(core_body)
        .build();
    let cores = Block::new(&[]);
    cores.append_operation(core.into());
    let kernel_body = Region::new();
    kernel_body.append_block(cores);
    let empty = ArrayAttribute::new(context, &[]);
    let kernel = super::klr::LncKernelOperation::builder(context, location)
        .sym_name(StringAttribute::new(context, "k"))
        .inputs(empty)
        .outputs(empty)
        .shared_buffers(empty)
        .shared_constants(empty)
        .edges(empty)
        .body(kernel_body)
        .build();
    module.body().append_operation(kernel.into());
    module
}

#[test]
fn builders_make_valid_ops() {
    let context = context();
    let module = kernel(&context, 0);
    assert!(module.as_operation().verify());
    let text = module.as_operation().to_string();
    for expected in [
        "klr.lnc_kernel @k attributes {edges = [], inputs = []",
        "klr.core 0 {",
        "klr.block \"\" {",
        "klr.mat_mul at <line = 1, column = 2> {dst = #klr.tensor_ref_register<reg = 7>, \
         moving = #klr.tensor_ref_register<reg = 7>}",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }
}

#[test]
fn verifier_rejects_a_misplaced_core() {
    let context = context();
    let module = kernel(&context, 1);
    assert!(!module.as_operation().verify());
}

/// The class table generated into the C++ shim and `OpClass::ALL` agree:
/// every op of a built kernel is told by its class, the module by none.
#[test]
fn ops_are_told_by_their_class() {
    use super::kind::{kind, OpKind};
    use super::ops::OpClass;
    let context = context();
    let module = kernel(&context, 0);
    assert_eq!(OpClass::of(&module.as_operation()), None);
    assert_eq!(kind(&module.as_operation()), OpKind::Other);
    let mut expected = vec![
        (OpClass::LncKernel, OpKind::LncKernel),
        (OpClass::Core, OpKind::Core),
        (OpClass::Block, OpKind::Block),
        (OpClass::MatMul, OpKind::Statement),
    ]
    .into_iter();
    let mut op = module.body().first_operation();
    while let Some(current) = op {
        let (class, op_kind) = expected.next().expect("four ops deep");
        assert_eq!(OpClass::of(&current), Some(class));
        assert_eq!(kind(&current), op_kind);
        op = current
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .and_then(|b| b.first_operation());
    }
    assert!(expected.next().is_none(), "every level is reached");
}
