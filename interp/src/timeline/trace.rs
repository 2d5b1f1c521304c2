//! `nki-run --timeline`: the timeline as a Chrome / Perfetto trace (the
//! Trace Event Format's JSON object form): one thread per track, named by a
//! `thread_name` metadata event, one complete event (`ph` `X`) per executed
//! instruction with its name, timestamps in µs, and its opcode, NKI source
//! position, estimated cycles and cost source as `args`. ui.perfetto.dev and
//! chrome://tracing load it as it is.

use super::{cost, report, Timeline};
use serde_json::{json, Map, Value};

/// The process id every event carries (one NeuronCore).
const PID: u64 = 1;

/// The trace as JSON text.
pub fn trace_json(timeline: &Timeline) -> String {
    let mut events = Vec::with_capacity(timeline.slices.len() + timeline.tracks.len() + 1);
    events.push(json!({
        "name": "process_name", "ph": "M", "pid": PID, "tid": 0,
        "args": { "name": format!("{} (estimate, {})", timeline.function, cost::MODEL) },
    }));
    for (t, label) in timeline.tracks.iter().enumerate() {
        events.push(json!({
            "name": "thread_name", "ph": "M", "pid": PID, "tid": t,
            "args": { "name": label },
        }));
        events.push(json!({
            "name": "thread_sort_index", "ph": "M", "pid": PID, "tid": t,
            "args": { "sort_index": t },
        }));
    }
    for (i, s) in timeline.slices.iter().enumerate() {
        let info = &timeline.infos[s.what as usize];
        let mut args = Map::new();
        args.insert("opcode".into(), Value::from(info.opcode.clone()));
        if let Some(p) = &info.position {
            args.insert("position".into(), Value::from(p.clone()));
        }
        args.insert("estimated_cycles".into(), number(timeline.cycles[i]));
        args.insert("estimated_ns".into(), number(s.end - s.start));
        if s.ready > s.end {
            args.insert("latency_ns".into(), number(s.ready - s.end));
        }
        args.insert("cost".into(), Value::from(info.source.describe()));
        events.push(json!({
            "name": info.name,
            "cat": info.opcode,
            "ph": "X",
            "ts": number(s.start / 1000.0),
            "dur": number((s.end - s.start) / 1000.0),
            "pid": PID,
            "tid": s.track,
            "args": Value::Object(args),
        }));
    }
    let document = json!({
        "traceEvents": events,
        "displayTimeUnit": "ns",
        "otherData": {
            "note": report::disclaimer(timeline),
            "model": cost::MODEL,
            "arch": timeline.arch,
            "function": timeline.function,
        },
    });
    let mut text = document.to_string();
    text.push('\n');
    text
}

/// A finite number as JSON (the model makes no other).
fn number(v: f64) -> Value {
    serde_json::Number::from_f64(v).map_or(Value::from(0), Value::Number)
}
