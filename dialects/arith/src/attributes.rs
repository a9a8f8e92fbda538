//! arith's enum attributes (`ArithBase.td`): the integer overflow flags
//! (`#arith.overflow<nsw, nuw>`), the fast-math flags
//! (`#arith.fastmath<nnan,ninf>`) and the `cmpi` / `cmpf` predicates (an
//! `i64` in the generic form, a keyword in the custom form), with their
//! custom-form parsers and printers and the attribute constraints the op
//! declarations use.
//!
//! The flags are stored as opaque `#arith.<mnemonic><...>` attributes (how
//! the generic parser reads them); the helpers here read and build them in
//! MLIR's canonical spelling.

use std::fmt::Write as _;

use strata_ir::asm::lexer::{TokenKind, unescape_string};
use strata_ir::asm::parser::{ParseError, ParseResult, Parser};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::ods::AttrConstraint;
use strata_ir::{AttrData, Attribute, Context, Diagnostic, DialectAttrError};

/// A bit enum of arith (MLIR's `I32BitEnumAttr`): its case names in bit
/// order, how it is printed, and its C++ names for parse errors.
pub struct BitEnum {
    /// The attribute mnemonic (`#arith.<mnemonic><...>`).
    pub mnemonic: &'static str,
    /// The case names, bit `i` named `cases[i]`.
    pub cases: &'static [&'static str],
    /// A name for all bits together (`fast`), if the enum has one.
    pub all: Option<&'static str>,
    /// The separator printed between cases (`", "` or `","`).
    pub separator: &'static str,
    /// `::mlir::arith::IntegerOverflowFlags`.
    pub cpp_type: &'static str,
    /// `Arith_IntegerOverflowAttr`.
    pub attr_def: &'static str,
}

/// Reads arith's attributes in generic syntax (`#arith.overflow<nuw, nsw>`,
/// `#arith.fastmath<fast>`): registered with the context so that a bad flag
/// is a parse error, as in MLIR, and each set of flags has one spelling
/// (`<nsw, nuw>`). Any other `#arith.*` attribute is MLIR's "unknown
/// attribute" error.
pub fn parse_attribute(ctx: &Context, body: &str) -> Result<Attribute, DialectAttrError> {
    let mnemonic_end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(body.len());
    let mnemonic = &body[..mnemonic_end];
    let Some(flags) = [&OVERFLOW, &FASTMATH]
        .into_iter()
        .find(|flags| flags.mnemonic == mnemonic)
    else {
        return Err(DialectAttrError::at_mnemonic(format!(
            "unknown attribute `{mnemonic}` in dialect `arith`"
        )));
    };
    let rest = &body[mnemonic_end..];
    if !rest.trim_start().starts_with('<') {
        return Err(DialectAttrError {
            message: "expected '<'".to_string(),
            offset: mnemonic_end + (rest.len() - rest.trim_start().len()),
            follow_up: None,
        });
    }
    match flags.bits_of_body(body) {
        Some(bits) => Ok(flags.attr(ctx, bits)),
        None => Err(flags.body_error(body)),
    }
}

/// MLIR's `IntegerOverflowFlags`: `nsw` (bit 0) and `nuw` (bit 1).
pub static OVERFLOW: BitEnum = BitEnum {
    mnemonic: "overflow",
    cases: &["nsw", "nuw"],
    all: None,
    separator: ", ",
    cpp_type: "::mlir::arith::IntegerOverflowFlags",
    attr_def: "Arith_IntegerOverflowAttr",
};

/// MLIR's `FastMathFlags`; all seven bits print as `fast`.
pub static FASTMATH: BitEnum = BitEnum {
    mnemonic: "fastmath",
    cases: &["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"],
    all: Some("fast"),
    separator: ",",
    cpp_type: "::mlir::arith::FastMathFlags",
    attr_def: "Arith_FastMathAttr",
};

/// The `nsw` overflow flag.
pub const NSW: u32 = 1;
/// The `nuw` overflow flag.
pub const NUW: u32 = 2;
/// The `nnan` fast-math flag.
pub const NNAN: u32 = 2;
/// The `nsz` fast-math flag.
pub const NSZ: u32 = 8;
/// The `contract` fast-math flag.
pub const CONTRACT: u32 = 32;

impl BitEnum {
    fn all_bits(&self) -> u32 {
        (1u32 << self.cases.len()) - 1
    }

