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
//! numbers of distinct attributes.

use crate::random_ir::Rng;

/// How deep attributes nest before they end in a leaf.
const MAX_DEPTH: u32 = 3;

fn map(rng: &mut Rng) -> String {
    let op = *rng.pick(&["+", "*"]);
    format!("affine_map<(d0) -> (d0 {op} {})>", 1 + rng.below(3))
}

fn attribute(rng: &mut Rng, depth: u32) -> String {
    let roll = rng.below(100);
    if depth > MAX_DEPTH || roll < 20 {
        return match rng.below(5) {
            0 => "1".to_string(),
            1 => "\"s\"".to_string(),
            2 => "unit".to_string(),
            3 => "true".to_string(),
            _ => map(rng),
        };
    }
    match roll {
        20..35 => {
            let items: Vec<String> = (0..1 + rng.below(3))
                .map(|_| attribute(rng, depth + 1))
                .collect();
            format!("[{}]", items.join(", "))
        }
        35..45 => {
            let items: Vec<String> = (0..1 + rng.below(2))
                .map(|i| format!("k{i} = {}", attribute(rng, depth + 1)))
                .collect();
            format!("{{{}}}", items.join(", "))
        }
        45..60 => format!("distinct[{}]<{}>", rng.below(4), attribute(rng, depth + 1)),
        60..70 => ty(rng, depth + 1),
        70..85 => format!("loc({})", location(rng, depth + 1)),
        _ => map(rng),
    }
}

fn ty(rng: &mut Rng, depth: u32) -> String {
    let roll = rng.below(100);
    if depth > MAX_DEPTH || roll < 30 {
        return rng.pick(&["i32", "f32", "index"]).to_string();
    }
    match roll {
        30..50 => {
            let count = *rng.pick(&[2, 17, 17]);
            let mut elements = vec!["i8".to_string(); count];
            if rng.chance(50) {
                elements.push(ty(rng, depth + 1));
            }
            format!("tuple<{}>", elements.join(", "))
        }
        50..70 => format!("memref<2xf32, {}>", map(rng)),
        _ => format!("tuple<{}, {}>", ty(rng, depth + 1), ty(rng, depth + 1)),
    }
}

/// The inside of a `loc(...)`.
fn location(rng: &mut Rng, depth: u32) -> String {
    let roll = rng.below(100);
    if depth > MAX_DEPTH || roll < 30 {
        return format!("\"f{}\":1:{}", rng.below(3), 1 + rng.below(2));
    }
    if roll < 50 {
        return format!("\"n{}\"({})", rng.below(3), location(rng, depth + 1));
    }
    let parts: Vec<String> = (0..1 + rng.below(2))
        .map(|_| location(rng, depth + 1))
        .collect();
    if rng.chance(50) {
        format!("fused<{}>[{}]", attribute(rng, depth + 1), parts.join(", "))
    } else {
        format!("fused[{}]", parts.join(", "))
    }
}

/// The module of `seed`.
pub fn random_aliases(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x0A11_A5E5);
    let mut out = String::new();
    for op in 0..1 + rng.below(4) {
        let attributes: Vec<String> = (0..1 + rng.below(3))
            .map(|i| format!("a{i} = {}", attribute(&mut rng, 0)))
            .collect();
        let result = rng.chance(50).then(|| ty(&mut rng, 0));
        if result.is_some() {
            out.push_str(&format!("%r{op} = "));
        }
        out.push_str(&format!(
            "\"test.op{op}\"() {{{}}} : () -> ({})",
            attributes.join(", "),
            result.unwrap_or_default()
        ));
        if rng.chance(50) {
            out.push_str(&format!(" loc({})", location(&mut rng, 1)));
        }
        out.push('\n');
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
