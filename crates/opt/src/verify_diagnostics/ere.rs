//! The regexes of `expected-*-re` annotations: POSIX extended regexes as
//! LLVM's `llvm::Regex` reads them (`llvm/lib/Support/regcomp.c`, derived from
//! OpenBSD), translated to `regex` crate syntax. Errors carry LLVM's exact messages and
//! come in the same order (the first error found wins). Differences: ranges
//! compare code points (LLVM compares signed bytes), back-references are
//! [`AnnotationError::Unsupported`], and groups nest at most [`MAX_DEPTH`] deep.

use super::AnnotationError::{self, InvalidRegex as E, Unsupported};

const BADRPT: &str = "repetition-operator operand invalid";
const EMPTY: &str = "empty (sub)expression";
const EPAREN: &str = "parentheses not balanced";
const EBRACK: &str = "brackets ([ ]) not balanced";
const EBRACE: &str = "braces not balanced";
const BADBR: &str = "invalid repetition count(s)";
const ERANGE: &str = "invalid character range";
const ECTYPE: &str = "invalid character class";
const ECOLLATE: &str = "invalid collating element";
const CLASSES: [&str; 12] = [
    "alnum", "digit", "punct", "alpha", "graph", "space", "blank", "lower", "upper", "cntrl",
    "print", "xdigit",
];
/// `cname.h`: names for `[[.name.]]`/`[[=name=]]`, each for the next code
/// from 0 on; `|` separates codes, `,` synonyms.
const CNAMES: &str = "NUL|SOH|STX|ETX|EOT|ENQ|ACK|BEL,alert|BS,backspace|HT,tab|LF,newline|VT,vertical-tab|FF,form-feed|CR,carriage-return|SO|SI|DLE|DC1|DC2|DC3|DC4|NAK|SYN|ETB|CAN|EM|SUB|ESC|IS4,FS|IS3,GS|IS2,RS|IS1,US|space|exclamation-mark|quotation-mark|number-sign|dollar-sign|percent-sign|ampersand|apostrophe|left-parenthesis|right-parenthesis|asterisk|plus-sign|comma|hyphen,hyphen-minus|period,full-stop|slash,solidus|zero|one|two|three|four|five|six|seven|eight|nine|colon|semicolon|less-than-sign|equals-sign|greater-than-sign|question-mark|commercial-at";
const CNAMES_HIGH: &str = "left-square-bracket|backslash,reverse-solidus|right-square-bracket|circumflex,circumflex-accent|underscore,low-line|grave-accent";
const CNAMES_TOP: &str =
    "left-brace,left-curly-bracket|vertical-line|right-brace,right-curly-bracket|tilde|DEL";

/// Deepest group nesting accepted (the `regex` crate stops at 250 anyway);
/// keeps the recursive parser off the end of the stack.
const MAX_DEPTH: usize = 250;

type Result<T> = std::result::Result<T, AnnotationError>;

/// Validates `re` like `llvm::Regex::isValid` and returns its translation.
pub(super) fn translate(re: &str) -> Result<String> {
    let mut parser = Parser {
        s: re.chars().collect(),
        pos: 0,
        groups: 0,
        closed: [false; 10],
        depth: 0,
    };
    parser.ere(None)
}

fn hex(c: char) -> String {
    format!("\\x{{{:X}}}", u32::from(c))
}

fn collating_name(name: &str) -> Option<char> {
    [(CNAMES, 0u32), (CNAMES_HIGH, 0x5B), (CNAMES_TOP, 0x7B)]
        .iter()
        .find_map(|(table, first)| {
            let code = table
                .split('|')
                .position(|names| names.split(',').any(|n| n == name))?;
            char::from_u32(first + u32::try_from(code).ok()?)
        })
}

struct Parser {
    s: Vec<char>,
    pos: usize,
    groups: usize,
    closed: [bool; 10],
    depth: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.s.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<char> {
        self.s.get(self.pos + 1).copied()
    }
    fn more(&self) -> bool {
        self.pos < self.s.len()
    }
    fn next(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        Some(c)
    }
    fn eat(&mut self, c: char) -> bool {
        let hit = self.peek() == Some(c);
        self.pos += usize::from(hit);
        hit
    }
    fn eat_two(&mut self, a: char, b: char) -> bool {
        let hit = self.peek() == Some(a) && self.peek2() == Some(b);
        self.pos += 2 * usize::from(hit);
        hit
    }
    fn digit_at(&self, offset: usize) -> bool {
        self.s
            .get(self.pos + offset)
            .is_some_and(char::is_ascii_digit)
    }
    /// `*`, `+`, `?`, or `{` followed by a digit.
    fn at_repetition(&self) -> bool {
        matches!(self.peek(), Some('*' | '+' | '?'))
            || (self.peek() == Some('{') && self.digit_at(1))
    }

