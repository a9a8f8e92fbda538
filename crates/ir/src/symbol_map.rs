//! [`SymbolMap`]: a map keyed by interned strings, dense by symbol index.
//!
//! Registration data (op definitions, their traits and interface verifiers)
//! is looked up for every op the parser, the verifier and the printer touch.
//! Op names are interned when their ops are registered, early and into low
//! symbol indices, so a vector indexed by symbol answers those lookups with
//! one bounds check instead of a hash probe. A name interned later (say an
//! unregistered op) lies past the end and reads as absent.

use crate::context::Symbol;

/// A map from [`Symbol`] to `V`, stored as a vector indexed by the symbol.
#[derive(Clone, Debug)]
pub struct SymbolMap<V> {
    entries: Vec<Option<V>>,
    len: usize,
}

impl<V> Default for SymbolMap<V> {
    fn default() -> Self {
        Self {
            entries: Vec::new(),
            len: 0,
        }
    }
}

impl<V> SymbolMap<V> {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// The entry of `key`.
    #[inline]
    pub fn get(&self, key: Symbol) -> Option<&V> {
        self.entries.get(key.0 as usize)?.as_ref()
    }

    /// The entry of `key`, mutably.
    pub fn get_mut(&mut self, key: Symbol) -> Option<&mut V> {
        self.entries.get_mut(key.0 as usize)?.as_mut()
    }

    /// Sets the entry of `key`, returning the one it replaces.
    pub fn insert(&mut self, key: Symbol, value: V) -> Option<V> {
        let index = key.0 as usize;
        if self.entries.len() <= index {
            self.entries.resize_with(index + 1, || None);
        }
        let old = self.entries[index].replace(value);
        if old.is_none() {
            self.len += 1;
        }
        old
    }

    /// The entry of `key`, made with `make` when absent.
    pub fn get_or_insert_with(&mut self, key: Symbol, make: impl FnOnce() -> V) -> &mut V {
        let index = key.0 as usize;
        if self.entries.len() <= index {
            self.entries.resize_with(index + 1, || None);
        }
        let entry = &mut self.entries[index];
        if entry.is_none() {
            self.len += 1;
        }
        entry.get_or_insert_with(make)
    }

    /// Whether `key` has an entry.
    pub fn contains_key(&self, key: Symbol) -> bool {
        self.get(key).is_some()
    }

    /// How many entries the map holds.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the map holds no entry.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The entries, by increasing symbol index.
    pub fn iter(&self) -> impl Iterator<Item = (Symbol, &V)> {
        self.entries
            .iter()
            .enumerate()
            .filter_map(|(index, entry)| Some((Symbol(index as u32), entry.as_ref()?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

    #[test]
    fn entries_are_found_by_symbol_and_absent_ones_read_as_none() {
        let ctx = Context::new();
        let early = ctx.intern_str("t.early");
        let late = ctx.intern_str("t.late");
        let mut map = SymbolMap::new();
        assert!(map.is_empty());
        assert_eq!(map.insert(early, 1), None);
        assert_eq!(map.get(early), Some(&1));
        assert_eq!(map.get(late), None);
        assert_eq!(map.insert(early, 2), Some(1));
        *map.get_or_insert_with(late, || 10) += 1;
        assert_eq!(map.get(late), Some(&11));
        assert_eq!(map.len(), 2);
        let keys: Vec<Symbol> = map.iter().map(|(key, _)| key).collect();
        assert_eq!(keys, vec![early, late]);
        assert!(map.contains_key(late));
        *map.get_mut(late).expect("present") = 0;
        assert_eq!(map.get(late), Some(&0));
    }
}
