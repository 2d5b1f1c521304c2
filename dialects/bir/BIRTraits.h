//===- BIRTraits.h - the op families of the bir dialect ------------------===//
//
// The C++ side of the family traits BIRInstruction.td declares
// (BIR_MatmulLike, ...): marker traits, which C++ tests with hasTrait and
// from which Rust's OpClass::is_<family> is generated.
//
//===----------------------------------------------------------------------===//

#ifndef NKI_BIR_TRAITS_H
#define NKI_BIR_TRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace nki::bir {

template <typename ConcreteType>
class MatmulLike : public ::mlir::OpTrait::TraitBase<ConcreteType, MatmulLike> {};

template <typename ConcreteType>
class KernelCarrier
    : public ::mlir::OpTrait::TraitBase<ConcreteType, KernelCarrier> {};

template <typename ConcreteType>
class BranchLike : public ::mlir::OpTrait::TraitBase<ConcreteType, BranchLike> {};

} // namespace nki::bir

#endif // NKI_BIR_TRAITS_H
