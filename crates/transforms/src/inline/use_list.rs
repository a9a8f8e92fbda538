//! Who still refers to each discardable callable (MLIR's `CGUseList` in
//! `mlir/lib/Transforms/Utils/Inliner.cpp`): symbol references have no
//! use-lists, so the inliner counts them, to know when a callee's last
//! call is being inlined (its body can then be taken rather than copied,
//! and the callee erased) and when a callable is dead.
//!
//! A callable is *discardable* when it is a private symbol of a symbol
//! table inside the op the inliner runs on (MLIR's default
//! `canDiscardOnUseEmpty`) and no op of a symbol table other than a
//! callable refers to it (those references keep it alive for good). A
//! callable that is not a symbol (a closure) is dead when it has no uses
//! and no side effects, as any SSA value.
//!
//! A callable nested in another one (a closure in a function) counts its
//! own references; the enclosing callable does not count them again, as
//! MLIR does (no upstream dialect nests callables). So a private function
//! called only from a closure is erased once inlined there, and when a
//! callable is inlined the references of the callables nested in it move
//! with its body.
//!
//! MLIR asserts that every op's symbol uses can be listed, and crashes on
//! an op of an unregistered dialect with a region, which might be a symbol
//! table of its own. Here such an op's references all count, as if they
//! named the symbols around it: a callee referred to from inside one is
//! kept alive, which is safe.

use petgraph::graph::NodeIndex;
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::{
    CallOpInterface, CallableOpInterface, Callee, SymbolOpInterface, SymbolVisibility, is_pure,
};
use strata_ir::symbol_table::{SymbolTableCollection, symbol_refs_in};
use strata_ir::{Attribute, Ir, OpId, OpTraits};

use crate::call_graph::CallGraph;

/// The references a callable holds: on its own op (counted once each) and
/// from the ops nested in it.
#[derive(Default)]
struct UserUses {
    top_level: Vec<NodeIndex>,
    inner: FxHashMap<NodeIndex, i64>,
}

/// The use counts of the discardable callables. See the module docs.
pub(super) struct CallGraphUseList {
    /// The number of references to each discardable callable.
    discardable_uses: FxHashMap<NodeIndex, i64>,
    /// The references each callable holds.
    node_uses: FxHashMap<NodeIndex, UserUses>,
    /// The callables referred to other than by a direct call.
    escaping: FxHashSet<NodeIndex>,
}

impl CallGraphUseList {
    /// Counts the references inside `root` (walking the callables on
    /// threads when `threads`).
    pub(super) fn new(
        ir: &Ir,
        root: OpId,
        graph: &CallGraph,
        tables: &mut SymbolTableCollection,
        threads: bool,
    ) -> Self {
        let mut use_list = CallGraphUseList {
            discardable_uses: FxHashMap::default(),
            node_uses: FxHashMap::default(),
            escaping: FxHashSet::default(),
        };
        let mut always_live = Vec::new();
        for table in symbol_tables_in(ir, root, threads) {
            for &region in ir.regions(table).iter().take(1) {
                for block in ir.region_blocks(region) {
                    for op in ir.block_ops(block) {
                        if let Some(node) = callable_node(ir, graph, op) {
                            if is_discardable_symbol(ir, op) {
                                use_list.discardable_uses.insert(node, 0);
                            }
                            continue;
                        }
                        walk_referenced_nodes(
                            ir,
                            op,
                            graph,
                            tables,
                            Nested::Included,
                            |node, _, _| always_live.push(node),
                        );
                    }
                }
            }
        }
        for &node in &always_live {
            use_list.discardable_uses.remove(&node);
        }
        use_list.escaping.extend(always_live);
        // One walk per callable for its counts and for what escapes, on
        // threads when allowed (the walks only read), counted in order.
        let nodes: Vec<NodeIndex> = graph.callable_nodes().collect();
        let walk = |node: NodeIndex, tables: &mut SymbolTableCollection| {
            let op = callable_op(ir, graph, node)?;
            let mut found = FoundUses {
                top_level: Vec::new(),
                inner: Vec::new(),
            };
            let mut escaping = Vec::new();
            let visit = |target, user, reference| {
                if !calls_directly(ir, user, reference) {
                    escaping.push(target);
                }
                found.record(op, target, user);
            };
            walk_referenced_nodes(ir, op, graph, tables, Nested::OwnNodesApart, visit);
            Some((node, found, escaping))
        };
        let walked: Vec<Option<(NodeIndex, FoundUses, Vec<NodeIndex>)>> = if threads {
            let shared: &SymbolTableCollection = tables;
            nodes
                .par_iter()
                .map_init(|| shared.clone(), |tables, &node| walk(node, tables))
                .collect()
        } else {
            nodes.iter().map(|&node| walk(node, tables)).collect()
        };
        for (node, found, escaping) in walked.into_iter().flatten() {
            use_list.escaping.extend(escaping);
            use_list.apply_uses(node, found);
        }
        use_list
    }

