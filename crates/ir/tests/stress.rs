//! Stress test of the mutation API: 10,000 random edit sequences (create,
//! erase, move, replace uses, clone, split, inline and merge blocks, insert
//! and erase block arguments), each followed by the storage's invariant
//! check (use-lists, predecessor lists, parent links, bodies) and the
//! verifier. Edits are chosen so the IR stays valid: an operand is always a
//! value defined earlier in its block or in an enclosing block of the same
//! body, which is valid in SSA and graph regions alike. Every refused edit
//! must leave the IR unchanged.
//!
//! Deterministic (a fixed seed); set `STRATA_STRESS_SEQUENCES` to run more.

use std::sync::Arc;

use strata_ir::{
    BlockId, Builder, Context, InsertionPoint, Ir, Location, OpId, OperationState, Value,
    ValueMapping, WalkOrder, verifier,
};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

const MODULE: &str = "builtin.module";
const HOLDER: &str = "t.holder";

/// The kinds of edit, for counting which ones happened.
#[derive(Clone, Copy, Debug)]
enum Edit {
    Create,
    Erase,
    Move,
    ReplaceUses,
    Clone,
    Split,
    Merge,
    Inline,
    InsertArgument,
    EraseArgument,
    Refused,
}

const EDIT_KINDS: usize = 11;

struct Stress {
    ir: Ir,
    top: OpId,
    rng: Rng,
    done: [usize; EDIT_KINDS],
}

impl Stress {
    fn new(seed: u64) -> Self {
        let mut ir = Ir::new(Arc::new(Context::new()));
        let mut state = OperationState::new(&ir, MODULE, Location::Unknown);
        state.add_region();
        let top = ir.create_op(ir.root_body(), state).expect("module");
        ir.append_new_block(ir.regions(top)[0])
            .expect("module block");
        Stress {
            ir,
            top,
            rng: Rng(seed | 1),
            done: [0; EDIT_KINDS],
        }
    }

    fn count(&mut self, edit: Edit) {
        self.done[edit as usize] += 1;
    }

    fn ops(&self) -> Vec<OpId> {
        let mut ops = self.ir.walk_collect(self.top, WalkOrder::PreOrder);
        ops.remove(0);
        ops
    }

    fn blocks(&self) -> Vec<BlockId> {
        let mut blocks = Vec::new();
        self.ir.walk(self.top, WalkOrder::PreOrder, |op| {
            for &region in self.ir.regions(op) {
                blocks.extend(self.ir.region_blocks(region));
            }
        });
        blocks
    }

    fn is_module_block(&self, block: BlockId) -> bool {
        self.ir
            .block_parent_op(block)
            .is_some_and(|op| self.ir.op_name_str(op) == MODULE)
    }

    fn in_multi_block_region(&self, block: BlockId) -> bool {
        self.ir
            .block_parent_region(block)
            .is_some_and(|r| self.ir.region_blocks(r).nth(1).is_some())
    }

    /// The values an op inserted in `block` before `before` (at the end if
    /// `None`) may use: earlier results and arguments of the block, then
    /// those visible where the block's op stands, up to an isolated op.
    fn visible_at(&self, block: BlockId, before: Option<OpId>) -> Vec<Value> {
        let ir = &self.ir;
        let mut values = Vec::new();
        let (mut block, mut before) = (block, before);
        loop {
            values.extend_from_slice(ir.block_arguments(block));
            for op in ir.block_ops(block) {
                if Some(op) == before {
                    break;
                }
                values.extend_from_slice(ir.results(op));
            }
            let Some(parent) = ir.block_parent_op(block) else {
                break;
            };
            if ir.op_name_str(parent) == MODULE {
                break;
            }
            match ir.op_parent_block(parent) {
                Some(outer) => {
                    block = outer;
                    before = Some(parent);
                }
                None => break,
            }
        }
        values
    }

