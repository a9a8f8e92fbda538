//! Value and block naming for the printer (MLIR's `SSANameState`).
//!
//! Values with a name hint print by it (uniqued with `_N` suffixes on clashes,
//! like MLIR's OpAsm result names); other values are numbered `%0, %1, ...`
//! per region tree exactly as mlir-opt numbers them, entry-block arguments as
//! `%argN`, and multi-result ops as one group `%0:2` used as `%0#1`.

use std::ops::Range;
use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::Symbol;
use crate::ir::{BlockId, BodyId, Ir, OpId, RegionId, Value, ValueDef};
use crate::registry::OpTraits;

#[derive(Clone, Copy, Default)]
struct ValueName {
    /// 0 = unnamed, 1 = numbered, 2 = named (index into the names of the
    /// value's body).
    kind: u8,
    /// Whether this result starts a result group.
    leader: bool,
    id: u32,
}

/// How a value prints.
pub(crate) enum PrintedName<'a> {
    Number(u32),
    Named(&'a str),
}

/// The names chosen for the values of one body, in one buffer.
#[derive(Default)]
struct NameTable {
    text: String,
    ends: Vec<u32>,
}

impl NameTable {
    fn push(&mut self, name: &str) -> u32 {
        self.text.push_str(name);
        self.ends.push(self.text.len() as u32);
        (self.ends.len() - 1) as u32
    }

