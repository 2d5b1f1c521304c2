# lit configuration for the NKI provisioning stage.
#
# Run through `cargo test` (tools/tests/lit.rs), which builds the tools and sets
# NKI_TOOLS_DIR; or by hand:
#   NKI_TOOLS_DIR=target/debug /usr/lib/llvm-22/bin/lit -sv test
import os
import shutil
import subprocess

import lit.formats

config.name = "NKI"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test", ".json"]
config.excludes = ["Inputs", "lib", "lit.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(__file__)

tools_dir = os.environ.get("NKI_TOOLS_DIR")
if not tools_dir:
    lit_config.fatal("NKI_TOOLS_DIR is not set: run the suite with `cargo test` "
                     "or set it to the directory holding nki-opt and nki-translate")
tools_dir = os.path.abspath(tools_dir)
config.test_exec_root = os.path.join(tools_dir, "lit")

llvm_bin = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")
for tool in ("FileCheck", "not", "split-file", "mlir-opt"):
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}: run scripts/setup")

# Headless Chromium for the memory map's browser test (scripts/setup installs
# Debian's chromium when it can).
if shutil.which("chromium"):
    config.available_features.add("chromium")
else:
    lit_config.note("chromium not found: the memory-map browser test is unsupported")

# The MLIR plugin (plugin/, libnki_mlir_plugin.so) for the tests that load it
# into stock mlir-opt (test/Plugin): built next to the tools by `cargo build`.
# NKI_PLUGIN names another build (e.g. target/release); scripts/test sets
# NKI_REQUIRE_PLUGIN=1 so that a missing plugin fails the suite instead of
# leaving those tests unsupported.
plugin = os.environ.get("NKI_PLUGIN") or os.path.join(tools_dir, "libnki_mlir_plugin.so")
plugin = os.path.abspath(plugin)
if os.path.exists(plugin):
    config.available_features.add("plugin")
    config.substitutions.append(("%nki-plugin", plugin))
    config.substitutions.append(
        ("%mlir-opt-plugin", f"{os.path.join(llvm_bin, 'mlir-opt')} "
                             f"--load-dialect-plugin={plugin} --load-pass-plugin={plugin}"))
    # nki-opt and mlir-opt-22 with the plugin on one command line: the same
    # exit code, stdout and stderr (test/lib/same-as-mlir-opt.py).
    config.substitutions.append(
        ("%same-as-mlir-opt", "python3 " + os.path.join(config.test_source_root, "lib", "same-as-mlir-opt.py")
         + f" {os.path.join(tools_dir, 'nki-opt')} {plugin} --"))
elif os.environ.get("NKI_REQUIRE_PLUGIN") == "1" or os.environ.get("NKI_PLUGIN"):
    lit_config.fatal(f"the nki-mlir plugin is missing: {plugin} (cargo build -p nki-mlir-plugin)")
else:
    lit_config.note(f"{plugin} not built: the plugin tests are unsupported "
                    "(cargo build -p nki-mlir-plugin)")
# clang++ of LLVM 22 (scripts/setup installs clang-22), which builds the
# embedding example (examples/embed).
config.substitutions.append(("%clangxx", os.path.join(llvm_bin, "clang++")))
config.substitutions.append(("%llvm-config", os.path.join(llvm_bin, "llvm-config")))
# MLIR's ODS include directory, for the docs freshness test.
config.substitutions.append(("%mlir-include", subprocess.run(
    [os.path.join(llvm_bin, "llvm-config"), "--includedir"],
    capture_output=True, text=True, check=True).stdout.strip()))
config.substitutions.append(("%repo", os.path.dirname(config.test_source_root)))

config.environment["PATH"] = os.pathsep.join(
    [tools_dir, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Diagnostics and logs must not depend on the caller's environment.
config.environment.pop("RUST_LOG", None)
config.environment["RUST_BACKTRACE"] = "0"

config.substitutions.append(("%nki-opt", os.path.join(tools_dir, "nki-opt")))
config.substitutions.append(("%nki-translate", os.path.join(tools_dir, "nki-translate")))
config.substitutions.append(("%FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
config.substitutions.append(("%mlir-opt", os.path.join(llvm_bin, "mlir-opt")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%check-inlined", "python3 " + os.path.join(config.test_source_root, "lib", "check-inlined.py")))
config.substitutions.append(("%provision-kernel", os.path.join(config.test_source_root, "lib", "provision-kernel.sh")))
config.substitutions.append(("%nest-in-loops", "python3 " + os.path.join(config.test_source_root, "lib", "nest-in-loops.py")))
config.substitutions.append(("%created-names", "python3 " + os.path.join(config.test_source_root, "lib", "created-names.py")))
config.substitutions.append(("%json-equal", "python3 " + os.path.join(config.test_source_root, "lib", "json-equal.py")))


# The numeric end-to-end tests (test/Numeric) compare nki-run's results with
# NumPy references: they need a python3 that has NumPy (Debian's
# python3-numpy, installed by scripts/setup).
def python_with_numpy():
    for candidate in ("python3", "/usr/bin/python3"):
        path = shutil.which(candidate)
        if path and subprocess.run([path, "-c", "import numpy"],
                                   capture_output=True).returncode == 0:
            return path
    lit_config.fatal("no python3 with NumPy found: run scripts/setup (python3-numpy)")


python_numpy = python_with_numpy()
config.substitutions.append(("%python-numpy", python_numpy))
config.substitutions.append(("%nki-run-check", python_numpy + " " + os.path.join(config.test_source_root, "lib", "nki-run-check.py")))
