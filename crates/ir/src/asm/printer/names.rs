//! Value and block naming for the printer (MLIR's `SSANameState`).
//!
//! Values with a name hint print by it (uniqued with `_N` suffixes on clashes,
//! like MLIR's OpAsm result names); other values are numbered `%0, %1, ...`
//! per region tree exactly as mlir-opt numbers them, entry-block arguments as
//! `%argN`, and multi-result ops as one group `%0:2` used as `%0#1`.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::Symbol;
use crate::ir::{BlockId, EntityMap, Ir, OpId, RegionId, Value, ValueDef};

#[derive(Clone, Copy, Default)]
struct ValueName {
    /// 0 = unnamed, 1 = numbered, 2 = named (index into `names`).
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

pub(crate) struct NameState {
    values: EntityMap<Value, ValueName>,
    names: Vec<String>,
    blocks: EntityMap<BlockId, u32>,
    /// Whether ops may suggest result names (custom form only).
    suggest_names: bool,
}

struct Counters {
    value: u32,
    argument: u32,
    conflict: u32,
}

/// Names in use, with scopes that can be rolled back.
#[derive(Default)]
struct UsedNames {
    set: FxHashMap<String, u32>,
    log: Vec<String>,
}

impl UsedNames {
    fn contains(&self, name: &str) -> bool {
        self.set.get(name).is_some_and(|&n| n > 0)
    }

    fn insert(&mut self, name: String) {
        *self.set.entry(name.clone()).or_default() += 1;
        self.log.push(name);
    }

    fn truncate(&mut self, depth: usize) {
        while self.log.len() > depth {
            if let Some(name) = self.log.pop()
                && let Some(count) = self.set.get_mut(&name)
            {
                *count -= 1;
            }
        }
    }
}

impl NameState {
    /// `unique_ids`: number values uniquely across the whole output instead of
    /// restarting in sibling regions (MLIR does this for the generic form).
    pub(crate) fn new(ir: &Ir, root: OpId, use_hints: bool, unique_ids: bool) -> Self {
        let mut state = NameState {
            values: EntityMap::default(),
            names: Vec::new(),
            blocks: EntityMap::default(),
            suggest_names: !unique_ids,
        };
        let mut used = UsedNames::default();
        let mut counters = Counters {
            value: 0,
            argument: 0,
            conflict: 0,
        };
        // An empty hint (set through the API) names nothing.
        let hint = |value: Value| {
            ir.name_hint(value)
                .filter(|&name| use_hints && !ir.ctx().str(name).is_empty())
        };
        // As in MLIR, the root's regions start from the counters as they were
        // before the root's own results were numbered, but see its names.
        let (value, argument, conflict) = (counters.value, counters.argument, counters.conflict);
        state.number_op(ir, root, &mut counters, &mut used, &hint);
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> = ir
            .regions(root)
            .iter()
            .map(|&r| (r, value, argument, conflict, used.log.len()))
            .collect();
        while let Some((region, value, argument, conflict, depth)) = stack.pop() {
            if !unique_ids {
                counters = Counters {
                    value,
                    argument,
                    conflict,
                };
            }
            used.truncate(depth);
            let scope_depth = used.log.len();
            state.number_region(ir, region, &mut counters, &mut used, &hint);
            for block in ir.region_blocks(region) {
                for op in ir.block_ops(block) {
                    for &nested in ir.regions(op) {
                        stack.push((
                            nested,
                            counters.value,
                            counters.argument,
                            counters.conflict,
                            used.log.len().max(scope_depth),
                        ));
                    }
                }
            }
        }
        state
    }

    fn unique_name(&mut self, name: &str, counters: &mut Counters, used: &mut UsedNames) -> u32 {
        let mut chosen = name.to_string();
        if used.contains(&chosen) {
            loop {
                let probe = format!("{name}_{}", counters.conflict);
                counters.conflict += 1;
                if !used.contains(&probe) {
                    chosen = probe;
                    break;
                }
            }
        }
        used.insert(chosen.clone());
        self.names.push(chosen);
        (self.names.len() - 1) as u32
    }

    fn set_named(
        &mut self,
        value: Value,
        name: &str,
        leader: bool,
        counters: &mut Counters,
        used: &mut UsedNames,
    ) {
        let id = self.unique_name(&sanitize(name), counters, used);
        self.values.insert(
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
        ir: &Ir,
        region: RegionId,
        counters: &mut Counters,
        used: &mut UsedNames,
        hint: &dyn Fn(Value) -> Option<Symbol>,
    ) {
        for (block_id, block) in ir.region_blocks(region).enumerate() {
            self.blocks.insert(block, block_id as u32);
            let is_entry = block_id == 0;
            for &arg in ir.block_arguments(block) {
                if let Some(name) = hint(arg) {
                    self.set_named(arg, ir.ctx().str(name), true, counters, used);
                }
            }
            for &arg in ir.block_arguments(block) {
                if self.values.get(arg).kind != 0 {
                    continue;
                }
                if is_entry {
                    let name = format!("arg{}", counters.argument);
                    counters.argument += 1;
                    self.set_named(arg, &name, true, counters, used);
                } else {
                    self.values.insert(
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
                self.number_op(ir, op, counters, used, hint);
            }
        }
    }

    fn number_op(
        &mut self,
        ir: &Ir,
        op: OpId,
        counters: &mut Counters,
        used: &mut UsedNames,
        hint: &dyn Fn(Value) -> Option<Symbol>,
    ) {
        let results = ir.results(op);
        // Names the op suggests (MLIR's `getAsmResultNames`), for the custom
        // form only, as in MLIR.
        let mut suggested: SmallVec<[(Value, String); 1]> = SmallVec::new();
        if self.suggest_names
            && let Some(result_names) = ir.op_definition(op).and_then(|d| d.result_names)
        {
            result_names(ir, op, &mut |value, name| {
                suggested.push((value, name.to_string()))
            });
        }
        for (i, &result) in results.iter().enumerate() {
            if let Some(name) = hint(result) {
                self.set_named(result, ir.ctx().str(name), true, counters, used);
            } else if let Some((_, name)) = suggested.iter().find(|(value, _)| *value == result) {
                self.set_named(result, name, true, counters, used);
            } else if i == 0 {
                self.values.insert(
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
        *self.blocks.get(block)
    }

    fn base_name(&self, value: Value) -> Option<PrintedName<'_>> {
        let entry = self.values.get(value);
        match entry.kind {
            1 => Some(PrintedName::Number(entry.id)),
            2 => Some(PrintedName::Named(&self.names[entry.id as usize])),
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
        self.values.get(value).leader
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
