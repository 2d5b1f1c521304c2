# Writes a bir.func of N blocks, each branching to the next (verification
# cost test, test/Dialect/BIR/branches-scale.test).
import sys
n = int(sys.argv[1])
print('bir.func @f kind <main> {')
for i in range(n):
    print(f'  bir.block "b{i}" {{')
    print(f'    bir.unconditional_branch "j{i}" engine SP {{target = "b{(i + 1) % n}"}}')
    print('  }')
print('}')
