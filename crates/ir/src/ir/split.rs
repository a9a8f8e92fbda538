//! Splitting an [`Ir`] into parts that threads can mutate, and joining them
//! back: the storage half of MLIR's multi-threaded pass manager, which runs
//! a pass on sibling isolated-from-above ops (functions) at once.
//!
//! [`Ir::split`] lends the body of each root op, with every body nested in
//! it, to a part of its own; the rest of the tree goes behind an `Arc`, and
//! each part reads it (sibling ops, symbol tables) but cannot change it.
//! The root op itself (the op a pass runs on) is the exception, as in
//! MLIR: its part may change its attributes, properties and location, kept
//! in the part and written back on [`IrParts::join`]; where it stands, its
//! operands and its results stay as they are. Bodies move, their contents
//! do not, so splitting and joining cost O(bodies) and every handle stays
//! valid. A part is an `Ir`: everything that works on an `Ir` works on a
//! part.

use std::sync::Arc;

use rustc_hash::FxHashSet;

use super::entity::{BodyId, OpId};
use super::{BodyTable, ChangeLog, Ir, IrError};
use crate::attributes::Attribute;
use crate::location::Location;

/// What a part may change of its root op: the op's attributes,
/// properties and location, while the op itself stays in the rest.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Anchor {
    pub(crate) op: OpId,
    pub(crate) attributes: Attribute,
    pub(crate) properties: Option<Attribute>,
    pub(crate) location: Location,
}

impl Ir {
    /// The part's root op data, when `op` is that root.
    #[inline]
    pub(crate) fn anchor_of(&self, op: OpId) -> Option<&Anchor> {
        self.anchor.as_ref().filter(|anchor| anchor.op == op)
    }

    pub(crate) fn anchor_of_mut(&mut self, op: OpId) -> Option<&mut Anchor> {
        self.anchor.as_mut().filter(|anchor| anchor.op == op)
    }
}

/// An [`Ir`] lent out as parts (see [`Ir::split`]).
#[derive(Debug)]
pub struct IrParts {
    rest: Arc<Ir>,
    parts: Vec<Ir>,
}

impl Ir {
    /// Lends the body of each of `roots` (isolated-from-above ops with
    /// regions, none nested in another) and the bodies nested in it to one
    /// part each. Fails, giving the `Ir` back unchanged, if a root owns no
    /// body, is not held by this `Ir`, or is nested in another root.
    #[allow(clippy::result_large_err)]
    pub fn split(mut self, roots: &[OpId]) -> Result<IrParts, (Ir, IrError)> {
        let mut groups: Vec<Vec<BodyId>> = Vec::with_capacity(roots.len());
        let mut seen: FxHashSet<BodyId> = FxHashSet::default();
        for &root in roots {
            if let Err(error) = self.check_op(root) {
                return Err((self, error));
            }
            let Some(body) = self.owned_body(root) else {
                return Err((self, IrError::CannotSplit(root, "it owns no body")));
            };
            let mut group = Vec::new();
            self.body_descendants(body, &mut group);
            if group.iter().any(|&b| !self.holds_body(b)) {
                return Err((
                    self,
                    IrError::CannotSplit(root, "its body is not held here"),
                ));
            }
            if group.iter().any(|b| !seen.insert(*b)) {
                return Err((
                    self,
                    IrError::CannotSplit(root, "it is nested in another root"),
                ));
            }
            groups.push(group);
        }
        let anchors: Vec<Anchor> = roots
            .iter()
            .map(|&op| Anchor {
                op,
                attributes: self.attributes(op),
                properties: self.properties(op),
                location: self.op_location(op),
            })
            .collect();
        let mut taken: Vec<Vec<super::Body>> = Vec::with_capacity(groups.len());
        for group in groups {
            let bodies: Vec<super::Body> = group
                .into_iter()
                .filter_map(|b| self.bodies.take(b))
                .collect();
            taken.push(bodies);
        }
        let rest = Arc::new(self);
        let parts = taken
            .into_iter()
            .zip(anchors)
            .map(|(bodies, anchor)| Ir {
                ctx: rest.ctx.clone(),
                bodies: BodyTable::part(bodies),
                shared: Some(rest.clone()),
                next_body: rest.next_body.clone(),
                root: rest.root,
                anchor: Some(anchor),
                changes: ChangeLog::default(),
                resources: Default::default(),
            })
            .collect();
        Ok(IrParts { rest, parts })
    }
}

impl IrParts {
    /// The parts, in the order of the roots; each can go to its own thread
    /// (`Ir` is `Send`).
    pub fn parts_mut(&mut self) -> &mut [Ir] {
        &mut self.parts
    }

    /// The parts, read-only.
    pub fn parts(&self) -> &[Ir] {
        &self.parts
    }

    /// The rest of the tree, read-only.
    pub fn rest(&self) -> &Ir {
        &self.rest
    }

    /// Puts every part's bodies back (including bodies the parts created,
    /// without those they dropped) and returns the whole `Ir`. Every handle
    /// taken before the split names the same entity, unless a part erased it.
    pub fn join(self) -> Ir {
        let IrParts { rest, parts } = self;
        let mut returned = Vec::new();
        let mut anchors = Vec::new();
        for mut part in parts {
            part.shared = None;
            anchors.extend(part.anchor.take());
            returned.extend(std::mem::take(&mut part.bodies).into_bodies());
        }
        // Every part dropped its reference above, so the rest is unique.
        let Ok(mut whole) = Arc::try_unwrap(rest) else {
            panic!("a part of these IrParts was split again and never joined")
        };
        for body in returned {
            whole.bodies.insert(body);
        }
        for anchor in anchors {
            if let Ok(body) = whole.body_mut(anchor.op.body()) {
                let data = &mut body.ops[anchor.op.index()];
                data.attributes = anchor.attributes;
                data.properties = anchor.properties;
                data.location = anchor.location;
            }
        }
        whole
    }
}
