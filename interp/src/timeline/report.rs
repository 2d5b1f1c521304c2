//! `nki-run --timeline-summary`: per-track busy time and utilisation, the
//! critical path and the ten instructions that take the most time, as text.

use super::{cost, Timeline};
use std::fmt::Write as _;

/// The sentence every report starts with: what this is and what it is not.
pub fn disclaimer(timeline: &Timeline) -> String {
    format!(
        "estimated timeline of '{}' on {}: an estimate from the {}, not a measurement \
         (docs/timeline.md lists what the model ignores)",
        timeline.function,
        timeline.arch,
        cost::MODEL
    )
}

/// ns with one decimal.
fn ns(v: f64) -> String {
    format!("{v:.1}")
}

/// One instruction of the program and its total time over its executions.
struct Total {
    info: u32,
    runs: u64,
    ns: f64,
    first: usize,
    track: u32,
}

/// Per instruction of the program: executions and time, most time first
/// (ties in program order).
fn totals(timeline: &Timeline) -> Vec<Total> {
    let mut totals: Vec<Option<Total>> = (0..timeline.infos.len()).map(|_| None).collect();
    for (i, s) in timeline.slices.iter().enumerate() {
        let t = totals[s.what as usize].get_or_insert(Total {
            info: s.what,
            runs: 0,
            ns: 0.0,
            first: i,
            track: s.track,
        });
        t.runs += 1;
        t.ns += s.end - s.start;
    }
    let mut totals: Vec<Total> = totals.into_iter().flatten().collect();
    totals.sort_by(|a, b| b.ns.total_cmp(&a.ns).then(a.first.cmp(&b.first)));
    totals
}

/// The summary text.
pub fn summary(timeline: &Timeline) -> String {
    let mut out = String::new();
    let total = timeline.makespan();
    let _ = writeln!(out, "{}", disclaimer(timeline));
    let _ = writeln!(
        out,
        "total: {} ns, {} instructions executed on {} tracks",
        ns(total),
        timeline.slices.len(),
        timeline.tracks.len()
    );
    let _ = writeln!(
        out,
        "{:<20} {:>12} {:>12} {:>13}",
        "track", "busy ns", "utilisation", "instructions"
    );
    let mut count = vec![0usize; timeline.tracks.len()];
    for s in &timeline.slices {
        count[s.track as usize] += 1;
    }
    for (t, busy) in timeline.busy().iter().enumerate() {
        let share = if total > 0.0 {
            100.0 * busy / total
        } else {
            0.0
        };
        let _ = writeln!(
            out,
            "{:<20} {:>12} {:>11.1}% {:>13}",
            timeline.tracks[t],
            ns(*busy),
            share,
            count[t]
        );
    }
    critical_path(timeline, &mut out);
    top(timeline, &mut out);
    out
}

fn position(timeline: &Timeline, info: u32) -> &str {
    timeline.infos[info as usize]
        .position
        .as_deref()
        .unwrap_or("-")
}

/// The critical path: its length, and its slices (the first and last ten
/// of a longer one).
fn critical_path(timeline: &Timeline, out: &mut String) {
    let path = &timeline.critical_path;
    let length: f64 = path
        .iter()
        .map(|&i| {
            let s = &timeline.slices[i as usize];
            s.end - s.start
        })
        .sum();
    let _ = writeln!(
        out,
        "critical path: {} instructions, {} ns busy of {} ns (the rest: DMA latency)",
        path.len(),
        ns(length),
        ns(timeline.makespan())
    );
    let show = |out: &mut String, i: u32| {
        let s = &timeline.slices[i as usize];
        let info = &timeline.infos[s.what as usize];
        let ready = match s.ready > s.end {
            true => format!(", done at {} ns", ns(s.ready)),
            false => String::new(),
        };
        let _ = writeln!(
            out,
            "  {:>12} .. {:>12} ns  {:<20} {} ({}) at {}{ready}",
            ns(s.start),
            ns(s.end),
            timeline.tracks[s.track as usize],
            info.name,
            info.opcode,
            position(timeline, s.what)
        );
    };
    if path.len() <= 20 {
        path.iter().for_each(|&i| show(out, i));
    } else {
        path[..10].iter().for_each(|&i| show(out, i));
        let _ = writeln!(out, "  … {} more …", path.len() - 20);
        path[path.len() - 10..].iter().for_each(|&i| show(out, i));
    }
}

/// The ten instructions of the program with the most time.
fn top(timeline: &Timeline, out: &mut String) {
    let _ = writeln!(out, "top instructions by time:");
    let _ = writeln!(
        out,
        "  {:>2} {:>12} {:>6}  {:<20} {:<28} {:<18} {:<24} cost",
        "#", "ns", "runs", "track", "instruction", "opcode", "position"
    );
    for (rank, t) in totals(timeline).iter().take(10).enumerate() {
        let info = &timeline.infos[t.info as usize];
        let _ = writeln!(
            out,
            "  {:>2} {:>12} {:>6}  {:<20} {:<28} {:<18} {:<24} {}",
            rank + 1,
            ns(t.ns),
            t.runs,
            timeline.tracks[t.track as usize],
            info.name,
            info.opcode,
            position(timeline, t.info),
            info.source.describe()
        );
    }
}