    /// `p_ere`: alternatives up to `stop` (or the end).
    fn ere(&mut self, stop: Option<char>) -> Result<String> {
        let mut out = String::new();
        loop {
            let start = out.len();
            while self.peek().is_some_and(|c| c != '|' && Some(c) != stop) {
                out.push_str(&self.exp()?);
            }
            if out.len() == start {
                return Err(E(EMPTY));
            }
            if !self.eat('|') {
                return Ok(out);
            }
            out.push('|');
        }
    }

    /// `p_ere_exp`: one atom and an optional repetition.
    fn exp(&mut self) -> Result<String> {
        let c = self.next().ok_or(E(EMPTY))?;
        let atom = match c {
            '(' => {
                if !self.more() {
                    return Err(E(EPAREN));
                }
                if self.depth >= MAX_DEPTH {
                    return Err(AnnotationError::Unbuildable(
                        "groups nest too deeply".into(),
                    ));
                }
                self.groups += 1;
                let group = self.groups;
                self.depth += 1;
                let inner = if self.peek() == Some(')') {
                    String::new()
                } else {
                    self.ere(Some(')'))?
                };
                self.depth -= 1;
                if let Some(closed) = self.closed.get_mut(group) {
                    *closed = true;
                }
                if !self.eat(')') {
                    return Err(E(EPAREN));
                }
                format!("({inner})")
            }
            ')' => return Err(E(EPAREN)),
            '|' => return Err(E(EMPTY)),
            '*' | '+' | '?' => return Err(E(BADRPT)),
            '^' | '$' | '.' => c.to_string(),
            '[' => self.bracket()?,
            '\\' => match self.next() {
                None => return Err(E("trailing backslash (\\)")),
                Some(d @ '1'..='9') => {
                    let n = d as usize - '0' as usize;
                    return Err(if self.closed[n] {
                        Unsupported
                    } else {
                        E("invalid backreference number")
                    });
                }
                Some(d) => regex::escape(d.encode_utf8(&mut [0; 4])),
            },
            '{' if self.digit_at(0) => return Err(E(BADRPT)),
            _ => regex::escape(c.encode_utf8(&mut [0; 4])),
        };
        if !self.at_repetition() {
            return Ok(atom);
        }
        let op = self.next().unwrap_or('*');
        if c == '^' {
            return Err(E(BADRPT));
        }
        let op = if op == '{' {
            let low = self.count()?;
            let high = if !self.eat(',') {
                Some(low)
            } else if self.digit_at(0) {
                let high = self.count()?;
                if low > high {
                    return Err(E(BADBR));
                }
                Some(high)
            } else {
                None
            };
            if !self.eat('}') {
                while self.more() && self.peek() != Some('}') {
                    self.pos += 1;
                }
                return Err(E(if self.more() { BADBR } else { EBRACE }));
            }
            high.map_or(format!("{{{low},}}"), |h| format!("{{{low},{h}}}"))
        } else {
            op.to_string()
        };
        if self.at_repetition() {
            return Err(E(BADRPT));
        }
        Ok(format!("(?:{atom}){op}"))
    }

