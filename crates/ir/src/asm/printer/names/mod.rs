//! Value and block naming for the printer (MLIR's `SSANameState`).
//!
//! Values with a name hint print by it (uniqued with `_N` suffixes on clashes,
//! like MLIR's OpAsm result names); other values are numbered `%0, %1, ...`
//! per region tree exactly as mlir-opt numbers them, entry-block arguments as
//! `%argN`, and multi-result ops as one group `%0:2` used as `%0#1`.
//!
//! The walk is MLIR's: a region's values first, then the regions nested in
//! its ops, last op first. With threads, the bodies of isolated-from-above
//! ops (functions) are numbered on rayon's pool:
//!
//! - in the custom form each region starts from the counters and names of
//!   the region around it, so sibling functions are independent;
//! - in the generic form numbers run on through the whole output, so each
//!   function is numbered from zero and moved up by what the functions
//!   walked before it used. That is exact unless a name depends on where
//!   the numbers start (a `_N` suffix was needed, or an argument was named
//!   `argN` where a name of that kind is in scope); then the whole walk
//!   runs again on one thread.

mod store;

use std::ops::Range;
use std::sync::Arc;

use rayon::prelude::*;
use smallvec::SmallVec;

use crate::context::Symbol;
use crate::ir::{BlockId, BodyId, Ir, OpId, RegionId, Value, ValueDef};
use crate::registry::OpTraits;
use store::{BodyStore, NameKind, UsedNames, ValueName, is_argument_like};

/// How a value prints.
pub(crate) enum PrintedName<'a> {
    /// `%N`.
    Number(u32),
    /// `%argN`.
    Argument(u32),
    /// `%name`.
    Named(&'a str),
}

/// How the values of an IR tree are named.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Naming {
    /// Whether ops may suggest result names (`%c42_i32`; custom form only).
    pub(crate) suggest_names: bool,
    /// Whether numbers run on through the whole output rather than start
    /// again in sibling regions (the generic form, or
    /// `--mlir-print-unique-ssa-ids`).
    pub(crate) unique_ids: bool,
    /// Whether ops without results take a number too, as their id in
    /// `--mlir-print-value-users` comments (MLIR's operation IDs).
    pub(crate) op_ids: bool,
    /// Whether a value whose location holds a name (`loc("foo")`) is named
    /// by it (`--mlir-use-nameloc-as-prefix`): before the name an op
    /// suggests, after the value's name hint.
    pub(crate) nameloc_prefix: bool,
}

/// The names of the values and blocks of an IR tree being printed.
pub(crate) struct NameState {
    bodies: BodyStore,
    /// The ids of ops without results ([`Naming::op_ids`]).
    op_ids: rustc_hash::FxHashMap<OpId, u32>,
    /// Whether ops without results are numbered.
    number_ops: bool,
    /// Whether ops may suggest result names (custom form only).
    suggest_names: bool,
    /// Whether name locations name values ([`Naming::nameloc_prefix`]).
    nameloc_prefix: bool,
    /// What makes a name depend on where the counters started (see the
    /// module documentation).
    sensitivity: Sensitivity,
}

/// What a walk did that may make its names depend on where its counters
/// started.
#[derive(Clone, Copy, Default)]
struct Sensitivity {
    /// A `_N` suffix was tried (the conflict counter decides the name).
    probed_suffix: bool,
    /// An argument got a generated `argN` (its number decides the name).
    generated_argument: bool,
    /// A name of the `argN` kind was chosen for some value (it could clash
    /// with a generated one once the numbers move).
    argument_like_name: bool,
}

impl Sensitivity {
    /// Whether the names of a part numbered from zero could change if its
    /// numbers moved, given whether the names it inherits include an `argN`.
    fn depends_on_start(self, inherits_argument_like: bool) -> bool {
        self.probed_suffix
            || (self.generated_argument && (self.argument_like_name || inherits_argument_like))
    }
}

