//! One function's memory map as SVG: SBUF (bytes per partition × partitions),
//! SBUF over time (instruction index × bytes), and PSUM by bank with the
//! accumulation groups' windows. Every tensor is a `rect` of class `t` with
//! its facts in `data-*` attributes and a `title` (the tooltip).

use crate::model::{FunctionMap, Kind, Memory, Tensor};
use nki_formats::arch::Arch;
use std::fmt::Write as _;

/// Drawing width of a panel, and where panels start.
const LEFT: f64 = 70.0;
const WIDTH: f64 = 900.0;
/// Pixels per partition in the SBUF and PSUM panels.
const ROW: f64 = 2.0;
/// Height of the time panel.
const TIME_HEIGHT: f64 = 220.0;
/// At most this many tensors are drawn one by one per panel; the rest
/// (the smallest) are counted in a note.
pub const MAX_DRAWN: usize = 10_000;

/// Facts shown under a map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub sbuf_peak: u64,
    pub sbuf_total: u64,
    pub psum_banks_used: u64,
    pub unplaced: usize,
}

impl Summary {
    /// Bytes per partition that reuse of SBUF saves: all placed tensors'
    /// bytes minus the high-water mark.
    pub fn saved_by_reuse(&self) -> u64 {
        self.sbuf_total.saturating_sub(self.sbuf_peak)
    }
}

