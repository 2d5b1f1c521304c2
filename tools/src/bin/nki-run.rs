//! `nki-run`: executes a `bir` function on numbers (the reference
//! interpreter `nki-interp`, docs/nki-run.md).
//!
//! ```text
//! nki-run IN.mlir [--entry main] [--arch trn1|trn2] [--psum-banks N] --input NAME=FILE.npy …
//!         --output NAME=FILE.npy … [--output-dir DIR] [--random-inputs SEED]
//!         [--stats] [--timeline OUT.json] [--timeline-summary]
//! ```
//!
//! `--input` and `--output` name any memory location: besides the kernel's
//! parameters, an internal location's initial and final contents, so that
//! two programs (before and after a rewrite) run from the same memory.
//!
//! Errors are one line on stderr, exit status 1, and no output file is
//! written: every output is opened (and so checked) before the run, and all
//! are committed together at the end through `nki::io::OutputSet`.

use clap::Parser;
use nki_formats::arch;
use nki_interp::{dtype::Dtype, limits, npy, timeline, Limits, Machine, Tensor};
use std::io::Write;
use std::{collections::BTreeMap, path::PathBuf};

/// mimalloc for the Rust side (see `nki::allocator`).
#[global_allocator]
static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;

#[derive(Parser)]
#[command(
    name = "nki-run",
    about = "Execute a bir function on numbers: .npy inputs in, .npy outputs out"
)]
struct Cli {
    /// The module: bir MLIR, or BIR JSON (`-` for stdin).
    input: String,
    /// The function to run (default: `main`, or the module's only function).
    #[arg(long)]
    entry: Option<String>,
    /// The machine: trn1 or trn2 (default: the module's `arch`, else trn2).
    #[arg(long)]
    arch: Option<String>,
    /// NAME=FILE.npy: the contents of the input tensor NAME (or the initial
    /// contents of any other memory location NAME: an output, an internal
    /// tensor).
    #[arg(long = "input", value_name = "NAME=FILE")]
    inputs: Vec<String>,
    /// NAME=FILE.npy: write the memory location NAME after the run.
    #[arg(long = "output", value_name = "NAME=FILE")]
    outputs: Vec<String>,
    /// Write every output tensor as DIR/NAME.npy, and every generated input
    /// as DIR/NAME.input.npy (NAME with every byte but letters, digits,
    /// `_`, `-` and a `.` not first written %XX).
    #[arg(long, value_name = "DIR")]
    output_dir: Option<String>,
    /// Fill the inputs not given with pseudo-random numbers from SEED
    /// (floats uniform in [-1, 1), integers in [-8, 8) or [0, 16)), and the
    /// outputs the function reads (an accumulation into an output
    /// parameter) as well.
    #[arg(long, value_name = "SEED")]
    random_inputs: Option<u64>,
    /// Print the executed instructions per opcode to stderr, then their total
    /// and the element operations of the run.
    #[arg(long)]
    stats: bool,
    /// Write the run's estimated engine timeline as a Chrome / Perfetto
    /// trace (JSON, Trace Event Format) to FILE.
    #[arg(long, value_name = "FILE")]
    timeline: Option<String>,
    /// Print the run's estimated engine timeline to stdout: per-engine busy
    /// time and utilisation, the critical path, the top 10 instructions.
    #[arg(long)]
    timeline_summary: bool,
    /// The most executed instructions a timeline holds.
    #[arg(long, value_name = "N", default_value_t = timeline::MAX_SLICES)]
    timeline_max_instructions: usize,
    /// Model a PSUM of N banks instead of the arch's: runs a program whose
    /// accumulation group is larger than the arch's PSUM, as before
    /// legalize-matmul-accumulation-groups spills it.
    #[arg(long, value_name = "N")]
    psum_banks: Option<u64>,
    /// The most elements of one tensor or access pattern.
    #[arg(long, value_name = "N", default_value_t = limits::DEFAULT_MAX_ELEMENTS)]
    max_elements: u64,
    /// The most MiB of modelled memory (SBUF, PSUM and DRAM together).
    #[arg(long, value_name = "MIB", default_value_t = limits::DEFAULT_MAX_MEMORY_BYTES >> 20)]
    max_memory_mib: u64,
    /// The most element operations of a run (each instruction costs the
    /// elements of its access patterns, each loop iteration 1).
    #[arg(long, value_name = "N", default_value_t = limits::DEFAULT_MAX_WORK)]
    max_work: u64,
    /// The most instructions and loop iterations of a run.
    #[arg(long, value_name = "N", default_value_t = limits::DEFAULT_MAX_STEPS)]
    max_steps: u64,
}