    /// `p_count`: a repetition bound, at most 255 (`RE_DUP_MAX`).
    fn count(&mut self) -> Result<u32> {
        let (mut count, mut digits) = (0u32, 0);
        while let Some(d) = self
            .peek()
            .and_then(|c| c.to_digit(10))
            .filter(|_| count <= 255)
        {
            count = count * 10 + d;
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || count > 255 {
            Err(E(BADBR))
        } else {
            Ok(count)
        }
    }

    /// `p_bracket`, after the `[`.
    fn bracket(&mut self) -> Result<String> {
        for (kludge, rust) in [(":<:]]", r"(?-u:\b{start})"), (":>:]]", r"(?-u:\b{end})")] {
            let kludge: Vec<char> = format!("[{kludge}").chars().collect();
            if self.s[self.pos..].starts_with(&kludge) {
                self.pos += kludge.len();
                return Ok(rust.to_owned());
            }
        }
        let mut out = String::from(if self.eat('^') { "[^" } else { "[" });
        if self.eat(']') {
            out.push_str(&hex(']'));
        } else if self.eat('-') {
            out.push_str(&hex('-'));
        }
        while self.more()
            && self.peek() != Some(']')
            && !(self.peek() == Some('-') && self.peek2() == Some(']'))
        {
            self.term(&mut out)?;
        }
        if self.eat('-') {
            out.push_str(&hex('-'));
        }
        if !self.eat(']') {
            return Err(E(EBRACK));
        }
        out.push(']');
        Ok(out)
    }

    /// `p_b_term`: a class, an equivalence class, a symbol or a range.
    fn term(&mut self, out: &mut String) -> Result<()> {
        if self.peek() == Some('-') {
            return Err(E(ERANGE));
        }
        let kind = if self.peek() == Some('[') {
            self.peek2()
        } else {
            None
        };
        if let Some(kind @ (':' | '=')) = kind {
            self.pos += 2;
            let error = if kind == ':' { ECTYPE } else { ECOLLATE };
            match self.peek() {
                None => return Err(E(EBRACK)),
                Some('-' | ']') => return Err(E(error)),
                Some(_) => {}
            }
            if kind == ':' {
                let start = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.pos += 1;
                }
                let name: String = self.s[start..self.pos].iter().collect();
                if !CLASSES.contains(&name.as_str()) {
                    return Err(E(ECTYPE));
                }
                out.push_str(&format!("[:{name}:]"));
            } else {
                out.push_str(&hex(self.collating_element('=')?));
            }
            if !self.more() {
                return Err(E(EBRACK));
            }
            return if self.eat_two(kind, ']') {
                Ok(())
            } else {
                Err(E(error))
            };
        }
        let start = self.symbol()?;
        let mut end = start;
        if self.peek() == Some('-') && self.peek2().is_some_and(|c| c != ']') {
            self.pos += 1;
            end = if self.eat('-') { '-' } else { self.symbol()? };
        }
        if start > end {
            return Err(E(ERANGE));
        }
        out.push_str(&hex(start));
        if end != start {
            out.push('-');
            out.push_str(&hex(end));
        }
        Ok(())
    }

    /// `p_b_symbol`: a character or a `[.name.]` collating symbol.
    fn symbol(&mut self) -> Result<char> {
        if !self.more() {
            return Err(E(EBRACK));
        }
        if !self.eat_two('[', '.') {
            return self.next().ok_or(E(EBRACK));
        }
        let c = self.collating_element('.')?;
        if self.eat_two('.', ']') {
            Ok(c)
        } else {
            Err(E(ECOLLATE))
        }
    }