    /// Values for the arguments of `source`, visible in `dest` before
    /// `before`; `None` if there are none to choose from.
    fn argument_values(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
    ) -> Option<Vec<Value>> {
        let visible = self.visible_at(dest, before);
        (0..self.ir.block_arguments(source).len())
            .map(|_| self.rng.pick(&visible))
            .collect()
    }

    fn random_position(&mut self, block: BlockId) -> Option<OpId> {
        let ops: Vec<OpId> = self.ir.block_ops(block).collect();
        let index = self.rng.below(ops.len() + 1);
        ops.get(index).copied()
    }

    fn create(&mut self) {
        let blocks = self.blocks();
        let Some(block) = self.rng.pick(&blocks) else {
            return;
        };
        let before = self.random_position(block);
        let visible = self.visible_at(block, before);
        let module = self.is_module_block(block) && self.rng.chance(10);
        let holder = !module && self.rng.chance(25);
        let name = if module {
            MODULE
        } else if holder {
            HOLDER
        } else {
            "t.op"
        };
        let mut state = OperationState::new(&self.ir, name, Location::Unknown);
        if !module {
            for _ in 0..self.rng.below(3) {
                if let Some(value) = self.rng.pick(&visible) {
                    state.operands.push(value);
                }
            }
            let i32_ty = self.ir.ctx().integer_type(32);
            state.result_types = vec![i32_ty; self.rng.below(3)].into();
        }
        if module || holder {
            state.add_region();
        }
        let mut builder = Builder::at_end(&mut self.ir, block);
        if let Some(before) = before {
            builder.set_insertion_point(InsertionPoint::Before(before));
        }
        let op = builder.create(state).expect("a valid creation");
        if module || holder {
            let region = self.ir.regions(op)[0];
            let inner = self.ir.append_new_block(region).expect("a live region");
            if holder {
                let state = OperationState::new(&self.ir, "t.op", Location::Unknown);
                let body_op = self.ir.create_op(inner.body(), state).expect("no operands");
                self.ir.append_op(inner, body_op).expect("a fresh op");
            }
        }
        self.count(Edit::Create);
    }

    /// Replaces the uses of `op`'s results with values visible before it,
    /// then erases it.
    fn erase(&mut self) {
        let ops = self.ops();
        let Some(op) = self.rng.pick(&ops) else {
            return;
        };
        let Some(block) = self.ir.op_parent_block(op) else {
            return;
        };
        if self.in_multi_block_region(block) && self.ir.block_ops(block).count() == 1 {
            return; // a block of a CFG region may not become empty
        }
        let visible = self.visible_at(block, Some(op));
        for &result in self.ir.results(op).to_vec().iter() {
            if self.ir.use_empty(result) {
                continue;
            }
            let Some(replacement) = self.rng.pick(&visible) else {
                return;
            };
            self.ir
                .replace_all_uses_with(result, replacement)
                .expect("same body");
        }
        self.ir.erase_op(op).expect("no outside uses remain");
        self.count(Edit::Erase);
    }

    /// Moves an op within its block, between the ops it depends on and its
    /// users (in MLIR's terms, without breaking dominance).
    fn move_in_block(&mut self) {
        let ops = self.ops();
        let Some(op) = self.rng.pick(&ops) else {
            return;
        };
        let Some(block) = self.ir.op_parent_block(op) else {
            return;
        };
        let siblings: Vec<OpId> = self.ir.block_ops(block).collect();
        let position = |o: OpId| siblings.iter().position(|&s| s == o);
        // The earliest legal slot: after every sibling defining a value used
        // in `op`'s subtree. The latest: before every sibling using `op`.
        let mut earliest = 0;
        let mut latest = siblings.len();
        for inner in self.ir.walk_collect(op, WalkOrder::PreOrder) {
            for value in self.ir.operands(inner) {
                if let Some(def) = self.ir.defining_op(value)
                    && let Some(i) = position(def)
                    && def != op
                {
                    earliest = earliest.max(i + 1);
                }
            }
        }
        for &result in self.ir.results(op) {
            for user in self.ir.uses(result) {
                let ancestor = self
                    .ir
                    .ancestors(user.op)
                    .find(|&a| self.ir.op_parent_block(a) == Some(block));
                if let Some(i) = ancestor.and_then(position) {
                    latest = latest.min(i);
                }
            }
        }
        if earliest > latest {
            return;
        }
        let slot = earliest + self.rng.below(latest - earliest + 1);
        match siblings.get(slot) {
            Some(&before) => self.ir.move_op_before(op, before).expect("same block"),
            None => self.ir.move_op_to_end(op, block).expect("same block"),
        }
        self.count(Edit::Move);
    }

