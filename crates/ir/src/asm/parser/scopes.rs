//! SSA and block name scopes of the parser (MLIR's `IsolatedSSANameScope`).
//!
//! Names live in the innermost isolated scope; each region inside it records
//! the names it defined so they go out of view when the region ends. A use
//! before the definition creates a placeholder value that the definition
//! replaces; placeholders still unresolved when their isolated scope ends are
//! errors ("use of undeclared SSA value name").

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use super::{ParseResult, Parser};
use crate::diagnostics::{Diagnostic, Severity};
use crate::ir::{BlockId, Value};
use crate::types::Type;

/// A value use as written: `%name` or `%name#index`, with its byte offset.
#[derive(Clone, Copy, Debug)]
pub struct ParsedValue<'a> {
    /// The name without `%`.
    pub name: &'a str,
    /// The result number after `#` (0 when absent).
    pub number: u32,
    /// Byte offset of the use.
    pub offset: u32,
}

#[derive(Debug)]
struct NameEntry {
    /// The values of the name (a result group has several); `None` where only
    /// a forward reference to another number was seen.
    values: SmallVec<[Option<Value>; 1]>,
    /// Whether the definition has been parsed (otherwise these are placeholders).
    defined: bool,
    /// Offset of the definition, or of the first forward use.
    offset: u32,
}

#[derive(Default)]
struct IsolatedScope<'a> {
    names: FxHashMap<&'a str, NameEntry>,
    /// Names defined per open region, innermost last.
    region_definitions: Vec<Vec<&'a str>>,
    /// For the region of a deferred parse that is not an isolated name
    /// scope: the names defined around it, which it may not define again
    /// (see `deferred.rs`).
    outer: Option<Arc<FxHashSet<&'a str>>>,
    /// Bumped when the defined names change, to reuse snapshots of them.
    version: u64,
}

struct BlockEntry {
    block: BlockId,
    defined: bool,
    offset: u32,
}

/// The scope stack.
#[derive(Default)]
pub(crate) struct Scopes<'a> {
    /// The last snapshot of the innermost isolated scope's defined names,
    /// with the scope's depth and version.
    snapshot: Option<(usize, u64, Arc<FxHashSet<&'a str>>)>,
    isolated: Vec<IsolatedScope<'a>>,
    blocks: Vec<FxHashMap<&'a str, BlockEntry>>,
    /// Stand-ins for uses of an outer value inside an isolated body whose
    /// target is still a forward-reference placeholder: (stand-in, target).
    pending_stand_ins: Vec<(Value, Value)>,
}

impl<'a> Scopes<'a> {
    pub(crate) fn push_isolated(&mut self) {
        self.isolated.push(IsolatedScope::default());
    }

    /// An isolated scope for a deferred region that may not define the
    /// `outer` names again, with room for about `names` names.
    pub(crate) fn push_isolated_within(
        &mut self,
        outer: Option<Arc<FxHashSet<&'a str>>>,
        names: usize,
    ) {
        let mut scope = IsolatedScope {
            outer,
            ..IsolatedScope::default()
        };
        scope.names.reserve(names);
        self.isolated.push(scope);
    }

    /// The names defined in the innermost isolated scope (shared while they
    /// do not change).
    pub(crate) fn defined_names(&mut self) -> Arc<FxHashSet<&'a str>> {
        let depth = self.isolated.len();
        let Some(scope) = self.isolated.last() else {
            return Arc::default();
        };
        if let Some((at, version, names)) = &self.snapshot
            && *at == depth
            && *version == scope.version
        {
            return names.clone();
        }
        let names: Arc<FxHashSet<&'a str>> = Arc::new(
            scope
                .names
                .iter()
                .filter(|(_, entry)| entry.defined)
                .map(|(&name, _)| name)
                .chain(scope.outer.iter().flat_map(|outer| outer.iter().copied()))
                .collect(),
        );
        self.snapshot = Some((depth, scope.version, names.clone()));
        names
    }

    pub(crate) fn push_region(&mut self) {
        if let Some(scope) = self.isolated.last_mut() {
            scope.region_definitions.push(Vec::new());
        }
        self.blocks.push(FxHashMap::default());
    }
}

