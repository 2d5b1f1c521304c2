//! The missing-callee diagnostic on real MLIR. Verified IR cannot hold such a
//! call (the bir verifier rejects it at parse and import time), so the test
//! builds the situation as another pass would: it parses a verified module,
//! erases the callee, then runs the pass.

use super::InlineNkiKernel;
use melior::ir::{block::BlockLike, operation::OperationLike};
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
    pass::NkiPass,
};
use std::sync::Arc;

const MODULE: &str = r#"
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "x_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.nki_kernel "inst__k" engine Unassigned ins(%1) {callee = @k, func_args = {a = "x"}, func_outs = {}, ins_args = [#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = float32, offset = 0>], kernel_source = #bir.kernel_source<Beta3>, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>}
    }
  }
  bir.func @k kind <nki> {
    %0 = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Input>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>} : !bir.allocation
    %1 = bir.memory_location "a" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<Input>, pinned = false} : !bir.memory_location
    bir.block "k" {
    }
  }
}
"#;

#[test]
fn a_call_whose_callee_is_gone_is_an_error_naming_the_call() {
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(&registry, ContextOptions::default());
    let collector = Collector::attach(
        &context,
        Mode::Collect,
        Arc::new(SourceMap::default()),
        "test".into(),
    );
    let module = nki::ffi::parse_source_as_module(&context, MODULE, "missing-callee")
        .expect("module parses");
    let callee = module
        .body()
        .first_operation()
        .and_then(|main| main.next_in_block())
        .expect("the module holds @k");
    nki::ffi::erase_op(callee);

    let pass = InlineNkiKernel {
        keep_functions: false,
    };
    assert!(pass.run(module.as_operation()).is_err());
    let messages: Vec<String> = collector.take().into_iter().map(|d| d.message).collect();
    assert_eq!(
        messages,
        ["'bir.nki_kernel' op call 'inst__k' refers to '@k', which is not an NKI function of the module"]
    );
    // The failed pass left the call in place.
    assert!(module.as_operation().to_string().contains("\"inst__k\""));
}
