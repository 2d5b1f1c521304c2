bogus.op
