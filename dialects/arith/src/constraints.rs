//! The type constraints of arith's ODS (`ArithBase.td`, `ArithOps.td`) with
//! the summaries MLIR prints (`operand #0 must be signless-integer-like, but
//! got 'f32'`), and the shape helpers the verifiers and folders share:
//! MLIR's `getElementTypeOrSelf`, `getI1SameShape` and
//! `verifyCompatibleShapes`.

use strata_ir::ods::TypeConstraint;
use strata_ir::ods::constraints::{
    is_float, is_i1, is_signless_integer, is_signless_integer_or_index,
};
use strata_ir::types::Dim;
use strata_ir::{Context, Type, TypeData};

/// A scalar satisfying `scalar`, or a vector or tensor of such scalars.
fn like(ctx: &Context, ty: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } | TypeData::Tensor { element, .. } => {
            scalar(ctx, *element)
        }
        _ => scalar(ctx, ty),
    }
}

/// A memref whose element type satisfies `element`.
fn memref_of(ctx: &Context, ty: Type, element: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_data(ty), TypeData::MemRef { element: e, .. } if element(ctx, *e))
}

fn is_signless_integer_or_float(ctx: &Context, ty: Type) -> bool {
    is_signless_integer(ctx, ty) || is_float(ctx, ty)
}

/// MLIR's `SignlessIntegerOrIndexLike`: the operands of the integer ops.
pub static SIGNLESS_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    description: "signless-integer-like",
    check: |ctx, ty| like(ctx, ty, is_signless_integer_or_index),
};

/// MLIR's `FloatLike`: the operands of the float ops.
pub static FLOAT_LIKE: TypeConstraint = TypeConstraint {
    description: "floating-point-like",
    check: |ctx, ty| like(ctx, ty, is_float),
};

/// MLIR's `SignlessFixedWidthIntegerLike`: integer casts (no `index`).
pub static SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    description: "signless-fixed-width-integer-like",
    check: |ctx, ty| like(ctx, ty, is_signless_integer),
};

/// MLIR's `BoolLike`: `i1`, or a vector or tensor of `i1`.
pub static BOOL_LIKE: TypeConstraint = TypeConstraint {
    description: "bool-like",
    check: |ctx, ty| like(ctx, ty, is_i1),
};

/// MLIR's `IndexCastTypeConstraint`.
pub static INDEX_CAST_TYPE: TypeConstraint = TypeConstraint {
    description: "signless-integer-like or memref of signless-integer",
    check: |ctx, ty| {
        like(ctx, ty, is_signless_integer_or_index)
            || memref_of(ctx, ty, is_signless_integer_or_index)
    },
};

/// MLIR's `BitcastTypeConstraint`.
pub static BITCAST_TYPE: TypeConstraint = TypeConstraint {
    description: "signless-integer-or-float-like or memref of signless-integer or float",
    check: |ctx, ty| {
        like(ctx, ty, is_signless_integer_or_float)
            || memref_of(ctx, ty, is_signless_integer_or_float)
    },
};

/// The shape of a type, as MLIR's `ShapedType` sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Not a shaped type (`i32`, `index`).
    Scalar,
    /// An unranked tensor or memref (`tensor<*xf32>`).
    Unranked,
    /// A ranked shaped type's dimensions (`None` is `?`).
    Ranked(Vec<Dim>),
}

/// The shape of `ty`: vectors, tensors and memrefs are shaped.
pub fn shape_of(ctx: &Context, ty: Type) -> Shape {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => Shape::Ranked(shape.iter().map(|&d| Some(d)).collect()),
        TypeData::Tensor { shape, .. } | TypeData::MemRef { shape, .. } => match shape {
            Some(dims) => Shape::Ranked(dims.clone()),
            None => Shape::Unranked,
        },
        _ => Shape::Scalar,
    }
}

/// Whether `ty` is a vector or a tensor (MLIR's "mappable" types of the
/// `Elementwise` trait).
pub fn is_vector_or_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Vector { .. } | TypeData::Tensor { .. }
    )
}

/// Whether `ty` is a vector with a scalable dimension.
pub fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// MLIR's `getElementTypeOrSelf`: the element type of a vector, tensor or
/// memref, or `ty` itself.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::Tensor { element, .. }
        | TypeData::MemRef { element, .. } => *element,
        _ => ty,
    }
}