    /// The bits of one case name (`none`, a case, or the all-bits name).
    fn bits_of(&self, name: &str) -> Option<u32> {
        if name == "none" {
            return Some(0);
        }
        if self.all == Some(name) {
            return Some(self.all_bits());
        }
        let index = self.cases.iter().position(|&case| case == name)?;
        Some(1 << index)
    }

    /// The flags as MLIR prints them inside `<...>`: `none`, `fast`, or the
    /// set cases in bit order.
    pub fn spell(&self, bits: u32) -> String {
        if bits == 0 {
            return "none".to_string();
        }
        if let Some(all) = self.all
            && bits & self.all_bits() == self.all_bits()
        {
            return all.to_string();
        }
        let names: Vec<&str> = self
            .cases
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, &name)| name)
            .collect();
        names.join(self.separator)
    }

    /// The attribute `#arith.<mnemonic><flags>`.
    pub fn attr(&self, ctx: &Context, bits: u32) -> Attribute {
        ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.intern_str("arith"),
            body: format!("{}<{}>", self.mnemonic, self.spell(bits)),
            ty: None,
        })
    }

    /// The flags of an `#arith.<mnemonic><...>` attribute (any spelling the
    /// parser accepts), or `None` if `attr` is not one.
    pub fn bits(&self, ctx: &Context, attr: Attribute) -> Option<u32> {
        let AttrData::Opaque { dialect, body, .. } = ctx.attr_data(attr) else {
            return None;
        };
        if ctx.str(*dialect) != "arith" {
            return None;
        }
        self.bits_of_body(body)
    }

    /// The flags written in `body` (`overflow<nuw, nsw>`), or `None` if it
    /// is not this enum or names an unknown flag.
    pub fn bits_of_body(&self, body: &str) -> Option<u32> {
        let inner = body
            .strip_prefix(self.mnemonic)?
            .trim_start()
            .strip_prefix('<')?
            .strip_suffix('>')?;
        let mut bits = 0;
        for part in inner.split(',') {
            bits |= self.bits_of(&flag_name(part.trim())?)?;
        }
        Some(bits)
    }

    /// MLIR's message for a flag this enum does not have.
    fn unknown_flag_message(&self) -> String {
        let mut expected = vec!["none"];
        expected.extend(self.cases);
        expected.extend(self.all);
        format!(
            "expected {} to be one of: {}",
            self.cpp_type,
            expected.join(", ")
        )
    }

    /// The generated attribute parser's error after a bad flag.
    fn follow_up_message(&self) -> String {
        format!(
            "failed to parse {} parameter 'value' which is to be a `{}`",
            self.attr_def, self.cpp_type
        )
    }

    /// The errors MLIR reports for a `body` ([`BitEnum::bits_of_body`]
    /// refused): at the first flag it does not know, `expected ... to be
    /// one of: ...`, then, at the token after it, the generated parser's
    /// `failed to parse <Attr> parameter ...`.
    fn body_error(&self, body: &str) -> DialectAttrError {
        let inner_start = body.find('<').map_or(body.len(), |i| i + 1);
        let inner_end = body.rfind('>').unwrap_or(body.len()).max(inner_start);
        let mut start = inner_start;
        let mut bad = (inner_start, inner_start);
        for part in body[inner_start..inner_end].split(',') {
            let leading = part.len() - part.trim_start().len();
            let name = part.trim();
            if flag_name(name)
                .and_then(|name| self.bits_of(&name))
                .is_none()
            {
                bad = (start + leading, start + leading + name.len());
                break;
            }
            start += part.len() + 1;
        }
        let after = bad.1 + (body[bad.1..].len() - body[bad.1..].trim_start().len());
        DialectAttrError {
            message: self.unknown_flag_message(),
            offset: bad.0,
            follow_up: Some((self.follow_up_message(), after)),
        }
    }

    /// The error pair MLIR reports when the flags cannot be parsed: the
    /// reason, then `failed to parse <attr> parameter 'value' ...`.
    fn parse_failure(&self, parser: &Parser<'_, '_>, reason: ParseError) -> ParseError {
        let follow_up = parser.custom_op_error_here(self.follow_up_message());
        let mut error = reason;
        error
            .0
            .notes
            .push(Diagnostic::clone(follow_up.diagnostic()));
        error
    }

    /// Parses `<flag, flag>` (the part after the keyword in the custom form).
    pub fn parse(&self, parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
        parser.expect(TokenKind::Less, "'<'")?;
        let mut bits = 0;
        loop {
            let offset = parser.token().start;
            let name = match parser.token().kind {
                TokenKind::BareIdent => parser.token_text().to_string(),
                TokenKind::String => {
                    let text = parser.token_text();
                    String::from_utf8_lossy(&unescape_string(&text[1..text.len() - 1])).into_owned()
                }
                _ => {
                    let reason = parser.custom_op_error_here("expected valid keyword or string");
                    return Err(self.parse_failure(parser, reason));
                }
            };
            parser.advance()?;
            match self.bits_of(&name) {
                Some(flag) => bits |= flag,
                None => {
                    let reason = parser.custom_op_error_at(offset, self.unknown_flag_message());
                    return Err(self.parse_failure(parser, reason));
                }
            }
            if !parser.consume_if(TokenKind::Comma)? {
                break;
            }
        }
        parser.expect(TokenKind::Greater, "'>'")?;
        Ok(self.attr(parser.ctx(), bits))
    }

    /// Prints `<flags>` canonically.
    pub fn print(&self, printer: &mut OpPrinter<'_>, attr: Attribute) -> std::fmt::Result {
        match self.bits(printer.ir().ctx(), attr) {
            Some(bits) => write!(printer, "<{}>", self.spell(bits)),
            None => printer.print_attribute(attr),
        }
    }
}

