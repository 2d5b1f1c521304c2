//! The coverage table, the docs and the code agree: every KLR operator has
//! one row; a default instance of each lowered operator lowers, and only to
//! opcodes its row names (to none for a `none` row); each rejected one is rejected, and its row says
//! why (`rejected: <why>`).

use super::samples::{default_operators, kernel_of, lowerable_operators, tensor};
use super::*;
use nki_formats::klr::*;

fn opcodes(codegen: &Codegen) -> Vec<String> {
    codegen.function.blocks[0]
        .instructions
        .iter()
        .filter_map(|i| match i {
            BlockItem::Instruction(i) => Some(i.opcode.clone()),
            BlockItem::Loop(_) => None,
        })
        .collect()
}

#[test]
fn coverage_table_matches_the_code() {
    let operators = lowerable_operators();
    let table: Vec<&str> = COVERAGE.iter().map(|(op, _)| *op).collect();
    let ctors: Vec<&str> = operators.iter().map(|op| op.ctor_name()).collect();
    assert_eq!(table, ctors, "one row per operator, in wire order");
    let mut lowered = 0;
    for (op, (_, row)) in operators.into_iter().zip(COVERAGE) {
        let ctor = op.ctor_name();
        let mut ops = vec![op];
        if ctor == "matMul" {
            let stationary = default_operators().remove(17);
            ops.insert(0, stationary);
        }
        let result = codegen_lnc_kernel(&kernel_of(ops), 0, nki_formats::arch::TRN2, "k");
        if row.starts_with("rejected") {
            let why = row.strip_prefix("rejected: ").unwrap_or_default();
            assert!(
                !why.is_empty() && !why.contains(". "),
                "{ctor}: a rejected row says why in one sentence: {row}"
            );
            let err = result.expect_err(ctor);
            assert_eq!(
                err.message,
                format!("'klr.{}' op has no BIR lowering", snake(ctor))
            );
            continue;
        }
        lowered += 1;
        let codegen = result.unwrap_or_else(|e| panic!("{ctor}: {}", e.message));
        if row.starts_with("none") {
            assert_eq!(opcodes(&codegen), Vec::<String>::new(), "{ctor}: {row}");
        }
        let names: Vec<&str> = row
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        for opcode in opcodes(&codegen) {
            let helper = opcode == "Memset" || opcode == "TensorScalarAffineSelect";
            assert!(
                names.contains(&opcode.as_str()) || helper,
                "{ctor} emitted {opcode}, its row says {row}"
            );
        }
    }
    assert!(lowered >= 40, "only {lowered} operators lower");
}

#[test]
fn docs_table_matches_the_coverage_table() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/klr-to-bir.md");
    let docs = std::fs::read_to_string(path).expect("docs/klr-to-bir.md");
    // The table of the "Coverage" section (other sections have tables too).
    let coverage = docs
        .split("\n## Coverage")
        .nth(1)
        .expect("a Coverage section");
    let coverage = coverage.split("\n## ").next().unwrap_or(coverage);
    let rows: Vec<(String, String)> = coverage
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
            let op = cells.first()?.trim().strip_prefix('`')?.strip_suffix('`')?;
            Some((op.to_owned(), cells.get(1)?.trim().replace('\\', "")))
        })
        .collect();
    let expected: Vec<(String, String)> = COVERAGE
        .iter()
        .map(|(op, row)| (op.to_string(), row.to_string()))
        .collect();
    assert_eq!(rows, expected);
}

#[test]
fn helpers_are_cached() {
    let ops = default_operators();
    let nc_activate = ops[1].clone(); // bias None: the zero bias
    let transpose = |dtype: Dtype| {
        let Operator::transpose { op } = ops[38].clone() else {
            panic!("transpose")
        };
        let mut op = op;
        op.src = TensorRef::r#abstract {
            access: Access::simple {
                tensor: tensor("src", Memory::sbuf, dtype, Some(0)),
            },
        };
        Operator::transpose { op }
    };
    let kernel = kernel_of(vec![
        nc_activate.clone(),
        nc_activate,
        transpose(Dtype::bfloat16),
        transpose(Dtype::bfloat16),
        transpose(Dtype::float16),
    ]);
    let codegen = codegen_lnc_kernel(&kernel, 0, nki_formats::arch::TRN2, "k").unwrap();
    let names: Vec<&str> = codegen
        .function
        .allocations
        .iter()
        .map(|a| a.memorylocations[0].name.as_str())
        .filter(|n| n.starts_with("COMPILER-GENERATED"))
        .collect();
    assert_eq!(
        names,
        [
            "COMPILER-GENERATED-zero_bias_act_0",
            "COMPILER-GENERATED-id.bfloat16",
            "COMPILER-GENERATED-id.float16"
        ]
    );
    assert_eq!(codegen.warnings.len(), 2);
    assert_eq!(codegen.identities.len(), 2);
    // Placed above the kernel's own SBUF (512 B at 0), 64-byte aligned.
    let zero_bias = &codegen
        .function
        .allocations
        .iter()
        .find(|a| a.name.contains("zero_bias"))
        .unwrap()
        .memorylocations[0];
    assert_eq!(
        (zero_bias.addr, zero_bias.dims.clone(), zero_bias.allocated),
        (512, vec![128, 4], true)
    );
    // Identities follow: bf16 at 576 (256 B), fp16 at 832 (256 B).
    assert_eq!(codegen.sbuf_max_bytes, 1088);
}

#[test]
fn the_consuming_walk_builds_what_the_borrowing_walk_builds() {
    // More statements than `Consumed::STEP`, so the body's buffer shrinks
    // while the walk goes on; one matmul group among them for the flags.
    let ops = default_operators();
    let mut statements = Vec::new();
    for i in 0..(Consumed::STEP + 100) {
        statements.push(match i % 3 {
            0 => ops[1].clone(),  // ncActivate
            1 => ops[17].clone(), // loadStationary
            _ => ops[20].clone(), // matMul
        });
    }
    let kernel = kernel_of(statements);
    let borrowed = codegen_lnc_kernel(&kernel, 0, nki_formats::arch::TRN2, "k").unwrap();
    let owned = codegen_lnc_kernel_owned(kernel, 0, nki_formats::arch::TRN2, "k").unwrap();
    assert_eq!(owned.function, borrowed.function);
    // One instruction per ncActivate and per matMul (loadStationary emits
    // none), and the zero bias's memset.
    let n = Consumed::STEP + 100;
    let expected = (0..n).filter(|i| i % 3 != 1).count() + 1;
    assert_eq!(owned.function.blocks[0].instructions.len(), expected);
}

/// `operators::alu` maps every KLR ALU operation onto the BIR one of the
/// same spelling (it panics otherwise).
#[test]
fn alu_ops_map() {
    for &op in AluOp::ALL {
        assert_eq!(
            nki_formats::bir_json::enums::BirEnum::as_str(operators::alu(op)),
            op.name()
        );
    }
}
