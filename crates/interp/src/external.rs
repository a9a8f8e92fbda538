//! Functions declared without a body (`func.func private @f(i32) -> i32`):
//! bound to Rust callbacks, or by default recorded in a trace and answered
//! with a value derived from their name and arguments, so that a program's
//! calls, their order and their arguments are observable and any change a
//! transform makes to them shows.

use strata_arith::fold::apfloat::Format;
use strata_arith::fold::apint::ApInt;
use strata_ir::{Ir, Type};

use crate::semantics::{float_kind, int_width};
use crate::value::RtValue;

/// A Rust function standing for an external one: arguments in, results
/// out, or a message.
pub type External = Box<dyn Fn(&[RtValue]) -> Result<Vec<RtValue>, String> + Send + Sync>;

/// One call of an external function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    /// The function's symbol name.
    pub name: String,
    /// The arguments it was passed.
    pub arguments: Vec<RtValue>,
}

impl std::fmt::Display for TraceEntry {
    /// `@name(1, 2)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "@{}(", self.name)?;
        for (index, argument) in self.arguments.iter().enumerate() {
            if index > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{argument}")?;
        }
        write!(f, ")")
    }
}

/// The default answer of an untraced external call, result `index` of
/// type `ty`: an FNV-1a hash of the name, the arguments and the index,
/// cut to the type's width for an integer, and for a float its top 16 bits
/// as a signed number (a whole number from -32768 to 32767, rounded to the
/// format). `None` for types it cannot make.
pub fn default_result(
    ir: &Ir,
    name: &str,
    arguments: &[RtValue],
    index: usize,
    ty: Type,
) -> Option<RtValue> {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |bytes: &[u8]| {
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    feed(name.as_bytes());
    for argument in arguments {
        feed(argument.to_string().as_bytes());
        feed(b",");
    }
    feed(&index.to_le_bytes());
    if let Some(kind) = float_kind(ir, ty) {
        let whole = i128::from((hash >> 48) as u16 as i16);
        let format = Format::of(kind);
        // The unsigned `f8E8M0FNU` takes the magnitude.
        let whole = if format.is_signed() {
            whole
        } else {
            whole.abs()
        };
        let bits = format.from_signed(&ApInt::from_i128(17, whole))?;
        return Some(RtValue::Float { kind, bits });
    }
    let width = int_width(ir, ty)?;
    Some(RtValue::Int(ApInt::new(width, u128::from(hash))))
}
