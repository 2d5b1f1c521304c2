//! Mechanism B (`lowerFromBirJson`): a pre-compiled BIR-JSON kernel. Load the
//! document, pass the LNC gate, rescan the selected function's storage for the
//! budget, check the argument maps by name, localize `Const` files, add the
//! function to the caller module as `kind <nki>` and mint the IT55 call
//! (`Beta3`).

use super::{
    artifact,
    call_site::{self, Budget, KernelSource},
    module_body, select_core, Body, Carrier, CoreChoice, Job, Prepare, Prepared, Settings,
};
use melior::ir::{block::BlockLike, operation::OperationLike, Location, OperationRef, RegionLike};
use nki::pass::PassFailure;
use nki_dialects::bir::ops::{discardable, Func, NkiklirKernel};
use nki_formats::arch::Arch;
use nki_formats::bir_json::{positions, read_bir_json, Function, Positions};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use tracing::debug;

/// A BIR-JSON carrier prepared: the document read, the core's function
/// chosen and rescanned, and built when nothing is left to change in it.
pub(crate) struct Ready {
    path: PathBuf,
    placement: Placement,
    json_name: String,
    names_error: Option<String>,
    budget: Budget,
    body: Body,
}

/// The part of `lowerFromBirJson` that needs no caller IR (any thread).
pub(crate) fn prepare(job: &Job, settings: &Prepare<'_>) -> Prepared {
    let path = match artifact::find(&job.candidates, &job.klir_binary) {
        Ok(path) => path,
        Err(e) => return Prepared::Failed(e),
    };
    let text = match nki::io::read_regular_file(&path).and_then(|bytes| {
        String::from_utf8(bytes).map_err(|_| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "stream did not contain valid UTF-8",
            )
        })
    }) {
        Ok(text) => text,
        Err(e) => {
            return Prepared::Failed(format!(
                "cannot read BIR JSON file '{}': {e}",
                path.display()
            ))
        }
    };
    let doc = match read_bir_json(&text) {
        Ok(doc) => doc,
        Err(e) => {
            return Prepared::Failed(format!("invalid BIR JSON file '{}': {e}", path.display()))
        }
    };
    let positions = std::sync::Arc::new(positions(&text));
    drop(text);
    debug!(
        "BIR JSON file has been loaded from disk: {}",
        path.display()
    );

    let index = match select_core(settings.core_id, doc.functions.len()) {
        Ok(CoreChoice::Use(index)) => index,
        Ok(CoreChoice::Skip { id, count }) => {
            // The compiler's rule (docs/compiler-contract.md §2.7), made
            // visible: the call disappears from this core's program.
            debug!(
                "The kernel is compiled for LNC count lower than the current core_id {id} skip lowering"
            );
            return Prepared::Skip(format!(
                "core id {id} is past the kernel's {count} functions: nothing is provisioned on \
                 this core and the carrier is removed"
            ));
        }
        Err(e) => return Prepared::Failed(e),
    };
    let Some(mut function) = doc.functions.into_iter().nth(index) else {
        return Prepared::Failed(format!(
            "BIR JSON file '{}' has no functions",
            path.display()
        ));
    };
    // A kernel holding a placeholder of its own would keep it in the output
    // (the pass provisions the caller's carriers only): refused.
    if let Some((name, opcode)) = nested_carrier(&function.blocks) {
        return Prepared::Failed(format!(
            "BIR JSON kernel '{}' in '{}' itself contains the kernel placeholder '{name}' \
             ({opcode}, IT56); a kernel that needs provisioning cannot be provisioned into \
             a caller",
            function.name,
            path.display()
        ));
    }
    // An output parameter declared as an input is an output of the function.
    function.mark_written_inputs_as_outputs();
    debug!(
        "Creating NKI function from BIR JSON: {} and core id: {index}",
        function.name
    );
    let names_error = missing_formal(&job.func_args, &job.func_outs, &function);
    let budget = match scan_budget(&function, &settings.arch) {
        Ok(budget) => budget,
        Err(e) => return Prepared::Failed(format!("BIR JSON file '{}': {e}", path.display())),
    };
    let json_name = function.name.clone();
    let placement = Placement {
        kernel: path.display().to_string(),
        function: format!("$.functions[{index}]"),
        positions: Some(positions),
        offsets: None,
        caller: job.caller.clone(),
    };
    // Const files are localized (which changes the function) at the commit.
    let body = if names_error.is_none() && settings.artifact_dir.is_none() {
        settings.body(function, &placement)
    } else {
        Body::Model(function)
    };
    Prepared::B(Box::new(Ready {
        path,
        placement,
        json_name,
        names_error,
        budget,
        body,
    }))
}

