//! [`Ir::check_invariants`]: an exhaustive check of the storage's
//! invariants (list links, parent links, use-lists, predecessor lists,
//! definitions, body ownership, cached order), for tests and for debugging
//! a pass that edits the IR. O(size of the IR).

use std::sync::atomic::Ordering;

use rustc_hash::FxHashSet;

use super::Ir;
use super::body::{Body, LocalDef};
use super::entity::{LocalBlock, LocalOp, LocalRegion, LocalValue, UseRef};

impl Ir {
    /// Checks every invariant of the bodies this `Ir` holds; the first
    /// violation found is described in the error.
    pub fn check_invariants(&self) -> Result<(), String> {
        for body in self.bodies.iter() {
            BodyCheck::new(self, body).run()?;
        }
        Ok(())
    }
}

struct BodyCheck<'a> {
    ir: &'a Ir,
    body: &'a Body,
    free_ops: FxHashSet<usize>,
    free_blocks: FxHashSet<usize>,
    free_regions: FxHashSet<usize>,
    free_values: FxHashSet<usize>,
}

impl<'a> BodyCheck<'a> {
    fn new(ir: &'a Ir, body: &'a Body) -> Self {
        BodyCheck {
            ir,
            body,
            free_ops: body.free_ops.iter().map(|l| l.index()).collect(),
            free_blocks: body.free_blocks.iter().map(|l| l.index()).collect(),
            free_regions: body.free_regions.iter().map(|l| l.index()).collect(),
            free_values: body.free_values.iter().map(|l| l.index()).collect(),
        }
    }

    fn fail<T>(&self, message: String) -> Result<T, String> {
        Err(format!("{:?}: {message}", self.body.id))
    }

    fn live_op(&self, op: LocalOp) -> bool {
        op.index() < self.body.ops.len() && !self.free_ops.contains(&op.index())
    }

    fn live_block(&self, block: LocalBlock) -> bool {
        block.index() < self.body.blocks.len() && !self.free_blocks.contains(&block.index())
    }

    fn live_value(&self, value: LocalValue) -> bool {
        value.index() < self.body.values.len() && !self.free_values.contains(&value.index())
    }

    fn run(&self) -> Result<(), String> {
        self.check_ownership()?;
        let mut operands = 0usize;
        let mut successors = 0usize;
        for index in 0..self.body.ops.len() {
            if self.free_ops.contains(&index) {
                continue;
            }
            let local = LocalOp::from_index(index);
            self.check_op(local)?;
            operands += self.body.ops[index].operands.len();
            successors += self.body.ops[index].successors.len();
        }
        for index in 0..self.body.blocks.len() {
            if !self.free_blocks.contains(&index) {
                self.check_block(LocalBlock::from_index(index))?;
            }
        }
        for index in 0..self.body.regions.len() {
            if !self.free_regions.contains(&index) {
                self.check_region(LocalRegion::from_index(index))?;
            }
        }
        let mut listed_uses = 0usize;
        for index in 0..self.body.values.len() {
            if !self.free_values.contains(&index) {
                listed_uses += self.check_value(LocalValue::from_index(index))?;
            }
        }
        if listed_uses != operands {
            return self.fail(format!(
                "{operands} operands but {listed_uses} entries in use-lists"
            ));
        }
        let mut listed_predecessors = 0usize;
        for index in 0..self.body.blocks.len() {
            if !self.free_blocks.contains(&index) {
                listed_predecessors += self.check_predecessors(LocalBlock::from_index(index))?;
            }
        }
        if listed_predecessors != successors {
            return self.fail(format!(
                "{successors} successors but {listed_predecessors} entries in predecessor lists"
            ));
        }
        Ok(())
    }

