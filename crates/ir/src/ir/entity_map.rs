//! [`EntityMap`]: a dense side table keyed by handles (Cranelift's
//! `SecondaryMap`), one vector per body. Analyses and printers use it to
//! attach data to ops, blocks or values without hashing.

use std::marker::PhantomData;

use super::entity::{BlockId, BodyId, OpId, RegionId, Value};

/// A handle that an [`EntityMap`] can key on.
pub trait EntityKey: Copy {
    /// The body of the entity.
    fn body(self) -> BodyId;
    /// Its dense index within the body.
    fn index(self) -> usize;
}

macro_rules! entity_key {
    ($($name:ident),*) => {$(
        impl EntityKey for $name {
            fn body(self) -> BodyId {
                $name::body(self)
            }
            fn index(self) -> usize {
                $name::index(self)
            }
        }
    )*};
}

entity_key!(OpId, BlockId, RegionId, Value);

/// A map from handles to `V`, dense per body, with `default` for entries
/// never set. Keyed by slot: a stale handle reads the entry of whatever
/// reuses its slot, so use it for live entities (as an analysis does).
#[derive(Clone, Debug)]
pub struct EntityMap<K, V> {
    bodies: Vec<Vec<V>>,
    default: V,
    key: PhantomData<fn(K)>,
}

impl<K: EntityKey, V: Clone> EntityMap<K, V> {
    /// An empty map whose missing entries read as `default`.
    pub fn with_default(default: V) -> Self {
        EntityMap {
            bodies: Vec::new(),
            default,
            key: PhantomData,
        }
    }

    /// The entry of `key` (`default` when never set).
    #[inline]
    pub fn get(&self, key: K) -> &V {
        self.bodies
            .get(key.body().index())
            .and_then(|entries| entries.get(key.index()))
            .unwrap_or(&self.default)
    }

    /// The entry of `key`, created (as `default`) when missing.
    pub fn get_mut(&mut self, key: K) -> &mut V {
        let body = key.body().index();
        if self.bodies.len() <= body {
            self.bodies.resize_with(body + 1, Vec::new);
        }
        let entries = &mut self.bodies[body];
        if entries.len() <= key.index() {
            entries.resize(key.index() + 1, self.default.clone());
        }
        &mut entries[key.index()]
    }

    /// Sets the entry of `key`.
    pub fn insert(&mut self, key: K, value: V) {
        *self.get_mut(key) = value;
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.bodies.clear();
    }
}

impl<K: EntityKey, V: Clone + Default> Default for EntityMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}
