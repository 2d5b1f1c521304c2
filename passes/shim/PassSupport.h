//===- PassSupport.h - option types of the generated pass classes ---------===//
//
// What the C++ pass classes generated from passes/Passes.td need besides
// MLIR: the value type of an unsigned option that may be left unset, with
// the command-line parser MLIR's pass options use for it, and the insertion
// of our dialects as the passes' dependent dialects.
//
//===----------------------------------------------------------------------===//

#ifndef NKI_PASSES_PASSSUPPORT_H
#define NKI_PASSES_PASSSUPPORT_H

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

extern "C" {
MlirDialectHandle mlirGetDialectHandle__bir__();
MlirDialectHandle mlirGetDialectHandle__klr__();
}

namespace nki::passes {

/// An unsigned option that may be unset: `core-id=3`, or `core-id=` and no
/// mention at all for "take it from the IR". Printed empty when unset, so
/// that a printed pipeline reads back the same.
struct OptionalUnsigned {
  std::optional<uint64_t> value;

  bool operator==(const OptionalUnsigned &other) const {
    return value == other.value;
  }
  bool operator!=(const OptionalUnsigned &other) const {
    return value != other.value;
  }
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const OptionalUnsigned &v) {
  if (v.value)
    os << *v.value;
  return os;
}

/// Our dialects, which every pass creates or reads operations of.
inline void insertDialects(mlir::DialectRegistry &registry) {
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__bir__(), wrap(&registry));
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__klr__(), wrap(&registry));
}

/// One statistic of one run of a pass.
struct StatisticValue {
  const char *name;
  const char *description;
  uint64_t value;
};

/// The statistics of our passes over the process's runs, by pass name,
/// each by statistic name: MLIR's own (`Pass::Statistic`) are no-ops in an
/// LLVM built without LLVM_ENABLE_STATS, as Debian's is, so nki-opt
/// prints these after MLIR's report (printStatistics).
struct StatisticTotals {
  std::mutex lock;
  std::map<std::string, std::map<std::string, std::pair<std::string, uint64_t>>>
      passes;
};

inline StatisticTotals &statisticTotals() {
  static StatisticTotals totals;
  return totals;
}

inline void recordStatistics(llvm::StringRef pass,
                             std::vector<StatisticValue> values) {
  auto &totals = statisticTotals();
  std::lock_guard<std::mutex> guard(totals.lock);
  auto &entry = totals.passes[pass.str()];
  for (const StatisticValue &v : values) {
    auto &slot = entry[v.name];
    slot.first = v.description;
    slot.second += v.value;
  }
}

/// A string option's value as the C API's string reference.
inline MlirStringRef stringRef(const std::string &s) {
  return MlirStringRef{s.data(), s.size()};
}

} // namespace nki::passes

namespace llvm::cl {

/// Reads `N` (any base LLVM accepts) or nothing (unset).
template <>
class parser<nki::passes::OptionalUnsigned>
    : public basic_parser<nki::passes::OptionalUnsigned> {
public:
  parser(Option &o) : basic_parser(o) {}

  bool parse(Option &o, StringRef, StringRef arg,
             nki::passes::OptionalUnsigned &v) {
    if (arg.empty()) {
      v.value.reset();
      return false;
    }
    uint64_t n;
    if (arg.getAsInteger(0, n))
      return o.error("'" + arg + "' value invalid for uint argument!");
    v.value = n;
    return false;
  }

  StringRef getValueName() const override { return "uint"; }

  void printOptionDiff(const Option &o, const nki::passes::OptionalUnsigned &v,
                       const OptionValue<nki::passes::OptionalUnsigned> &,
                       size_t globalWidth) const {
    printOptionName(o, globalWidth);
    outs() << "= " << v << "\n";
  }
};

} // namespace llvm::cl

#endif // NKI_PASSES_PASSSUPPORT_H
