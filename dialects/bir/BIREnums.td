#ifndef BIR_ENUMS_TD
#define BIR_ENUMS_TD

include "bir/BIRDialect.td"

// Engine strings of the JSON format, in the model's declaration order.
def BIR_Engine : I32EnumAttr<"Engine", "engine", [
    I32EnumAttrCase<"Unassigned", 0>, I32EnumAttrCase<"Pool", 1>,
    I32EnumAttrCase<"Activation", 2>, I32EnumAttrCase<"PE", 3>,
    I32EnumAttrCase<"DMA", 4>, I32EnumAttrCase<"DVE", 5>,
    I32EnumAttrCase<"SP", 6>]> {
  let cppNamespace = "::nki::bir";
  let genSpecializedAttr = 0;
}
def BIR_EngineAttr : EnumAttr<BIR_Dialect, BIR_Engine, "engine">;

#endif // BIR_ENUMS_TD