    /// `p_b_coll_elem`: the name up to `end` `]`.
    fn collating_element(&mut self, end: char) -> Result<char> {
        let start = self.pos;
        while self.more() && !(self.peek() == Some(end) && self.peek2() == Some(']')) {
            self.pos += 1;
        }
        if !self.more() {
            return Err(E(EBRACK));
        }
        let name = &self.s[start..self.pos];
        let text: String = name.iter().collect();
        match (collating_name(&text), name) {
            (Some(c), _) => Ok(c),
            (None, [c]) => Ok(*c),
            _ => Err(E(ECOLLATE)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MSG: &str = "use of undeclared SSA value name";

    /// Whether `re` is valid for LLVM and matches [`MSG`]; `Err` is LLVM's message.
    fn check(re: &str) -> std::result::Result<bool, String> {
        let rust = translate(re).map_err(|e| {
            e.to_string()
                .trim_start_matches("invalid regex: ")
                .to_owned()
        })?;
        let compiled =
            regex::Regex::new(&format!("(?s){rust}")).map_err(|e| format!("rust: {e}"))?;
        Ok(compiled.is_match(MSG))
    }

    #[test]
    fn valid_patterns_match_like_llvm() {
        // Each `// expected-error-re @+1 {{{{RE}}}}` above the undeclared-SSA
        // error, `mlir-opt-22 --verify-diagnostics` (q*.mlir): exit 0 = match.
        let matching = [
            "\\d",
            "()",
            "^use",
            "name$",
            "[[:alpha:]]+ of",
            "[.u.]se",
            "[[.u.]]se",
            "[[=u=]]se",
            "[[.space.]]of",
            "\\n",
            "u\\se",
            "[]u]se",
            "[a-]",
            "e$|zz",
            "S{1,}A",
            "S{2}A",
            "[\\d]",
            "[[:<:]]use",
            "use[[:>:]]",
            ".*",
            "[^]]+",
            "u{1,2}se",
            "SSA|zzz",
        ];
        for re in matching {
            assert_eq!(check(re), Ok(true), "{re}");
        }
        let not_matching = [
            "use of \\(undeclared\\)",
            "^of",
            "U",
            "[[.hyphen.]]",
            "u{,2}se",
            "\\w",
            "x{",
            "[%--]",
            "x^",
            "$x",
            ".*\\(",
            "[[]",
            "[&&]",
            "[a&&b]se",
            "[~-~]",
            "\\<use",
            "\\buse",
            "e[[:<:]]",
            "[[.DEL.]]",
        ];
        for re in not_matching {
            assert_eq!(check(re), Ok(false), "{re}");
        }
        // Repeating `$` is allowed (unlike `^`).
        assert_eq!(check("name$*"), Ok(true));
    }

    #[test]
    fn invalid_patterns_give_llvm_messages() {
        // Same experiments, `error: invalid regex: <message>`.
        let cases = [
            ("{2}", BADRPT),
            ("*a", BADRPT),
            ("a**", BADRPT),
            ("a+*", BADRPT),
            ("(*a)", BADRPT),
            ("(?i)use", BADRPT),
            ("a{1}{2}", BADRPT),
            ("u+?se", BADRPT),
            ("^*", BADRPT),
            ("u{2,1}se", BADBR),
            ("a{256}", BADBR),
            ("a{99999}", BADBR),
            ("a{1,2x} ", BADBR),
            ("a{1,", EBRACE),
            ("a||b", EMPTY),
            ("", EMPTY),
            ("x|", EMPTY),
            ("|x", EMPTY),
            ("(|x)", EMPTY),
            ("[[:foo:]]", ECTYPE),
            ("[[:<:]", ECTYPE),
            ("[[:]]", ECTYPE),
            ("[[:alpha]", ECTYPE),
            ("[z-a]", ERANGE),
            ("[--/]", ERANGE),
            ("[[:digit:]-z]", ERANGE),
            ("[a-c-e]", ERANGE),
            ("[[.xx.]]", ECOLLATE),
            ("[[.Space.]]", ECOLLATE),
            ("[[.SP.]]", ECOLLATE),
            ("[[.nul.]]", ECOLLATE),
            ("S{1", EBRACE),
            ("[[:alpha:]", EBRACK),
            ("[[:", EBRACK),
            ("[a", EBRACK),
            ("[]", EBRACK),
            ("[^]", EBRACK),
            ("u[", EBRACK),
            ("[[.a", EBRACK),
            ("[[=a", EBRACK),
            ("[[=", EBRACK),
            (")", EPAREN),
            ("a)", EPAREN),
            ("(", EPAREN),
            ("(a", EPAREN),
            ("\\", "trailing backslash (\\)"),
            ("(u)se of un\\2", "invalid backreference number"),
            ("\\2", "invalid backreference number"),
            ("(a\\1)", "invalid backreference number"),
        ];
        for (re, message) in cases {
            assert_eq!(check(re), Err(message.to_owned()), "{re}");
        }
        assert_eq!(translate("(a)\\1"), Err(Unsupported));
    }

    #[test]
    fn collating_names() {
        // `[[.alert.]]`, `[[.IS4.]]`, ... are accepted by mlir-opt-22.
        let names = [
            ("NUL", '\0'),
            ("alert", '\x07'),
            ("IS4", '\x1c'),
            ("tab", '\t'),
            ("vertical-tab", '\x0b'),
            ("backspace", '\x08'),
            ("space", ' '),
            ("hyphen-minus", '-'),
            ("commercial-at", '@'),
            ("reverse-solidus", '\\'),
            ("low-line", '_'),
            ("grave-accent", '`'),
            ("right-curly-bracket", '}'),
            ("vertical-line", '|'),
            ("DEL", '\x7f'),
        ];
        for (name, c) in names {
            assert_eq!(collating_name(name), Some(c), "{name}");
        }
        assert_eq!(collating_name("Space"), None);
    }

    #[test]
    fn translation_never_panics() {
        for re in [
            "[", "[[", "[[.", "[[=", "[[=a", "[[:a", "{", "a{", "a{1,", "a{99999}", "é[é-z]",
            "[[:<:]", "\\1",
        ] {
            let _ = translate(re);
        }
        let deep = format!("{}a{}", "(".repeat(100_000), ")".repeat(100_000));
        assert!(matches!(
            translate(&deep),
            Err(AnnotationError::Unbuildable(_))
        ));
    }
}
