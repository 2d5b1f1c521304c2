//! What lit cannot reach, on real MLIR. The missing-callee diagnostic:
//! verified IR cannot hold such a call (the bir verifier rejects it at parse
//! and import time), so the test builds the situation as another pass would,
//! parsing a verified module and erasing the callee before running the pass.
//! The post-condition check: the pass never breaks it, so the test hands it
//! a module that does.

use super::{check, run};
use crate::options::InlineNkiKernelOptions;
use melior::ir::{block::BlockLike, operation::OperationLike};
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
};
use std::{collections::HashSet, sync::Arc};

fn with_module(text: &str, test: impl FnOnce(&melior::ir::Module<'_>, &Collector)) {
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(&registry, ContextOptions::default());
    let collector = Collector::attach(
        &context,
        Mode::Collect,
        Arc::new(SourceMap::default()),
        "test".into(),
    );
    let module = nki::ffi::parse_source_as_module(&context, text, "test").expect("module parses");
    test(&module, &collector);
}

/// The module's second function: `MODULE`'s NKI kernel `@k`.
fn kernel<'c, 'a>(module: &'a melior::ir::Module<'c>) -> melior::ir::OperationRef<'c, 'a> {
    module
        .body()
        .first_operation()
        .and_then(|main| main.next_in_block())
        .expect("the module holds @k")
}

/// The messages of the diagnostics collected so far.
fn messages(collector: &Collector) -> Vec<String> {
    collector.take().into_iter().map(|d| d.message).collect()
}

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
    with_module(MODULE, |module, collector| {
        let callee = kernel(module);
        // SAFETY: the call names @k by symbol only (what the test is
        // about); the handle is not used after.
        unsafe { nki::ffi::erase_op(callee) };

        let options = InlineNkiKernelOptions::default();
        assert!(run(&options, module.as_operation(), &mut Default::default()).is_err());
        let messages = messages(collector);
        assert_eq!(
            messages,
            ["'bir.nki_kernel' op call 'inst__k' refers to '@k', which is not an NKI function of the module"]
        );
        // The failed pass left the call in place.
        assert!(module.as_operation().to_string().contains("\"inst__k\""));
    });
}

/// IR another pass left without a required attribute is refused, at the
/// op, naming what is missing: never read as address 0.
#[test]
fn a_memory_location_without_its_address_is_an_error_at_it() {
    with_module(MODULE, |module, collector| {
        let callee = kernel(module);
        let location = nki_dialects::ir::children(&callee)
            .into_iter()
            .find_map(nki_dialects::bir::ops::MemoryLocation::cast)
            .expect("@k has a memory location");
        // What a buggy pass could do; the verifier would only see it after.
        nki::ffi::remove_attribute(&location.op(), "addr");

        let options = InlineNkiKernelOptions::default();
        assert!(run(&options, module.as_operation(), &mut Default::default()).is_err());
        let messages = messages(collector);
        assert_eq!(
            messages,
            ["'bir.memory_location' op has no attribute 'addr'"]
        );
        // Nothing was inlined.
        assert!(module.as_operation().to_string().contains("\"inst__k\""));
    });
}

const OVERFLOWING: &str = r#"
module attributes {bir.arch = "gen3", bir.version = 2 : i64} {
  bir.func @main kind <main> {
    %0 = bir.allocation "c.sb_scratchpad_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<NeuronSBTensor>, tensor_shape = array<i64: 128, 1024>} : !bir.allocation
    %1 = bir.memory_location "c.sb_scratchpad" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %2 = bir.memory_location "c/t" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 512 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    %3 = bir.memory_location "other" in %0 {Skind = #bir.storage_kind<memory_location>, addr = 4096 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 1024>, memory_type = #bir.memory_type<SB>, pinned = false} : !bir.memory_location
    bir.block "main" {
    }
  }
}
"#;

#[test]
fn the_post_condition_catches_a_placed_tensor_outside_its_scratchpad() {
    with_module(OVERFLOWING, |module, collector| {
        let touched = HashSet::from(["main".to_owned()]);
        assert!(check::post_conditions(module.as_operation(), &touched, None).is_err());
        let messages = messages(collector);
        // Only what the pass placed (`c/…`) is its business.
        assert_eq!(
            messages,
            ["'bir.memory_location' op internal error: after inlining, 'c/t' lies outside the scratchpad buffer 'c.sb_scratchpad'"]
        );
        // A function the pass did not change is not checked.
        assert!(check::post_conditions(module.as_operation(), &HashSet::new(), None).is_ok());
    });
}
