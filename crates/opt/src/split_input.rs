//! `--split-input-file`: cutting one input buffer into independently processed
//! chunks, and joining the chunks' outputs again.
//!
//! Mirrors `mlir::splitAndProcessBuffer` (`mlir/lib/Support/ToolUtilities.cpp`)
//! as shipped in mlir-opt 22, including its quirks, all checked against
//! `/usr/bin/mlir-opt-22 --split-input-file`:
//!
//! * The marker is found **anywhere**, not only at the start of a line:
//!   `"a.op"() : () -> () // -----` ends a chunk in the middle of a line.
//!   Whatever follows the marker on its line (including a `\r` of a CRLF line
//!   end, or ` trailing text`) belongs to the next chunk.
//! * The buffer is first cut at the marker minus its last two bytes (`// ---`);
//!   a cut only counts if the piece after it starts with those two bytes
//!   (`--`), is longer than two bytes and its third byte is not `0`. Otherwise
//!   MLIR prints `warning: near miss with file split marker` at the byte after
//!   `// ---` and glues the pieces back together. So `// ----` (four dashes),
//!   `// -----0`, and a marker that is the very last thing in the file (no
//!   newline after it) are near misses, whereas `// ------` (six dashes) *is* a
//!   marker, and the sixth dash starts the next chunk.
//! * If the buffer starts with `// ---`, the first piece is empty and MLIR
//!   takes the second piece *unchecked and including its leading `--`*: a
//!   file whose first line is `// -----` yields a chunk starting with `--`,
//!   which mlir-opt then reports as `1:7: error: expected operation name in
//!   quotes`. (There is no dedicated diagnostic for it.)
//! * An empty buffer has no chunk at all (mlir-opt prints nothing and exits 0);
//!   an empty chunk between two markers (`// -----\n// -----\n`) is the text
//!   `"\n"`, which mlir-opt prints as an empty `module {\n}\n`.
//! * Diagnostics use ORIGINAL positions: line numbers of the whole file, and on
//!   a chunk's first line also the original column. See
//!   [`InputChunk::to_original`].
//! * Outputs are joined with the *output* marker (`--output-split-marker`,
//!   default `// -----`) followed by `\n` between consecutive chunks, nothing
//!   before the first or after the last. A chunk that fails prints nothing, so
//!   two separators follow each other (`// -----\n// -----\n`). See
//!   [`join_outputs`].

use thiserror::Error;

/// MLIR's default split marker (`kDefaultSplitMarker`), used both to split the
/// input and, by default, to separate the outputs.
pub const SPLIT_MARKER: &str = "// -----";

/// The warning MLIR prints (at [`NearMiss`]'s position) for a near miss.
pub const NEAR_MISS_MESSAGE: &str = "near miss with file split marker";

/// How many trailing marker bytes MLIR checks separately (`checkLen`).
const CHECK_LEN: usize = 2;

/// One chunk of a split buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputChunk<'a> {
    /// The chunk's text, a slice of the original buffer.
    pub text: &'a str,
    /// Byte offset of `text` within the original buffer.
    pub offset: usize,
    /// 1-based line in the original buffer where `text` starts.
    pub first_line: u32,
    /// 1-based (byte) column in the original buffer where `text` starts;
    /// usually the column right after the marker.
    pub first_col: u32,
}

impl InputChunk<'_> {
    /// Maps a 1-based `(line, col)` position inside [`text`](Self::text) to
    /// the corresponding 1-based position in the original buffer, which is
    /// what mlir-opt 22 reports in split mode (e.g. `t.mlir:1:44` for an error
    /// on the first line of a chunk that starts at column 30).
    pub fn to_original(&self, line: u32, col: u32) -> (u32, u32) {
        if line <= 1 {
            (
                self.first_line,
                col.saturating_add(self.first_col.saturating_sub(1)),
            )
        } else {
            (self.first_line.saturating_add(line - 1), col)
        }
    }
}

