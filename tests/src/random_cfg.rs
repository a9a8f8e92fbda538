//! Random control-flow graphs as text, for the differential test of
//! canonicalization's block-structure work against mlir-opt-22
//! (`tests/cfg_differential.rs`). A seed gives the same text every time.
//!
//! Each module is one function of up to ten blocks whose shape is anything
//! the verifier accepts: cycles, self loops, unreachable blocks, blocks
//! reached twice from one terminator, pass-through blocks, switches whose
//! cases repeat the default, conditions that are constants or computed,
//! `ub.unreachable` ends. Unlike `random_ir`'s programs these need not
//! terminate or be free of undefined behaviour: they are only compared as
//! text, never run.

use std::fmt::Write as _;

use crate::random_ir::Rng;

/// The function's arguments: two conditions and two integers.
const ARGUMENTS: &str = "%c: i1, %d: i1, %v: i32, %w: i32";

/// A successor with operands for `arguments` block arguments, from
/// `values`.
fn successor(rng: &mut Rng, blocks: &[usize], values: &[String]) -> String {
    let target = 1 + rng.below(blocks.len() - 1);
    let count = blocks[target];
    if count == 0 {
        return format!("^bb{target}");
    }
    let operands: Vec<&str> = (0..count).map(|_| rng.pick(values).as_str()).collect();
    let types = vec!["i32"; count].join(", ");
    format!("^bb{target}({} : {types})", operands.join(", "))
}

/// The module of `seed`.
pub fn random_cfg(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x00C0_FFEE);
    let count = 1 + rng.below(10);
    // The number of arguments of each block (none for the entry block).
    let blocks: Vec<usize> = (0..count)
        .map(|index| {
            if index == 0 {
                0
            } else {
                *rng.pick(&[0, 0, 1, 2])
            }
        })
        .collect();
    let mut out = format!("func.func @f({ARGUMENTS}) -> i32 {{\n");
    for (index, &arguments) in blocks.iter().enumerate() {
        let mut values = vec!["%v".to_string(), "%w".to_string()];
        let mut conditions = vec!["%c".to_string(), "%d".to_string()];
        if index > 0 {
            let names: Vec<String> = (0..arguments).map(|a| format!("%b{index}a{a}")).collect();
            let typed: Vec<String> = names.iter().map(|name| format!("{name}: i32")).collect();
            if typed.is_empty() {
                let _ = writeln!(out, "^bb{index}:");
            } else {
                let _ = writeln!(out, "^bb{index}({}):", typed.join(", "));
            }
            values.extend(names);
        }
        if rng.chance(30) {
            let _ = writeln!(out, "  \"test.x\"({}) : (i32) -> ()", rng.pick(&values));
        }
        if rng.chance(20) {
            let (a, b) = (rng.pick(&values).clone(), rng.pick(&values).clone());
            let _ = writeln!(out, "  %t{index} = arith.addi {a}, {b} : i32");
            values.push(format!("%t{index}"));
        }
        if rng.chance(30) {
            let (a, b) = (rng.pick(&values).clone(), rng.pick(&values).clone());
            let _ = writeln!(out, "  %k{index} = arith.cmpi slt, {a}, {b} : i32");
            conditions.push(format!("%k{index}"));
        }
        if rng.chance(15) {
            let value = rng.pick(&["true", "false"]);
            let _ = writeln!(out, "  %q{index} = arith.constant {value}");
            conditions.push(format!("%q{index}"));
        }
        let roll = rng.below(100);
        if count == 1 || roll < 12 {
            let _ = writeln!(out, "  return {} : i32", rng.pick(&values));
        } else if roll < 17 {
            out.push_str("  ub.unreachable\n");
        } else if roll < 50 {
            let to = successor(&mut rng, &blocks, &values);
            let _ = writeln!(out, "  cf.br {to}");
        } else if roll < 85 {
            let condition = rng.pick(&conditions).clone();
            let on_true = successor(&mut rng, &blocks, &values);
            let on_false = successor(&mut rng, &blocks, &values);
            let _ = writeln!(out, "  cf.cond_br {condition}, {on_true}, {on_false}");
        } else {
            let default = successor(&mut rng, &blocks, &values);
            let cases: Vec<String> = (0..1 + rng.below(3))
                .map(|case| format!("{case}: {}", successor(&mut rng, &blocks, &values)))
                .collect();
            let _ = writeln!(
                out,
                "  cf.switch %v : i32, [default: {default}, {}]",
                cases.join(", ")
            );
        }
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::random_cfg;

    #[test]
    fn a_seed_gives_the_same_module_and_seeds_differ() {
        assert_eq!(random_cfg(7), random_cfg(7));
        let distinct: std::collections::HashSet<String> = (0..50).map(random_cfg).collect();
        assert!(distinct.len() > 40, "{}", distinct.len());
    }
}