impl<'a> Parser<'a, '_> {
    /// Resolves a use of `value` with type `ty`, creating a placeholder for a
    /// forward reference. A value of another body (an outer value used
    /// inside an isolated op: invalid IR, which the verifier reports) is
    /// used through a stand-in of the current body.
    pub fn resolve_value(&mut self, value: ParsedValue<'a>, ty: Type) -> ParseResult<Value> {
        let resolved = self.resolve_value_in_scope(value, ty)?;
        let body = self.current_body();
        if resolved.body() == body {
            return Ok(resolved);
        }
        let stand_in = self.ir.create_placeholder(body, ty);
        let stand_in = self.ir_result(stand_in)?;
        let made = self.ir.make_outside_stand_in(stand_in, resolved);
        self.ir_result(made)?;
        if self.ir.value_def(resolved) == crate::ir::ValueDef::Placeholder {
            self.scopes.pending_stand_ins.push((stand_in, resolved));
        }
        Ok(stand_in)
    }

    fn resolve_value_in_scope(&mut self, value: ParsedValue<'a>, ty: Type) -> ParseResult<Value> {
        let index = value.number as usize;
        let Some(scope) = self.scopes.isolated.last_mut() else {
            return Err(self.error_at(value.offset, "use of undeclared SSA value name"));
        };
        let existing = scope.names.get(value.name).map(|entry| {
            (
                entry.defined,
                entry.values.get(index).copied().flatten(),
                entry.offset,
            )
        });
        match existing {
            Some((true, None, _)) => {
                Err(self.error_at(value.offset, "reference to invalid result number"))
            }
            Some((_, Some(existing), offset)) => {
                let existing_ty = self.ir.value_type(existing);
                if existing_ty != ty {
                    let message = format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        value.name,
                        crate::asm::printer::type_to_string(&self.ctx, ty),
                        crate::asm::printer::type_to_string(&self.ctx, existing_ty)
                    );
                    let note_at = self.location_at(offset);
                    let mut error = self.error_at(value.offset, message);
                    error
                        .0
                        .notes
                        .push(Diagnostic::new(Severity::Note, note_at, "prior use here"));
                    return Err(error);
                }
                Ok(existing)
            }
            Some((false, None, _)) => {
                let placeholder = self.ir.create_placeholder(self.current_body(), ty);
                let placeholder = self.ir_result(placeholder)?;
                if let Some(entry) = self
                    .scopes
                    .isolated
                    .last_mut()
                    .and_then(|s| s.names.get_mut(value.name))
                {
                    if entry.values.len() <= index {
                        entry.values.resize(index + 1, None);
                    }
                    entry.values[index] = Some(placeholder);
                }
                Ok(placeholder)
            }
            None => {
                let placeholder = self.ir.create_placeholder(self.current_body(), ty);
                let placeholder = self.ir_result(placeholder)?;
                let mut values: SmallVec<[Option<Value>; 1]> = SmallVec::new();
                values.resize(index + 1, None);
                values[index] = Some(placeholder);
                if let Some(scope) = self.scopes.isolated.last_mut() {
                    scope.names.insert(
                        value.name,
                        NameEntry {
                            values,
                            defined: false,
                            offset: value.offset,
                        },
                    );
                }
                Ok(placeholder)
            }
        }
    }

    /// Binds `name` (defined at `offset`) to `values`, resolving forward uses.
    /// MLIR's check of a named region entry argument: its name must not be
    /// defined or used already in the enclosing isolated scope
    /// (`region entry argument '%x' is already in use`, with a note at the
    /// earlier definition or use).
    pub(crate) fn check_entry_argument_unused(
        &self,
        name: &'a str,
        offset: u32,
    ) -> ParseResult<()> {
        let Some(previous) = self
            .scopes
            .isolated
            .last()
            .and_then(|scope| scope.names.get(name))
        else {
            return Ok(());
        };
        let note_at = self.location_at(previous.offset);
        let mut error = self.error_at(
            offset,
            format!("region entry argument '%{name}' is already in use"),
        );
        error.0.notes.push(Diagnostic::new(
            Severity::Note,
            note_at,
            "previously referenced here",
        ));
        Err(error)
    }

    pub fn define_values(
        &mut self,
        name: &'a str,
        offset: u32,
        values: &[Value],
    ) -> ParseResult<()> {
        let Some(scope) = self.scopes.isolated.last_mut() else {
            return Ok(());
        };
        if scope
            .outer
            .as_ref()
            .is_some_and(|outer| outer.contains(name))
        {
            return Err(self.error_at(
                offset,
                format!("redefinition of SSA value '%{name}' (defined around a deferred region)"),
            ));
        }
        scope.version += 1;
        let previous = scope.names.remove(name);
        if let Some(region) = scope.region_definitions.last_mut() {
            region.push(name);
        }
        scope.names.insert(
            name,
            NameEntry {
                values: values.iter().copied().map(Some).collect(),
                defined: true,
                offset,
            },
        );
        let Some(previous) = previous else {
            return Ok(());
        };
        if previous.defined {
            let note_at = self.location_at(previous.offset);
            let mut error = self.error_at(offset, format!("redefinition of SSA value '%{name}'"));
            error.0.notes.push(Diagnostic::new(
                Severity::Note,
                note_at,
                "previously defined here",
            ));
            return Err(error);
        }
        for (index, placeholder) in previous.values.iter().enumerate() {
            let Some(placeholder) = *placeholder else {
                continue;
            };
            let Some(&value) = values.get(index) else {
                return Err(self.error_at(previous.offset, "reference to invalid result number"));
            };
            let (expected, actual) = (self.ir.value_type(placeholder), self.ir.value_type(value));
            if expected != actual {
                let suffix = format!("#{index}");
                let note_at = self.location_at(previous.offset);
                let mut error = self.error_at(
                    offset,
                    format!(
                        "definition of SSA value '%{name}{suffix}' has type '{}'",
                        crate::asm::printer::type_to_string(&self.ctx, actual)
                    ),
                );
                error.0.notes.push(Diagnostic::new(
                    Severity::Note,
                    note_at,
                    format!(
                        "previously used here with type '{}'",
                        crate::asm::printer::type_to_string(&self.ctx, expected)
                    ),
                ));
                return Err(error);
            }
            self.resolve_placeholder(placeholder, value)?;
        }
        Ok(())
    }

    /// Points the uses of a forward-reference `placeholder` at `value`, its
    /// definition, and frees it; a placeholder of another body (an isolation
    /// violation) becomes a stand-in for `value` instead.
    fn resolve_placeholder(&mut self, placeholder: Value, value: Value) -> ParseResult<()> {
        let resolved = if placeholder.body() == value.body() {
            self.ir
                .replace_all_uses_with(placeholder, value)
                .and_then(|()| self.ir.release_placeholder(placeholder))
        } else {
            self.ir.make_outside_stand_in(placeholder, value)
        };
        self.ir_result(resolved)?;
        let (waiting, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut self.scopes.pending_stand_ins)
            .into_iter()
            .partition(|&(_, target)| target == placeholder);
        self.scopes.pending_stand_ins = rest;
        for (stand_in, _) in waiting {
            let retargeted = self.ir.retarget_outside_stand_in(stand_in, value);
            self.ir_result(retargeted)?;
        }
        Ok(())
    }

    /// Closes the innermost region scope: its names go out of view, and every
    /// block it referenced must have been defined.
    pub(crate) fn finish_region_scope(&mut self) -> ParseResult<()> {
        if let Some(scope) = self.scopes.isolated.last_mut()
            && let Some(defined) = scope.region_definitions.pop()
        {
            scope.version += 1;
            for name in defined {
                if scope.names.get(name).is_some_and(|entry| entry.defined) {
                    scope.names.remove(name);
                }
            }
        }
        let blocks = self.scopes.blocks.pop().unwrap_or_default();
        let mut undefined: Vec<(u32, &str)> = blocks
            .iter()
            .filter(|(_, entry)| !entry.defined)
            .map(|(name, entry)| (entry.offset, *name))
            .collect();
        undefined.sort_unstable();
        if let Some(&(offset, _)) = undefined.first() {
            return Err(self.error_at(offset, "reference to an undefined block"));
        }
        Ok(())
    }

    /// Closes the innermost isolated scope: forward references still pending
    /// are uses of undeclared names.
    pub(crate) fn finish_isolated_scope(&mut self) -> ParseResult<()> {
        let Some(scope) = self.scopes.isolated.pop() else {
            return Ok(());
        };
        let first_undefined = scope
            .names
            .values()
            .filter(|entry| !entry.defined)
            .map(|entry| entry.offset)
            .min();
        match first_undefined {
            Some(offset) => Err(self.error_at(offset, "use of undeclared SSA value name")),
            None => Ok(()),
        }
    }

    /// The block named `^name` in the current region, created on first mention.
    pub fn block_by_name(&mut self, name: &'a str, offset: u32) -> ParseResult<BlockId> {
        if let Some(entry) = self
            .scopes
            .blocks
            .last()
            .and_then(|blocks| blocks.get(name))
        {
            return Ok(entry.block);
        }
        let block = self.ir.create_block(self.current_body());
        let block = self.ir_result(block)?;
        if let Some(blocks) = self.scopes.blocks.last_mut() {
            blocks.insert(
                name,
                BlockEntry {
                    block,
                    defined: false,
                    offset,
                },
            );
        }
        Ok(block)
    }

    /// Marks `^name` as defined at `offset`; fails if it already was.
    pub(crate) fn define_block(&mut self, name: &'a str, offset: u32) -> ParseResult<BlockId> {
        let block = self.block_by_name(name, offset)?;
        let Some(entry) = self
            .scopes
            .blocks
            .last_mut()
            .and_then(|blocks| blocks.get_mut(name))
        else {
            return Ok(block);
        };
        if entry.defined {
            return Err(self.error_at(offset, format!("redefinition of block '^{name}'")));
        }
        entry.defined = true;
        entry.offset = offset;
        Ok(block)
    }
}
