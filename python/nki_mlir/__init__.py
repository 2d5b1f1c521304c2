"""The NKI provisioning stage from Python.

Read kernels (``.klr``, BIR JSON) into MLIR modules, wrap a kernel in a
caller, run the provisioning passes (any pipeline ``nki-opt`` accepts), run
the result on NumPy arrays (``nki-run`` in process), and draw its memory
map. Modules are immutable and thread-safe; every call releases the GIL
while it works. Errors are exceptions: ``NkiError``, and ``DiagnosticError``
for MLIR diagnostics (``.diagnostics``, ``.file``, ``.line``, ``.column``).

    >>> import nki_mlir, numpy as np
    >>> out = nki_mlir.simulate("tensor_add.klr", a, b)
"""

from __future__ import annotations

import os
import tempfile
from typing import Dict, Iterable, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from ._nki_mlir import (
    DiagnosticError,
    Module,
    NkiError,
    kernel_signature as _kernel_signature,
    read_bir_json,
    read_klr,
    run as _run,
    wrap_kernel as _wrap_kernel,
)

__all__ = [
    "DiagnosticError",
    "Module",
    "NkiError",
    "PROVISIONING_PIPELINE",
    "read_bir_json",
    "read_klr",
    "run",
    "simulate",
    "wrap_kernel",
]

#: The three provisioning passes, KLR kernels allocated on the way.
PROVISIONING_PIPELINE = (
    "builtin.module(translate-nki-ast-to-bir{allocate=true},"
    "inline-nki-kernel,legalize-matmul-accumulation-groups)"
)

PathLike = Union[str, "os.PathLike[str]"]


def wrap_kernel(kernel: Union[PathLike, Module]) -> Module:
    """A caller module with one IT56 placeholder for a kernel: a ``.klr`` or
    BIR JSON file, or a klr ``Module`` (written to a ``.klr`` file in a
    temporary directory the placeholder points to)."""
    if isinstance(kernel, Module):
        directory = tempfile.mkdtemp(prefix="nki_mlir-")
        path = os.path.join(directory, "kernel.klr")
        kernel.write_klr(path)
        kernel = path
    # The placeholder names the file; absolute, it resolves from anywhere.
    return _wrap_kernel(os.path.abspath(os.fspath(kernel)))


def _numpy_dtype(name: str) -> np.dtype:
    """The NumPy dtype of a tensor's dtype. ``name`` is NumPy's spelling of
    it, from the dtype table (dialects/dtype/Dtype.td): a type of NumPy's
    own (float32, int8, ...) or of ml_dtypes (bfloat16, the fp8 formats)."""
    own = getattr(np, name, None)
    if isinstance(own, type) and issubclass(own, np.generic):
        return np.dtype(own)
    try:
        import ml_dtypes
    except ImportError:
        raise NkiError(
            f"a {name} tensor needs the ml_dtypes package for its NumPy dtype "
            "(pip install ml_dtypes, or nki-mlir[dtypes])"
        ) from None
    extra = getattr(ml_dtypes, name, None)
    if extra is None:
        raise NkiError(f"tensors of dtype {name} have no NumPy dtype")
    return np.dtype(extra)


def run(
    module: Module,
    inputs: Mapping[str, np.ndarray],
    outputs: Optional[Iterable[str]] = None,
    *,
    entry: Optional[str] = None,
    arch: Optional[str] = None,
) -> Dict[str, np.ndarray]:
    """Runs a bir function on numbers (``nki-run`` in process).

    ``inputs`` maps memory-location names (for a wrapped kernel: its
    argument names) to arrays of the tensors' shapes; each is rounded to the
    tensor's dtype when stored. Returns every output tensor, or those named
    in ``outputs``, in the tensor's dtype."""
    converted = {
        name: np.ascontiguousarray(np.asarray(array).astype(np.float64))
        for name, array in inputs.items()
    }
    raw = _run(module, converted, None if outputs is None else list(outputs), entry, arch)
    return {name: values.astype(_numpy_dtype(dtype)) for name, (values, dtype) in raw.items()}


def simulate(
    kernel: Union[PathLike, Module], *arrays: np.ndarray, arch: Optional[str] = None
) -> Union[np.ndarray, Tuple[np.ndarray, ...]]:
    """Provisions a kernel and runs it on ``arrays``, given in the order of
    the kernel's inputs, as NKI's ``simulate_kernel`` does: returns its one
    output, or a tuple of its outputs in their order."""
    provisioned = wrap_kernel(kernel).run_pipeline(PROVISIONING_PIPELINE)
    ins, outs = _kernel_signature(provisioned)
    names = [name for name, _, _ in ins]
    if len(arrays) != len(names):
        raise TypeError(
            f"the kernel takes {len(names)} input(s) ({', '.join(names) or 'none'}), "
            f"{len(arrays)} given"
        )
    results = run(provisioned, dict(zip(names, arrays)), arch=arch)
    values = tuple(results[name] for name, _, _ in outs)
    return values[0] if len(values) == 1 else values


def signature(module: Module) -> Tuple[Sequence[Tuple[str, Tuple[int, ...], str]], ...]:
    """A bir function's inputs and outputs: ``(name, shape, dtype)`` each."""
    ins, outs = _kernel_signature(module)
    return (
        [(n, tuple(s), d) for n, s, d in ins],
        [(n, tuple(s), d) for n, s, d in outs],
    )
