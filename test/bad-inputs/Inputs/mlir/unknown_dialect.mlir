module {
  foo.bar
}
