//! [`PerThread`]: one value per thread of rayon's pool for the length of a
//! parallel loop, such as the caches a parser or verifier builds up and can
//! reuse from one function to the next.
//!
//! Rayon's `map_init` makes a new value for every task it splits off, and a
//! loop that hands out one function per task (so that idle threads steal
//! work) would start each function with an empty cache. A `PerThread` keeps
//! one value per worker instead; it belongs to the storage-independent base
//! of the crate and knows nothing about the IR.

use std::sync::Mutex;

/// One `T` per worker thread of the current rayon pool, plus one for
/// callers outside the pool.
///
/// [`PerThread::with`] never blocks: if the calling thread's value is in use
/// (a task that waits inside a nested parallel loop may run another task of
/// the same loop on its own thread), the caller gets a fresh `T` for that
/// call instead.
pub struct PerThread<T> {
    slots: Vec<Mutex<T>>,
}

impl<T: Default> PerThread<T> {
    /// A default `T` for every thread of the current rayon pool.
    pub fn new() -> Self {
        Self {
            slots: (0..=rayon::current_num_threads())
                .map(|_| Mutex::default())
                .collect(),
        }
    }

    /// Runs `f` with the calling thread's value.
    pub fn with<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        let slot = rayon::current_thread_index().map_or(0, |index| index + 1);
        match self.slots.get(slot).map(Mutex::try_lock) {
            Some(Ok(mut value)) => f(&mut value),
            _ => f(&mut T::default()),
        }
    }

    /// The values, one per thread, in no particular order.
    pub fn into_values(self) -> impl Iterator<Item = T> {
        self.slots.into_iter().map(|slot| {
            slot.into_inner()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
        })
    }
}

impl<T: Default> Default for PerThread<T> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rayon::prelude::*;

    #[test]
    fn a_thread_keeps_its_value_from_one_task_to_the_next() {
        let counts: PerThread<usize> = PerThread::new();
        (0..1000).into_par_iter().with_max_len(1).for_each(|_| {
            counts.with(|count| *count += 1);
        });
        // Every task counted on some thread's value (or, when that was in
        // use, on a fresh one that is then dropped); here nothing nests, so
        // none was lost, and far fewer values than tasks were made.
        let values: Vec<usize> = counts.into_values().collect();
        assert_eq!(values.iter().sum::<usize>(), 1000);
        assert!(values.len() <= rayon::current_num_threads() + 1);
    }

    #[test]
    fn a_value_in_use_is_not_shared() {
        let values: PerThread<Vec<u32>> = PerThread::new();
        values.with(|outer| {
            outer.push(1);
            // The same thread asks again while its value is borrowed.
            values.with(|inner| {
                assert!(inner.is_empty());
                inner.push(2);
            });
        });
        let kept: Vec<Vec<u32>> = values.into_values().filter(|v| !v.is_empty()).collect();
        assert_eq!(kept, vec![vec![1]]);
    }
}
