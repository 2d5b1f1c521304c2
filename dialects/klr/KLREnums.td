#ifndef KLR_ENUMS_TD
#define KLR_ENUMS_TD

include "klr/KLRDialect.td"

// Case values are the wire constructor codes.
def KLR_Memory : I32EnumAttr<"Memory", "KLR Memory (tag 110)", [
    I32EnumAttrCase<"hbm", 0>, I32EnumAttrCase<"sbuf", 1>,
    I32EnumAttrCase<"psum", 2>, I32EnumAttrCase<"reg", 3>,
    I32EnumAttrCase<"shared_hbm", 4>, I32EnumAttrCase<"private_hbm", 5>]> {
  let cppNamespace = "::nki::klr";
  let genSpecializedAttr = 0;
}
def KLR_MemoryAttr : EnumAttr<KLR_Dialect, KLR_Memory, "memory">;

#endif // KLR_ENUMS_TD
