//! The estimated engine timeline on the memory map's page: each function
//! run once by the reference interpreter (`nki-interp`, inputs left as
//! never-written memory: the timing does not depend on the values) with a
//! timeline recorded, drawn as engines × time (docs/timeline.md).

use nki_formats::arch::Arch;
use nki_formats::bir_json::{Document, Function, Member};
use nki_interp::timeline::{report, Timeline, MAX_SLICES};
use nki_interp::{Limits, Machine};
use std::fmt::Write as _;

/// The budget of one run for the page (a page is not worth minutes).
const LIMITS: Limits = Limits {
    max_elements: 1 << 26,
    max_memory_bytes: 4 << 30,
    max_work: 500_000_000,
    max_steps: 200_000,
};

/// The most slices drawn one by one (the rest are counted in a note), so a
/// large kernel's page stays a few MB.
const MAX_DRAWN: usize = 5_000;

const LEFT: f64 = 130.0;
const WIDTH: f64 = 900.0;
const ROW: f64 = 22.0;

/// The timeline of every function of `doc`, or why there is none.
pub fn of_document(doc: &Document, arch: &Arch) -> Vec<Result<Timeline, String>> {
    doc.functions
        .iter()
        .map(|f| of_function_in(doc, &f.name, arch))
        .collect()
}

/// The timeline of a function standing alone (a `.klr` core's codegen).
pub fn of_function(function: &Function, arch: &Arch) -> Result<Timeline, String> {
    let doc = Document {
        arch: "gen3".into(),
        version: 2,
        neuron_core_id: Member::Absent,
        attributes_extra: Default::default(),
        functions: vec![function.clone()],
        extra: Default::default(),
    };
    of_function_in(&doc, &function.name, arch)
}

fn of_function_in(doc: &Document, name: &str, arch: &Arch) -> Result<Timeline, String> {
    let mut machine =
        Machine::with_limits(doc, Some(name), *arch, LIMITS).map_err(|e| e.to_string())?;
    machine.record_timeline(Default::default(), MAX_SLICES);
    machine.run().map_err(|e| match e {
        // The interpreter's budget hints name nki-run's options, not the page's.
        nki_interp::Error::Budget { .. } => format!(
            "the function runs past the page's budget of {} instructions and loop \
             iterations or {} element operations (nki-run --timeline has none)",
            LIMITS.max_steps, LIMITS.max_work
        ),
        other => other.to_string(),
    })?;
    machine
        .take_timeline()
        .ok_or_else(|| "no timeline was recorded".to_string())
}

/// A track's colour (engines as the memory map's palette goes).
fn colour(label: &str) -> &'static str {
    match label.split(' ').next() {
        Some("PE") => "#e15759",
        Some("DVE") => "#4e79a7",
        Some("ACT") => "#59a14f",
        Some("Pool") => "#b07aa1",
        Some("SP") => "#9c755f",
        _ => "#f28e2b",
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The section of the page: the disclaimer and the picture, or why the
/// function has no timeline.
pub fn section(timeline: &Result<Timeline, String>) -> String {
    match timeline {
        Err(why) => format!(
            "<h3>Estimated engine timeline</h3>\n<p class=\"note\">no timeline: {}</p>\n",
            escape(why)
        ),
        Ok(t) => format!(
            "<h3>Estimated engine timeline</h3>\n<p class=\"note\">{}; total {:.1} ns.</p>\n{}",
            escape(&report::disclaimer(t)),
            t.makespan(),
            svg(t)
        ),
    }
}

/// Engines × time: one row per track, one rectangle per executed
/// instruction (its name, times and cost in the hover title).
pub fn svg(t: &Timeline) -> String {
    let total = t.makespan().max(1e-9);
    let height = 40.0 + ROW * t.tracks.len() as f64 + 30.0;
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="timeline" data-function="{}" width="{}" height="{height}" font-family="sans-serif" font-size="11">"#,
        escape(&t.function),
        LEFT + WIDTH + 20.0
    );
    let _ = write!(
        out,
        r#"<text x="{LEFT}" y="14" font-weight="bold">Engines over time (estimated, {:.1} ns)</text>"#,
        total
    );
    for (i, label) in t.tracks.iter().enumerate() {
        let y = 24.0 + ROW * i as f64;
        let _ = write!(
            out,
            r##"<text x="4" y="{:.1}">{}</text><rect class="track" x="{LEFT}" y="{y:.1}" width="{WIDTH}" height="{:.1}" fill="#fafafa" stroke="#ddd"/>"##,
            y + ROW * 0.65,
            escape(label),
            ROW - 4.0
        );
    }
    for (i, s) in t.slices.iter().take(MAX_DRAWN).enumerate() {
        let info = &t.infos[s.what as usize];
        let x = LEFT + WIDTH * s.start / total;
        let w = (WIDTH * (s.end - s.start) / total).max(0.5);
        let y = 24.0 + ROW * s.track as f64;
        let label = &t.tracks[s.track as usize];
        let _ = write!(
            out,
            r#"<rect class="slice" x="{x:.2}" y="{y:.1}" width="{w:.2}" height="{:.1}" fill="{}" stroke="white" stroke-width="0.3" data-name="{}"><title>{} ({}) on {}: {:.1} .. {:.1} ns{}, {:.0} cycles; cost: {}</title></rect>"#,
            ROW - 4.0,
            colour(label),
            escape(&info.name),
            escape(&info.name),
            escape(&info.opcode),
            escape(label),
            s.start,
            s.end,
            match s.ready > s.end {
                true => format!(" (done at {:.1} ns)", s.ready),
                false => String::new(),
            },
            t.cycles[i],
            escape(&info.source.describe())
        );
    }
    let axis_y = 24.0 + ROW * t.tracks.len() as f64 + 14.0;
    for k in 0..=4 {
        let x = LEFT + WIDTH * k as f64 / 4.0;
        let anchor = match k {
            0 => "start",
            4 => "end",
            _ => "middle",
        };
        let _ = write!(
            out,
            r#"<text x="{x:.1}" y="{axis_y:.1}" text-anchor="{anchor}">{:.1} ns</text>"#,
            total * k as f64 / 4.0
        );
    }
    if t.slices.len() > MAX_DRAWN {
        let _ = write!(
            out,
            r#"<text x="{LEFT}" y="{:.1}">the first {MAX_DRAWN} of {} instructions drawn</text>"#,
            axis_y + 14.0,
            t.slices.len()
        );
    }
    out.push_str("</svg>\n");
    out
}