    fn replace_uses(&mut self) {
        let ops = self.ops();
        let Some(op) = self.rng.pick(&ops) else {
            return;
        };
        let Some(block) = self.ir.op_parent_block(op) else {
            return;
        };
        let Some(&value) = self.ir.results(op).first() else {
            return;
        };
        let visible = self.visible_at(block, Some(op));
        if let Some(replacement) = self.rng.pick(&visible) {
            self.ir
                .replace_uses_with_if(value, replacement, |_| true)
                .expect("same body");
            self.count(Edit::ReplaceUses);
        }
    }

    fn clone_next_to(&mut self) {
        let ops = self.ops();
        let Some(op) = self.rng.pick(&ops) else {
            return;
        };
        if self.ir.op_parent_block(op).is_none() {
            return;
        }
        let mut mapping = ValueMapping::default();
        let copy = self.ir.clone_op(op, &mut mapping).expect("same body");
        self.ir.move_op_after(copy, op).expect("op is attached");
        self.count(Edit::Clone);
    }

    fn holder_blocks(&self) -> Vec<BlockId> {
        self.blocks()
            .into_iter()
            .filter(|&b| {
                self.ir
                    .block_parent_op(b)
                    .is_some_and(|op| self.ir.op_name_str(op) == HOLDER)
            })
            .collect()
    }

    fn split(&mut self) {
        let blocks = self.holder_blocks();
        let Some(block) = self.rng.pick(&blocks) else {
            return;
        };
        let ops: Vec<OpId> = self.ir.block_ops(block).collect();
        if ops.len() < 2 {
            return;
        }
        let at = ops[1 + self.rng.below(ops.len() - 1)];
        self.ir.split_block(block, at).expect("at is in the block");
        self.count(Edit::Split);
    }

    fn merge(&mut self) {
        let blocks = self.holder_blocks();
        let Some(block) = self.rng.pick(&blocks) else {
            return;
        };
        let Some(next) = self.ir.next_block(block) else {
            return;
        };
        let Some(values) = self.argument_values(next, block, None) else {
            return;
        };
        self.ir
            .merge_blocks(next, block, &values)
            .expect("a block without predecessors");
        self.count(Edit::Merge);
    }

    /// Inlines a holder's single block before the holder.
    fn inline(&mut self) {
        let ops = self.ops();
        let holders: Vec<OpId> = ops
            .into_iter()
            .filter(|&op| self.ir.op_name_str(op) == HOLDER)
            .collect();
        let Some(holder) = self.rng.pick(&holders) else {
            return;
        };
        let region = self.ir.regions(holder)[0];
        let Some(source) = self.ir.entry_block(region) else {
            return;
        };
        let Some(dest) = self.ir.op_parent_block(holder) else {
            return;
        };
        if self.ir.next_block(source).is_some() {
            return;
        }
        let Some(values) = self.argument_values(source, dest, Some(holder)) else {
            return;
        };
        self.ir
            .inline_block_before(source, dest, Some(holder), &values)
            .expect("preconditions hold");
        self.count(Edit::Inline);
    }