    /// Whether something other than a direct call refers to `node`'s
    /// callable (a `func.constant @f`, a non-callable op): a call may then
    /// reach it without a call-graph edge, once simplification makes one
    /// of it (`func.call_indirect` of a constant becomes `func.call`), so
    /// it may be inlined before its own component comes.
    pub(super) fn may_be_reached_indirectly(&self, node: NodeIndex) -> bool {
        self.escaping.contains(&node)
    }

    /// Forgets the references `call`, inside `user`'s callable, held.
    pub(super) fn drop_call_uses(
        &mut self,
        ir: &Ir,
        user: NodeIndex,
        call: OpId,
        graph: &CallGraph,
        tables: &mut SymbolTableCollection,
    ) {
        let references = call_references(ir, call, graph, tables);
        self.drop_references(user, &references);
    }

    /// Forgets `references` (those of an inlined call) held by `user`.
    pub(super) fn drop_references(&mut self, user: NodeIndex, references: &[NodeIndex]) {
        let user_uses = self.node_uses.entry(user).or_default();
        for &node in references {
            if let Some(count) = user_uses.inner.get_mut(&node) {
                *count -= 1;
                *self.discardable_uses.entry(node).or_default() -= 1;
            }
        }
    }

    /// Forgets `node` (inlined in place, about to be erased) and the
    /// references it and its nested callables held.
    pub(super) fn erase_node(&mut self, node: NodeIndex, graph: &CallGraph) {
        let mut pending = vec![node];
        while let Some(node) = pending.pop() {
            pending.extend(children(graph, node));
            if let Some(uses) = self.node_uses.remove(&node) {
                self.decrement(&uses);
            }
            self.discardable_uses.remove(&node);
        }
    }

    /// Whether `node`'s callable is dead: a discardable symbol nothing
    /// refers to, or an unused closure without side effects.
    pub(super) fn is_dead(&self, ir: &Ir, node: NodeIndex, graph: &CallGraph) -> bool {
        let Some(op) = callable_op(ir, graph, node) else {
            return false;
        };
        if ir.interface::<dyn SymbolOpInterface>(op).is_none() {
            return is_pure(ir, op) && ir.results(op).iter().all(|&r| ir.use_empty(r));
        }
        self.discardable_uses.get(&node) == Some(&0)
    }

    /// Whether `node`'s callable is discardable and referred to once (its
    /// last call is being inlined).
    pub(super) fn has_one_use_and_discardable(
        &self,
        ir: &Ir,
        node: NodeIndex,
        graph: &CallGraph,
    ) -> bool {
        let Some(op) = callable_op(ir, graph, node) else {
            return false;
        };
        if ir.interface::<dyn SymbolOpInterface>(op).is_none() {
            let uses: usize = ir.results(op).iter().map(|&r| ir.uses(r).count()).sum();
            return is_pure(ir, op) && uses == 1;
        }
        self.discardable_uses.get(&node) == Some(&1)
    }

    /// Counts again the references `node`'s callable holds.
    pub(super) fn recompute_uses(
        &mut self,
        ir: &Ir,
        node: NodeIndex,
        graph: &CallGraph,
        tables: &mut SymbolTableCollection,
    ) {
        if let Some(found) = find_uses(ir, node, graph, tables) {
            self.apply_uses(node, found);
        }
    }