/// A flag as written in a generic attribute's body: a keyword, or a quoted
/// string (`"nsw"`); `None` when the quoted bytes are not UTF-8.
fn flag_name(part: &str) -> Option<String> {
    match part.strip_prefix('"').and_then(|p| p.strip_suffix('"')) {
        Some(quoted) => String::from_utf8(unescape_string(quoted)).ok(),
        None => Some(part.to_string()),
    }
}

/// `#arith.overflow<none>`, the default overflow flags.
pub fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW.attr(ctx, 0)
}

/// `#arith.fastmath<none>`, the default fast-math flags.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

/// An integer enum of arith (MLIR's `I64EnumAttr` `CmpIPredicate` and
/// `CmpFPredicate`, the `I32EnumAttr` `RoundingMode`), stored as an
/// integer attribute of `width` bits: its keywords in value order.
pub struct IntEnum {
    /// The attribute the enum is stored in (`predicate`), for diagnostics.
    pub attr_name: &'static str,
    /// The width of the integer attribute (`64` for `2 : i64`).
    pub width: u32,
    /// The keywords; keyword `i` has value `i`.
    pub cases: &'static [&'static str],
}

/// MLIR's `CmpIPredicate`.
pub static CMPI_PREDICATE: IntEnum = IntEnum {
    attr_name: "predicate",
    width: 64,
    cases: &[
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ],
};

