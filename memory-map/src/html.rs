//! The standalone page: every function's SVG inline, a summary table, and a
//! little script that shows a hovered tensor's facts. No network access, no
//! external fonts or scripts.

use crate::model::FunctionMap;
use crate::svg;
use nki_formats::arch::Arch;
use nki_interp::timeline::Timeline;
use std::fmt::Write as _;

const STYLE: &str = "body{font-family:sans-serif;margin:16px;color:#222}\
table{border-collapse:collapse;margin:8px 0 24px}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}\
th:first-child,td:first-child{text-align:left}rect.t:hover,rect.slice:hover{stroke:#000;stroke-width:1.5}\
#tip{position:fixed;right:12px;top:12px;max-width:420px;background:#fffbe6;border:1px solid #cca;\
padding:6px 8px;font-size:12px;white-space:pre-wrap;display:none}";

const SCRIPT: &str = "document.addEventListener('mouseover',function(e){var t=e.target,tip=document.getElementById('tip');\
if(t.classList&&(t.classList.contains('t')||t.classList.contains('slice'))){var s=t.querySelector('title');tip.textContent=s?s.textContent:t.dataset.name;\
tip.style.display='block';}else if(tip){tip.style.display='none';}});";

/// The page for `maps` (one section per function, with its estimated
/// timeline when `timelines` has one); `source` names the input.
pub fn page(
    maps: &[FunctionMap],
    arch: &Arch,
    source: &str,
    timelines: &[Result<Timeline, String>],
) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Memory map: {0}</title><style>{STYLE}</style></head><body>\n<h1>Memory map of {0}</h1>\n<p>Arch {1}: {2} partitions, SBUF {3} B per partition, PSUM {4} banks × {5} B per partition. Hover a rectangle for its tensor.</p>\n",
        escape(source),
        arch.name,
        arch.partitions,
        arch.sbuf_bytes_per_partition,
        arch.psum_banks,
        arch.psum_bank_bytes
    );
    out.push_str("<table class=\"summary\"><tr><th>function</th><th>instructions</th><th>tensors</th><th>SBUF peak (B/partition)</th><th>PSUM banks used</th><th>saved by reuse (B)</th><th>not allocated</th></tr>\n");
    for map in maps {
        let s = svg::summary(map, arch);
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&map.name),
            map.instructions,
            map.tensors.len(),
            s.sbuf_peak,
            s.psum_banks_used,
            s.saved_by_reuse(),
            s.unplaced
        );
    }
    out.push_str("</table>\n");
    for (i, map) in maps.iter().enumerate() {
        let s = svg::summary(map, arch);
        let _ = writeln!(out, "<section><h2>{}</h2>", escape(&map.name));
        if s.unplaced > 0 && s.sbuf_peak == 0 && s.psum_banks_used == 0 {
            out.push_str(
                "<p class=\"note\">not allocated: the function's SBUF and PSUM tensors have no addresses yet (run klr-allocate-memory or translate-nki-ast-to-bir{allocate=true}).</p>\n",
            );
        }
        out.push_str(&svg::function(map, arch));
        if let Some(t) = timelines.get(i) {
            out.push_str(&crate::timeline::section(t));
        }
        out.push_str("</section>\n");
    }
    let _ = write!(
        out,
        "<div id=\"tip\"></div><script>{SCRIPT}</script>\n</body></html>\n"
    );
    out
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
