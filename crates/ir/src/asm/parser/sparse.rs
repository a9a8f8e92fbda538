//! `sparse<indices, values> : T`, MLIR's `SparseElementsAttr` as its parser
//! and verifier read it.
//!
//! The indices are a literal of `i64` (never hex data): a list of shape
//! `[n, rank]` (or `[n]` when `T` has rank 1), or one number standing for
//! a single index whose every coordinate is that number. The values are a
//! literal of `T`'s element type, hex data allowed: a list of `n` elements,
//! or a splat for all `n`. `sparse<>` has no indices and no values.
//!
//! ```text
//! sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
//! sparse<1, 7> : tensor<4xi64>          // one index, [1]
//! ```

use super::dense::{ShapedLiteralType, join_dims, literal_shape};
use super::{ParseResult, Parser};
use crate::asm::lexer::TokenKind;
use crate::attributes::{AttrData, Attribute, ElementValue};
use crate::types::TypeData;

impl Parser<'_, '_> {
    /// Parses a sparse elements attribute; the current token is `sparse`.
    pub(super) fn parse_sparse(&mut self) -> ParseResult<Attribute> {
        let start = self.token.start;
        self.advance()?;
        if !self.consume_if(TokenKind::Less)? {
            return Err(self.wrong_token_error("Expected '<' after 'sparse'"));
        }
        if self.consume_if(TokenKind::Greater)? {
            let shaped = self.parse_elements_literal_type(start)?;
            let rank = shaped.shape.len() as u64;
            let indices = self.dense_of(vec![0, rank], self.ctx.integer_type(64), Vec::new());
            let values = self.dense_of(vec![0], shaped.element, Vec::new());
            return Ok(self.ctx.intern_attr(AttrData::SparseElements {
                ty: shaped.ty,
                indices,
                values,
            }));
        }
        let indices_offset = self.token.start;
        let indices_literal = self.parse_dense_literal()?;
        self.expect(TokenKind::Comma, "','")?;
        let values_offset = self.token.start;
        let values_literal = self.parse_dense_literal()?;
        self.expect(TokenKind::Greater, "'>'")?;
        let shaped = self.parse_elements_literal_type(start)?;

        // A lone index is one index of the type's rank.
        let mut indices_shape = literal_shape(&indices_literal);
        if indices_shape.is_empty() {
            indices_shape = vec![1, shaped.shape.len() as u64];
        }
        let indices_type = ShapedLiteralType {
            ty: self.tensor_of(&indices_shape, self.ctx.integer_type(64)),
            shape: indices_shape,
            element: self.ctx.integer_type(64),
        };
        let index_values =
            self.dense_elements(Some(indices_literal), &indices_type, false, indices_offset)?;
        // A splat of values is one value per index.
        let mut values_shape = literal_shape(&values_literal);
        if values_shape.is_empty() {
            values_shape = vec![indices_type.shape[0]];
        }
        let values_type = ShapedLiteralType {
            ty: self.tensor_of(&values_shape, shaped.element),
            shape: values_shape,
            element: shaped.element,
        };
        let values =
            self.dense_elements(Some(values_literal), &values_type, true, values_offset)?;

        self.verify_sparse(start, &shaped, &indices_type, &index_values, &values_type)?;
        let indices = self.ctx.intern_attr(AttrData::DenseElements {
            ty: indices_type.ty,
            elements: index_values,
        });
        let values = self.ctx.intern_attr(AttrData::DenseElements {
            ty: values_type.ty,
            elements: values,
        });
        Ok(self.ctx.intern_attr(AttrData::SparseElements {
            ty: shaped.ty,
            indices,
            values,
        }))
    }

    /// MLIR's `SparseElementsAttr::verify`: values of rank 1, indices of
    /// shape `[n, rank]` (or `[n]` for rank 1) with `n` values, and every
    /// index inside the type's shape. Errors are reported at `start`.
    fn verify_sparse(
        &self,
        start: u32,
        shaped: &ShapedLiteralType,
        indices: &ShapedLiteralType,
        index_values: &[ElementValue],
        values: &ShapedLiteralType,
    ) -> ParseResult<()> {
        if values.shape.len() != 1 {
            return Err(self.error_at(start, "expected 1-d tensor for sparse element values"));
        }
        let rank = shaped.shape.len();
        let shape_error = || {
            self.error_at(
                start,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    join_dims(&shaped.shape),
                    join_dims(&indices.shape),
                    join_dims(&values.shape)
                ),
            )
        };
        let indices_fit = match indices.shape.as_slice() {
            [_, width] => *width == rank as u64,
            [_] => rank == 1,
            _ => false,
        };
        if !indices_fit || indices.shape[0] != values.shape[0] {
            return Err(shape_error());
        }
        // Coordinates are read as unsigned, as MLIR reads them.
        let coordinate = |value: &ElementValue| match value {
            ElementValue::Int(v) => *v as u64,
            _ => 0,
        };
        let index_error = |number: u64, index: &[u64]| {
            let shown = crate::asm::printer::type_to_string(&self.ctx, shaped.ty);
            self.error_at(
                start,
                format!(
                    "sparse index #{number} is not contained within the value shape, with index=[{}], and type='{shown}'",
                    join_dims(index)
                ),
            )
        };
        let inside = |index: &[u64]| index.iter().zip(&shaped.shape).all(|(i, d)| i < d);
        if let [splat] = index_values {
            let index = vec![coordinate(splat); rank];
            return if inside(&index) {
                Ok(())
            } else {
                Err(index_error(0, &index))
            };
        }
        if rank == 0 {
            return Ok(());
        }
        for (number, chunk) in index_values.chunks(rank).enumerate() {
            let index: Vec<u64> = chunk.iter().map(coordinate).collect();
            if !inside(&index) {
                return Err(index_error(number as u64, &index));
            }
        }
        Ok(())
    }

    /// `tensor<shape x element>`.
    fn tensor_of(&self, shape: &[u64], element: crate::types::Type) -> crate::types::Type {
        self.ctx.intern_type(TypeData::Tensor {
            shape: Some(shape.iter().map(|&d| Some(d)).collect()),
            element,
            encoding: None,
        })
    }

    /// A dense attribute of `tensor<shape x element>` holding `elements`.
    fn dense_of(
        &self,
        shape: Vec<u64>,
        element: crate::types::Type,
        elements: Vec<ElementValue>,
    ) -> Attribute {
        let ty = self.tensor_of(&shape, element);
        self.ctx
            .intern_attr(AttrData::DenseElements { ty, elements })
    }
}