/// The `arith.cmpi` predicate that holds exactly when `predicate` does
/// not (MLIR's `arith::invertPredicate`), by predicate number.
pub fn inverted_cmpi_predicate(predicate: usize) -> usize {
    // eq ne slt sle sgt sge ult ule ugt uge
    const INVERSE: [usize; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
    INVERSE[predicate]
}

/// MLIR's `CmpFPredicate`.
pub static CMPF_PREDICATE: IntEnum = IntEnum {
    attr_name: "predicate",
    width: 64,
    cases: &[
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true",
    ],
};

/// MLIR's `RoundingMode` (`roundingmode` of `truncf` and `scaling_truncf`),
/// in LLVM's `RoundingMode` order.
pub static ROUNDING_MODE: IntEnum = IntEnum {
    attr_name: "roundingmode",
    width: 32,
    cases: &[
        "to_nearest_even",
        "downward",
        "upward",
        "toward_zero",
        "to_nearest_away",
    ],
};

impl IntEnum {
    /// The value of an enum attribute (`2 : i64`), if it is a valid one.
    pub fn value(&self, ctx: &Context, attr: Attribute) -> Option<usize> {
        match ctx.attr_data(attr) {
            AttrData::Integer { value, ty } if *ty == ctx.integer_type(self.width) => {
                usize::try_from(*value)
                    .ok()
                    .filter(|&v| v < self.cases.len())
            }
            _ => None,
        }
    }

    /// The enum attribute of value `value`.
    pub fn attr(&self, ctx: &Context, value: usize) -> Attribute {
        ctx.integer_attr(value as i128, ctx.integer_type(self.width))
    }

    /// Whether the next token is one of the keywords (MLIR's
    /// `parseOptionalKeyword` for an optional group the enum begins) or a
    /// string.
    pub fn starts(&self, parser: &Parser<'_, '_>) -> bool {
        parser.at(TokenKind::String)
            || parser.at(TokenKind::BareIdent) && self.cases.contains(&parser.token_text())
    }

    /// Parses the keyword (or string) of an enum value, as MLIR's generated
    /// parser for an enum attribute does.
    pub fn parse(&self, parser: &mut Parser<'_, '_>) -> ParseResult<Attribute> {
        let offset = parser.token().start;
        if parser.at(TokenKind::BareIdent)
            && let Some(value) = self.cases.iter().position(|&c| c == parser.token_text())
        {
            parser.advance()?;
            return Ok(self.attr(parser.ctx(), value));
        }
        if parser.at(TokenKind::String) {
            let text = parser.token_text();
            let name =
                String::from_utf8_lossy(&unescape_string(&text[1..text.len() - 1])).into_owned();
            parser.advance()?;
            return match self.cases.iter().position(|&c| c == name) {
                Some(value) => Ok(self.attr(parser.ctx(), value)),
                None => Err(parser.custom_op_error_at(
                    offset,
                    format!(
                        "invalid {} attribute specification: \"{name}\"",
                        self.attr_name
                    ),
                )),
            };
        }
        Err(parser.custom_op_error_at(
            offset,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                self.attr_name,
                self.cases.join(", ")
            ),
        ))
    }

    /// Prints the keyword of an enum value.
    pub fn print(&self, printer: &mut OpPrinter<'_>, attr: Attribute) -> std::fmt::Result {
        match self.value(printer.ir().ctx(), attr) {
            Some(value) => printer.write_str(self.cases[value]),
            None => printer.print_attribute(attr),
        }
    }
}

// ----- constraints used by the op declarations ------------------------------
//
// Each names its storage kind (`storage`): a property of the wrong kind in a
// generic op's `<{...}>` is then MLIR's parse error `invalid properties {...}
// for op ...`. The same value in the attribute dictionary fails the
// constraint check in the verifier instead, as in MLIR.

/// The `overflowFlags` property: `overflow<nsw, nuw>` in the custom form.
pub static OVERFLOW_FLAGS_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(|parser| OVERFLOW.parse(parser)),
    print: Some(|printer, attr| OVERFLOW.print(printer, attr)),
    storage: Some(|ctx, attr| OVERFLOW.bits(ctx, attr).is_some()),
    ..AttrConstraint::new("Integer overflow arith flags", |ctx, attr| {
        OVERFLOW.bits(ctx, attr).is_some()
    })
};

/// The `fastmath` property: `fastmath<nnan,ninf>` in the custom form.
pub static FASTMATH_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(|parser| FASTMATH.parse(parser)),
    print: Some(|printer, attr| FASTMATH.print(printer, attr)),
    storage: Some(|ctx, attr| FASTMATH.bits(ctx, attr).is_some()),
    ..AttrConstraint::new("Floating point fast math flags", |ctx, attr| {
        FASTMATH.bits(ctx, attr).is_some()
    })
};

/// The `isExact` unit property: `exact` in the custom form.
pub static EXACT_ATTR: AttrConstraint = AttrConstraint {
    unit: true,
    storage: Some(crate::verify::is_unit),
    ..AttrConstraint::new("unit attribute", crate::verify::is_unit)
};

/// `cmpi`'s `predicate`: a keyword in the custom form.
pub static CMPI_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(|parser| CMPI_PREDICATE.parse(parser)),
    print: Some(|printer, attr| CMPI_PREDICATE.print(printer, attr)),
    storage: Some(|ctx, attr| CMPI_PREDICATE.value(ctx, attr).is_some()),
    ..AttrConstraint::new(
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        |ctx, attr| CMPI_PREDICATE.value(ctx, attr).is_some(),
    )
};

