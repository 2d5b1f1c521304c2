// Each chunk is parsed and run on its own; outputs are joined with the marker.


func.func @first() {
  return
}
