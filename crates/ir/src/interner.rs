//! A thread-safe, append-only interner: equal values get the same small index.
//!
//! Types, attributes and strings are interned in the [`Context`](crate::Context)
//! so that they compare by handle, as MLIR's uniqued storage does. Reads of an
//! interned value are lock-free (`boxcar` gives stable `&T` to appended items);
//! insertion takes a short write lock on the hash index. This keeps the context
//! `Sync`, so passes may later run over sibling functions in parallel.

use std::hash::{BuildHasher, Hash};
use std::sync::RwLock;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

/// An append-only set of `T`, addressed by dense `u32` indices.
pub struct Interner<T> {
    items: boxcar::Vec<T>,
    index: RwLock<HashTable<u32>>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            index: RwLock::new(HashTable::new()),
        }
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// Returns the index of `value`, inserting it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        match self.lookup(&value) {
            Some(id) => id,
            None => self.insert(value),
        }
    }

    /// Returns the index of a value equal to `probe`, or inserts `make()`.
    /// `make()` must produce a value equal to `probe` (and hash alike); it is only
    /// called on a miss, so lookups of existing values never allocate.
    pub fn intern_with<Q>(&self, probe: &Q, make: impl FnOnce() -> T) -> u32
    where
        Q: Hash + ?Sized,
        T: PartialEq<Q>,
    {
        match self.lookup(probe) {
            Some(id) => id,
            None => self.insert(make()),
        }
    }

    fn lookup<Q>(&self, probe: &Q) -> Option<u32>
    where
        Q: Hash + ?Sized,
        T: PartialEq<Q>,
    {
        let hash = FxBuildHasher.hash_one(probe);
        let index = self.index.read().unwrap_or_else(|e| e.into_inner());
        index
            .find(hash, |&id| self.items[id as usize] == *probe)
            .copied()
    }

    fn insert(&self, value: T) -> u32 {
        let hash = FxBuildHasher.hash_one(&value);
        let mut index = self.index.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = index.find(hash, |&id| self.items[id as usize] == value) {
            return id;
        }
        let id = u32::try_from(self.items.push(value)).unwrap_or(u32::MAX);
        let items = &self.items;
        index.insert_unique(hash, id, |&other| {
            FxBuildHasher.hash_one(&items[other as usize])
        });
        id
    }

    /// The value at `id`. Ids come only from this interner, so this cannot fail
    /// for a valid id.
    pub fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    /// How many distinct values have been interned.
    pub fn len(&self) -> usize {
        self.items.count()
    }

    /// Whether nothing has been interned yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_share_an_index() {
        let interner: Interner<String> = Interner::default();
        let a = interner.intern("a".to_string());
        let b = interner.intern("b".to_string());
        assert_ne!(a, b);
        assert_eq!(interner.intern("a".to_string()), a);
        assert_eq!(interner.get(b), "b");
        assert_eq!(interner.len(), 2);
    }

    #[test]
    fn interning_is_thread_safe() {
        let interner: Interner<u64> = Interner::default();
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    for i in 0..1000u64 {
                        interner.intern(i);
                    }
                });
            }
        });
        assert_eq!(interner.len(), 1000);
        for i in 0..1000u64 {
            assert_eq!(*interner.get(interner.intern(i)), i);
        }
    }
}
