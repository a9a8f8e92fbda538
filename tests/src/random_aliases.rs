//! Random attributes, types and locations that print through aliases, as
//! text, for the differential test of alias collection, ordering and
//! numbering against mlir-opt-22 (`tests/alias_differential.rs`). A seed
//! gives the same text every time.
//!
//! Each module holds a few unregistered ops whose attributes nest affine
//! maps, distinct attributes (some of `unit`), arrays, dictionaries, types
//! (tuples longer than 16 elements, memrefs with map layouts) and
//! locations (names, fused locations with metadata) inside one another:
//! the shapes that decide an alias's depth, its name's number and the
//! numbers of distinct attributes. Some ops hold regions whose blocks take
//! arguments with locations, and some are functions whose arguments and
//! results carry attributes: what decides which location aliases print
//! before the module and which after it.

use crate::random_ir::Rng;

/// How deep attributes nest before they end in a leaf.
const MAX_DEPTH: u32 = 3;

/// The random source, and the distinct attributes written so far.
struct Gen {
    rng: Rng,
    distinct: Vec<String>,
}

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.rng.chance(percent)
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        self.rng.pick(items)
    }

    /// A distinct attribute: sometimes one written before (the same
    /// attribute used twice), else a new one with the next number, as
    /// MLIR requires of the numbers in one file.
    fn distinct(&mut self, depth: u32) -> String {
        if !self.distinct.is_empty() && self.chance(20) {
            let index = self.below(self.distinct.len());
            return self.distinct[index].clone();
        }
        let referenced = attribute(self, depth + 1);
        // Numbered after what it refers to, which may hold some too.
        let text = format!("distinct[{}]<{referenced}>", self.distinct.len());
        self.distinct.push(text.clone());
        text
    }
}

fn map(g: &mut Gen) -> String {
    let op = *g.pick(&["+", "*"]);
    format!("affine_map<(d0) -> (d0 {op} {})>", 1 + g.below(3))
}

fn attribute(g: &mut Gen, depth: u32) -> String {
    let roll = g.below(100);
    if depth > MAX_DEPTH || roll < 20 {
        return match g.below(5) {
            0 => "1".to_string(),
            1 => "\"s\"".to_string(),
            2 => "unit".to_string(),
            3 => "true".to_string(),
            _ => map(g),
        };
    }
    match roll {
        20..35 => {
            let items: Vec<String> = (0..1 + g.below(3))
                .map(|_| attribute(g, depth + 1))
                .collect();
            format!("[{}]", items.join(", "))
        }
        35..45 => {
            let items: Vec<String> = (0..1 + g.below(2))
                .map(|i| format!("k{i} = {}", attribute(g, depth + 1)))
                .collect();
            format!("{{{}}}", items.join(", "))
        }
        45..60 => g.distinct(depth),
        60..70 => ty(g, depth + 1),
        70..85 => format!("loc({})", location(g, depth + 1)),
        _ => map(g),
    }
}

fn ty(g: &mut Gen, depth: u32) -> String {
    let roll = g.below(100);
    if depth > MAX_DEPTH || roll < 30 {
        return g.pick(&["i32", "f32", "index"]).to_string();
    }
    match roll {
        30..50 => {
            let count = *g.pick(&[2, 17, 17]);
            let mut elements = vec!["i8".to_string(); count];
            if g.chance(50) {
                elements.push(ty(g, depth + 1));
            }
            format!("tuple<{}>", elements.join(", "))
        }
        50..70 => format!("memref<2xf32, {}>", map(g)),
        _ => format!("tuple<{}, {}>", ty(g, depth + 1), ty(g, depth + 1)),
    }
}

/// The inside of a `loc(...)`.
fn location(g: &mut Gen, depth: u32) -> String {
    let roll = g.below(100);
    if depth > MAX_DEPTH || roll < 30 {
        return format!("\"f{}\":1:{}", g.below(3), 1 + g.below(2));
    }
    if roll < 50 {
        return format!("\"n{}\"({})", g.below(3), location(g, depth + 1));
    }
    let parts: Vec<String> = (0..1 + g.below(2))
        .map(|_| location(g, depth + 1))
        .collect();
    if g.chance(50) {
        format!("fused<{}>[{}]", attribute(g, depth + 1), parts.join(", "))
    } else {
        format!("fused[{}]", parts.join(", "))
    }
}

/// ` loc(...)` or nothing.
fn optional_location(g: &mut Gen) -> String {
    if g.chance(50) {
        format!(" loc({})", location(g, 1))
    } else {
        String::new()
    }
}

/// An unregistered op with random attributes, an optional result, and
/// (`nesting` permitting) a region whose blocks take arguments with
/// locations and hold more ops.
fn generic_op(g: &mut Gen, out: &mut String, op: &mut u32, nesting: u32) {
    let attributes: Vec<String> = (0..1 + g.below(3))
        .map(|i| format!("a{i} = {}", attribute(g, 0)))
        .collect();
    let result = g.chance(50).then(|| ty(g, 0));
    let name = *op;
    *op += 1;
    if result.is_some() {
        out.push_str(&format!("%r{name} = "));
    }
    out.push_str(&format!("\"test.op{name}\"() "));
    if nesting > 0 && g.chance(30) {
        out.push_str("({\n");
        for block in 0..1 + g.below(2) {
            let arguments: Vec<String> = (0..g.below(3))
                .map(|i| format!("%b{name}_{block}_{i}: {}{}", ty(g, 1), optional_location(g)))
                .collect();
            out.push_str(&format!("^bb{block}({}):\n", arguments.join(", ")));
            for _ in 0..1 + g.below(2) {
                generic_op(g, out, op, nesting - 1);
            }
        }
        out.push_str("}) ");
    }
    out.push_str(&format!(
        "{{{}}} : () -> ({}){}\n",
        attributes.join(", "),
        result.unwrap_or_default(),
        optional_location(g)
    ));
}

/// A `func.func` whose arguments carry attributes and locations (MLIR's
/// alias walk skips a body's argument attributes) and whose result
/// carries attributes.
fn function(g: &mut Gen, out: &mut String, op: &mut u32) {
    let name = *op;
    *op += 1;
    let argument_type = ty(g, 1);
    let argument_attributes = if g.chance(70) {
        format!(" {{x.a = {}}}", attribute(g, 1))
    } else {
        String::new()
    };
    let result_attributes = if g.chance(50) {
        format!(" {{x.r = {}}}", attribute(g, 1))
    } else {
        String::new()
    };
    out.push_str(&format!(
        "func.func @f{name}(%a{name}: {argument_type}{argument_attributes}{}) -> ({argument_type}{result_attributes}) {{\n",
        optional_location(g)
    ));
    if g.chance(50) {
        generic_op(g, out, op, 1);
    }
    out.push_str(&format!(
        "func.return %a{name} : {argument_type}{}\n}}{}\n",
        optional_location(g),
        optional_location(g)
    ));
}

/// The module of `seed`.
pub fn random_aliases(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x0A11_A5E5),
        distinct: Vec::new(),
    };
    let mut out = String::new();
    let mut op = 0;
    for _ in 0..1 + g.below(4) {
        if g.chance(20) {
            function(&mut g, &mut out, &mut op);
        } else {
            generic_op(&mut g, &mut out, &mut op, 2);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::random_aliases;

    #[test]
    fn a_seed_gives_the_same_module_and_seeds_differ() {
        assert_eq!(random_aliases(3), random_aliases(3));
        let distinct: std::collections::HashSet<String> = (0..50).map(random_aliases).collect();
        assert!(distinct.len() > 45, "{}", distinct.len());
    }
}
