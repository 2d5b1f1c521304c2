//! Progress and decision logs through `tracing`, to stderr. `RUST_LOG` selects
//! what is shown (e.g. `RUST_LOG=nki_passes=debug`); `--debug` shows every
//! debug line of this project.

use tracing_subscriber::{fmt, EnvFilter};

/// Installs the stderr subscriber once; later calls do nothing.
pub fn init(debug: bool) {
    let filter = if debug {
        EnvFilter::new("nki=debug,nki_dialects=debug,nki_passes=debug,nki_tools=debug")
    } else {
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn"))
    };
    let _ = fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .without_time()
        .with_target(false)
        .try_init();
}