/// A near miss with the split marker: MLIR prints
/// `file:line:col: warning: near miss with file split marker` (see
/// [`NEAR_MISS_MESSAGE`]) before processing any chunk, and the text around it
/// stays in one chunk. It does not make the run fail and is not seen by
/// `--verify-diagnostics`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NearMiss {
    /// Byte offset in the original buffer (just after the marker's prefix).
    pub offset: usize,
    /// 1-based line in the original buffer.
    pub line: u32,
    /// 1-based (byte) column in the original buffer.
    pub col: u32,
}

/// The result of splitting a buffer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SplitInput<'a> {
    /// The chunks, in order; empty for an empty buffer.
    pub chunks: Vec<InputChunk<'a>>,
    /// Near misses, in order; to be printed as warnings before any chunk runs.
    pub near_misses: Vec<NearMiss>,
}

/// Why a custom split marker (`--split-input-file=<marker>`) is unusable.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SplitError {
    /// MLIR cuts at the marker minus its last two bytes; with fewer than three
    /// bytes that is the empty string, on which MLIR's split never terminates.
    #[error("split marker '{0}' is too short: it needs at least 3 bytes")]
    MarkerTooShort(String),
    /// The last two bytes of the marker are checked separately, so they must
    /// not cut a multi-byte character in half.
    #[error("split marker '{0}' must not end with a character of 3 or more bytes")]
    MarkerSplitsCharacter(String),
}

/// Splits `buffer` at the default marker [`SPLIT_MARKER`], exactly as
/// `mlir-opt-22 --split-input-file` does.
pub fn split_input(buffer: &str) -> SplitInput<'_> {
    split_at_marker(buffer, SPLIT_MARKER)
}

/// Splits `buffer` at a custom `marker`, as `--split-input-file=<marker>` does.
///
/// # Errors
/// [`SplitError`] if the marker is shorter than 3 bytes or its last two bytes
/// are not whole characters.
pub fn split_input_with_marker<'a>(
    buffer: &'a str,
    marker: &str,
) -> Result<SplitInput<'a>, SplitError> {
    if marker.len() <= CHECK_LEN {
        return Err(SplitError::MarkerTooShort(marker.to_owned()));
    }
    if !marker.is_char_boundary(marker.len() - CHECK_LEN) {
        return Err(SplitError::MarkerSplitsCharacter(marker.to_owned()));
    }
    Ok(split_at_marker(buffer, marker))
}

/// The splitting proper; `marker` is validated (> 2 bytes, last 2 bytes whole
/// characters), so every slice below lies on character boundaries.
fn split_at_marker<'a>(buffer: &'a str, marker: &str) -> SplitInput<'a> {
    let cut = marker.len() - CHECK_LEN;
    let (prefix, suffix) = (&marker[..cut], &marker.as_bytes()[cut..]);
    // `StringRef::split(prefix)`: pieces between non-overlapping occurrences.
    let mut raw = Vec::new();
    let mut start = 0;
    for (at, _) in buffer.match_indices(prefix) {
        raw.push(start..at);
        start = at + prefix.len();
    }
    raw.push(start..buffer.len());

    let lines = LineIndex::new(buffer);
    let bytes = buffer.as_bytes();
    let mut result = SplitInput::default();
    let mut ranges = Vec::new();
    let mut prev = 0..0;
    for piece in raw {
        if prev.is_empty() {
            // MLIR's `if (prev.empty())`: also skips the check for the piece
            // after an empty first piece.
            prev = piece;
            continue;
        }
        let text = &bytes[piece.clone()];
        if text.len() > CHECK_LEN && text.starts_with(suffix) && text[CHECK_LEN] != b'0' {
            ranges.push(prev);
            prev = piece.start + CHECK_LEN..piece.end;
        } else {
            let (line, col) = lines.line_col(piece.start);
            result.near_misses.push(NearMiss {
                offset: piece.start,
                line,
                col,
            });
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        ranges.push(prev);
    }
    for range in ranges {
        let (first_line, first_col) = lines.line_col(range.start);
        let text = buffer.get(range.clone()).unwrap_or_default();
        result.chunks.push(InputChunk {
            text,
            offset: range.start,
            first_line,
            first_col,
        });
    }
    result
}