/// The rest of `lowerFromBirJson`, in carrier order: the argument maps, the
/// const files, the function into the module under its unique symbol
/// (verified: it is user data), and the IT55 call.
pub(crate) fn commit(
    module: OperationRef<'_, '_>,
    carrier: &Carrier<'_, '_>,
    settings: &Settings<'_>,
    ready: Ready,
) -> Result<(), PassFailure> {
    let Ready {
        path,
        placement,
        json_name,
        names_error,
        budget,
        mut body,
    } = ready;
    if let Some(e) = names_error {
        return Err(carrier.error(&e));
    }
    if let (Some(artifact_dir), Body::Model(function)) = (settings.artifact_dir, &mut body) {
        let kernel_dir = path.parent().unwrap_or(std::path::Path::new(""));
        for allocation in &mut function.allocations {
            if allocation.kind == "Const" && !allocation.file.is_empty() {
                allocation.file = artifact::copy_const_file(
                    carrier,
                    &allocation.name,
                    &allocation.file,
                    kernel_dir,
                    artifact_dir,
                )?;
            }
        }
    }
    let symbol = settings.symbols.borrow_mut().unique(&json_name);
    let origin = Origin::Placed(&placement);
    insert_function(module, body, &json_name, &symbol, origin, true, &|m| {
        carrier.error(m)
    })?;
    call_site::mint(carrier, &symbol, KernelSource::Beta3, budget)
}

/// The first IT56 placeholder (`NKIKLIRKernel`, `KLIRKernel`) among
/// `blocks`, loops entered: its name and opcode.
fn nested_carrier(blocks: &[nki_formats::bir_json::Block]) -> Option<(&str, &str)> {
    use nki_formats::bir_json::BlockItem;
    blocks
        .iter()
        .flat_map(|block| block.instructions.iter())
        .find_map(|item| match item {
            BlockItem::Instruction(inst)
                if inst.opcode == "NKIKLIRKernel" || inst.opcode == "KLIRKernel" =>
            {
                Some((inst.name.as_str(), inst.opcode.as_str()))
            }
            BlockItem::Instruction(_) => None,
            BlockItem::Loop(l) => nested_carrier(&l.blocks),
        })
}

/// `createMappingFromNames` (B) and the per-pair mapping (A): the first key
/// of `func_args`/`func_outs` that names no memory location of the kernel,
/// else the first formal (a memory location of an `Input` or `Output`
/// allocation) that is a key of neither map, as its error (the values are
/// checked by the verifier).
pub(crate) fn missing_formal(
    func_args: &[(String, String)],
    func_outs: &[(String, String)],
    function: &Function,
) -> Option<String> {
    let names: HashSet<&str> = function
        .allocations
        .iter()
        .flat_map(|a| a.memorylocations.iter().map(|m| m.name.as_str()))
        .collect();
    if let Some((formal, _)) = func_args.iter().find(|(f, _)| !names.contains(f.as_str())) {
        return Some(format!("{formal} input cannot be found "));
    }
    if let Some((formal, _)) = func_outs.iter().find(|(f, _)| !names.contains(f.as_str())) {
        return Some(format!("{formal} output cannot be found "));
    }
    // Every formal must be bound, or the provisioned call would leave it
    // unbound and the kernel read or write memory nobody gave it. An output
    // parameter declared as an input is bound through `func_args`, so a
    // formal is bound when it is a key of either map.
    let bound: HashSet<&str> = func_args
        .iter()
        .chain(func_outs)
        .map(|(formal, _)| formal.as_str())
        .collect();
    function
        .allocations
        .iter()
        .filter(|a| a.kind == "Input" || a.kind == "Output")
        .flat_map(|a| a.memorylocations.iter().map(move |m| (a.kind.as_str(), m)))
        .find(|(_, m)| !bound.contains(m.name.as_str()))
        .map(|(kind, m)| {
            format!(
                "{} formal '{}' of kernel '{}' is bound by neither {} nor {}",
                kind.to_lowercase(),
                m.name,
                function.name,
                NkiklirKernel::FUNC_ARGS_ATTR,
                NkiklirKernel::FUNC_OUTS_ATTR,
            )
        })
}

