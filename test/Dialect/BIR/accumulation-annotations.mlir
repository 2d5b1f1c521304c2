// The annotations legalize-matmul-accumulation-groups leaves on matmuls:
// bir.accumulation_group (id >= 0) and bir.bank_window (an aligned
// power-of-two run of banks), only on the matmul family.
// RUN: %nki-opt --split-input-file --verify-diagnostics %s

bir.func @ok kind <main> {
  bir.block "b" {
    bir.matmult "mm" engine PE {start_tensor_calc = true, bir.accumulation_group = 3 : i64, bir.bank_window = array<i64: 4, 4>}
    bir.matmult_base "mmb" engine PE {start_tensor_calc = true, bir.accumulation_group = 0 : i64, bir.bank_window = array<i64: 7, 1>}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.accumulation_group' is only valid on a matmul}}
    bir.tensor_copy "c" engine DVE {bir.accumulation_group = 0 : i64}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.bank_window' is only valid on a matmul}}
    bir.tensor_copy "c" engine DVE {bir.bank_window = array<i64: 0, 1>}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.accumulation_group' must be an integer, got "g0"}}
    bir.matmult "mm" engine PE {start_tensor_calc = true, bir.accumulation_group = "g0"}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.accumulation_group' must be non-negative, got -1}}
    bir.matmult "mm" engine PE {start_tensor_calc = true, bir.accumulation_group = -1 : i64}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.bank_window' must be array<i64: first, size>, got array<i64: 0, 1, 2>}}
    bir.matmult "mm" engine PE {start_tensor_calc = true, bir.bank_window = array<i64: 0, 1, 2>}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.bank_window' size must be a power of two, got 3}}
    bir.matmult "mm" engine PE {start_tensor_calc = true, bir.bank_window = array<i64: 0, 3>}
  }
}

// -----

bir.func @f kind <main> {
  bir.block "b" {
    // expected-error @+1 {{'bir.bank_window' must start at a multiple of its size 4, got 2}}
    bir.matmult "mm" engine PE {start_tensor_calc = true, bir.bank_window = array<i64: 2, 4>}
  }
}