fn main() {
    nki::allocator::configure();
    // Untrusted MLIR bytecode is read in a child process first (this
    // executable again; the child stops here).
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    nki::io::guard_standard_streams();
    // Usage errors are one line and exit 1, like every other error.
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => e.exit(),
        Err(e) => {
            let text = e.render().to_string();
            let first = text
                .lines()
                .next()
                .unwrap_or("error")
                .trim_start_matches("error: ");
            eprintln!("nki-run: error: {first}");
            std::process::exit(1);
        }
    };
    if let Err(message) = run(&cli) {
        if !message.is_empty() {
            eprintln!("{message}");
        }
        std::process::exit(1);
    }
}

fn error(message: impl std::fmt::Display) -> String {
    format!("nki-run: error: {message}")
}

/// `NAME=FILE` pairs, each name once.
fn pairs(list: &[String], flag: &str) -> Result<BTreeMap<String, PathBuf>, String> {
    let mut map = BTreeMap::new();
    for item in list {
        let (name, file) = item
            .split_once('=')
            .filter(|(n, f)| !n.is_empty() && !f.is_empty())
            .ok_or_else(|| error(format!("--{flag} '{item}': expected NAME=FILE")))?;
        if map.insert(name.to_string(), PathBuf::from(file)).is_some() {
            return Err(error(format!("--{flag}: '{name}' is given twice")));
        }
    }
    Ok(map)
}