pub fn summary(map: &FunctionMap, arch: &Arch) -> Summary {
    let placed = |m: Memory| {
        map.tensors
            .iter()
            .filter(move |t| t.memory == m && t.placed && t.kind != Kind::Scratchpad)
    };
    let sbuf_peak = placed(Memory::Sbuf)
        .map(|t| t.start + t.bytes)
        .max()
        .unwrap_or(0);
    let sbuf_total = placed(Memory::Sbuf).map(|t| t.bytes).sum();
    let bank = arch.psum_bank_bytes.max(1);
    let mut banks = std::collections::BTreeSet::new();
    for t in placed(Memory::Psum) {
        banks.extend(t.start / bank..=(t.start + t.bytes.max(1) - 1) / bank);
    }
    let psum_banks_used = banks.len() as u64;
    let unplaced = map
        .tensors
        .iter()
        .filter(|t| t.memory != Memory::Other && !t.placed)
        .count();
    Summary {
        sbuf_peak,
        sbuf_total,
        psum_banks_used,
        unplaced,
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The tooltip of a tensor.
fn describe(t: &Tensor, arch: &Arch) -> String {
    let place = match t.memory {
        Memory::Psum => format!(
            "bank {} + {} B",
            t.start / arch.psum_bank_bytes,
            t.start % arch.psum_bank_bytes
        ),
        _ => format!("byte {}", t.start),
    };
    let live = match t.live {
        Some((a, b)) => format!("instructions {a}–{b}"),
        None => "never used".into(),
    };
    let within = t
        .within
        .as_ref()
        .map(|w| format!(", in {w}"))
        .unwrap_or_default();
    format!(
        "{} ({}): {} {:?}, partitions {}–{}, {place}, {} B per partition, live {live}{within}",
        t.name,
        t.kind.label(),
        t.dtype,
        t.shape,
        t.first_partition,
        t.first_partition + t.partitions,
        t.bytes
    )
}

/// A tensor's rectangle, cut at the panel's right edge (a scratchpad may
/// reach past the axis).
fn rect(out: &mut String, t: &Tensor, arch: &Arch, (x, y, w, h): (f64, f64, f64, f64)) {
    let w = w.min(LEFT + WIDTH - x);
    let _ = writeln!(
        out,
        r#"<rect class="t" x="{x:.2}" y="{y:.2}" width="{:.2}" height="{:.2}" fill="{}" stroke="white" stroke-width="0.5" data-name="{}" data-kind="{}" data-start="{}" data-bytes="{}"><title>{}</title></rect>"#,
        w.max(0.5),
        h.max(0.5),
        t.kind.colour(),
        escape(&t.name),
        t.kind.label(),
        t.start,
        t.bytes,
        escape(&describe(t, arch))
    );
}

/// The tensors of `memory` to draw: placed ones, scratchpads first (they are
/// backgrounds), at most [`MAX_DRAWN`] (the largest), and how many were left.
fn drawn(map: &FunctionMap, memory: Memory) -> (Vec<&Tensor>, usize) {
    let mut list: Vec<&Tensor> = map
        .tensors
        .iter()
        .filter(|t| t.memory == memory && t.placed)
        .collect();
    let left = list.len().saturating_sub(MAX_DRAWN);
    if left > 0 {
        list.sort_by_key(|t| std::cmp::Reverse(t.bytes * t.partitions));
        list.truncate(MAX_DRAWN);
    }
    list.sort_by_key(|t| (t.kind != Kind::Scratchpad, t.start));
    (list, left)
}

/// The byte range the SBUF panels span: the arch's capacity when the kernel
/// uses a good part of it, else its own high-water mark with room to spare.
pub fn sbuf_span(s: &Summary, arch: &Arch) -> u64 {
    let capacity = arch.sbuf_bytes_per_partition;
    if s.sbuf_peak * 4 >= capacity {
        capacity
    } else {
        (s.sbuf_peak + s.sbuf_peak / 4).max(1024)
    }
}

/// Where the panels of a function's picture go (y coordinates).
struct Layout {
    sbuf_top: f64,
    sbuf_height: f64,
    time_top: f64,
    psum_top: f64,
    height: f64,
}

impl Layout {
    fn of(arch: &Arch) -> Layout {
        let sbuf_top = 60.0;
        let sbuf_height = arch.partitions as f64 * ROW;
        let time_top = sbuf_top + sbuf_height + 110.0;
        let psum_top = time_top + TIME_HEIGHT + 70.0;
        Layout {
            sbuf_top,
            sbuf_height,
            time_top,
            psum_top,
            height: psum_top + sbuf_height + 110.0,
        }
    }
}

/// The height of one function's picture.
pub fn height(arch: &Arch) -> f64 {
    Layout::of(arch).height
}

/// The whole SVG of one function.
pub fn function(map: &FunctionMap, arch: &Arch) -> String {
    let s = summary(map, arch);
    let span = sbuf_span(&s, arch) as f64;
    let mut out = String::new();
    let Layout {
        sbuf_top,
        sbuf_height,
        time_top,
        psum_top,
        height,
    } = Layout::of(arch);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="memory-map" data-function="{}" width="{}" height="{height}" font-family="sans-serif" font-size="11">"#,
        escape(&map.name),
        LEFT + WIDTH + 30.0
    );
    let _ = writeln!(
        out,
        r#"<text x="{LEFT}" y="20" font-size="15" font-weight="bold">{}</text>"#,
        escape(&map.name)
    );
    let _ = writeln!(
        out,
        r#"<text x="{LEFT}" y="38">SBUF peak {} B per partition · PSUM banks used {} of {} · saved by reuse {} B · {} instructions{}</text>"#,
        s.sbuf_peak,
        s.psum_banks_used,
        arch.psum_banks,
        s.saved_by_reuse(),
        map.instructions,
        if s.unplaced > 0 {
            format!(" · not allocated: {} tensors (not drawn)", s.unplaced)
        } else {
            String::new()
        }
    );
    // SBUF: x = byte offset per partition, y = partition.
    panel_frame(
        &mut out,
        sbuf_top,
        sbuf_height,
        "SBUF: byte offset per partition →, partitions ↓",
    );
    let (sbuf, left) = drawn(map, Memory::Sbuf);
    for t in &sbuf {
        let x = LEFT + t.start as f64 * WIDTH / span;
        let w = t.bytes as f64 * WIDTH / span;
        let y = sbuf_top + t.first_partition as f64 * ROW;
        rect(&mut out, t, arch, (x, y, w, t.partitions as f64 * ROW));
    }
    let peak_x = LEFT + s.sbuf_peak as f64 * WIDTH / span;
    let _ = writeln!(
        out,
        r##"<line class="high-water" x1="{peak_x:.2}" y1="{}" x2="{peak_x:.2}" y2="{}" stroke="#d62728" stroke-dasharray="4 2"/><text x="{peak_x:.2}" y="{}" fill="#d62728">high water {} B</text>"##,
        sbuf_top - 4.0,
        sbuf_top + sbuf_height,
        sbuf_top + sbuf_height + 14.0,
        s.sbuf_peak
    );
    let capacity = arch.sbuf_bytes_per_partition as f64;
    // The whole SBUF at a glance: a strip from 0 to the capacity with the
    // used bytes filled and the high-water and capacity lines.
    let strip_y = sbuf_top + sbuf_height + 34.0;
    let used = s.sbuf_peak as f64 * WIDTH / capacity.max(1.0);
    let _ = writeln!(
        out,
        r##"<g class="capacity-strip"><rect x="{LEFT}" y="{strip_y}" width="{WIDTH}" height="10" fill="#fafafa" stroke="#999"/><rect x="{LEFT}" y="{strip_y}" width="{used:.2}" height="10" fill="#59a14f"/><line class="high-water" x1="{hx:.2}" y1="{strip_y}" x2="{hx:.2}" y2="{:.2}" stroke="#d62728"/><line class="capacity" x1="{cx:.2}" y1="{:.2}" x2="{cx:.2}" y2="{:.2}" stroke="black" stroke-width="2"/><text x="{cx:.2}" y="{:.2}" text-anchor="end">whole SBUF: {} of {} B per partition used</text></g>"##,
        strip_y + 10.0,
        strip_y - 2.0,
        strip_y + 12.0,
        strip_y + 24.0,
        s.sbuf_peak,
        arch.sbuf_bytes_per_partition,
        hx = LEFT + used,
        cx = LEFT + WIDTH,
    );
    if capacity <= span {
        let cx = LEFT + capacity * WIDTH / span;
        let _ = writeln!(
            out,
            r#"<line class="capacity" x1="{cx:.2}" y1="{}" x2="{cx:.2}" y2="{}" stroke="black"/><text x="{cx:.2}" y="{}" text-anchor="end">capacity {} B</text>"#,
            sbuf_top - 4.0,
            sbuf_top + sbuf_height,
            sbuf_top - 6.0,
            arch.sbuf_bytes_per_partition
        );
    } else {
        let _ = writeln!(
            out,
            r#"<text class="capacity" x="{}" y="{}" text-anchor="end">capacity {} B per partition (off to the right; the axis ends at {} B)</text>"#,
            LEFT + WIDTH,
            sbuf_top - 6.0,
            arch.sbuf_bytes_per_partition,
            span as u64
        );
    }
    if left > 0 {
        let _ = writeln!(
            out,
            r#"<text class="aggregated" x="{LEFT}" y="{}">{left} smaller tensors are not drawn one by one (aggregated)</text>"#,
            sbuf_top + sbuf_height + 28.0 + 34.0
        );
    }
    time_panel(&mut out, map, arch, &sbuf, span, time_top);
    psum_panel(&mut out, map, arch, psum_top);
    legend(&mut out, height - 30.0);
    out.push_str("</svg>\n");
    out
}

fn panel_frame(out: &mut String, top: f64, height: f64, title: &str) {
    let _ = writeln!(
        out,
        r##"<text x="{LEFT}" y="{}" font-weight="bold">{title}</text><rect class="frame" x="{LEFT}" y="{top}" width="{WIDTH}" height="{height}" fill="#fafafa" stroke="#999"/>"##,
        top - 8.0
    );
}

/// x = instruction index, y = SBUF bytes; each tensor a bar over its live
/// range, so reuse of bytes over time is visible.
fn time_panel(
    out: &mut String,
    map: &FunctionMap,
    arch: &Arch,
    sbuf: &[&Tensor],
    span: f64,
    top: f64,
) {
    panel_frame(
        out,
        top,
        TIME_HEIGHT,
        "SBUF over time: instruction →, byte offset ↓",
    );
    let steps = map.instructions.max(1) as f64;
    for t in sbuf.iter().filter(|t| t.kind != Kind::Scratchpad) {
        let Some((a, b)) = t.live else { continue };
        let x = LEFT + a as f64 * WIDTH / steps;
        let w = (b + 1 - a) as f64 * WIDTH / steps;
        let y = top + t.start as f64 * TIME_HEIGHT / span;
        let h = t.bytes as f64 * TIME_HEIGHT / span;
        rect(out, t, arch, (x, y, w, h));
    }
}

/// The banks as columns, each PSUM tensor in its bank(s), accumulation
/// groups' windows outlined, spilled groups marked.
fn psum_panel(out: &mut String, map: &FunctionMap, arch: &Arch, top: f64) {
    let height = arch.partitions as f64 * ROW;
    panel_frame(
        out,
        top,
        height,
        "PSUM: banks (2 KiB per partition each) →, partitions ↓",
    );
    let total = arch.psum_bytes_per_partition().max(1) as f64;
    let bank_width = WIDTH / arch.psum_banks.max(1) as f64;
    for b in 0..arch.psum_banks {
        let x = LEFT + b as f64 * bank_width;
        let _ = writeln!(
            out,
            r##"<line x1="{x:.2}" y1="{top}" x2="{x:.2}" y2="{}" stroke="#bbb"/><text x="{:.2}" y="{}" text-anchor="middle">bank {b}</text>"##,
            top + height,
            x + bank_width / 2.0,
            top + height + 14.0
        );
    }
    let (psum, _) = drawn(map, Memory::Psum);
    for t in &psum {
        let x = LEFT + t.start as f64 * WIDTH / total;
        let w = t.bytes as f64 * WIDTH / total;
        let y = top + t.first_partition as f64 * ROW;
        rect(out, t, arch, (x, y, w, t.partitions as f64 * ROW));
    }
    for (i, g) in map.groups.iter().enumerate() {
        let (first, count) = g.window;
        let x = LEFT + first as f64 * bank_width;
        let w = count.max(1) as f64 * bank_width;
        let inset = 2.0 + (i % 4) as f64 * 3.0;
        let colour = if g.spilled { "#d62728" } else { "#1f77b4" };
        let _ = writeln!(
            out,
            r#"<rect class="group" x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="none" stroke="{colour}" stroke-width="1.5" stroke-dasharray="6 3" data-group="{}"><title>accumulation group {}: banks {}–{}{}</title></rect><text x="{:.2}" y="{:.2}" fill="{colour}">group {}{}</text>"#,
            x + inset,
            top + inset,
            w - 2.0 * inset,
            height - 2.0 * inset,
            g.id,
            g.id,
            first,
            first + count - 1,
            if g.spilled { " (spilled to SBUF)" } else { "" },
            x + inset + 2.0,
            top + inset + 12.0 + (i % 4) as f64 * 12.0,
            g.id,
            if g.spilled { " spilled" } else { "" }
        );
    }
}

fn legend(out: &mut String, y: f64) {
    let mut x = LEFT;
    for kind in Kind::ALL {
        let _ = writeln!(
            out,
            r##"<rect class="legend" x="{x}" y="{}" width="12" height="12" fill="{}" stroke="#666"/><text x="{}" y="{y}">{}</text>"##,
            y - 10.0,
            kind.colour(),
            x + 16.0,
            kind.label()
        );
        x += 130.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{FunctionMap, Kind, Memory, Tensor};

    fn tensor(i: usize) -> Tensor {
        Tensor {
            name: format!("t{i}"),
            kind: Kind::Internal,
            memory: Memory::Sbuf,
            dtype: "float32".into(),
            shape: vec![128, 16],
            first_partition: 0,
            partitions: 128,
            start: (i as u64 % 1000) * 64,
            bytes: 64,
            placed: true,
            live: Some((i, i + 1)),
            within: None,
        }
    }

    /// A 100k-instruction function stays a usable picture: at most
    /// MAX_DRAWN rectangles per panel, the rest said to be aggregated, and
    /// a file well under 20 MB.
    #[test]
    fn large_functions_are_aggregated() {
        let map = FunctionMap {
            name: "big".into(),
            tensors: (0..100_000).map(tensor).collect(),
            instructions: 100_000,
            groups: Vec::new(),
        };
        let arch = nki_formats::arch::TRN2;
        let svg = function(&map, &arch);
        let rects = svg.matches("<rect class=\"t\"").count();
        assert!(rects <= 2 * MAX_DRAWN, "{rects} rectangles");
        assert!(svg.contains("90000 smaller tensors are not drawn one by one (aggregated)"));
        assert!(svg.len() < 20 << 20, "{} bytes", svg.len());
    }

    #[test]
    fn reuse_is_the_sum_of_bytes_above_the_high_water_mark() {
        let mut a = tensor(0);
        a.live = Some((0, 1));
        let mut b = tensor(0);
        b.name = "b".into();
        b.live = Some((2, 3));
        let map = FunctionMap {
            name: "f".into(),
            tensors: vec![a, b],
            instructions: 4,
            groups: Vec::new(),
        };
        let s = summary(&map, &nki_formats::arch::TRN2);
        assert_eq!(
            (s.sbuf_peak, s.sbuf_total, s.saved_by_reuse()),
            (64, 128, 64)
        );
    }
}