/// The seed's rescan of the new function's memory locations (module doc),
/// with the PSUM bank size and partition count of the module's arch. An
/// allocated SB or PSUM location whose `dims` give no bytes per partition
/// is refused: taking 0 would size the scratchpads too small.
pub(crate) fn scan_budget(function: &Function, arch: &Arch) -> Result<Budget, String> {
    let mut allocated = false;
    let mut sb_max = 0u64;
    let mut psum_banks: Option<u64> = None;
    for location in function
        .allocations
        .iter()
        .flat_map(|a| a.memorylocations.iter())
        .filter(|m| m.allocated)
    {
        let on_chip = matches!(location.r#type.as_str(), "SB" | "PSUM");
        let bytes = match location.bytes_per_partition() {
            Some(bytes) => bytes,
            None if on_chip => {
                return Err(format!(
                    "memory location '{}' ({}) of function '{}' has dims {:?}: no bytes per \
                     partition (dims are [partitions, bytes per partition])",
                    location.name, location.r#type, function.name, location.dims
                ))
            }
            None => continue,
        };
        match location.r#type.as_str() {
            "SB" => {
                allocated = true;
                sb_max = sb_max.max(location.addr + bytes);
            }
            "PSUM" => {
                allocated = true;
                let last =
                    location.bank + (location.addr + bytes.max(1) - 1) / arch.psum_bank_bytes;
                psum_banks = Some(psum_banks.unwrap_or(0).max(last + 1));
            }
            _ => {}
        }
    }
    if !allocated {
        return Ok(Budget::default());
    }
    Ok(Budget {
        sb_buf_shape: [sb_max, arch.partitions],
        psum_buf_shape: match psum_banks {
            Some(banks) => [arch.psum_bank_bytes, arch.partitions, banks],
            None => [0, 0, 0],
        },
    })
}

/// `name`, or `name.N` with the first N ≥ 1 that no symbol of the module uses.
pub(crate) fn unique_symbol(module: OperationRef<'_, '_>, name: &str) -> String {
    Symbols::of(module).unique(name)
}

/// The symbols of a module, read once per pass run and extended with each
/// symbol handed out (scanning the module per carrier is quadratic in the
/// number of carriers).
pub(crate) struct Symbols {
    taken: HashSet<String>,
    /// Per requested name, the smallest N ≥ 1 for which `name.N` may still be
    /// free: every smaller suffix is taken, and stays taken because symbols
    /// are only added. Probing from here instead of from 1 keeps a run of
    /// carriers of one kernel linear instead of quadratic.
    next_suffix: HashMap<String, u64>,
}

impl Symbols {
    pub fn of(module: OperationRef<'_, '_>) -> Self {
        Symbols {
            taken: module_body(module)
                .into_iter()
                .filter_map(|op| nki::ffi::symbol_name(&op))
                .collect(),
            next_suffix: HashMap::new(),
        }
    }

    /// `name`, or `name.N` with the first N ≥ 1 not taken; taken from now on.
    pub fn unique(&mut self, name: &str) -> String {
        let symbol = if self.taken.contains(name) {
            let next = self.next_suffix.entry(name.to_owned()).or_insert(1);
            loop {
                let candidate = format!("{name}.{next}");
                *next += 1;
                if !self.taken.contains(&candidate) {
                    break candidate;
                }
            }
        } else {
            name.to_owned()
        };
        self.taken.insert(symbol.clone());
        symbol
    }
}

