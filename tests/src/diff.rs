//! Readable line diffs and output clipping for failure messages.

/// Clips `text` to at most `max_lines` lines and `max_bytes` bytes, noting
/// how much was cut.
pub fn clip(text: &str, max_lines: usize, max_bytes: usize) -> String {
    let mut out = String::new();
    for (n, line) in text.lines().enumerate() {
        if n >= max_lines || out.len() + line.len() > max_bytes {
            let total = text.lines().count();
            out.push_str(&format!(
                "... ({} more lines, {} bytes total)\n",
                total - n,
                text.len()
            ));
            return out;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// A compact diff of `expected` vs `actual`: common leading and trailing lines
/// are elided (keeping `context` lines around the change), removed lines
/// are shown with `-` and added ones with `+`. Returns `None` if equal.
///
/// Line numbers are 1-based and refer to both inputs (they agree before the
/// first difference).
pub fn diff(expected: &str, actual: &str, context: usize) -> Option<String> {
    if expected == actual {
        return None;
    }
    let a: Vec<&str> = expected.split('\n').collect();
    let b: Vec<&str> = actual.split('\n').collect();
    let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let max_suffix = a.len().min(b.len()) - prefix;
    let suffix = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take(max_suffix)
        .take_while(|(x, y)| x == y)
        .count();
    let mut out = format!("first difference at line {}\n", prefix + 1);
    let start = prefix.saturating_sub(context);
    if start > 0 {
        out.push_str(&format!("  ... ({start} equal lines)\n"));
    }
    for line in &a[start..prefix] {
        out.push_str(&format!("  {line}\n"));
    }
    let clip_side = |lines: &[&str], mark: char, out: &mut String| {
        const MAX: usize = 40;
        for line in lines.iter().take(MAX) {
            out.push_str(&format!("{mark} {line}\n"));
        }
        if lines.len() > MAX {
            out.push_str(&format!("{mark} ... ({} more lines)\n", lines.len() - MAX));
        }
    };
    clip_side(&a[prefix..a.len() - suffix], '-', &mut out);
    clip_side(&b[prefix..b.len() - suffix], '+', &mut out);
    let tail = &a[a.len() - suffix..];
    for line in tail.iter().take(context) {
        out.push_str(&format!("  {line}\n"));
    }
    if tail.len() > context {
        out.push_str(&format!("  ... ({} equal lines)\n", tail.len() - context));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_texts_have_no_diff() {
        assert_eq!(diff("a\nb\n", "a\nb\n", 2), None);
    }

    #[test]
    fn shows_changed_middle_with_context() {
        let a = "1\n2\n3\n4\nold\n6\n7\n8\n9\n";
        let b = "1\n2\n3\n4\nnew\nextra\n6\n7\n8\n9\n";
        let d = diff(a, b, 1).unwrap();
        assert_eq!(
            d,
            "first difference at line 5\n  ... (3 equal lines)\n  4\n- old\n+ new\n+ extra\n  6\n  ... (4 equal lines)\n"
        );
    }

    #[test]
    fn trailing_newline_difference_is_visible() {
        let d = diff("a\n", "a", 3).unwrap();
        assert!(d.contains("first difference at line 2"), "{d}");
        assert!(d.contains("- \n"), "{d}");
    }

    #[test]
    fn clip_limits_lines() {
        assert_eq!(clip("a\nb\n", 5, 100), "a\nb\n");
        assert_eq!(
            clip("a\nb\nc\n", 2, 100),
            "a\nb\n... (1 more lines, 6 bytes total)\n"
        );
    }
}
