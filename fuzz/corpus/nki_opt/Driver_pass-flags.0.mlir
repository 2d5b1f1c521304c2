// Individual pass flags (ours and upstream) build a pipeline in flag order.


func.func @f() {
  %a = arith.constant 1 : i32
  return
}