    /// Makes `found` (what [`find_uses`] found in `node`'s callable) the
    /// references `node` holds.
    pub(super) fn apply_uses(&mut self, node: NodeIndex, found: FoundUses) {
        if let Some(old) = self.node_uses.remove(&node) {
            self.decrement(&old);
        }
        let mut uses = UserUses::default();
        for target in found.top_level {
            if let Some(count) = self.discardable_uses.get_mut(&target) {
                uses.top_level.push(target);
                *count += 1;
            }
        }
        for target in found.inner {
            if let Some(count) = self.discardable_uses.get_mut(&target) {
                *uses.inner.entry(target).or_default() += 1;
                *count += 1;
            }
        }
        self.node_uses.insert(node, uses);
    }

    /// Whether `node` is a discardable symbol (a private callable of a
    /// symbol table, referred to by no other kind of op).
    pub(super) fn is_discardable(&self, node: NodeIndex) -> bool {
        self.discardable_uses.contains_key(&node)
    }

    /// Adds the references of `callee`, whose body was copied into
    /// `caller`, to `caller`'s: those of its body, and all those of the
    /// callables nested in it, which came along.
    pub(super) fn merge_uses_after_inlining(
        &mut self,
        callee: NodeIndex,
        caller: NodeIndex,
        graph: &CallGraph,
    ) {
        let mut moved: Vec<(NodeIndex, i64)> = Vec::new();
        let mut pending = vec![(callee, false)];
        while let Some((node, nested)) = pending.pop() {
            pending.extend(children(graph, node).map(|child| (child, true)));
            let Some(uses) = self.node_uses.get(&node) else {
                continue;
            };
            moved.extend(uses.inner.iter().map(|(&n, &c)| (n, c)));
            if nested {
                moved.extend(uses.top_level.iter().map(|&n| (n, 1)));
            }
        }
        let caller_uses = self.node_uses.entry(caller).or_default();
        for (node, count) in moved {
            *caller_uses.inner.entry(node).or_default() += count;
            *self.discardable_uses.entry(node).or_default() += count;
        }
    }

    fn decrement(&mut self, uses: &UserUses) {
        for node in &uses.top_level {
            *self.discardable_uses.entry(*node).or_default() -= 1;
        }
        for (node, count) in &uses.inner {
            *self.discardable_uses.entry(*node).or_default() -= count;
        }
    }
}

/// The references found in a callable, to be counted by
/// [`CallGraphUseList::apply_uses`]: those on its own op (once each) and
/// those of the ops nested in it (each time).
pub(super) struct FoundUses {
    top_level: Vec<NodeIndex>,
    inner: Vec<NodeIndex>,
}

/// The references `node`'s callable holds now (`None` once it is gone).
pub(super) fn find_uses(
    ir: &Ir,
    node: NodeIndex,
    graph: &CallGraph,
    tables: &mut SymbolTableCollection,
) -> Option<FoundUses> {
    let op = callable_op(ir, graph, node)?;
    let mut found = FoundUses {
        top_level: Vec::new(),
        inner: Vec::new(),
    };
    walk_referenced_nodes(
        ir,
        op,
        graph,
        tables,
        Nested::OwnNodesApart,
        |target, user, _| found.record(op, target, user),
    );
    Some(found)
}

impl FoundUses {
    /// Notes a reference to `target` held by `user`, inside the callable
    /// `op` or on it.
    fn record(&mut self, op: OpId, target: NodeIndex, user: OpId) {
        if user != op {
            self.inner.push(target);
        } else if !self.top_level.contains(&target) {
            self.top_level.push(target);
        }
    }
}

/// The callable nodes the symbol references of `call` name.
pub(super) fn call_references(
    ir: &Ir,
    call: OpId,
    graph: &CallGraph,
    tables: &mut SymbolTableCollection,
) -> Vec<NodeIndex> {
    let mut references = Vec::new();
    walk_referenced_nodes(ir, call, graph, tables, Nested::Included, |node, _, _| {
        references.push(node)
    });
    references
}

/// Whether `user` is a call whose callee is the symbol `reference`.
fn calls_directly(ir: &Ir, user: OpId, reference: Attribute) -> bool {
    ir.interface::<dyn CallOpInterface>(user)
        .and_then(|call| call.callee(ir, user))
        == Some(Callee::Symbol(reference))
}