    fn get(&self, id: u32) -> &str {
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
struct BodyNames {
    /// By value index in the body.
    values: Vec<ValueName>,
    /// `^bbN` numbers, by block index in the body.
    blocks: Vec<u32>,
    /// The names of named values ([`ValueName::id`] indexes it).
    names: NameTable,
}

impl BodyNames {
    fn set_value(&mut self, value: Value, name: ValueName) {
        let index = value.index();
        if self.values.len() <= index {
            self.values.resize(index + 1, ValueName::default());
        }
        self.values[index] = name;
    }

    fn value(&self, value: Value) -> ValueName {
        self.values.get(value.index()).copied().unwrap_or_default()
    }
}

/// Where a [`NameState`] keeps its [`BodyNames`]: by body index for the
/// whole output; for the part numbered on another thread, which touches a
/// body or two, as a short list (so that a thousand parts do not each hold
/// a table as long as the number of bodies).
enum BodyStore {
    Dense(Vec<BodyNames>),
    Sparse(Vec<(BodyId, BodyNames)>),
}

impl BodyStore {
    fn get(&self, body: BodyId) -> Option<&BodyNames> {
        match self {
            BodyStore::Dense(bodies) => bodies.get(body.index()),
            BodyStore::Sparse(bodies) => bodies
                .iter()
                .rev()
                .find(|(b, _)| *b == body)
                .map(|(_, n)| n),
        }
    }

    fn get_mut(&mut self, body: BodyId) -> &mut BodyNames {
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

    fn into_bodies(self) -> Vec<(BodyId, BodyNames)> {
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

pub(crate) struct NameState {
    bodies: BodyStore,
    /// Whether ops may suggest result names (custom form only).
    suggest_names: bool,
}

#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
}

/// Names in use, with scopes that can be rolled back: each distinct name
/// gets an id once, so defining a name again allocates nothing.
#[derive(Clone, Default)]
struct UsedNames {
    ids: FxHashMap<Box<str>, u32>,
    /// How many times each name (by id) is in use.
    counts: Vec<u32>,
    /// The ids defined, in order, for [`UsedNames::truncate`].
    log: Vec<u32>,
}

impl UsedNames {
    fn contains(&self, name: &str) -> bool {
        self.ids
            .get(name)
            .is_some_and(|&id| self.counts[id as usize] > 0)
    }

    fn insert(&mut self, name: &str) {
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

    fn truncate(&mut self, depth: usize) {
        while self.log.len() > depth {
            if let Some(id) = self.log.pop() {
                self.counts[id as usize] -= 1;
            }
        }
    }
}

/// A region still to be numbered, with the counters and the depth of the
/// used names it starts from.
struct Frame {
    region: RegionId,
    counters: Counters,
    depth: usize,
}

/// An isolated-from-above op whose regions are numbered on another thread:
/// they start from `counters` and see the names in `used`, as they would
/// in the walk.
struct ForkedOp {
    op: OpId,
    counters: Counters,
    used: Arc<UsedNames>,
}

/// What every step of one numbering walk reads.
struct Walk<'a> {
    ir: &'a Ir,
    /// The name hint of a value, if hints are used.
    hint: &'a (dyn Fn(Value) -> Option<Symbol> + Sync),
    /// Number values uniquely across the whole output (generic form).
    unique_ids: bool,
}

impl NameState {
    /// `unique_ids`: number values uniquely across the whole output instead of
    /// restarting in sibling regions (MLIR does this for the generic form).
    /// `threads`: in the custom form, where each region's numbering depends
    /// only on what encloses it, number the bodies of isolated-from-above
    /// ops (functions) on rayon's pool; the names are the same either way.
    pub(crate) fn new(
        ir: &Ir,
        root: OpId,
        use_hints: bool,
        unique_ids: bool,
        threads: bool,
    ) -> Self {
        // An empty hint (set through the API) names nothing.
        let hint = |value: Value| {
            ir.name_hint(value)
                .filter(|&name| use_hints && !ir.ctx().str(name).is_empty())
        };
        let walk = Walk {
            ir,
            hint: &hint,
            unique_ids,
        };
        let mut state = NameState::empty(unique_ids);
        let mut used = UsedNames::default();
        let mut counters = Counters::default();
        // As in MLIR, the root's regions start from the counters as they were
        // before the root's own results were numbered, but see its names.
        let before_root = counters;
        state.number_op(&walk, root, &mut counters, &mut used);
        let frames = ir
            .regions(root)
            .iter()
            .map(|&region| Frame {
                region,
                counters: before_root,
                depth: used.log.len(),
            })
            .collect();
        let mut forked = Vec::new();
        let fork = (threads && !unique_ids).then_some(&mut forked);
        state.number_frames(&walk, frames, counters, &mut used, fork);
        let parts: Vec<NameState> = forked
            .par_iter()
            .with_max_len(1)
            .map(|job: &ForkedOp| {
                let mut part = NameState {
                    bodies: BodyStore::Sparse(Vec::new()),
                    suggest_names: !unique_ids,
                };
                let mut used = UsedNames::clone(&job.used);
                let frames = ir
                    .regions(job.op)
                    .iter()
                    .map(|&region| Frame {
                        region,
                        counters: job.counters,
                        depth: used.log.len(),
                    })
                    .collect();
                part.number_frames(&walk, frames, job.counters, &mut used, None);
                part
            })
            .collect();
        for part in parts {
            state.absorb(part);
        }
        state
    }

    fn set_value(&mut self, value: Value, name: ValueName) {
        self.bodies.get_mut(value.body()).set_value(value, name);
    }

    fn value(&self, value: Value) -> ValueName {
        self.bodies
            .get(value.body())
            .map(|names| names.value(value))
            .unwrap_or_default()
    }

    fn empty(unique_ids: bool) -> Self {
        NameState {
            bodies: BodyStore::Dense(Vec::new()),
            suggest_names: !unique_ids,
        }
    }

    /// Takes in the names of `part`, numbered for other bodies.
    fn absorb(&mut self, part: NameState) {
        for (body, names) in part.bodies.into_bodies() {
            *self.bodies.get_mut(body) = names;
        }
    }

    /// Numbers the regions of `stack` and everything nested in them (MLIR's
    /// `SSANameState` walk: a region's values first, then the regions
    /// nested in its ops, each starting from the counters and names as they
    /// were after the enclosing region). With `fork`, the regions of
    /// isolated-from-above ops are listed there instead, to be numbered
    /// separately.
    fn number_frames(
        &mut self,
        walk: &Walk<'_>,
        mut stack: Vec<Frame>,
        mut counters: Counters,
        used: &mut UsedNames,
        mut fork: Option<&mut Vec<ForkedOp>>,
    ) {
        let ir = walk.ir;
        while let Some(frame) = stack.pop() {
            if !walk.unique_ids {
                counters = frame.counters;
            }
            used.truncate(frame.depth);
            self.number_region(walk, frame.region, &mut counters, used);
            let depth = used.log.len();
            let mut shared: Option<Arc<UsedNames>> = None;
            for block in ir.region_blocks(frame.region) {
                for op in ir.block_ops(block) {
                    let regions = ir.regions(op);
                    if let Some(forked) = fork.as_deref_mut()
                        && !regions.is_empty()
                        && ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
                    {
                        let used = shared.get_or_insert_with(|| Arc::new(used.clone()));
                        forked.push(ForkedOp {
                            op,
                            counters,
                            used: Arc::clone(used),
                        });
                        continue;
                    }
                    stack.extend(regions.iter().map(|&region| Frame {
                        region,
                        counters,
                        depth,
                    }));
                }
            }
        }
    }

    /// Records `name` (made unique with a `_N` suffix) for a value of
    /// `body`, returning its id there.
    fn unique_name(
        &mut self,
        body: BodyId,
        name: &str,
        counters: &mut Counters,
        used: &mut UsedNames,
    ) -> u32 {
        let renamed;
        let chosen = if used.contains(name) {
            loop {
                let probe = format!("{name}_{}", counters.conflict);
                counters.conflict += 1;
                if !used.contains(&probe) {
                    renamed = probe;
                    break renamed.as_str();
                }
            }
        } else {
            name
        };
        used.insert(chosen);
        self.bodies.get_mut(body).names.push(chosen)
    }

    fn set_named(
        &mut self,
        value: Value,
        name: &str,
        leader: bool,
        counters: &mut Counters,
        used: &mut UsedNames,
    ) {
        let id = self.unique_name(value.body(), &sanitize(name), counters, used);
        self.set_value(
            value,
            ValueName {
                kind: 2,
                leader,
                id,
            },
        );
    }

    fn number_region(
        &mut self,
        walk: &Walk<'_>,
        region: RegionId,
        counters: &mut Counters,
        used: &mut UsedNames,
    ) {
        let ir = walk.ir;
        for (block_id, block) in ir.region_blocks(region).enumerate() {
            let blocks = &mut self.bodies.get_mut(block.body()).blocks;
            if blocks.len() <= block.index() {
                blocks.resize(block.index() + 1, 0);
            }
            blocks[block.index()] = block_id as u32;
            let is_entry = block_id == 0;
            for &arg in ir.block_arguments(block) {
                if let Some(name) = (walk.hint)(arg) {
                    self.set_named(arg, ir.ctx().str(name), true, counters, used);
                }
            }
            let mut argument_name = String::new();
            for &arg in ir.block_arguments(block) {
                if self.value(arg).kind != 0 {
                    continue;
                }
                if is_entry {
                    use std::fmt::Write;
                    argument_name.clear();
                    let _ = write!(argument_name, "arg{}", counters.argument);
                    counters.argument += 1;
                    self.set_named(arg, &argument_name, true, counters, used);
                } else {
                    self.set_value(
                        arg,
                        ValueName {
                            kind: 1,
                            leader: true,
                            id: counters.value,
                        },
                    );
                    counters.value += 1;
                }
            }
            for op in ir.block_ops(block) {
                self.number_op(walk, op, counters, used);
            }
        }
    }

    fn number_op(
        &mut self,
        walk: &Walk<'_>,
        op: OpId,
        counters: &mut Counters,
        used: &mut UsedNames,
    ) {
        let ir = walk.ir;
        let results = ir.results(op);
        // Names the op suggests (MLIR's `getAsmResultNames`), for the custom
        // form only, as in MLIR: the texts go into one buffer.
        let mut suggested: SmallVec<[(Value, Range<usize>); 1]> = SmallVec::new();
        let mut suggested_text = String::new();
        if self.suggest_names
            && let Some(result_names) = ir.op_definition(op).and_then(|d| d.result_names)
        {
            result_names(ir, op, &mut |value, name| {
                let start = suggested_text.len();
                suggested_text.push_str(name);
                suggested.push((value, start..suggested_text.len()));
            });
        }
        for (i, &result) in results.iter().enumerate() {
            if let Some(name) = (walk.hint)(result) {
                self.set_named(result, ir.ctx().str(name), true, counters, used);
            } else if let Some((_, range)) = suggested.iter().find(|(value, _)| *value == result) {
                self.set_named(result, &suggested_text[range.clone()], true, counters, used);
            } else if i == 0 {
                self.set_value(
                    result,
                    ValueName {
                        kind: 1,
                        leader: true,
                        id: counters.value,
                    },
                );
                counters.value += 1;
            }
        }
    }

    /// The block's `^bbN` number.
    pub(crate) fn block_number(&self, block: BlockId) -> u32 {
        self.bodies
            .get(block.body())
            .and_then(|names| names.blocks.get(block.index()).copied())
            .unwrap_or(0)
    }

    fn base_name(&self, value: Value) -> Option<PrintedName<'_>> {
        let names = self.bodies.get(value.body())?;
        let entry = names.value(value);
        match entry.kind {
            1 => Some(PrintedName::Number(entry.id)),
            2 => Some(PrintedName::Named(names.names.get(entry.id))),
            _ => None,
        }
    }

    /// The value's printed name and, for a member of a multi-result group, its
    /// index in the group.
    pub(crate) fn lookup(&self, ir: &Ir, value: Value) -> (Option<PrintedName<'_>>, Option<usize>) {
        let Some((results, index)) = ir.result_siblings(value) else {
            return match ir.value_def(value) {
                // A stand-in prints as the outer value it stands for.
                ValueDef::OutsideBody { value } => self.lookup(ir, value),
                _ => (self.base_name(value), None),
            };
        };
        if results.len() == 1 {
            return (self.base_name(value), None);
        }
        let leader = (0..=index)
            .rev()
            .find(|&i| self.is_leader(results[i]))
            .unwrap_or(0);
        let end = (index + 1..results.len())
            .find(|&i| self.is_leader(results[i]))
            .unwrap_or(results.len());
        let group_index = if end - leader > 1 {
            Some(index - leader)
        } else {
            None
        };
        (self.base_name(results[leader]), group_index)
    }

    fn is_leader(&self, value: Value) -> bool {
        self.value(value).leader
    }

    /// The result groups of `op`: (first result index, size).
    pub(crate) fn result_groups(&self, ir: &Ir, op: OpId) -> Vec<(usize, usize)> {
        let results = ir.results(op);
        let mut groups = Vec::new();
        let mut start = 0;
        for i in 1..=results.len() {
            if i == results.len() || self.is_leader(results[i]) {
                groups.push((start, i - start));
                start = i;
            }
        }
        groups
    }
}

/// A name hint made printable as an SSA name (MLIR's `sanitizeIdentifier`):
/// characters other than letters, digits and `$._-` become `_`, and a name
/// starting with a digit gets a leading `_` (so it cannot read as `%0`).
fn sanitize(name: &str) -> std::borrow::Cow<'_, str> {
    let valid_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '$' | '.' | '_' | '-');
    let starts_with_digit = name.starts_with(|c: char| c.is_ascii_digit());
    if !starts_with_digit && name.chars().all(valid_char) {
        return name.into();
    }
    let mut out = String::with_capacity(name.len() + 1);
    if starts_with_digit {
        out.push('_');
    }
    out.extend(name.chars().map(|c| if valid_char(c) { c } else { '_' }));
    out.into()
}

#[cfg(test)]
mod tests {
    use super::sanitize;

    #[test]
    fn hints_are_sanitized_into_valid_ssa_names() {
        assert_eq!(sanitize("x"), "x");
        assert_eq!(sanitize("a.b$c-d_1"), "a.b$c-d_1");
        assert_eq!(sanitize("0"), "_0");
        assert_eq!(sanitize("1x"), "_1x");
        assert_eq!(sanitize("a b"), "a_b");
        assert_eq!(sanitize("t#1"), "t_1");
    }
}
