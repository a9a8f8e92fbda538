//! Builtin types, interned in the [`Context`] and compared by [`Type`] handle.
//! Mirrors MLIR's `BuiltinTypes.td`: integers, `index`, floats, `none`,
//! function, tuple, tensor, vector, memref, complex, and opaque dialect types.

use crate::attributes::Attribute;
use crate::context::{Context, Symbol};

/// A handle to an interned type. Equal types have equal handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// The signedness semantics of an integer type (`i32`, `si32`, `ui32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no signedness; operations decide.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// x87 extended precision.
    F80,
    /// IEEE quad precision.
    F128,
    /// NVIDIA TensorFloat-32.
    TF32,
    /// 8 bits: 5 exponent, 2 mantissa bits, IEEE-style (OCP FP8 E5M2).
    F8E5M2,
    /// 8 bits: 4 exponent, 3 mantissa bits, IEEE-style.
    F8E4M3,
    /// 8 bits: 3 exponent, 4 mantissa bits, IEEE-style.
    F8E3M4,
    /// 8 bits: 4 exponent, 3 mantissa bits, no infinity (OCP FP8 E4M3).
    F8E4M3FN,
    /// 8 bits: 5 exponent, 2 mantissa bits, no infinity or negative zero.
    F8E5M2FNUZ,
    /// 8 bits: 4 exponent, 3 mantissa bits, no infinity or negative zero.
    F8E4M3FNUZ,
    /// `F8E4M3FNUZ` with an exponent bias of 11.
    F8E4M3B11FNUZ,
    /// 8 bits: an unsigned power of two (OCP MX scale).
    F8E8M0FNU,
    /// 6 bits: 2 exponent, 3 mantissa bits, finite only (OCP MX FP6).
    F6E2M3FN,
    /// 6 bits: 3 exponent, 2 mantissa bits, finite only (OCP MX FP6).
    F6E3M2FN,
    /// 4 bits: 2 exponent, 1 mantissa bit, finite only (OCP MX FP4).
    F4E2M1FN,
}

impl FloatKind {
    /// The 8-, 6- and 4-bit formats (see [`crate::minifloat`]).
    pub const SMALL: [FloatKind; 11] = [
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E3M4,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The keyword spelling (`f32`).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The width in bits, MLIR's `FloatType::getWidth`: `tf32` has 19
    /// (1 sign, 8 exponent and 10 mantissa bits), which dense attributes
    /// store in 3 bytes.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E3M4
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F4E2M1FN => 4,
        }
    }

    /// The format named by a keyword, if any.
    pub fn from_keyword(word: &str) -> Option<FloatKind> {
        Some(match word {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f80" => FloatKind::F80,
            "f128" => FloatKind::F128,
            "tf32" => FloatKind::TF32,
            _ => {
                return FloatKind::SMALL
                    .into_iter()
                    .find(|kind| kind.keyword() == word);
            }
        })
    }
}

/// A dimension size in a shaped type; `None` is a dynamic dimension (`?`).
pub type Dim = Option<u64>;

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `i32`, `si8`, `ui64`.
    Integer { width: u32, signedness: Signedness },
    /// `index`.
    Index,
    /// `f32` and friends.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    /// `tuple<...>`.
    Tuple(Vec<Type>),
    /// `tensor<4x?xf32>`, `tensor<*xf32>` (shape `None`), with an optional encoding.
    Tensor {
        shape: Option<Vec<Dim>>,
        element: Type,
        encoding: Option<Attribute>,
    },
    /// `vector<4x[8]xf32>`; `scalable[i]` marks `[8]` dimensions.
    Vector {
        shape: Vec<u64>,
        scalable: Vec<bool>,
        element: Type,
    },
    /// `memref<4x?xf32, layout, space>` or `memref<*xf32, space>` (shape `None`).
    MemRef {
        shape: Option<Vec<Dim>>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    /// `complex<f32>`.
    Complex(Type),
    /// A type of a dialect Strata does not know: `!dialect.body` kept verbatim.
    Opaque { dialect: Symbol, body: String },
}

impl TypeData {
    /// The base name of the alias a type of this structure prints through,
    /// if it has one (the builtin dialect's `getAlias`): `tuple` for tuples
    /// of more than 16 elements.
    pub fn alias_prefix(&self) -> Option<&'static str> {
        match self {
            TypeData::Tuple(elements) if elements.len() > 16 => Some("tuple"),
            _ => None,
        }
    }
}

impl Type {
    /// The structure of this type.
    pub fn data(self, ctx: &Context) -> &TypeData {
        ctx.type_data(self)
    }

    /// For a function type, its inputs and results.
    pub fn function_signature(self, ctx: &Context) -> Option<(&[Type], &[Type])> {
        match ctx.type_data(self) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// Whether this is an integer type of `width` bits (any signedness).
    pub fn is_integer(self, ctx: &Context, width: u32) -> bool {
        matches!(ctx.type_data(self), TypeData::Integer { width: w, .. } if *w == width)
    }

    /// For a shaped type (MLIR's `ShapedType`: tensor, vector, memref), its
    /// shape (`None` when unranked) and element type.
    pub fn shape_and_element(self, ctx: &Context) -> Option<(Option<Vec<Dim>>, Type)> {
        match ctx.type_data(self) {
            TypeData::Tensor { shape, element, .. } | TypeData::MemRef { shape, element, .. } => {
                Some((shape.clone(), *element))
            }
            TypeData::Vector { shape, element, .. } => {
                Some((Some(shape.iter().map(|&d| Some(d)).collect()), *element))
            }
            _ => None,
        }
    }

    /// For a ranked shaped type, its number of elements (the product of
    /// its shape, saturating; a dynamic dimension counts as 0).
    pub fn num_elements(self, ctx: &Context) -> Option<u64> {
        match self.shape_and_element(ctx)? {
            (Some(shape), _) => Some(
                shape
                    .iter()
                    .try_fold(1u64, |acc, d| acc.checked_mul(d.unwrap_or(0)))
                    .unwrap_or(u64::MAX),
            ),
            (None, _) => None,
        }
    }

    /// The raw interned index (for dense maps keyed by type).
    pub fn index(self) -> u32 {
        self.0
    }
}