/// Byte offsets of line starts, for offset -> (line, col) look-ups.
struct LineIndex(Vec<usize>);

impl LineIndex {
    fn new(buffer: &str) -> Self {
        let starts = std::iter::once(0).chain(
            buffer
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex(starts.collect())
    }

    /// 1-based line and byte column of `offset`, like
    /// `SourceMgr::getLineAndColumn`.
    fn line_col(&self, offset: usize) -> (u32, u32) {
        let line = self.0.partition_point(|&start| start <= offset).max(1);
        let col = offset - self.0[line - 1] + 1;
        (to_u32(line), to_u32(col))
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// What mlir-opt writes between two consecutive chunk outputs:
/// `output_marker` followed by a newline (just `"\n"` for an empty marker, as
/// with `--output-split-marker=`).
pub fn output_separator(output_marker: &str) -> String {
    format!("{output_marker}\n")
}

/// Joins per-chunk outputs as `llvm::interleave` does in mlir-opt 22: the
/// [`output_separator`] between consecutive chunks, nothing before the first
/// or after the last. A failed chunk contributes an empty output.
///
/// Each successful chunk's output already ends in `}\n\n` (the printed module
/// plus mlir-opt's extra newline), so with the default marker a file of two
/// good chunks prints `module {\n...}\n\n// -----\nmodule {\n...}\n\n`.
pub fn join_outputs<S: AsRef<str>>(outputs: &[S], output_marker: &str) -> String {
    let separator = output_separator(output_marker);
    let mut joined = String::new();
    for (i, output) in outputs.iter().enumerate() {
        if i > 0 {
            joined.push_str(&separator);
        }
        joined.push_str(output.as_ref());
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(text, first_line, first_col)` of every chunk.
    fn chunks(buffer: &str) -> Vec<(&str, u32, u32)> {
        split_input(buffer)
            .chunks
            .iter()
            .map(|c| (c.text, c.first_line, c.first_col))
            .collect()
    }

    fn near_misses(buffer: &str) -> Vec<(u32, u32)> {
        split_input(buffer)
            .near_misses
            .iter()
            .map(|n| (n.line, n.col))
            .collect()
    }

    const A: &str = "\"foo.a\"() : () -> ()\n";

    #[test]
    fn splits_after_marker_and_keeps_rest_of_marker_line() {
        // `mlir-opt-22 --split-input-file` on t1.mlir (chunks a | b + bad op |
        // c): the error in the 2nd chunk is reported at t1.mlir:5:14.
        let buf = format!(
            "{A}// -----\n\"foo.b\"() : () -> ()\n\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n// -----\n\"foo.c\"() : () -> ()\n"
        );
        let got = split_input(&buf);
        assert!(got.near_misses.is_empty());
        let c = &got.chunks;
        assert_eq!(c.len(), 3);
        assert_eq!(
            (c[0].text, c[0].first_line, c[0].first_col, c[0].offset),
            (A, 1, 1, 0)
        );
        assert_eq!((c[1].first_line, c[1].first_col), (2, 9));
        assert!(c[1].text.starts_with("\n\"foo.b\""));
        assert!(c[1].text.ends_with("(i32) -> i32\n"));
        // Line 4 of chunk 2 is line 5 of the file.
        assert_eq!(c[1].to_original(4, 14), (5, 14));
        assert_eq!(
            (c[2].text, c[2].first_line),
            ("\n\"foo.c\"() : () -> ()\n", 6)
        );
        assert_eq!(&buf[c[2].offset..], c[2].text);
    }

    #[test]
    fn marker_anywhere_in_a_line_and_original_columns() {
        // `"foo.a"() : () -> () // ----- %x = "foo.b"(%u) : (i32) -> i32`:
        // mlir-opt-22 splits mid-line and reports `e.mlir:1:44: error: use of
        // undeclared SSA value name`.
        let buf = "\"foo.a\"() : () -> () // ----- %x = \"foo.b\"(%u) : (i32) -> i32\n";
        let c = split_input(buf).chunks;
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].text, "\"foo.a\"() : () -> () ");
        assert_eq!(
            (c[1].text, c[1].first_line, c[1].first_col),
            (" %x = \"foo.b\"(%u) : (i32) -> i32\n", 1, 30)
        );
        // `%u` is at chunk column 15.
        assert_eq!(c[1].to_original(1, 15), (1, 44));
    }

    #[test]
    fn trailing_text_and_crlf_go_to_next_chunk() {
        // `// ----- trailing` → mlir-opt-22: `2:10: error: custom op 'trailing'
        // is unknown`; a CRLF file splits fine (the `\r` starts chunk 2).
        assert_eq!(
            chunks(&format!("{A}// ----- trailing\nx"))[1],
            (" trailing\nx", 2, 9)
        );
        let crlf = "\"foo.a\"() : () -> ()\r\n// -----\r\n\"foo.b\"() : () -> ()\r\n";
        assert_eq!(
            chunks(crlf),
            vec![
                ("\"foo.a\"() : () -> ()\r\n", 1, 1),
                ("\r\n\"foo.b\"() : () -> ()\r\n", 2, 9)
            ]
        );
        assert!(near_misses(crlf).is_empty());
    }

    #[test]
    fn near_misses_are_warned_and_merged() {
        // mlir-opt-22 prints `e.mlir:2:7: warning: near miss with file split
        // marker` for `// ----` and for `// -----0`, keeping one chunk.
        for marker in ["// ----", "// -----0"] {
            let buf = format!("{A}{marker}\n\"foo.b\"() : () -> ()\n");
            assert_eq!(chunks(&buf), vec![(buf.as_str(), 1, 1)], "{marker}");
            assert_eq!(near_misses(&buf), vec![(2, 7)]);
        }
        // Marker as the last bytes, no newline: near miss at 2:7, one chunk.
        let buf = format!("{A}// -----");
        assert_eq!(
            (chunks(&buf), near_misses(&buf)),
            (vec![(buf.as_str(), 1, 1)], vec![(2, 7)])
        );
        // `// -----// -----`: the first is a near miss (2:7), the second splits.
        let buf = format!("{A}// -----// -----\n\"foo.b\"() : () -> ()\n");
        assert_eq!(near_misses(&buf), vec![(2, 7)]);
        assert_eq!(chunks(&buf)[0], (format!("{A}// -----").as_str(), 1, 1));
        assert_eq!(chunks(&buf)[1].1, 2);
    }

    #[test]
    fn six_dashes_split_and_leave_a_dash() {
        // `// ------` → mlir-opt-22: `e.mlir:2:9: error: expected operation
        // name in quotes` (the 6th dash starts chunk 2), no warning.
        let buf = format!("{A}// ------\n\"foo.b\"() : () -> ()\n");
        assert_eq!(chunks(&buf)[1], ("-\n\"foo.b\"() : () -> ()\n", 2, 9));
        assert!(near_misses(&buf).is_empty());
    }

    #[test]
    fn marker_on_first_line_keeps_its_dashes() {
        // `// -----\n"foo.a"...` and even `// ----\n...` → mlir-opt-22:
        // `e.mlir:1:7: error: expected operation name in quotes`, no warning.
        for buf in [
            "// -----\n\"foo.a\"() : () -> ()\n",
            "// ----\nx",
            "// -----\n",
        ] {
            let got = split_input(buf);
            assert!(got.near_misses.is_empty());
            assert_eq!(got.chunks.len(), 1);
            assert_eq!(
                (got.chunks[0].text, got.chunks[0].first_col),
                (&buf[6..], 7)
            );
        }
    }

    #[test]
    fn empty_buffer_and_empty_chunks() {
        // Empty file: mlir-opt-22 prints nothing, exit 0.
        assert_eq!(split_input(""), SplitInput::default());
        // `// -----\n// -----\n`: middle chunk is "\n" (printed as `module {\n}`);
        // marker + newline at the end: the last chunk is "\n".
        let buf = format!("{A}// -----\n// -----\n\"foo.b\"() : () -> ()\n");
        assert_eq!(chunks(&buf)[1], ("\n", 2, 9));
        assert_eq!(
            chunks(&format!("{A}// -----\n")),
            vec![(A, 1, 1), ("\n", 2, 9)]
        );
    }

    #[test]
    fn custom_markers() {
        // `--split-input-file=//==` on `A\n//==\nB`: errors at 1:1 and 3:1.
        let got = split_input_with_marker("A\n//==\nB", "//==").map(|s| s.chunks);
        let got = got.map(|c| c.iter().map(|c| (c.text, c.first_line)).collect::<Vec<_>>());
        assert_eq!(got, Ok(vec![("A\n", 1), ("\nB", 2)]));
        // With that marker every other `//` is a near miss.
        assert_eq!(
            split_input_with_marker("A // x", "//==").map(|s| s.near_misses.len()),
            Ok(1)
        );
        assert_eq!(
            split_input_with_marker("x", "--"),
            Err(SplitError::MarkerTooShort("--".into()))
        );
        assert!(matches!(
            split_input_with_marker("x", "ab€"),
            Err(SplitError::MarkerSplitsCharacter(_))
        ));
        // Marker `-é`: cut at `-`, then check the two bytes of `é`; the first
        // `-é` is followed by `-`, so it is a near miss (its piece is too short).
        let got = split_input_with_marker("aé\n-é-é\nb", "-é").map(|s| s.chunks);
        let got = got.map(|c| c.iter().map(|c| c.text).collect::<Vec<_>>());
        assert_eq!(got, Ok(vec!["aé\n-é", "\nb"]));
    }

    #[test]
    fn never_panics_on_odd_input() {
        for buf in [
            "// -",
            "// ---",
            "// ---é",
            "é// -----é",
            "// -----",
            "--",
            "\n\n// ------",
        ] {
            let got = split_input(buf);
            for c in &got.chunks {
                assert_eq!(&buf[c.offset..c.offset + c.text.len()], c.text);
            }
        }
    }

    #[test]
    fn joins_like_mlir_opt() {
        // t1.mlir (ok | error | ok) → stdout of mlir-opt-22 --split-input-file:
        let ok1 = "module {\n  \"foo.a\"() : () -> ()\n}\n\n";
        let ok3 = "module {\n  \"foo.c\"() : () -> ()\n}\n\n";
        let expected = format!("{ok1}// -----\n// -----\n{ok3}");
        assert_eq!(join_outputs(&[ok1, "", ok3], SPLIT_MARKER), expected);
        // `--output-split-marker=` gives a bare newline; `=XX` gives `XX\n`.
        assert_eq!(join_outputs(&[ok1, "", ok3], ""), format!("{ok1}\n\n{ok3}"));
        assert_eq!(
            join_outputs(&[ok1, "", ok3], "XX"),
            format!("{ok1}XX\nXX\n{ok3}")
        );
        // Failing last chunk: the output ends with the separator.
        assert_eq!(
            join_outputs(&[ok1, ""], SPLIT_MARKER),
            format!("{ok1}// -----\n")
        );
        assert_eq!(join_outputs::<&str>(&[], SPLIT_MARKER), "");
        assert_eq!(output_separator(SPLIT_MARKER), "// -----\n");
    }
}
