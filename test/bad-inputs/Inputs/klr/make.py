#!/usr/bin/env python3
"""Writes the crafted .klr files of the bad-input corpus (run from this directory).

Each file is a minimal KLR 0.0.12 file broken in one way; ../../README.md says
what each one tests. The valid pieces (a TensorName) come from
test/Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.klr.
"""
import struct

FIXTURE = "../../../Inputs/klr/cbor/getting_started__nki_tensor_add_kernel.klr"
TENSOR_NAME = open(FIXTURE, "rb").read()[63:123]  # the first TensorName, "a_input"


def head(tag, code, n):
    return bytes([0xD9, tag, code, 0x80 | n])


def uint(v, major=0):
    m = major << 5
    if v < 24:
        return bytes([m | v])
    if v < 1 << 8:
        return bytes([m | 24, v])
    if v < 1 << 16:
        return bytes([m | 25]) + struct.pack(">H", v)
    if v < 1 << 32:
        return bytes([m | 26]) + struct.pack(">I", v)
    return bytes([m | 27]) + struct.pack(">Q", v)


def text(s):
    b = s.encode()
    return uint(len(b), 3) + b


HEADER = head(0xD9, 0xF7, 3) + b"\x00\x00\x0c"
META = head(0xEB, 0, 1) + text("NKI")
NONE = head(0xFF, 0, 0)
SOME = head(0xFF, 1, 1)
LNC = head(0xEC, 3, 1) + head(0x6C, 0, 7)


def kernel_with_stmt(op):
    """An LncKernel with no tensors and one block holding one statement whose
    operator starts with `op` (the file ends where the error is)."""
    return (HEADER + META + LNC + text("k") + b"\x80\x80" + b"\x81\x81"
            + head(0x68, 0, 3) + text("b") + b"\xf4" + b"\x81" + head(0x67, 0, 3) + op)


TR_REG = head(0x80, 4, 1) + b"\x00"  # TensorRef.register 0
# Operator.activate(Activate{dst, src, accumulatorCmd, activationFunc, scale, ...})
ACTIVATE = (head(0xDA, 0, 1) + head(0x94, 0, 7) + TR_REG + TR_REG
            + head(0x89, 0, 0) + head(0x8A, 2, 0))


def pad(b, n=100):
    return b + b"A" * (n - len(b))


FILES = {
    # Resource bounds: huge declared lengths in tiny files.
    "string_1gib.klr": pad(HEADER + head(0xEB, 0, 1) + b"\x7a\x40\x00\x00\x00"),
    "list_1gib.klr": pad(HEADER + META + LNC + text("k") + b"\x9a\x40\x00\x00\x00"),
    "list_of_lists_1gib.klr": pad(HEADER + META + LNC + text("k") + b"\x80\x80\x81\x9a\x40\x00\x00\x00"),
    "nat_u64_cut.klr": HEADER[:4] + b"\x1b\x00\x00",
    "nesting_too_deep.klr": kernel_with_stmt(
        # dst = TensorRef.abstract(Access.birPattern(BirAccessPattern{...,
        # vectorOffset = some(Access.birPattern(...))})), 200 levels deep.
        head(0xDA, 0, 1) + head(0x94, 0, 7) + head(0x80, 0, 1)
        + (head(0x7D, 3, 1) + head(0x7C, 0, 7) + TENSOR_NAME + b"\x00\x80" + NONE + SOME) * 200),
    # Strings.
    "string_invalid_utf8.klr": HEADER + head(0xEB, 0, 1) + b"\x63N\xffI",
    "string_indefinite.klr": HEADER + head(0xEB, 0, 1) + b"\x7f\x63NKI\xff",
    "string_as_bytes.klr": HEADER + head(0xEB, 0, 1) + b"\x43NKI",
    # Heads.
    "tag_four_byte_form.klr": b"\xda\x00\x00\xd9\xf7\x83\x00\x00\x0c" + META,
    "field_array_indefinite.klr": HEADER + head(0xEB, 0, 1)[:3] + b"\x9f" + text("NKI") + b"\xff",
    "header_four_fields.klr": head(0xD9, 0xF7, 4) + b"\x00\x00\x0c\x00" + META,
    "metadata_constructor_1.klr": HEADER + head(0xEB, 1, 1) + text("NKI"),
    "version_0_1_12.klr": head(0xD9, 0xF7, 3) + b"\x00\x01\x0c" + META,
    "nat_as_float.klr": head(0xD9, 0xF7, 3) + b"\xfa\x00\x00\x00\x00\x00\x0c" + META,
    "nat_as_bignum.klr": head(0xD9, 0xF7, 3) + b"\x00\x00\xc2\x41\x0c" + META,
    "list_indefinite.klr": HEADER + META + LNC + text("k") + b"\x9f\xff",
    "list_wrong_type.klr": HEADER + META + LNC + text("k") + b"\x81" + head(0x63, 0, 8),
    "break_as_value.klr": HEADER + META + LNC + b"\xff",
    "enum_with_fields.klr": HEADER + META + LNC + text("k") + b"\x81" + TENSOR_NAME[:12] + head(0x6F, 5, 1) + b"\x00",
    "struct_constructor_1.klr": HEADER + META + LNC + text("k") + b"\x81" + head(0x72, 1, 8),
    # Block.noReorder is undefined (0xf7) instead of a Bool.
    "bool_undefined.klr": HEADER + META + LNC + text("k") + b"\x80\x80\x81\x81" + head(0x68, 0, 3) + text("b") + b"\xf7",
    "hlo_trailing_byte.klr": HEADER + META + head(0xEC, 4, 1) + text("f") + b"\x00",
    "contents_cut_after_head.klr": HEADER + META + LNC,
    # Numbers inside an operator.
    "int32_overflow.klr": kernel_with_stmt(ACTIVATE + head(0x83, 2, 1) + uint(1 << 31)),
    "int_beyond_64_bits.klr": kernel_with_stmt(ACTIVATE + head(0x83, 2, 1) + b"\x3b" + b"\xff" * 8),
    "float32_as_double.klr": kernel_with_stmt(ACTIVATE + head(0x83, 3, 1) + b"\xfb" + struct.pack(">d", 1.5)),
    "float32_as_half.klr": kernel_with_stmt(ACTIVATE + head(0x83, 3, 1) + b"\xf9\x3c\x00"),
    "float32_cut.klr": kernel_with_stmt(ACTIVATE + head(0x83, 3, 1) + b"\xfa\x3f"),
    "operator_unknown_enum.klr": kernel_with_stmt(head(0xDA, 0, 1) + head(0x94, 0, 7) + TR_REG + TR_REG + head(0x89, 9, 0)),
}

for name, data in FILES.items():
    with open(name, "wb") as f:
        f.write(data)