    fn check_ownership(&self) -> Result<(), String> {
        let body = self.body;
        if let Some(owner) = body.owner {
            if !self.ir.is_live(owner) {
                return self.fail(format!("owner {owner:?} is not live"));
            }
            if body.parent_body != Some(owner.body()) {
                return self.fail(format!("parent body is not the owner's ({owner:?})"));
            }
            if self.ir.regions(owner).iter().any(|r| r.body() != body.id) {
                return self.fail(format!("a region of the owner {owner:?} is elsewhere"));
            }
        }
        if let Some(parent) = body.parent_body
            && let Some(parent) = self.ir.try_body(parent)
            && parent.children.get(body.position_in_parent) != Some(&body.id)
        {
            return self.fail("not where it says it is in its parent body's children".into());
        }
        for &child in &body.children {
            if let Some(child) = self.ir.try_body(child)
                && child.parent_body != Some(body.id)
            {
                return self.fail(format!("child {:?} names another parent", child.id));
            }
        }
        Ok(())
    }

    fn check_op(&self, local: LocalOp) -> Result<(), String> {
        let data = &self.body.ops[local.index()];
        let op = self.body.op_handle(local);
        for (index, operand) in data.operands.iter().enumerate() {
            if !self.live_value(operand.value) {
                return self.fail(format!("{op:?} operand #{index} uses a freed value"));
            }
        }
        for (index, &result) in data.results.as_slice().iter().enumerate() {
            if result.body() != self.body.id || !self.live_value(result.local()) {
                return self.fail(format!("{op:?} result #{index} is not a live value here"));
            }
            let def = self.body.values[result.index()].def();
            if def
                != (LocalDef::Result {
                    op: local,
                    index: index as u32,
                })
            {
                return self.fail(format!("{op:?} result #{index} has definition {def:?}"));
            }
            if self.body.values[result.index()].generation != result.generation() {
                return self.fail(format!("{op:?} result #{index} has a stale generation"));
            }
        }
        let links = self.body.successor_links.get(&local).map_or(0, |l| l.len());
        if links != data.successors.len() {
            return self.fail(format!("{op:?} has unmatched successor links"));
        }
        for &block in &data.successors {
            if block.body() != self.body.id || !self.live_block(block.local()) {
                return self.fail(format!(
                    "{op:?} branches to {block:?}, not a live block here"
                ));
            }
        }
        for &region in &data.regions {
            let Some(region_body) = self.ir.try_body(region.body()) else {
                continue;
            };
            let parent = region_body
                .regions
                .get(region.index())
                .and_then(|r| r.parent);
            if parent != Some(op) {
                return self.fail(format!("{op:?} owns {region:?} whose parent is {parent:?}"));
            }
        }
        if let Some(block) = data.parent
            && !self.live_block(block)
        {
            return self.fail(format!("{op:?} is in a freed block"));
        }
        Ok(())
    }

    fn check_block(&self, local: LocalBlock) -> Result<(), String> {
        let data = &self.body.blocks[local.index()];
        let block = self.body.block_handle(local);
        if data.arguments.len() != data.argument_locations.len() {
            return self.fail(format!("{block:?} has unmatched argument locations"));
        }
        for (index, &argument) in data.arguments.iter().enumerate() {
            let def = self.body.values[argument.index()].def();
            if def
                != (LocalDef::Argument {
                    block: local,
                    index: index as u32,
                })
            {
                return self.fail(format!(
                    "{block:?} argument #{index} has definition {def:?}"
                ));
            }
        }
        // The op list: links both ways, parents, and the cached order.
        let order_valid = data.order_valid.load(Ordering::Acquire);
        let mut prev: Option<LocalOp> = None;
        let mut next = data.first_op;
        let mut last_order: Option<u32> = None;
        let mut count = 0usize;
        while let Some(op) = next {
            count += 1;
            if count > self.body.ops.len() {
                return self.fail(format!("{block:?} has a cycle in its op list"));
            }
            if !self.live_op(op) {
                return self.fail(format!("{block:?} lists a freed op"));
            }
            let op_data = &self.body.ops[op.index()];
            if op_data.parent != Some(local) || op_data.prev != prev {
                return self.fail(format!("{block:?} op list links are inconsistent"));
            }
            if order_valid {
                let order = op_data.order.load(Ordering::Relaxed);
                if last_order.is_some_and(|last| last >= order) {
                    return self.fail(format!("{block:?} has a stale cached order"));
                }
                last_order = Some(order);
            }
            prev = Some(op);
            next = op_data.next;
        }
        if data.last_op != prev {
            return self.fail(format!("{block:?} last op is wrong"));
        }
        if let Some(region) = data.parent
            && (region.index() >= self.body.regions.len()
                || self.free_regions.contains(&region.index()))
        {
            return self.fail(format!("{block:?} is in a freed region"));
        }
        Ok(())
    }

