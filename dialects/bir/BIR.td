// The whole bir dialect, for mlir-tblgen and melior::dialect!.
include "bir/BIRDialect.td"
include "bir/BIREnums.td"
include "bir/BIRAttrs.td"
include "bir/BIRTypes.td"
include "bir/BIROps.td"
include "bir/BIRInstructions.td"