/// Builds the function's ops ([`nki_dialects::bir::build`]) as `kind <nki>`
/// and appends it to the caller module. `source` names the kernel in
/// diagnostics; the ops get `location`, or else the kernel file without a
/// position (they come from a model, not from text); `fail` reports an
/// error. `verify`: check
/// the function once it is in the module (for user data: a function loaded
/// from BIR JSON); a function the codegen built is verified with the rest of
/// the module after the pass.
pub(crate) fn add_function<'c>(
    module: OperationRef<'c, '_>,
    function: Function,
    json_name: &str,
    origin: Origin<'_>,
    location: Option<Location<'c>>,
    verify: bool,
    fail: &dyn Fn(&str) -> PassFailure,
) -> Result<(), PassFailure> {
    let (source, placement) = origin.parts();
    let symbol = function.name.clone();
    let internal = |what: String| fail(&build_error(&symbol, source, &what));
    let context_ref = module.context();
    let context = nki::ffi::context_of(&context_ref);
    let location = location.unwrap_or_else(|| Location::new(context, source, 0, 0));
    let json_name = (symbol != json_name).then_some(json_name);
    let places = placement.map(|p| p.places(context));
    let func = nki_dialects::bir::build::function_placed(
        context, location, places, function, &symbol, json_name, "nki",
    )
    .map_err(internal)?;
    let body = module
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| internal("the caller module has no body".into()))?;
    let func = body.append_operation(func);
    if verify && !func.verify() {
        return Err(PassFailure);
    }
    Ok(())
}

