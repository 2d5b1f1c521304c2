//! What one run may use: element counts and memory are bounded before
//! anything is allocated, and the work a run does is budgeted, so a hostile
//! or broken kernel ends with a one-line error instead of exhausting memory
//! or running for hours (docs/nki-run.md, "Limits"). `nki-run` has an
//! option for each limit.

use nki_formats::bir_json::{Argument, Instruction};

/// The bounds of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Elements of one tensor or one access pattern (`--max-elements`).
    pub max_elements: u64,
    /// Bytes of the machine's memories together: SBUF, PSUM and every DRAM
    /// buffer (`--max-memory-mib`).
    pub max_memory_bytes: u64,
    /// Element operations of a run: each instruction costs the elements of
    /// its access-pattern operands (at least 1), each loop iteration 1
    /// (`--max-work`).
    pub max_work: u64,
    /// Instructions and loop iterations of a run (`--max-steps`).
    pub max_steps: u64,
}

/// 2^26 elements: a `[128, 524288]` tensor, 512 MiB as the f64 values an
/// operation may hold for it.
pub const DEFAULT_MAX_ELEMENTS: u64 = 1 << 26;
/// 4 GiB of modelled memory.
pub const DEFAULT_MAX_MEMORY_BYTES: u64 = 4 << 30;
/// 10^10 element operations: seconds to a minute at the engines' 150 M to
/// 1.6 G element operations per second (interp/benches).
pub const DEFAULT_MAX_WORK: u64 = 10_000_000_000;
/// 50 million instructions or loop iterations.
pub const DEFAULT_MAX_STEPS: u64 = 50_000_000;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_elements: DEFAULT_MAX_ELEMENTS,
            max_memory_bytes: DEFAULT_MAX_MEMORY_BYTES,
            max_work: DEFAULT_MAX_WORK,
            max_steps: DEFAULT_MAX_STEPS,
        }
    }
}

/// The elements an instruction's access patterns name: its cost in the
/// work budget (counts of 0 or negative cost nothing; the sum saturates).
pub fn instruction_work(inst: &Instruction) -> u64 {
    let pattern = |arg: &Argument| match arg {
        Argument::PhysicalAp { ap, .. } | Argument::RegisterAp { ap, .. } => ap
            .iter()
            .map(|pair| pair.get(1).copied().unwrap_or(0).max(0) as u64)
            .fold(1u64, u64::saturating_mul),
        _ => 0,
    };
    inst.ins
        .iter()
        .chain(&inst.outs)
        .map(pattern)
        .fold(1u64, u64::saturating_add)
}

/// Where a run has been going round: the last jump back to an earlier
/// block (a branch cycle), or the loop being iterated, for the message of
/// a spent budget.
#[derive(Clone, Debug, Default)]
pub struct Whereabouts {
    /// The branch instruction and the block it jumped back to, and how
    /// often that jump was taken in a row.
    pub back_jump: Option<(String, String, u64)>,
    /// The innermost loop running: its axis name and iteration.
    pub innermost_loop: Option<(String, u64)>,
}

impl Whereabouts {
    /// Notes a jump from the branch `from` back to block `to`.
    pub fn jumped_back(&mut self, from: &str, to: &str) {
        match &mut self.back_jump {
            Some((f, t, n)) if f == from && t == to => *n += 1,
            _ => self.back_jump = Some((from.to_string(), to.to_string(), 1)),
        }
    }

    /// " (…)": where the program was going round, or nothing.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some((from, to, n)) = &self.back_jump {
            parts.push(format!(
                "the branch '{from}' jumped back to block '{to}' {n} times in a row"
            ));
        }
        if let Some((axis, i)) = &self.innermost_loop {
            parts.push(format!("in iteration {i} of loop '{axis}'"));
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join("; "))
        }
    }
}