#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
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
    /// `naming`: whether ops suggest names, and whether values are numbered
    /// uniquely across the whole output instead of restarting in sibling
    /// regions (MLIR does this for the generic form).
    /// `threads`: number the bodies of isolated-from-above ops (functions)
    /// on rayon's pool (see the module documentation); the names are the
    /// same either way.
    pub(crate) fn new(ir: &Ir, root: OpId, use_hints: bool, naming: Naming, threads: bool) -> Self {
        let unique_ids = naming.unique_ids;
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
        let mut state = NameState::empty(BodyStore::Dense(Vec::new()), naming);
        let mut used = UsedNames::default();
        let mut counters = Counters::default();
        // As in MLIR, the root's regions start from the counters as they were
        // before the root's own results were numbered, but see its names.
        let before_root = counters;
        state.number_op(&walk, root, &mut counters, &mut used);
        // The root's id (`--mlir-print-value-users`) stays taken where
        // numbers run through the whole output.
        let region_start = if unique_ids && naming.op_ids {
            counters
        } else {
            before_root
        };
        let frames = ir
            .regions(root)
            .iter()
            .map(|&region| Frame {
                region,
                counters: region_start,
                depth: used.depth(),
            })
            .collect();
        let mut forked = Vec::new();
        // Op ids are few and for debugging: they are numbered on one thread.
        let fork = (threads && !naming.op_ids).then_some(&mut forked);
        let after = state.number_frames(&walk, frames, counters, &mut used, fork);
        if forked.is_empty() {
            return state;
        }
        let mut parts: Vec<(NameState, Counters)> = forked
            .par_iter()
            .with_max_len(1)
            .map(|job: &ForkedOp| {
                let mut part = NameState::empty(BodyStore::Sparse(Vec::new()), naming);
                let mut used = UsedNames::clone(&job.used);
                // In the generic form a part counts from zero; it is moved
                // up below.
                let start = if unique_ids {
                    Counters::default()
                } else {
                    job.counters
                };
                let frames = ir
                    .regions(job.op)
                    .iter()
                    .map(|&region| Frame {
                        region,
                        counters: start,
                        depth: used.depth(),
                    })
                    .collect();
                let end = part.number_frames(&walk, frames, start, &mut used, None);
                (part, end)
            })
            .collect();
        if unique_ids {
            let inherits = forked
                .first()
                .is_some_and(|job| job.used.has_argument_like_name());
            if parts
                .iter()
                .any(|(part, _)| part.sensitivity.depends_on_start(inherits))
            {
                return NameState::new(ir, root, use_hints, naming, false);
            }
            // The walk takes sibling functions last first.
            let mut offset = after;
            for (part, used) in parts.iter_mut().rev() {
                for body in part.bodies.bodies_mut() {
                    body.shift(offset.value, offset.argument);
                }
                offset.value += used.value;
                offset.argument += used.argument;
            }
        }
        for (part, _) in parts {
            state.absorb(part);
        }
        state
    }

    fn empty(bodies: BodyStore, naming: Naming) -> Self {
        NameState {
            bodies,
            op_ids: rustc_hash::FxHashMap::default(),
            number_ops: naming.op_ids,
            suggest_names: naming.suggest_names,
            nameloc_prefix: naming.nameloc_prefix,
            sensitivity: Sensitivity::default(),
        }
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
    /// separately: in the generic form only from the last region the walk
    /// takes, when every op with regions in it is isolated (the forked ops
    /// are then all that is left, in order). Returns the counters at the
    /// end.
    fn number_frames(
        &mut self,
        walk: &Walk<'_>,
        mut stack: Vec<Frame>,
        mut counters: Counters,
        used: &mut UsedNames,
        mut fork: Option<&mut Vec<ForkedOp>>,
    ) -> Counters {
        let ir = walk.ir;
        while let Some(frame) = stack.pop() {
            if !walk.unique_ids {
                counters = frame.counters;
            }
            used.truncate(frame.depth);
            self.number_region(walk, frame.region, &mut counters, used);
            let depth = used.depth();
            let fork_here = match fork.as_deref_mut() {
                Some(_) if walk.unique_ids => {
                    stack.is_empty() && only_isolated_ops_have_regions(ir, frame.region)
                }
                Some(_) => true,
                None => false,
            };
            let mut shared: Option<Arc<UsedNames>> = None;
            for block in ir.region_blocks(frame.region) {
                for op in ir.block_ops(block) {
                    let regions = ir.regions(op);
                    if fork_here
                        && let Some(forked) = fork.as_deref_mut()
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
        counters
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
            self.sensitivity.probed_suffix = true;
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
        if is_argument_like(chosen) {
            self.sensitivity.argument_like_name = true;
        }
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
                kind: NameKind::Named,
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
            self.bodies
                .get_mut(block.body())
                .set_block(block, block_id as u32);
            let is_entry = block_id == 0;
            for &arg in ir.block_arguments(block) {
                if let Some(name) = (walk.hint)(arg) {
                    self.set_named(arg, ir.ctx().str(name), true, counters, used);
                }
            }
            let mut argument_name = String::new();
            for (index, &arg) in ir.block_arguments(block).iter().enumerate() {
                if self.value(arg).kind != NameKind::Unnamed {
                    continue;
                }
                let location_name = self
                    .nameloc_prefix
                    .then(|| {
                        ir.block_argument_location(block, index)
                            .first_name(ir.ctx())
                    })
                    .flatten();
                if let Some(name) = location_name {
                    // An entry argument still uses up its `argN` number.
                    counters.argument += u32::from(is_entry);
                    self.set_named(arg, ir.ctx().str(name), true, counters, used);
                } else if is_entry {
                    use std::fmt::Write;
                    let number = counters.argument;
                    counters.argument += 1;
                    self.sensitivity.generated_argument = true;
                    argument_name.clear();
                    let _ = write!(argument_name, "arg{number}");
                    if used.contains(&argument_name) {
                        // Taken by a name hint: uniqued like any name.
                        self.set_named(arg, &argument_name, true, counters, used);
                    } else {
                        used.insert(&argument_name);
                        self.set_value(
                            arg,
                            ValueName {
                                kind: NameKind::Argument,
                                leader: true,
                                id: number,
                            },
                        );
                    }
                } else {
                    self.set_value(
                        arg,
                        ValueName {
                            kind: NameKind::Numbered,
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
        if results.is_empty() && self.number_ops {
            self.op_ids.insert(op, counters.value);
            counters.value += 1;
            return;
        }
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
        // The op's name location replaces the names it suggests, and names
        // its first result when it suggests none for it.
        let location_name = self
            .nameloc_prefix
            .then(|| ir.op_location(op).first_name(ir.ctx()))
            .flatten()
            .map(|name| ir.ctx().str(name));
        for (i, &result) in results.iter().enumerate() {
            if let Some(name) = (walk.hint)(result) {
                self.set_named(result, ir.ctx().str(name), true, counters, used);
            } else if let Some((_, range)) = suggested.iter().find(|(value, _)| *value == result) {
                let name = location_name.unwrap_or(&suggested_text[range.clone()]);
                self.set_named(result, name, true, counters, used);
            } else if i == 0
                && let Some(name) = location_name
            {
                self.set_named(result, name, true, counters, used);
            } else if i == 0 {
                self.set_value(
                    result,
                    ValueName {
                        kind: NameKind::Numbered,
                        leader: true,
                        id: counters.value,
                    },
                );
                counters.value += 1;
            }
        }
    }

    /// The id of an op without results (`--mlir-print-value-users`).
    pub(crate) fn op_id(&self, op: OpId) -> Option<u32> {
        self.op_ids.get(&op).copied()
    }

    /// The block's `^bbN` number.
    pub(crate) fn block_number(&self, block: BlockId) -> u32 {
        self.bodies
            .get(block.body())
            .and_then(|names| names.block(block))
            .unwrap_or(0)
    }

    fn base_name(&self, value: Value) -> Option<PrintedName<'_>> {
        let names = self.bodies.get(value.body())?;
        let entry = names.value(value);
        match entry.kind {
            NameKind::Numbered => Some(PrintedName::Number(entry.id)),
            NameKind::Argument => Some(PrintedName::Argument(entry.id)),
            NameKind::Named => Some(PrintedName::Named(names.names.get(entry.id))),
            NameKind::Unnamed => None,
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

/// Whether every op with regions directly in `region` is isolated from
/// above (a module of functions).
fn only_isolated_ops_have_regions(ir: &Ir, region: RegionId) -> bool {
    ir.region_blocks(region).all(|block| {
        ir.block_ops(block)
            .all(|op| ir.regions(op).is_empty() || ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE))
    })
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
