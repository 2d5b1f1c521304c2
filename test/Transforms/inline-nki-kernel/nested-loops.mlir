// A BIR-JSON kernel (Mechanism B) whose body is a loop nest two deep, with a
// branch between two blocks of the inner loop, and two top-level blocks: from
// the wrapped kernel file through both passes. The top-level blocks' contents
// land in order at the call; the loops come along whole, loop axes keep their
// names, blocks and instructions get the call's prefix and the branch target
// follows; the PSUM accumulator (bank 1) is at byte 2048 of the PSUM
// scratchpad. Exported to BIR JSON, one function is left.
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/inline/nested_loops.bir.json \
// RUN:   | nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel)' | FileCheck %s
// RUN: cd %S/../../.. && nki-translate --wrap-kernel test/Inputs/bir/inline/nested_loops.bir.json \
// RUN:   | nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel)' \
// RUN:   | nki-translate --export-bir-json | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: bir.func @main kind <main>
// CHECK:       %[[SB:.*]] = bir.allocation "inst__nested_loops.sb_scratchpad_set"
// CHECK:       %[[PSUM:.*]] = bir.allocation "inst__nested_loops.psum_scratchpad_set"
// CHECK:       %[[LHST:.*]] = bir.memory_location "lhsT"
// CHECK:       %[[RHS:.*]] = bir.memory_location "rhs"
// CHECK:       %[[OUT:.*]] = bir.memory_location "out"
// CHECK:       %[[L_SB:.*]] = bir.memory_location "inst__nested_loops/lhsT_sb" in %[[SB]] {{{.*}}addr = 0 : i64
// CHECK-NEXT:  %[[R_SB:.*]] = bir.memory_location "inst__nested_loops/rhs_sb" in %[[SB]] {{{.*}}addr = 512 : i64
// CHECK-NEXT:  %[[ACC:.*]] = bir.memory_location "inst__nested_loops/acc" in %[[PSUM]] {{{.*}}addr = 2048 : i64, allocated = false, bank = 0 : i64
// CHECK-NEXT:  %[[O_SB:.*]] = bir.memory_location "inst__nested_loops/out_sb" in %[[SB]] {{{.*}}addr = 2560 : i64
// CHECK-NEXT:  bir.block "main" {
// CHECK-NEXT:    bir.load "inst__nested_loops/nl_load_lhsT" engine DMA ins(%[[LHST]]) outs(%[[L_SB]])
// CHECK-NEXT:    bir.loop "i" lb 0 ub 2 stride 1 {
// CHECK-NEXT:      bir.block "inst__nested_loops/nl_outer" {
// CHECK-NEXT:        bir.load "inst__nested_loops/nl_load_rhs" engine DMA ins(%[[RHS]]) outs(%[[R_SB]])
// CHECK-NEXT:        bir.loop "j" lb 0 ub 4 stride 1 {
// CHECK-NEXT:          bir.block "inst__nested_loops/nl_inner_a" {
// CHECK-NEXT:            bir.matmult "inst__nested_loops/nl_mm_a" engine PE ins(%[[L_SB]], %[[R_SB]]) outs(%[[ACC]])
// CHECK-NEXT:            bir.unconditional_branch "inst__nested_loops/nl_jump" engine SP {target = "inst__nested_loops/nl_inner_b"}
// CHECK-NEXT:          {{^ +\}$}}
// CHECK-NEXT:          bir.block "inst__nested_loops/nl_inner_b" {
// CHECK-NEXT:            bir.matmult "inst__nested_loops/nl_mm_b" engine PE ins(%[[L_SB]], %[[R_SB]]) outs(%[[ACC]])
// CHECK-NEXT:          {{^ +\}$}}
// CHECK-NEXT:        {{^ +\}$}}
// CHECK-NEXT:      {{^ +\}$}}
// CHECK-NEXT:    {{^ +\}$}}
// CHECK-NEXT:    bir.activation "inst__nested_loops/nl_act" engine Activation ins(%[[ACC]]) outs(%[[O_SB]])
// CHECK-NEXT:    bir.memset "inst__nested_loops/nl_memset" engine DVE outs(%[[ACC]])
// CHECK-NEXT:    bir.save "inst__nested_loops/nl_save" engine DMA ins(%[[O_SB]]) outs(%[[OUT]])
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  {{^\}$}}

// JSON:     "functions": [
// JSON:       "name": "main"
// JSON-NOT:   "name": "nested_loops"
// JSON-NOT:   "opcode": "NKIKernel"