    fn arguments(&mut self) {
        let blocks = self.holder_blocks();
        let Some(block) = self.rng.pick(&blocks) else {
            return;
        };
        let count = self.ir.block_arguments(block).len();
        if count > 0 && self.rng.chance(50) {
            let index = self.rng.below(count);
            let argument = self.ir.block_arguments(block)[index];
            if self.ir.use_empty(argument) {
                self.ir.erase_argument(block, index).expect("unused");
                self.count(Edit::EraseArgument);
            } else {
                let before = self.ir.snapshot(self.top);
                assert!(self.ir.erase_argument(block, index).is_err());
                assert_eq!(
                    self.ir.snapshot(self.top),
                    before,
                    "a refused erase changes nothing"
                );
                self.count(Edit::Refused);
            }
        } else {
            let i32_ty = self.ir.ctx().integer_type(32);
            let index = self.rng.below(count + 1);
            self.ir
                .insert_argument(block, index, i32_ty, Location::Unknown)
                .expect("index in range");
            self.count(Edit::InsertArgument);
        }
    }

    /// An edit that must be refused: erasing an op whose result is used.
    fn refused_erase(&mut self) {
        let ops = self.ops();
        let used: Vec<OpId> = ops
            .into_iter()
            .filter(|&op| {
                self.ir.results(op).iter().any(|&r| {
                    self.ir
                        .uses(r)
                        .any(|u| !self.ir.is_ancestor_or_self(op, u.op))
                })
            })
            .collect();
        if let Some(op) = self.rng.pick(&used) {
            let before = self.ir.snapshot(self.top);
            assert!(self.ir.erase_op(op).is_err());
            assert_eq!(
                self.ir.snapshot(self.top),
                before,
                "a refused erase changes nothing"
            );
            self.count(Edit::Refused);
        }
    }

    fn edit(&mut self) {
        match self.rng.below(11) {
            0..=2 => self.create(),
            3 => self.erase(),
            4 => self.move_in_block(),
            5 => self.replace_uses(),
            6 => self.clone_next_to(),
            7 => self.split(),
            8 => self.merge(),
            9 => self.inline(),
            _ => {
                self.arguments();
                self.refused_erase();
            }
        }
    }
}

trait Snapshot {
    fn snapshot(&self, top: OpId) -> String;
}

impl Snapshot for Ir {
    fn snapshot(&self, top: OpId) -> String {
        let options = strata_ir::asm::printer::PrintOptions {
            generic: true,
            ..Default::default()
        };
        strata_ir::asm::printer::operation_to_string(self, top, options)
    }
}

#[test]
fn ten_thousand_random_edit_sequences_keep_the_ir_consistent() {
    let sequences: usize = std::env::var("STRATA_STRESS_SEQUENCES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000);
    let mut stress = Stress::new(0x5eed);
    let mut done = [0usize; EDIT_KINDS];
    for sequence in 0..sequences {
        // Start over now and then so the IR stays small and checks stay fast.
        if sequence % 250 == 0 {
            for (total, count) in done.iter_mut().zip(stress.done) {
                *total += count;
            }
            stress = Stress::new(0x5eed + sequence as u64);
        }
        for _ in 0..1 + stress.rng.below(6) {
            stress.edit();
        }
        if let Err(message) = stress.ir.check_invariants() {
            panic!(
                "sequence {sequence}: {message}\n{}",
                stress.ir.snapshot(stress.top)
            );
        }
        if let Err(error) = verifier::verify(&stress.ir, stress.top) {
            panic!(
                "sequence {sequence}: the verifier rejects the IR: {}\n{}",
                error.first().message,
                stress.ir.snapshot(stress.top)
            );
        }
    }
    for (total, count) in done.iter_mut().zip(stress.done) {
        *total += count;
    }
    eprintln!("edits done: {done:?}");
    // Every kind of edit really happened, many times.
    let minimum = sequences / 50;
    for (kind, &count) in done.iter().enumerate() {
        assert!(
            count >= minimum,
            "edit kind #{kind} ran only {count} times: {done:?}"
        );
    }
}
