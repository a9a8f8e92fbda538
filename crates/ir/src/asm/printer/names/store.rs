//! Where the printer's value names live: per body, the name of each value
//! and the number of each block, plus the set of names in use while they
//! are chosen.

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, BodyId, Value};

/// How a value prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum NameKind {
    /// Not named (yet): a result after the first of its group.
    #[default]
    Unnamed,
    /// `%N`.
    Numbered,
    /// A name of the body's [`NameTable`].
    Named,
    /// `%argN`, an entry block argument without a name of its own.
    Argument,
}

/// The name of one value.
#[derive(Clone, Copy, Default)]
pub(super) struct ValueName {
    pub(super) kind: NameKind,
    /// Whether this result starts a result group.
    pub(super) leader: bool,
    /// The number (`Numbered`, `Argument`) or the name's id in the body's
    /// table (`Named`).
    pub(super) id: u32,
}

/// The names chosen for the values of one body, in one buffer.
#[derive(Default)]
pub(super) struct NameTable {
    text: String,
    ends: Vec<u32>,
}

impl NameTable {
    pub(super) fn push(&mut self, name: &str) -> u32 {
        self.text.push_str(name);
        self.ends.push(self.text.len() as u32);
        (self.ends.len() - 1) as u32
    }

    pub(super) fn get(&self, id: u32) -> &str {
        let id = id as usize;
        let start = if id == 0 {
            0
        } else {
            self.ends[id - 1] as usize
        };
        &self.text[start..self.ends[id] as usize]
    }
}

/// The names of one body's values and blocks.
#[derive(Default)]
pub(super) struct BodyNames {
    /// By value index in the body.
    values: Vec<ValueName>,
    /// `^bbN` numbers, by block index in the body.
    blocks: Vec<u32>,
    /// The names of named values ([`ValueName::id`] indexes it).
    pub(super) names: NameTable,
}

impl BodyNames {
    pub(super) fn set_value(&mut self, value: Value, name: ValueName) {
        let index = value.index();
        if self.values.len() <= index {
            self.values.resize(index + 1, ValueName::default());
        }
        self.values[index] = name;
    }

    pub(super) fn value(&self, value: Value) -> ValueName {
        self.values.get(value.index()).copied().unwrap_or_default()
    }

    pub(super) fn set_block(&mut self, block: BlockId, number: u32) {
        if self.blocks.len() <= block.index() {
            self.blocks.resize(block.index() + 1, 0);
        }
        self.blocks[block.index()] = number;
    }

    pub(super) fn block(&self, block: BlockId) -> Option<u32> {
        self.blocks.get(block.index()).copied()
    }

    /// Adds `values` to every `%N` and `arguments` to every `%argN` (a part
    /// numbered from zero, moved to where it goes in the whole).
    pub(super) fn shift(&mut self, values: u32, arguments: u32) {
        for name in &mut self.values {
            match name.kind {
                NameKind::Numbered => name.id += values,
                NameKind::Argument => name.id += arguments,
                NameKind::Unnamed | NameKind::Named => {}
            }
        }
    }
}

/// Where a [`NameState`](super::NameState) keeps its [`BodyNames`]: by body
/// index for the whole output; for a part numbered on another thread, which
/// touches a body or two, as a short list (so that a thousand parts do not
/// each hold a table as long as the number of bodies).
pub(super) enum BodyStore {
    Dense(Vec<BodyNames>),
    Sparse(Vec<(BodyId, BodyNames)>),
}

impl BodyStore {
    pub(super) fn get(&self, body: BodyId) -> Option<&BodyNames> {
        match self {
            BodyStore::Dense(bodies) => bodies.get(body.index()),
            BodyStore::Sparse(bodies) => bodies
                .iter()
                .rev()
                .find(|(b, _)| *b == body)
                .map(|(_, names)| names),
        }
    }

    pub(super) fn get_mut(&mut self, body: BodyId) -> &mut BodyNames {
        match self {
            BodyStore::Dense(bodies) => {
                if bodies.len() <= body.index() {
                    bodies.resize_with(body.index() + 1, BodyNames::default);
                }
                &mut bodies[body.index()]
            }
            BodyStore::Sparse(bodies) => {
                // Most writes go to the body written last.
                match bodies.iter().rposition(|(b, _)| *b == body) {
                    Some(position) => &mut bodies[position].1,
                    None => {
                        bodies.push((body, BodyNames::default()));
                        let last = bodies.len() - 1;
                        &mut bodies[last].1
                    }
                }
            }
        }
    }

    pub(super) fn bodies_mut(&mut self) -> impl Iterator<Item = &mut BodyNames> {
        let (dense, sparse) = match self {
            BodyStore::Dense(bodies) => (Some(bodies.iter_mut()), None),
            BodyStore::Sparse(bodies) => (None, Some(bodies.iter_mut().map(|(_, names)| names))),
        };
        dense
            .into_iter()
            .flatten()
            .chain(sparse.into_iter().flatten())
    }

    pub(super) fn into_bodies(self) -> Vec<(BodyId, BodyNames)> {
        match self {
            BodyStore::Dense(bodies) => bodies
                .into_iter()
                .enumerate()
                .map(|(index, names)| (BodyId::from_index(index), names))
                .collect(),
            BodyStore::Sparse(bodies) => bodies,
        }
    }
}

/// Names in use, with scopes that can be rolled back: each distinct name
/// gets an id once, so defining a name again allocates nothing.
#[derive(Clone, Default)]
pub(super) struct UsedNames {
    ids: FxHashMap<Box<str>, u32>,
    /// How many times each name (by id) is in use.
    counts: Vec<u32>,
    /// The ids defined, in order, for [`UsedNames::truncate`].
    log: Vec<u32>,
}

impl UsedNames {
    pub(super) fn contains(&self, name: &str) -> bool {
        self.ids
            .get(name)
            .is_some_and(|&id| self.counts[id as usize] > 0)
    }

    pub(super) fn insert(&mut self, name: &str) {
        let id = match self.ids.get(name) {
            Some(&id) => id,
            None => {
                let id = self.counts.len() as u32;
                self.ids.insert(name.into(), id);
                self.counts.push(0);
                id
            }
        };
        self.counts[id as usize] += 1;
        self.log.push(id);
    }

    /// How many names were defined (the depth to truncate back to).
    pub(super) fn depth(&self) -> usize {
        self.log.len()
    }

    pub(super) fn truncate(&mut self, depth: usize) {
        while self.log.len() > depth {
            if let Some(id) = self.log.pop() {
                self.counts[id as usize] -= 1;
            }
        }
    }

    /// Whether a name in use reads like an argument's (`argN`).
    pub(super) fn has_argument_like_name(&self) -> bool {
        self.ids
            .iter()
            .any(|(name, &id)| self.counts[id as usize] > 0 && is_argument_like(name))
    }
}

/// Whether `name` is `arg` followed by digits, as entry block arguments are
/// named.
pub(super) fn is_argument_like(name: &str) -> bool {
    name.strip_prefix("arg")
        .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}
