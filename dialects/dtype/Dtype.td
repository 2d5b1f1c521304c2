//===- Dtype.td - NKI element types, the one table ----------*- tablegen -*-===//
//
// Every element type (dtype) NKI names, defined once: its spelling (KLR's
// constructor name and BIR JSON's string, which agree), its KLR wire code,
// how an element encodes a number, the bytes it takes and NumPy's spelling
// of it. The klr and bir dialects' `Dtype` enums take these cases
// (`NKI_DtypeCases`); nki-formats generates `klr::Dtype`'s facts from them
// (`size_bytes`, `format`, `group`, `numpy_name`, dialects/formats/build),
// and the passes, the interpreter (nki-run) and the Python layer read theirs
// from those.
//
// Rounding follows from the format: a write rounds to nearest, ties to
// even; past the largest finite value an "ieee" float goes to infinity and
// the others saturate; integers saturate and NaN stores as 0.
//
//===----------------------------------------------------------------------===//

#ifndef NKI_DTYPE_TD
#define NKI_DTYPE_TD

include "mlir/IR/EnumAttr.td"

// How one element encodes a number: `kind` "float", "int" (two's
// complement) or "uint", `width` bits wide. A float has a sign, `exp`
// exponent bits (bias 2^(exp-1) - 1) and `man` mantissa bits; `special`
// says what its all-ones exponent holds: "ieee" infinities and NaNs,
// "nan_only" (the `fn` formats) a normal binade whose all-ones mantissa is
// the only NaN, "finite_only" a normal binade (no infinity, no NaN).
class NKI_Format<string k, int w, int e, int m, string s> {
  string kind = k;
  int width = w;
  int exp = e;
  int man = m;
  string special = s;
}
class NKI_Float<int e, int m, string s = "ieee">
    : NKI_Format<"float", !add(1, e, m), e, m, s>;
class NKI_Int<int w> : NKI_Format<"int", w, 0, 0, "">;
class NKI_Uint<int w> : NKI_Format<"uint", w, 0, 0, "">;

// A dtype: its spelling, its KLR wire code, its element format, NumPy's
// spelling of that (NumPy's own type or an `ml_dtypes` one; "" when NumPy
// has none) and how many elements are stored together (4 for the packed
// `_x4` formats). Its size follows: the bytes of one element, of a packed
// format of one group of four, the size KLR's proofs and the BIR side use.
class NKI_DtypeCase<string name, int wire, NKI_Format f, string np, int g = 1>
    : I32EnumAttrCase<name, wire> {
  NKI_Format dtypeFormat = f;
  string numpySpelling = np;
  int dtypeGroup = g;
  int klrSize = !div(!mul(f.width, g), 8);
}

// In KLR's wire-code order.
defvar NKI_DtypeCases = [
    NKI_DtypeCase<"bfloat16", 0, NKI_Float<8, 7>, "bfloat16">,
    NKI_DtypeCase<"float8e3", 1, NKI_Float<3, 4>, "float8_e3m4">,
    NKI_DtypeCase<"float8e4", 2, NKI_Float<4, 3>, "float8_e4m3">,
    NKI_DtypeCase<"float8e5", 3, NKI_Float<5, 2>, "float8_e5m2">,
    NKI_DtypeCase<"float16", 4, NKI_Float<5, 10>, "float16">,
    NKI_DtypeCase<"float32", 5, NKI_Float<8, 23>, "float32">,
    NKI_DtypeCase<"float32r", 6, NKI_Float<8, 23>, "float32">,
    NKI_DtypeCase<"int8", 7, NKI_Int<8>, "int8">,
    NKI_DtypeCase<"int16", 8, NKI_Int<16>, "int16">,
    NKI_DtypeCase<"int64", 9, NKI_Int<64>, "int64">,
    NKI_DtypeCase<"int32", 10, NKI_Int<32>, "int32">,
    NKI_DtypeCase<"uint8", 11, NKI_Uint<8>, "uint8">,
    NKI_DtypeCase<"uint16", 12, NKI_Uint<16>, "uint16">,
    NKI_DtypeCase<"uint32", 13, NKI_Uint<32>, "uint32">,
    NKI_DtypeCase<"uint64", 14, NKI_Uint<64>, "uint64">,
    NKI_DtypeCase<"float8_e4m3", 15, NKI_Float<4, 3>, "float8_e4m3">,
    NKI_DtypeCase<"float8_e4m3fn", 16, NKI_Float<4, 3, "nan_only">,
                  "float8_e4m3fn">,
    NKI_DtypeCase<"float8_e5m2_x4", 17, NKI_Float<5, 2>, "", 4>,
    NKI_DtypeCase<"float8_e4m3fn_x4", 18, NKI_Float<4, 3, "nan_only">, "", 4>,
    NKI_DtypeCase<"float4_e2m1fn_x4", 19, NKI_Float<2, 1, "finite_only">, "",
                  4>];

#endif // NKI_DTYPE_TD
