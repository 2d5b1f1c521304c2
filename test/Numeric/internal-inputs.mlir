// nki-run's --input for memory locations that are no parameters: the initial
// contents of an SB and a PSUM tensor (what two runs of a program before and
// after a rewrite share, docs/nki-run.md "Same memory, two programs"). They
// are written into the bytes the locations lie on, so `t`, on the upper half
// of each partition of `a`, holds a's values there.
//   r = a + p;  t = a[:, 2:4]
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python-numpy -c "import numpy as np; np.save('%t/a.npy', np.arange(8, dtype=np.float32).reshape(2, 4)); np.save('%t/p.npy', np.full((2, 4), 10, np.float32)); np.save('%t/t.npy', np.zeros((2, 2), np.float32))"
// RUN: nki-run %s --input a=%t/a.npy --input p=%t/p.npy --output r=%t/r.npy --output t=%t/t_out.npy
// RUN: %python-numpy -c "import numpy as np; print(np.load('%t/r.npy').tolist(), np.load('%t/t_out.npy').tolist())" | FileCheck %s
// CHECK: {{\[}}[10.0, 11.0, 12.0, 13.0], [14.0, 15.0, 16.0, 17.0]] {{\[}}[2.0, 3.0], [6.0, 7.0]]
// Without them both hold the never-written pattern (bytes 0x7f, about 3.4e38
// as float32), whose sum overflows.
// RUN: nki-run %s --output r=%t/r0.npy
// RUN: %python-numpy -c "import numpy as np; print(np.load('%t/r0.npy')[0, 0])" | FileCheck %s --check-prefix=UNWRITTEN
// UNWRITTEN: inf

// Contents for two locations on common bytes are refused (which would hold
// depends on the order), and so is a location without a dtype; nothing is
// written.
// RUN: not nki-run %s --input a=%t/a.npy --input t=%t/t.npy --output r=%t/e.npy 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not nki-run %s --input c=%t/a.npy --output r=%t/e.npy 2>&1 | FileCheck %s --check-prefix=NODTYPE
// RUN: not nki-run %s --input x=%t/a.npy --output r=%t/e.npy 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not ls %t/e.npy
// OVERLAP: nki-run: error: --input 'a' and --input 't': the two memory locations share bytes; give one
// NODTYPE: nki-run: error: --input 'c': 'c' has no dtype this interpreter knows (inputs: none; outputs: none)
// NONE: nki-run: error: --input 'x': no memory location 'x' (inputs: none; outputs: none)

module attributes {bir.arch = "gen3"} {
  bir.func @main kind <main> {
    %as = bir.allocation "a_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 4>} : !bir.allocation
    %a = bir.memory_location "a" in %as {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 0, dims = array<i64: 2, 16>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ts = bir.allocation "t_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 2>} : !bir.allocation
    %t = bir.memory_location "t" in %ts {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 8, dims = array<i64: 2, 8>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %cs = bir.allocation "c_set" {Skind = #bir.storage_kind<memory_location_set>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 4>} : !bir.allocation
    %c = bir.memory_location "c" in %cs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 64, dims = array<i64: 2, 16>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %rs = bir.allocation "r_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 4>} : !bir.allocation
    %r = bir.memory_location "r" in %rs {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<SB>, addr = 128, dims = array<i64: 2, 16>, bank = 0, base = 0, allocated = true, pinned = false} : !bir.memory_location
    %ps = bir.allocation "p_set" {Skind = #bir.storage_kind<memory_location_set>, dtype = #bir.dtype<float32>, file = "", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, tensorId2MemLocSize = 1, tensor_class = #bir.tensor_class<Tensor>, tensor_shape = array<i64: 2, 4>} : !bir.allocation
    %p = bir.memory_location "p" in %ps {Skind = #bir.storage_kind<memory_location>, memory_type = #bir.memory_type<PSUM>, addr = 0, dims = array<i64: 2, 16>, bank = 3, base = 0, allocated = true, pinned = false} : !bir.memory_location
    bir.block "main" {
      bir.tensor_tensor "sum" engine DVE ins(%a, %p) outs(%r) {ins_args = [#bir.physical_ap<ap = [[4, 2], [1, 4]], dtype = float32, offset = 0>, #bir.physical_ap<ap = [[4, 2], [1, 4]], dtype = float32, offset = 0>], op = #bir.alu_op<add>, outs_args = [#bir.physical_ap<ap = [[4, 2], [1, 4]], dtype = float32, offset = 0>]}
    }
  }
}