fn names(tensors: &[&Tensor]) -> String {
    if tensors.is_empty() {
        return "none".into();
    }
    tensors
        .iter()
        .map(|t| t.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The run's limits from the command line.
fn limits(cli: &Cli) -> Limits {
    Limits {
        max_elements: cli.max_elements,
        max_memory_bytes: cli.max_memory_mib.saturating_mul(1 << 20),
        max_work: cli.max_work,
        max_steps: cli.max_steps,
    }
}

/// Refuses initial contents for two locations on common bytes (a PSUM
/// tile inside its destination, say): which one holds would depend on the
/// order they are written in.
fn check_disjoint(machine: &Machine, inputs: &BTreeMap<String, PathBuf>) -> Result<(), String> {
    let given: Vec<&String> = inputs.keys().collect();
    for (i, a) in given.iter().enumerate() {
        for b in &given[i + 1..] {
            if machine.share_bytes(a, b) {
                return Err(error(format!(
                    "--input '{a}' and --input '{b}': the two memory locations share bytes; give one"
                )));
            }
        }
    }
    Ok(())
}

/// One `.npy` file the run writes: where, and which tensor (a generated
/// input, written as stored before the run, or a location after it).
struct Planned {
    path: String,
    create_dirs: bool,
    tensor: String,
    before_run: bool,
}

/// `DIR/FILE` for a tensor name, the name made a plain file name
/// (`nki::io::file_name_for`), so no name leads outside `DIR`.
fn in_output_dir(dir: &str, name: &str, suffix: &str) -> Result<String, String> {
    let file = nki::io::file_name_for(name, suffix).ok_or_else(|| {
        error(format!(
            "--output-dir: the tensor name '{}' makes no file name of at most {} bytes",
            nki::diagnostics::escape_control(name),
            nki::io::MAX_FILE_NAME_BYTES
        ))
    })?;
    Ok(PathBuf::from(dir).join(file).to_string_lossy().into_owned())
}

fn run(cli: &Cli) -> Result<(), String> {
    let inputs = pairs(&cli.inputs, "input")?;
    let outputs = pairs(&cli.outputs, "output")?;
    let source = nki::io::read_input(&cli.input)?;
    let timeline = cli.timeline.is_some() || cli.timeline_summary;
    let (document, positions) = match timeline {
        true => nki_tools::positions::read_document(&source)?,
        false => (
            nki_dialects::translate::read_bir_document(&source)?,
            Default::default(),
        ),
    };
    let arch = match &cli.arch {
        Some(name) => arch::lookup(name)
            .ok_or_else(|| error(format!("unknown arch '{name}' (trn1, trn2)")))?,
        None => arch::for_module(Some(&document.arch)),
    };
    let arch = match cli.psum_banks {
        Some(0) => return Err(error("--psum-banks must be at least 1")),
        Some(banks) => arch::Arch {
            psum_banks: banks,
            ..arch
        },
        None => arch,
    };
    let limits = limits(cli);
    let mut machine =
        Machine::with_limits(&document, cli.entry.as_deref(), arch, limits).map_err(error)?;
    let tensors = machine.tensors();
    let ins: Vec<&Tensor> = tensors.iter().filter(|t| t.is_input()).collect();
    let outs: Vec<&Tensor> = tensors.iter().filter(|t| t.is_output()).collect();

    // Inputs: every name an input tensor, or the initial contents of any
    // other memory location (an output a kernel reads, an internal tensor:
    // two runs from the same memory); every input given or generated.
    check_disjoint(&machine, &inputs)?;
    for (name, file) in &inputs {
        let t = machine.tensor(name).map_err(|e| {
            error(format!(
                "--input '{name}': {e} (inputs: {}; outputs: {})",
                names(&ins),
                names(&outs)
            ))
        })?;
        // A stream holds at most the header and 8 bytes per element.
        let max_bytes = (t.len() as u64).saturating_mul(8).saturating_add(1 << 20);
        let array =
            npy::read(file, max_bytes).map_err(|e| error(format!("{}: {e}", file.display())))?;
        if array.shape != t.shape {
            return Err(error(format!(
                "--input '{name}': {} has shape {:?}, the tensor is {:?} {}",
                file.display(),
                array.shape,
                t.shape,
                t.dtype.name()
            )));
        }
        let values = array
            .fp8_values(t.dtype)
            .map_err(|e| error(format!("--input '{name}': {}: {e}", file.display())))?;
        machine.set(name, &values).map_err(error)?;
    }
    let mut generated = Vec::new();
    // Outputs the kernel reads (an accumulation into an output parameter)
    // start from random contents too when inputs are generated.
    let read = machine.read_locations();
    let read_outputs: Vec<&Tensor> = match cli.random_inputs {
        Some(_) => outs
            .iter()
            .copied()
            .filter(|t| read.contains(&t.name))
            .collect(),
        None => Vec::new(),
    };
    for t in ins.iter().chain(&read_outputs) {
        if inputs.contains_key(&t.name) {
            continue;
        }
        let Some(seed) = cli.random_inputs else {
            return Err(error(format!(
                "no --input for '{}' (inputs: {}; or give --random-inputs SEED)",
                t.name,
                names(&ins)
            )));
        };
        let values = random_values(seed, &t.name, t.dtype, t.len());
        machine.set(&t.name, &values).map_err(error)?;
        generated.push(t.name.clone());
    }
    // Outputs: any memory location by name.
    for name in outputs.keys() {
        machine.tensor(name).map_err(|e| {
            error(format!(
                "--output '{name}': {e} (outputs: {})",
                names(&outs)
            ))
        })?;
    }

    // Every file the run writes, opened (and so checked: writable, no two
    // the same, none an input) before it runs.
    let mut plan = Vec::new();
    for (name, file) in &outputs {
        plan.push(Planned {
            path: file.to_string_lossy().into_owned(),
            create_dirs: false,
            tensor: name.clone(),
            before_run: false,
        });
    }
    if let Some(dir) = &cli.output_dir {
        for name in &generated {
            plan.push(Planned {
                path: in_output_dir(dir, name, ".input.npy")?,
                create_dirs: true,
                tensor: name.clone(),
                before_run: true,
            });
        }
        for t in &outs {
            plan.push(Planned {
                path: in_output_dir(dir, &t.name, ".npy")?,
                create_dirs: true,
                tensor: t.name.clone(),
                before_run: false,
            });
        }
    }
    let read_files: Vec<String> = std::iter::once(cli.input.clone())
        .chain(inputs.values().map(|f| f.to_string_lossy().into_owned()))
        .collect();
    let read_files: Vec<&str> = read_files.iter().map(String::as_str).collect();
    let mut targets: Vec<nki::io::Target<'_>> = plan
        .iter()
        .map(|p| nki::io::Target {
            path: &p.path,
            create_dirs: p.create_dirs,
        })
        .collect();
    // The trace, last among the outputs.
    if let Some(path) = &cli.timeline {
        targets.push(nki::io::Target {
            path,
            create_dirs: false,
        });
    }
    let mut files = nki::io::OutputSet::open(&targets, &read_files)?;
    if timeline {
        machine.record_timeline(positions, cli.timeline_max_instructions);
    }

    // Generated inputs as stored (rounded to their dtype), before the run.
    for (i, p) in plan.iter().enumerate().filter(|(_, p)| p.before_run) {
        write_tensor(&mut machine, &p.tensor, files.output(i))?;
    }
    machine.run().map_err(error)?;
    if cli.stats {
        let counts = machine.counts();
        for (opcode, n) in &counts {
            eprintln!("{opcode}: {n}");
        }
        let total: u64 = counts.iter().map(|(_, n)| n).sum();
        eprintln!(
            "total {total} instructions, {} element operations",
            machine.work()
        );
    }
    for (i, p) in plan.iter().enumerate().filter(|(_, p)| !p.before_run) {
        write_tensor(&mut machine, &p.tensor, files.output(i))?;
    }
    let recorded = machine.take_timeline();
    if let (Some(t), Some(_)) = (&recorded, &cli.timeline) {
        let out = files.output(plan.len());
        if let Err(e) = out.write_all(timeline::trace::trace_json(t).as_bytes()) {
            out.fail(e);
        }
    }
    files.commit()?;
    if let (Some(t), true) = (&recorded, cli.timeline_summary) {
        print!("{}", timeline::report::summary(t));
    }
    Ok(())
}

/// Writes a tensor's values as `.npy` into an output (a write error is the
/// output's, reported by the commit).
fn write_tensor(
    machine: &mut Machine,
    name: &str,
    out: &mut nki::io::Output,
) -> Result<(), String> {
    let t = machine.tensor(name).map_err(error)?;
    let values = machine.get(name).map_err(error)?;
    if let Err(e) = npy::write(out, &t.shape, &values, t.dtype) {
        out.fail(e);
    }
    Ok(())
}

/// SplitMix64 over (seed, name): the same inputs for the same seed, whatever
/// the order of the tensors.
fn random_values(seed: u64, name: &str, dtype: Dtype, n: usize) -> Vec<f64> {
    let mut state = name.bytes().fold(seed ^ 0x9e37_79b9_7f4a_7c15, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    (0..n)
        .map(|_| {
            let r = next();
            if dtype.is_signed_int() {
                (r % 16) as f64 - 8.0
            } else if dtype.is_int() {
                (r % 16) as f64
            } else {
                (r >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
            }
        })
        .collect()
}