/// `cmpf`'s `predicate`: a keyword in the custom form.
pub static CMPF_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(|parser| CMPF_PREDICATE.parse(parser)),
    print: Some(|printer, attr| CMPF_PREDICATE.print(printer, attr)),
    storage: Some(|ctx, attr| CMPF_PREDICATE.value(ctx, attr).is_some()),
    ..AttrConstraint::new(
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
        |ctx, attr| CMPF_PREDICATE.value(ctx, attr).is_some(),
    )
};

/// `truncf`'s `roundingmode`: a keyword in the custom form.
pub static ROUNDING_MODE_ATTR: AttrConstraint = AttrConstraint {
    parse: Some(|parser| ROUNDING_MODE.parse(parser)),
    print: Some(|printer, attr| ROUNDING_MODE.print(printer, attr)),
    starts: Some(|parser| ROUNDING_MODE.starts(parser)),
    storage: Some(|ctx, attr| ROUNDING_MODE.value(ctx, attr).is_some()),
    ..AttrConstraint::new("Floating point rounding mode", |ctx, attr| {
        ROUNDING_MODE.value(ctx, attr).is_some()
    })
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generic_attributes_get_one_spelling_and_bad_flags_are_rejected() {
        let ctx = Context::new();
        let canonical = parse_attribute(&ctx, "overflow<nuw, nsw>").expect("valid");
        assert_eq!(canonical, OVERFLOW.attr(&ctx, NSW | NUW));
        assert_eq!(
            parse_attribute(&ctx, "fastmath<nnan,fast>").expect("valid"),
            FASTMATH.attr(&ctx, FASTMATH.all_bits())
        );
        // The error is at the unknown flag, the follow-up at the token
        // after it.
        assert_eq!(
            parse_attribute(&ctx, "overflow<nsw, bogus >"),
            Err(DialectAttrError {
                message:
                    "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"
                        .to_string(),
                offset: 14,
                follow_up: Some((
                    "failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`".to_string(),
                    20
                )),
            })
        );
        // Other mnemonics are unknown, reported at the mnemonic; a known
        // one needs its `<`, reported where it should be.
        assert_eq!(
            parse_attribute(&ctx, "other<1>"),
            Err(DialectAttrError::at_mnemonic(
                "unknown attribute `other` in dialect `arith`"
            ))
        );
        assert_eq!(
            parse_attribute(&ctx, "overflow").map_err(|e| (e.message, e.offset)),
            Err(("expected '<'".to_string(), 8))
        );
    }

    #[test]
    fn flags_print_in_bit_order() {
        assert_eq!(OVERFLOW.spell(NSW | NUW), "nsw, nuw");
        assert_eq!(OVERFLOW.spell(0), "none");
        assert_eq!(FASTMATH.spell(NNAN | 4), "nnan,ninf");
        assert_eq!(FASTMATH.spell(127), "fast");
        assert_eq!(FASTMATH.spell(1 | 64), "reassoc,afn");
    }

    #[test]
    fn flags_round_trip_through_attributes() {
        let ctx = Context::new();
        let attr = OVERFLOW.attr(&ctx, NUW);
        assert_eq!(OVERFLOW.bits(&ctx, attr), Some(NUW));
        assert_eq!(FASTMATH.bits(&ctx, attr), None);
        let written = ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.intern_str("arith"),
            body: "fastmath<fast,nnan>".into(),
            ty: None,
        });
        assert_eq!(FASTMATH.bits(&ctx, written), Some(127));
        let bogus = ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.intern_str("arith"),
            body: "overflow<foo>".into(),
            ty: None,
        });
        assert_eq!(OVERFLOW.bits(&ctx, bogus), None);
        assert_eq!(overflow_none(&ctx), OVERFLOW.attr(&ctx, 0));
    }

    #[test]
    fn predicates_are_i64_values() {
        let ctx = Context::new();
        let sgt = CMPI_PREDICATE.attr(&ctx, 4);
        assert_eq!(CMPI_PREDICATE.value(&ctx, sgt), Some(4));
        assert_eq!(CMPI_PREDICATE.cases[4], "sgt");
        let out_of_range = ctx.integer_attr(10, ctx.integer_type(64));
        assert_eq!(CMPI_PREDICATE.value(&ctx, out_of_range), None);
        assert_eq!(CMPF_PREDICATE.value(&ctx, out_of_range), Some(10));
        let narrow = ctx.integer_attr(0, ctx.integer_type(32));
        assert_eq!(CMPF_PREDICATE.value(&ctx, narrow), None);
    }
}
