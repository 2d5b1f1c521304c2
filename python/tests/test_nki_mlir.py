"""nki_mlir end to end: every function, its error paths, a kernel provisioned
and run against NumPy, the memory map as a notebook shows it. The numeric
references are the kernels' NKI meaning (a + b; matmul(lhsT.T, rhs)),
written here in NumPy, never taken from the stage."""

import concurrent.futures
import os
import pathlib

import numpy as np
import pytest

import nki_mlir

REPO = pathlib.Path(__file__).resolve().parents[2]
CBOR = REPO / "test" / "Inputs" / "klr" / "cbor"
TENSOR_ADD = CBOR / "getting_started__nki_tensor_add_kernel.klr"
MATMUL = CBOR / "matmul__nki_matmul_basic_.klr"
BIR_ADD = REPO / "examples" / "tensor_add.bir.json"
KERNELS = REPO / "test" / "Kernels"


def random(shape, seed):
    return np.random.default_rng(seed).uniform(-1, 1, size=shape).astype(np.float32)


def test_read_klr_prints_klr_mlir_and_writes_the_same_bytes(tmp_path):
    module = nki_mlir.read_klr(TENSOR_ADD)
    assert "klr.lnc_kernel" in module.to_mlir()
    out = tmp_path / "again.klr"
    module.write_klr(out)
    assert out.read_bytes() == TENSOR_ADD.read_bytes()


def test_bytecode_round_trip():
    module = nki_mlir.read_klr(TENSOR_ADD)
    data = module.to_bytecode()
    assert data[:4] == b"ML\xefR"
    assert nki_mlir.Module.parse(module.to_mlir()).to_mlir() == module.to_mlir()


def test_read_bir_json_and_write_it_back(tmp_path):
    module = nki_mlir.read_bir_json(BIR_ADD)
    assert "bir.func" in module.to_mlir()
    out = tmp_path / "again.bir.json"
    module.write_bir_json(out)
    import json

    assert json.loads(out.read_text()) == json.loads(BIR_ADD.read_text())


def test_parse_errors_carry_their_place():
    with pytest.raises(nki_mlir.DiagnosticError) as caught:
        nki_mlir.Module.parse("module {\n  %0 = foo.bar\n}\n", "broken.mlir")
    error = caught.value
    assert error.file == "broken.mlir" and error.line == 2 and error.column == 8
    assert error.diagnostics and error.diagnostics[0]["severity"] == "error"


def test_unreadable_files_are_errors_not_crashes(tmp_path):
    with pytest.raises(nki_mlir.NkiError, match="could not open input file"):
        nki_mlir.read_klr(tmp_path / "missing.klr")
    truncated = tmp_path / "truncated.klr"
    truncated.write_bytes(TENSOR_ADD.read_bytes()[:50])
    with pytest.raises(nki_mlir.NkiError, match="byte"):
        nki_mlir.read_klr(truncated)
    with pytest.raises(nki_mlir.NkiError):
        nki_mlir.read_bir_json(TENSOR_ADD)


def test_pipeline_errors_are_exceptions():
    caller = nki_mlir.wrap_kernel(TENSOR_ADD)
    with pytest.raises(nki_mlir.NkiError, match="does not refer to a registered pass"):
        caller.run_pipeline("builtin.module(no-such-pass)")
    # A pass that fails reports its diagnostics: an unallocated kernel.
    with pytest.raises(nki_mlir.DiagnosticError) as caught:
        caller.run_pipeline("builtin.module(translate-nki-ast-to-bir)")
    assert any(d["severity"] == "error" for d in caught.value.diagnostics)


def test_provision_and_run_tensor_add():
    caller = nki_mlir.wrap_kernel(TENSOR_ADD)
    provisioned = caller.run_pipeline(nki_mlir.PROVISIONING_PIPELINE)
    assert "bir.nki_kernel" not in provisioned.to_mlir()
    ins, outs = nki_mlir.signature(provisioned)
    a, b = random(ins[0][1], 1), random(ins[1][1], 2)
    results = nki_mlir.run(provisioned, {ins[0][0]: a, ins[1][0]: b})
    (name, _, _), = outs
    assert results[name].dtype == np.float32
    np.testing.assert_allclose(results[name], a + b, rtol=1e-6)


def test_simulate_matmul_as_nki_documents_it():
    lhs_t = random((128, 64), 3)
    rhs = random((128, 512), 4)
    out = nki_mlir.simulate(MATMUL, lhs_t, rhs)
    np.testing.assert_allclose(out, lhs_t.T @ rhs, rtol=2e-5, atol=2e-5)
    with pytest.raises(TypeError, match="takes 2 input"):
        nki_mlir.simulate(MATMUL, lhs_t)


def test_run_checks_names_and_shapes():
    provisioned = nki_mlir.wrap_kernel(TENSOR_ADD).run_pipeline(nki_mlir.PROVISIONING_PIPELINE)
    ins, _ = nki_mlir.signature(provisioned)
    with pytest.raises(nki_mlir.NkiError, match="not an input or output"):
        nki_mlir.run(provisioned, {"nope": np.zeros((1,))})
    with pytest.raises(nki_mlir.NkiError, match="has shape"):
        nki_mlir.run(provisioned, {ins[0][0]: np.zeros((2, 2)), ins[1][0]: np.zeros((2, 2))})
    with pytest.raises(nki_mlir.NkiError, match="no input for"):
        nki_mlir.run(provisioned, {ins[0][0]: random(ins[0][1], 5)})


def test_memory_map_and_notebook_html():
    provisioned = nki_mlir.wrap_kernel(TENSOR_ADD).run_pipeline(nki_mlir.PROVISIONING_PIPELINE)
    page = provisioned._repr_html_()
    assert page.lstrip().lower().startswith("<!doctype html") and "<svg" in page
    assert provisioned.memory_map("svg").lstrip().startswith("<svg")
    with pytest.raises(nki_mlir.NkiError, match="memory map format"):
        provisioned.memory_map("png")


def test_threads_share_a_module():
    caller = nki_mlir.wrap_kernel(TENSOR_ADD)
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        texts = list(pool.map(lambda _: caller.run_pipeline(nki_mlir.PROVISIONING_PIPELINE).to_mlir(), range(8)))
    assert len(set(texts)) == 1


def test_wrap_kernel_takes_a_klr_module():
    module = nki_mlir.read_klr(TENSOR_ADD)
    caller = nki_mlir.wrap_kernel(module)
    assert "bir.nki_klir_kernel" in caller.to_mlir()


def kernel(name):
    """A test/Kernels kernel (klr MLIR, as NKI users write them) as a Module."""
    path = KERNELS / f"{name}.mlir"
    return nki_mlir.Module.parse(path.read_text(), str(path))


def test_row_softmax_from_test_kernels_against_numpy():
    x = random((128, 256), 6) * 4
    out = nki_mlir.simulate(kernel("row-softmax"), x)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(out, e / e.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-7)


def test_several_outputs_bfloat16_in_float32_out():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    x = random((128, 256), 7).astype(ml_dtypes.bfloat16)
    out_sum, out_max = nki_mlir.simulate(kernel("several-outputs"), x)
    wide = x.astype(np.float32)
    assert out_sum.dtype == np.float32 and out_sum.shape == (128, 1)
    np.testing.assert_allclose(out_sum, wide.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(out_max, wide.max(axis=1, keepdims=True))