/// Where a function added to the caller comes from: a file (or other source)
/// its ops are located at as a whole, or a kernel placed item by item.
#[derive(Clone, Copy)]
pub(crate) enum Origin<'p> {
    Source(&'p str),
    Placed(&'p Placement),
}

impl<'p> Origin<'p> {
    /// The source's name for messages, and the placement if any.
    fn parts(self) -> (&'p str, Option<&'p Placement>) {
        match self {
            Origin::Source(source) => (source, None),
            Origin::Placed(placement) => (&placement.kernel, Some(placement)),
        }
    }
}

/// Where the ops of a provisioned kernel are located
/// ([`nki_dialects::bir::build::Places`], owned, for any thread): at their
/// items in the kernel file, called from the placeholder.
pub(crate) struct Placement {
    pub kernel: String,
    /// The function's path in the document (`$.functions[1]`).
    pub function: String,
    /// Item positions in a BIR JSON kernel (none for a KLR kernel: its ops
    /// are located at the file).
    pub positions: Option<std::sync::Arc<Positions>>,
    /// Instruction name → byte offset of its statement (a KLR kernel).
    pub offsets: Option<std::sync::Arc<rustc_hash::FxHashMap<String, usize>>>,
    /// The placeholder's position.
    pub caller: Option<nki::diagnostics::SourceLoc>,
}

impl Placement {
    pub fn places<'c, 'p>(
        &'p self,
        context: &'c melior::Context,
    ) -> nki_dialects::bir::build::Places<'c, 'p> {
        let caller = match &self.caller {
            Some(at) => Location::new(context, &at.file, at.line, at.column),
            None => Location::unknown(context),
        };
        nki_dialects::bir::build::Places {
            kernel: &self.kernel,
            function: self.function.clone(),
            positions: self.positions.as_deref(),
            offsets: self.offsets.as_deref(),
            caller,
        }
    }
}

/// The internal error of a function that could not be built as IR.
fn build_error(symbol: &str, source: &str, what: &str) -> String {
    format!("cannot build NKI function '{symbol}' from '{source}': {what}")
}

/// Puts a prepared function into the caller module as `symbol` (its JSON
/// or kernel name is `name`): the op built ahead, renamed when `name` was
/// taken, or built now from the model. `verify` as in [`add_function`].
pub(crate) fn insert_function<'c>(
    module: OperationRef<'c, '_>,
    body: Body,
    name: &str,
    symbol: &str,
    origin: Origin<'_>,
    verify: bool,
    fail: &dyn Fn(&str) -> PassFailure,
) -> Result<(), PassFailure> {
    let source = origin.parts().0;
    let built = match body {
        Body::Model(mut function) => {
            function.name = symbol.to_owned();
            return add_function(module, function, name, origin, None, verify, fail);
        }
        Body::Built(built) => built,
        Body::Failed(e) => return Err(fail(&build_error(symbol, source, &e))),
    };
    let context_ref = module.context();
    let context = nki::ffi::context_of(&context_ref);
    let func = built.into_operation(context);
    if symbol != name {
        // Built under its own name; `bir.json_name` keeps that name, as
        // `add_function` writes it.
        let view = nki::ffi::op_ref(&func);
        Func::cast(view)
            .ok_or_else(|| fail(&format!("the built function is not a {}", Func::NAME)))?
            .set_sym_name(symbol);
        discardable::set_json_name(view, name);
    }
    let body = module
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| fail("the caller module has no body"))?;
    let func = body.append_operation(func);
    if verify && !func.verify() {
        return Err(PassFailure);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{scan_budget, Budget, Symbols};
    use nki_formats::bir_json::{Allocation, Function, Member, MemoryLocation};

    fn location(memory: &str, addr: u64, bytes: u64, bank: u64, allocated: bool) -> Allocation {
        Allocation {
            skind: "memory_location_set".into(),
            addr_space: Member::Absent,
            dtype: Member::Absent,
            partition_dim: Member::Absent,
            tensor_shape: vec![128, bytes / 4],
            name: format!("{memory}_{addr}_set"),
            file: String::new(),
            no_spill: false,
            volatile: false,
            r#virtual: false,
            kind: "Internal".into(),
            tensor_class: "Tensor".into(),
            memorylocations: vec![MemoryLocation {
                skind: "memory_location".into(),
                name: format!("{memory}_{addr}"),
                r#type: memory.into(),
                addr,
                dims: vec![128, bytes],
                bank,
                base: 0,
                allocated,
                pinned: false,
                tensor_id: Member::Absent,
                extra: Default::default(),
            }],
            tensor_id_to_mem_loc_size: 1,
            extra: Default::default(),
        }
    }

    fn function(allocations: Vec<Allocation>) -> Function {
        Function {
            name: "k".into(),
            attributes: Vec::new(),
            allocations,
            blocks: Vec::new(),
            extra: Default::default(),
        }
    }

    #[test]
    fn budget_from_the_rescan() {
        // Nothing allocated (DRAM only, or SB not allocated): zeros.
        let f = function(vec![
            location("DRAM", 0, 2048, 0, true),
            location("SB", 0, 2048, 0, false),
        ]);
        assert_eq!(
            scan_budget(&f, &nki_formats::arch::TRN2),
            Ok(Budget::default())
        );
        // SB high-water mark = max(addr + dims[1]); no PSUM: zero PSUM shape.
        let f = function(vec![
            location("SB", 4096, 1024, 0, true),
            location("SB", 0, 2048, 0, true),
        ]);
        assert_eq!(
            scan_budget(&f, &nki_formats::arch::TRN2),
            Ok(Budget {
                sb_buf_shape: [5120, 128],
                psum_buf_shape: [0, 0, 0]
            })
        );
        // PSUM alone marks the kernel allocated; a location spilling past its
        // bank counts the banks it reaches (bank 2, 3 KiB from 1 KiB: bank 4).
        let f = function(vec![location("PSUM", 1024, 3072, 2, true)]);
        assert_eq!(
            scan_budget(&f, &nki_formats::arch::TRN2),
            Ok(Budget {
                sb_buf_shape: [0, 128],
                psum_buf_shape: [2048, 128, 4]
            })
        );
        // An allocated SB location without bytes per partition is refused,
        // not counted as 0 bytes; a DRAM one needs none.
        let mut f = function(vec![location("SB", 0, 2048, 0, true)]);
        f.allocations[0].memorylocations[0].dims = vec![128];
        let error = scan_budget(&f, &nki_formats::arch::TRN2).unwrap_err();
        assert!(error.contains("no bytes per partition"), "{error}");
        f.allocations[0].memorylocations[0].r#type = "DRAM".into();
        assert_eq!(
            scan_budget(&f, &nki_formats::arch::TRN2),
            Ok(Budget::default())
        );
    }

    #[test]
    fn symbols_take_the_first_free_suffix() {
        let mut symbols = Symbols {
            taken: ["k", "k.2", "j.1"].map(String::from).into(),
            next_suffix: Default::default(),
        };
        let handed: Vec<String> = ["k", "k", "k", "j", "j", "k.1", "m", "m"]
            .iter()
            .map(|name| symbols.unique(name))
            .collect();
        // k.2 was taken before the pass; k.1 requested as a name of its own
        // is taken by then, so it gets a suffix of its own.
        assert_eq!(
            handed,
            ["k.1", "k.3", "k.4", "j", "j.2", "k.1.1", "m", "m.1"]
        );
    }
}
