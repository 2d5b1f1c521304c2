// The whole klr dialect, for mlir-tblgen and melior::dialect!.
include "klr/KLRDialect.td"
include "klr/KLREnums.td"
include "klr/KLRAttrs.td"
include "klr/KLROps.td"
include "klr/KLRProfiles.td"
