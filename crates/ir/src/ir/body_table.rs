//! [`BodyTable`]: the bodies an [`Ir`](super::Ir) holds. A whole tree keeps
//! them in a dense vector indexed by body id (one bounds check per lookup);
//! a part made by a split keeps the few it was lent in a short sorted list.

use super::body::Body;
use super::entity::BodyId;

#[derive(Debug, Default)]
pub(crate) struct BodyTable {
    /// Indexed by body id; `None` for a freed body or one lent to a part.
    dense: Vec<Option<Body>>,
    /// A part's bodies, sorted by id.
    sparse: Vec<Body>,
    /// Whether new bodies go to `sparse` (in a part).
    is_part: bool,
}

impl BodyTable {
    /// The table of a whole tree.
    pub(crate) fn whole() -> Self {
        BodyTable::default()
    }

    /// The table of a part holding `bodies`.
    pub(crate) fn part(mut bodies: Vec<Body>) -> Self {
        bodies.sort_by_key(|b| b.id);
        BodyTable {
            dense: Vec::new(),
            sparse: bodies,
            is_part: true,
        }
    }

    #[inline]
    pub(crate) fn get(&self, id: BodyId) -> Option<&Body> {
        if let Some(Some(body)) = self.dense.get(id.index()) {
            return Some(body);
        }
        self.get_sparse(id)
    }

    #[inline]
    fn get_sparse(&self, id: BodyId) -> Option<&Body> {
        match self.sparse.as_slice() {
            [] => None,
            [only] => (only.id == id).then_some(only),
            bodies => bodies
                .binary_search_by_key(&id, |b| b.id)
                .ok()
                .map(|i| &bodies[i]),
        }
    }

    #[inline]
    pub(crate) fn get_mut(&mut self, id: BodyId) -> Option<&mut Body> {
        if let Some(Some(body)) = self.dense.get_mut(id.index()) {
            return Some(body);
        }
        match self.sparse.binary_search_by_key(&id, |b| b.id) {
            Ok(i) => Some(&mut self.sparse[i]),
            Err(_) => None,
        }
    }

    pub(crate) fn insert(&mut self, body: Body) {
        if self.is_part {
            let at = self.sparse.partition_point(|b| b.id < body.id);
            self.sparse.insert(at, body);
            return;
        }
        let index = body.id.index();
        if self.dense.len() <= index {
            self.dense.resize_with(index + 1, || None);
        }
        self.dense[index] = Some(body);
    }

    pub(crate) fn take(&mut self, id: BodyId) -> Option<Body> {
        if let Some(slot) = self.dense.get_mut(id.index())
            && slot.is_some()
        {
            return slot.take();
        }
        match self.sparse.binary_search_by_key(&id, |b| b.id) {
            Ok(i) => Some(self.sparse.remove(i)),
            Err(_) => None,
        }
    }

    /// Every body, consuming the table.
    pub(crate) fn into_bodies(self) -> impl Iterator<Item = Body> {
        self.dense.into_iter().flatten().chain(self.sparse)
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &Body> {
        self.dense.iter().flatten().chain(self.sparse.iter())
    }
}
