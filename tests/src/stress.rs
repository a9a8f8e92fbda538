//! Inputs and verdicts for the robustness suite: truncation points,
//! pathologically nested inputs, and the "clean outcome" rule.

use crate::tools::{Exit, Invocation};

/// Byte offsets at which to cut `text` (each a char boundary, sorted,
/// including `0` and `text.len()`).
///
/// Every boundary within the first and last `edge` bytes is included; the
/// middle is sampled with a stride so that at most `max_middle` middle cuts
/// are produced (all of them if there are fewer).
pub fn truncation_points(text: &str, edge: usize, max_middle: usize) -> Vec<usize> {
    let len = text.len();
    let boundaries: Vec<usize> = (0..=len).filter(|&i| text.is_char_boundary(i)).collect();
    let head_end = edge.min(len);
    let tail_start = len.saturating_sub(edge);
    let middle: Vec<usize> = boundaries
        .iter()
        .copied()
        .filter(|&i| i > head_end && i < tail_start)
        .collect();
    let stride = if max_middle == 0 {
        usize::MAX
    } else {
        middle.len().div_ceil(max_middle).max(1)
    };
    let mut out: Vec<usize> = boundaries
        .iter()
        .copied()
        .filter(|&i| i <= head_end || i >= tail_start)
        .chain(
            middle
                .iter()
                .copied()
                .step_by(stride.min(middle.len().max(1))),
        )
        .collect();
    if max_middle == 0 {
        out.retain(|&i| i <= head_end || i >= tail_start);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// `depth` nested generic ops, each holding the next in a one-block region:
/// `"a.op"() ({ "a.op"() ({ ... }) : () -> () }) : () -> ()`.
/// Without `terminated`, the closing half is missing.
pub fn nested_regions(depth: usize, terminated: bool) -> String {
    let mut s = "\"a.op\"() ({\n".repeat(depth);
    if terminated {
        s.push_str(&"}) : () -> ()\n".repeat(depth));
    }
    s
}

/// An op with a `depth`-deep nested array attribute `[[[...]]]`.
pub fn nested_array_attr(depth: usize, terminated: bool) -> String {
    let mut s = String::from("\"a.op\"() {a = ");
    s.push_str(&"[".repeat(depth));
    if terminated {
        s.push_str(&"]".repeat(depth));
        s.push_str("} : () -> ()\n");
    }
    s
}

/// An op whose result type is a `depth`-deep `tuple<tuple<...>>`.
pub fn nested_tuple_type(depth: usize, terminated: bool) -> String {
    let mut s = String::from("%0 = \"a.op\"() : () -> ");
    s.push_str(&"tuple<".repeat(depth));
    if terminated {
        s.push_str(&">".repeat(depth));
        s.push('\n');
    }
    s
}

/// An op whose attribute is an affine map with one result nested in
/// `depth` parentheses.
pub fn nested_affine_parens(depth: usize, terminated: bool) -> String {
    let mut s = String::from("\"a.op\"() {a = affine_map<(d0) -> (");
    s.push_str(&"(".repeat(depth));
    s.push_str("d0");
    if terminated {
        s.push_str(&")".repeat(depth));
        s.push_str(")>} : () -> ()\n");
    }
    s
}

/// An affine map whose result is `d0` negated `depth` times (`- - d0`).
pub fn nested_affine_negations(depth: usize) -> String {
    format!(
        "\"a.op\"() {{a = affine_map<(d0) -> ({}d0)>}} : () -> ()\n",
        "- ".repeat(depth)
    )
}

/// An affine map whose result is a sum of `terms` different terms
/// (`d0 floordiv 2 + d0 floordiv 3 + ...`), which no rule shortens: a
/// left-deep tree as deep as the sum is long.
pub fn long_affine_sum(terms: usize) -> String {
    let sum: Vec<String> = (2..terms + 2).map(|i| format!("d0 floordiv {i}")).collect();
    format!(
        "\"a.op\"() {{a = affine_map<(d0) -> ({})>}} : () -> ()\n",
        sum.join(" + ")
    )
}

/// An op whose attribute is `depth` distinct attributes, each referring to
/// the next (`distinct[0]<distinct[1]<...>>`).
pub fn nested_distinct_attr(depth: usize) -> String {
    let open: String = (0..depth).map(|i| format!("distinct[{i}]<")).collect();
    format!(
        "\"a.op\"() {{a = {open}1{}}} : () -> ()\n",
        ">".repeat(depth)
    )
}

/// An op whose attribute is two elements of hex data (which nests no
/// lists in the text) in a tensor of rank `rank` (`tensor<1x1x...x2xi8>`),
/// which the printer lists nested `rank` deep.
pub fn high_rank_dense_attr(rank: usize) -> String {
    format!(
        "\"a.op\"() {{a = dense<\"0x0102\"> : tensor<{}2xi8>}} : () -> ()\n",
        "1x".repeat(rank.saturating_sub(1))
    )
}

/// A sparse elements attribute of rank `rank` with one index (a lone `0`,
/// every coordinate zero), and one whose indices are lists nested `rank`
/// deep (past the nesting limit, so a clean error).
pub fn high_rank_sparse_attr(rank: usize) -> String {
    format!(
        "\"a.op\"() {{a = sparse<0, 7> : tensor<{}2xi8>}} : () -> ()\n",
        "1x".repeat(rank.saturating_sub(1))
    )
}

/// An integer attribute of `digits` nines, in the widest integer type
/// (`i16777215`), and a dense splat of one: a literal far past 128 bits
/// that fits (with `fits`) or is one digit too many for `i<digits>`.
pub fn long_integer_literal(digits: usize, fits: bool) -> String {
    let nines = "9".repeat(digits);
    let width = if fits { 16_777_215 } else { digits };
    format!(
        "\"a.op\"() {{a = {nines} : i{width}, b = dense<{nines}> : tensor<2xi{width}>}} : () -> ()\n"
    )
}

/// `sparse<[[[...0...]]], 1>` with lists nested `depth` deep.
pub fn nested_sparse_indices(depth: usize) -> String {
    format!(
        "\"a.op\"() {{a = sparse<{}0{}, 1> : tensor<2xi8>}} : () -> ()\n",
        "[".repeat(depth),
        "]".repeat(depth)
    )
}

/// Whether `stderr` holds an MLIR-style diagnostic.
pub fn has_error_diagnostic(stderr: &[u8]) -> bool {
    String::from_utf8_lossy(stderr).contains("error:")
}

/// The robustness rule: exit 0, or exit 1 with an `error:` diagnostic.
/// With `must_fail`, only the latter is accepted. `Err` explains why not.
pub fn check_clean(inv: &Invocation, must_fail: bool) -> Result<(), String> {
    match &inv.exit {
        Exit::Panicked(m) => Err(format!("panicked: {m}")),
        Exit::Code(0) if must_fail => Err("exit 0, but the input is invalid".to_string()),
        Exit::Code(0) => Ok(()),
        Exit::Code(1) if has_error_diagnostic(&inv.stderr) => Ok(()),
        Exit::Code(1) => Err(format!(
            "exit 1 without an 'error:' diagnostic; stderr: {:?}",
            crate::diff::clip(&inv.stderr_str(), 5, 500)
        )),
        Exit::Code(c) => Err(format!(
            "unexpected exit code {c}; stderr: {:?}",
            crate::diff::clip(&inv.stderr_str(), 5, 500)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_get_every_cut() {
        assert_eq!(truncation_points("abc", 200, 10), vec![0, 1, 2, 3]);
        assert_eq!(truncation_points("", 200, 10), vec![0]);
        // 'é' is two bytes: offset 2 is not a boundary.
        assert_eq!(truncation_points("aéb", 200, 10), vec![0, 1, 3, 4]);
    }

    #[test]
    fn long_texts_keep_edges_and_sample_the_middle() {
        let text = "x".repeat(10_000);
        let cuts = truncation_points(&text, 200, 50);
        for i in (0..=200).chain(9_800..=10_000) {
            assert!(cuts.contains(&i), "missing {i}");
        }
        let middle = cuts.iter().filter(|&&i| i > 200 && i < 9_800).count();
        assert!((40..=50).contains(&middle), "{middle}");
        assert!(cuts.windows(2).all(|w| w[0] < w[1]));
        let no_middle = truncation_points(&text, 200, 0);
        assert_eq!(no_middle.len(), 402);
    }

    #[test]
    fn nested_inputs_have_the_requested_shape() {
        assert_eq!(
            nested_regions(2, true),
            "\"a.op\"() ({\n\"a.op\"() ({\n}) : () -> ()\n}) : () -> ()\n"
        );
        assert_eq!(nested_regions(2, false), "\"a.op\"() ({\n\"a.op\"() ({\n");
        assert_eq!(
            nested_array_attr(3, true),
            "\"a.op\"() {a = [[[]]]} : () -> ()\n"
        );
        assert_eq!(
            nested_tuple_type(2, true),
            "%0 = \"a.op\"() : () -> tuple<tuple<>>\n"
        );
        assert!(!nested_tuple_type(2, false).contains('>'.to_string().repeat(2).as_str()));
    }

    #[test]
    fn clean_outcomes() {
        let inv = |exit, stderr: &str| Invocation {
            exit,
            stdout: vec![],
            stderr: stderr.as_bytes().to_vec(),
        };
        assert!(check_clean(&inv(Exit::Code(0), ""), false).is_ok());
        assert!(check_clean(&inv(Exit::Code(0), ""), true).is_err());
        assert!(check_clean(&inv(Exit::Code(1), "x:1:2: error: bad"), true).is_ok());
        assert!(check_clean(&inv(Exit::Code(1), ""), false).is_err());
        assert!(check_clean(&inv(Exit::Code(2), "error:"), false).is_err());
        assert!(check_clean(&inv(Exit::Panicked("p".into()), ""), false).is_err());
    }
}