    fn check_region(&self, local: LocalRegion) -> Result<(), String> {
        let data = &self.body.regions[local.index()];
        let region = self.body.region_handle(local);
        if let Some(parent) = data.parent {
            if !self.ir.is_live(parent) {
                return self.fail(format!("{region:?} belongs to a dead op"));
            }
            if !self.ir.regions(parent).contains(&region) {
                return self.fail(format!("{region:?} is not among its parent's regions"));
            }
        }
        let mut prev: Option<LocalBlock> = None;
        let mut next = data.first_block;
        let mut count = 0usize;
        while let Some(block) = next {
            count += 1;
            if count > self.body.blocks.len() {
                return self.fail(format!("{region:?} has a cycle in its block list"));
            }
            if !self.live_block(block) {
                return self.fail(format!("{region:?} lists a freed block"));
            }
            let block_data = &self.body.blocks[block.index()];
            if block_data.parent != Some(local) || block_data.prev != prev {
                return self.fail(format!("{region:?} block list links are inconsistent"));
            }
            prev = Some(block);
            next = block_data.next;
        }
        if data.last_block != prev {
            return self.fail(format!("{region:?} last block is wrong"));
        }
        Ok(())
    }

    /// Checks the value's definition and use-list; returns its use count.
    fn check_value(&self, local: LocalValue) -> Result<usize, String> {
        let data = &self.body.values[local.index()];
        let value = self.body.value_handle(local);
        match data.def() {
            LocalDef::Result { op, index } => {
                if !self.live_op(op)
                    || self.body.ops[op.index()]
                        .results
                        .as_slice()
                        .get(index as usize)
                        != Some(&value)
                {
                    return self.fail(format!("{value:?} is not result #{index} of its op"));
                }
            }
            LocalDef::Argument { block, index } => {
                if !self.live_block(block)
                    || self.body.blocks[block.index()]
                        .arguments
                        .get(index as usize)
                        != Some(&value)
                {
                    return self.fail(format!("{value:?} is not argument #{index} of its block"));
                }
            }
            LocalDef::OutsideBody => {
                if !self.body.outside.contains_key(&local) {
                    return self.fail(format!("{value:?} stands in for nothing"));
                }
            }
            LocalDef::Placeholder => {}
            LocalDef::Free => return self.fail(format!("{value:?} is live but marked free")),
        }
        let mut prev: Option<UseRef> = None;
        let mut next = data.first_use;
        let mut count = 0usize;
        while let Some(at) = next {
            count += 1;
            if !self.live_op(at.op) {
                return self.fail(format!("{value:?} is used by a freed op"));
            }
            let Some(operand) = self.body.ops[at.op.index()].operands.get(at.index as usize) else {
                return self.fail(format!("{value:?} lists a missing operand"));
            };
            if operand.value != local || operand.prev_use != prev {
                return self.fail(format!("{value:?} use-list links are inconsistent"));
            }
            prev = Some(at);
            next = operand.next_use;
        }
        Ok(count)
    }

    /// Checks the block's predecessor list; returns its length.
    fn check_predecessors(&self, local: LocalBlock) -> Result<usize, String> {
        let block = self.body.block_handle(local);
        let mut prev: Option<UseRef> = None;
        let mut next = self.body.blocks[local.index()].first_predecessor;
        let mut count = 0usize;
        while let Some(at) = next {
            count += 1;
            if !self.live_op(at.op) {
                return self.fail(format!("{block:?} is branched to by a freed op"));
            }
            let op = &self.body.ops[at.op.index()];
            let links = self
                .body
                .successor_links
                .get(&at.op)
                .and_then(|l| l.get(at.index as usize));
            let (Some(&target), Some(links)) = (op.successors.get(at.index as usize), links) else {
                return self.fail(format!("{block:?} lists a missing successor"));
            };
            if target.local() != local || links.prev != prev {
                return self.fail(format!("{block:?} predecessor links are inconsistent"));
            }
            prev = Some(at);
            next = links.next;
        }
        Ok(count)
    }
}
