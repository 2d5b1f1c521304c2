//! `nki-opt`: mlir-opt for the NKI provisioning stage.

use nki::opt_main::{run, Tool};

fn main() {
    let tool = Tool {
        name: "nki-opt",
        passes: nki_passes::registry(),
        dialects: vec![nki_dialects::register],
    };
    std::process::exit(run(&tool, std::env::args_os()));
}
