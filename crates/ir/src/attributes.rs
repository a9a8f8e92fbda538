//! Builtin attributes, interned in the [`Context`] and compared by [`Attribute`]
//! handle. Mirrors MLIR's `BuiltinAttributes.td`: integer, float, string, unit,
//! array, dictionary, type, symbol reference, dense and sparse elements, dense arrays,
//! opaque dialect attributes — and locations, which MLIR also models as attributes.

use crate::context::{Context, Symbol};
use crate::location::LocationData;
use crate::types::Type;

/// A handle to an interned attribute. Equal attributes have equal handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

/// One value of a dense elements or dense array attribute: an integer, the
/// bit pattern of a float in the element type's format, or a string. A
/// complex element is two values, its real and imaginary parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementValue {
    /// An integer (or `i1` boolean) element, sign-extended.
    Int(i128),
    /// An integer element of a type wider than 128 bits that does not fit
    /// in an `i128`: a [`AttrData::WideInteger`] attribute holding it.
    WideInt(Attribute),
    /// A float element's bits in its own format.
    FloatBits(u128),
    /// A string element (an untyped string attribute), for element types
    /// that are not numbers (`dense<["a", "b"]> : tensor<2x!d.string>`).
    String(Attribute),
}

impl ElementValue {
    /// The integer, if this is an element held as an `i128` (not a float,
    /// a string, or an integer past 128 bits).
    pub fn as_int(self) -> Option<i128> {
        match self {
            ElementValue::Int(value) => Some(value),
            ElementValue::WideInt(_) | ElementValue::FloatBits(_) | ElementValue::String(_) => None,
        }
    }
}

/// A stride or offset that is not known statically (`?`), MLIR's
/// `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The structure of an attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// `42 : i32`, `true` (an `i1` integer), `7 : index`. The value is kept
    /// sign-extended from the type's width.
    Integer { value: i128, ty: Type },
    /// An integer of a type wider than 128 bits whose value does not fit in
    /// an `i128` (`2^200 : i256`); see [`crate::wide_integer`].
    WideInteger { value: num_bigint::BigInt, ty: Type },
    /// `1.5 : f32`; `bits` is the value's bit pattern in `ty`'s format.
    Float { bits: u128, ty: Type },
    /// `"text"`, optionally typed (`"text" : i32`). Holds raw bytes, which need
    /// not be UTF-8 (`"\FF"`).
    String { value: Vec<u8>, ty: Option<Type> },
    /// `unit`.
    Unit,
    /// `[a, b]`.
    Array(Vec<Attribute>),
    /// `{a = 1, b}`; entries are sorted by name, and names are unique.
    Dictionary(Vec<(Symbol, Attribute)>),
    /// `i32` used as an attribute.
    Type(Type),
    /// `@root::@nested::@leaf`.
    SymbolRef { root: Symbol, nested: Vec<Symbol> },
    /// `dense<...> : tensor<...>`; one element when it is a splat (two
    /// values per complex element, see [`ElementValue`]).
    DenseElements {
        ty: Type,
        elements: Vec<ElementValue>,
    },
    /// `sparse<indices, values> : T` (MLIR's `SparseElementsAttr`): the
    /// elements of `ty` at `indices` (a dense `i64` attribute of shape
    /// `[n, rank]`, or `[n]` for a rank-1 `ty`) are `values` (a dense
    /// attribute of shape `[n]`); all others are zero.
    SparseElements {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `dense_resource<key> : T` (MLIR's `DenseResourceElementsAttr`): the
    /// elements of `ty` are the blob named `key` among the resources of the
    /// IR that holds the attribute (see [`crate::resources`]).
    DenseResourceElements { ty: Type, key: Symbol },
    /// `array<i64: 1, 2>`.
    DenseArray {
        element: Type,
        values: Vec<ElementValue>,
    },
    /// `strided<[8, 1], offset: ?>`, a memref layout (MLIR's
    /// `StridedLayoutAttr`); [`DYNAMIC`] stands for `?`.
    StridedLayout { strides: Vec<i64>, offset: i64 },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`, an attribute or a memref layout.
    AffineMap(crate::affine::AffineMap),
    /// `affine_set<(d0) : (d0 >= 0)>`.
    IntegerSet(crate::affine::IntegerSet),
    /// `distinct[N]<attr>` (MLIR's `DistinctAttr`): an attribute unique by
    /// identity rather than by value. `id` is the context's (see
    /// [`crate::Context::distinct_attr`]); the printer renumbers them.
    Distinct { id: u64, referenced: Attribute },
    /// An attribute of a dialect Strata does not know: `#dialect.body`
    /// verbatim, with the type written after it (`#foo.attr : i32`), if any
    /// (MLIR's `OpaqueAttr`).
    Opaque {
        dialect: Symbol,
        body: String,
        ty: Option<Type>,
    },
    /// A location used as an attribute (`loc(...)`, `#loc` aliases).
    Location(LocationData),
}

impl Attribute {
    /// The structure of this attribute.
    pub fn data(self, ctx: &Context) -> &AttrData {
        ctx.attr_data(self)
    }

    /// The raw interned index (for dense maps keyed by attribute).
    pub fn index(self) -> u32 {
        self.0
    }

    /// For a string attribute, its bytes as text (when UTF-8).
    pub fn as_str(self, ctx: &Context) -> Option<&str> {
        match ctx.attr_data(self) {
            AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// For a dictionary, the entry named `name`.
    pub fn dict_get(self, ctx: &Context, name: &str) -> Option<Attribute> {
        match ctx.attr_data(self) {
            AttrData::Dictionary(entries) => entries
                .iter()
                .find(|(key, _)| ctx.str(*key) == name)
                .map(|&(_, value)| value),
            _ => None,
        }
    }
}