/// `ty` with its element type replaced by `element` (MLIR's
/// `ShapedType::cloneWith`); a scalar becomes `element`.
pub fn with_element_type(ctx: &Context, ty: Type, element: Type) -> Type {
    let data = match ctx.type_data(ty).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => TypeData::Vector {
            shape,
            scalable,
            element,
        },
        TypeData::Tensor {
            shape, encoding, ..
        } => TypeData::Tensor {
            shape,
            element,
            encoding,
        },
        TypeData::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        },
        _ => return element,
    };
    ctx.intern_type(data)
}

/// MLIR's `getI1SameShape`: `i1`, or `i1` with the shape of `ty`.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    with_element_type(ctx, ty, ctx.integer_type(1))
}

/// The bit width of an integer or float type, `index` counting as 64 bits
/// (MLIR's `IndexType::kInternalStorageBitWidth`).
pub fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        TypeData::Float(kind) if strata_ir::minifloat::MiniFloat::of(*kind).is_some() => {
            Some(kind.width())
        }
        TypeData::Float(kind) => Some(crate::fold::apfloat::Format::of(*kind).width()),
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShapes(TypeRange)`: all scalars, or all shaped
/// with compatible ranks and dimensions (dynamic dimensions match any), and
/// scalable vectors not mixed with other types.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<Shape> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().all(|s| *s == Shape::Scalar) {
        return true;
    }
    if shapes.contains(&Shape::Scalar) {
        return false;
    }
    let scalable = types
        .iter()
        .filter(|&&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    let ranked: Vec<&Vec<Dim>> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Ranked(dims) => Some(dims),
            _ => None,
        })
        .collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|dims| dims.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut fixed = ranked.iter().filter_map(|dims| dims[i]);
        match fixed.next() {
            Some(d) => fixed.all(|other| other == d),
            None => true,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::FloatKind;

    fn vector(ctx: &Context, dims: &[u64], element: Type) -> Type {
        ctx.intern_type(TypeData::Vector {
            shape: dims.to_vec(),
            scalable: vec![false; dims.len()],
            element,
        })
    }

    fn tensor(ctx: &Context, dims: Option<&[Dim]>, element: Type) -> Type {
        ctx.intern_type(TypeData::Tensor {
            shape: dims.map(<[Dim]>::to_vec),
            element,
            encoding: None,
        })
    }

    #[test]
    fn constraints_accept_containers_of_their_scalars() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let f32 = ctx.float_type(FloatKind::F32);
        let index = ctx.index_type();
        assert!((SIGNLESS_INTEGER_LIKE.check)(
            &ctx,
            vector(&ctx, &[4], index)
        ));
        assert!(!(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE.check)(&ctx, index));
        assert!((FLOAT_LIKE.check)(&ctx, tensor(&ctx, None, f32)));
        assert!(!(FLOAT_LIKE.check)(&ctx, i32));
        assert!((BOOL_LIKE.check)(
            &ctx,
            vector(&ctx, &[2], ctx.integer_type(1))
        ));
        let memref = ctx.intern_type(TypeData::MemRef {
            shape: Some(vec![Some(4)]),
            element: index,
            layout: None,
            memory_space: None,
        });
        assert!((INDEX_CAST_TYPE.check)(&ctx, memref));
        assert!(!(BITCAST_TYPE.check)(&ctx, memref));
    }

    #[test]
    fn i1_same_shape_keeps_the_shape() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let i1 = ctx.integer_type(1);
        assert_eq!(i1_same_shape(&ctx, i32), i1);
        assert_eq!(
            i1_same_shape(&ctx, tensor(&ctx, Some(&[None, Some(2)]), i32)),
            tensor(&ctx, Some(&[None, Some(2)]), i1)
        );
        assert_eq!(
            i1_same_shape(&ctx, vector(&ctx, &[4], i32)),
            vector(&ctx, &[4], i1)
        );
    }

    #[test]
    fn compatible_shapes_follow_mlir() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let v2 = vector(&ctx, &[2], i32);
        let v3 = vector(&ctx, &[3], i32);
        let dynamic = tensor(&ctx, Some(&[None]), i32);
        let four = tensor(&ctx, Some(&[Some(4)]), i32);
        assert!(compatible_shapes(&ctx, &[i32, i32]));
        assert!(!compatible_shapes(&ctx, &[v2, i32]));
        assert!(!compatible_shapes(&ctx, &[v2, v3]));
        assert!(compatible_shapes(&ctx, &[dynamic, four]));
        assert!(compatible_shapes(&ctx, &[tensor(&ctx, None, i32), four]));
    }
}