/// The callables nested directly in `node`'s.
fn children(graph: &CallGraph, node: NodeIndex) -> impl Iterator<Item = NodeIndex> {
    graph
        .edges(node)
        .into_iter()
        .filter(|&(_, kind)| kind == crate::call_graph::EdgeKind::Child)
        .map(|(child, _)| child)
}

/// The op whose callable region `node` stands for.
pub(super) fn callable_op(ir: &Ir, graph: &CallGraph, node: NodeIndex) -> Option<OpId> {
    let region = graph.callable_region(node)?;
    ir.is_region_live(region)
        .then(|| ir.region_parent_op(region))
        .flatten()
}

/// The node of `op`'s callable region, if `op` is a callable with one.
fn callable_node(ir: &Ir, graph: &CallGraph, op: OpId) -> Option<NodeIndex> {
    let callable = ir.interface::<dyn CallableOpInterface>(op)?;
    graph.lookup(callable.callable_region(ir, op)?)
}

/// Whether `op` is a symbol that may be erased once unused: a private one.
fn is_discardable_symbol(ir: &Ir, op: OpId) -> bool {
    ir.interface::<dyn SymbolOpInterface>(op)
        .is_some_and(|symbol| symbol.visibility(ir, op) == SymbolVisibility::Private)
}

/// `root` if it is a symbol table and every symbol table nested in it,
/// innermost first (MLIR's `SymbolTable::walkSymbolTables`); the ops at
/// the top of `root` are walked on threads when `threads`.
fn symbol_tables_in(ir: &Ir, root: OpId, threads: bool) -> Vec<OpId> {
    let tables_under = |op: OpId| {
        let mut tables = Vec::new();
        ir.walk(op, strata_ir::WalkOrder::PostOrder, |nested| {
            if ir.has_trait(nested, OpTraits::SYMBOL_TABLE) {
                tables.push(nested);
            }
        });
        tables
    };
    let tops: Vec<OpId> = ir.child_ops(root).collect();
    let found: Vec<Vec<OpId>> = if threads {
        tops.par_iter().map(|&top| tables_under(top)).collect()
    } else {
        tops.iter().map(|&top| tables_under(top)).collect()
    };
    let mut tables: Vec<OpId> = found.into_iter().flatten().collect();
    if ir.has_trait(root, OpTraits::SYMBOL_TABLE) {
        tables.push(root);
    }
    tables
}

/// Whether the references inside callables nested in the op walked count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Nested {
    /// They count (a call op, a non-callable op).
    Included,
    /// They are the nested callable's own (its node counts them), not the
    /// enclosing callable's.
    OwnNodesApart,
}

/// Calls `visit(node, user)` for each reference, in `op` and the ops
/// nested in it (not inside nested symbol tables), to a symbol with a
/// callable node; `user` is the op holding the reference (MLIR's
/// `walkReferencedSymbolNodes`). References resolve from `op`'s parent.
fn walk_referenced_nodes(
    ir: &Ir,
    op: OpId,
    graph: &CallGraph,
    tables: &mut SymbolTableCollection,
    nested_callables: Nested,
    mut visit: impl FnMut(NodeIndex, OpId, Attribute),
) {
    let Some(scope) = ir.parent_op(op) else {
        return;
    };
    let mut resolved: FxHashMap<Attribute, Option<NodeIndex>> = FxHashMap::default();
    let mut references = Vec::new();
    let mut pending = vec![op];
    while let Some(user) = pending.pop() {
        references.clear();
        symbol_refs_in(ir, ir.attributes(user), &mut references);
        if let Some(properties) = ir.properties(user) {
            symbol_refs_in(ir, properties, &mut references);
        }
        for &reference in &references {
            let node = *resolved.entry(reference).or_insert_with(|| {
                let symbol = tables.lookup_nearest_symbol_from(ir, scope, reference)?;
                callable_node(ir, graph, symbol)
            });
            if let Some(node) = node {
                visit(node, user, reference);
            }
        }
        // A nested symbol table's references name its own symbols.
        if ir.has_trait(user, OpTraits::SYMBOL_TABLE) {
            continue;
        }
        if user != op
            && nested_callables == Nested::OwnNodesApart
            && callable_node(ir, graph, user).is_some()
        {
            continue;
        }
        let nested: Vec<OpId> = ir.child_ops(user).collect();
        pending.extend(nested.into_iter().rev());
    }
}
