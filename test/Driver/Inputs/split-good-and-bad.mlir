func.func @a() {
  return
}

// -----

func.func @b() {
  "nowhere.op"() : () -> ()
  return
}

// -----

func.func @c() {
  return
}
