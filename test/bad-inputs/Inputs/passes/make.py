#!/usr/bin/env python3
"""Writes the caller modules of the pass precondition corpus (run from this
directory): one IT56 carrier each, pointing at a broken or hostile kernel file
(paths relative to this directory, as the pass resolves them)."""

CALLER = '''module attributes {{bir.arch = "gen3", bir.version = 2 : i64}} {{
  bir.func @main kind <main> {{
    %0 = bir.allocation "x_set" {{Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<ExternalInput>, no_spill = false, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 128, 512>}} : !bir.allocation
    %1 = bir.memory_location "x" in %0 {{Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: 128, 2048>, memory_type = #bir.memory_type<DRAM>, pinned = false}} : !bir.memory_location
    bir.block "main" {{
      bir.nki_klir_kernel "call" engine Unassigned {{enable_device_dump = false, psum_buf_shape = array<i64: 0, 0, 0>, sb_buf_shape = array<i64: 0, 0>, func_args = {args}, func_outs = {{}}, kernel_format = "{fmt}", klir_binary = "{path}"}}
    }}
  }}
}}
'''

FILES = {
    "carrier_dev_null.mlir": ("klir", "/dev/null", "{}"),
    "carrier_directory.mlir": ("bir", "..", "{}"),
    "carrier_fifo.mlir": ("klir", "fifo.klr", "{}"),
    "klr_string_1gib.mlir": ("klir", "../klr/string_1gib.klr", "{}"),
    "klr_list_1gib.mlir": ("klir", "../klr/list_1gib.klr", "{}"),
    "klr_nesting_too_deep.mlir": ("klir", "../klr/nesting_too_deep.klr", "{}"),
    "klr_wrong_version.mlir": ("klir", "../klr/version_0_1_12.klr", "{}"),
    "klr_kernel_is_json.mlir": ("klir", "../bir/empty.json", "{}"),
    "bir_nesting_too_deep.mlir": ("bir", "../bir/nesting_too_deep.json", "{}"),
    "bir_schema_error.mlir": ("bir", "../bir/functions_object.json", "{}"),
    "bir_invalid_utf8.mlir": ("bir", "../bir/invalid_utf8.json", "{}"),
    "bir_unknown_formal.mlir": ("bir", "../../../Inputs/bir/tensor_add.bir.json", '{nope = "x"}'),
}

for name, (fmt, path, args) in FILES.items():
    with open(name, "w") as f:
        f.write(CALLER.format(fmt=fmt, path=path, args=args))
