#ifndef BIR_TYPES_TD
#define BIR_TYPES_TD

include "bir/BIRDialect.td"

class BIR_Type<string name, string typeMnemonic> : TypeDef<BIR_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def BIR_AllocationType : BIR_Type<"Allocation", "allocation"> {
  let summary = "an allocation (memory_location_set)";
}

def BIR_MemoryLocationType : BIR_Type<"MemoryLocation", "memory_location"> {
  let summary = "a memory location (MemoryLocation): one tensor's placement";
}

#endif // BIR_TYPES_TD
