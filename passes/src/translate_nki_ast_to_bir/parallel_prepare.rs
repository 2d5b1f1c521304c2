//! Carriers prepared ahead on helper threads, committed in order.
//!
//! Most of a carrier's cost needs no caller IR: reading and decoding the
//! kernel file, the codegen walk, building the new function as a detached
//! op. [`in_order`] runs that part (`prepare`) for the carriers on helper
//! threads and on the calling thread, and the rest (`commit`: diagnostics,
//! symbols, inserting the function, minting the call) on the calling thread
//! in carrier order, so the module and the diagnostics come out the same
//! whatever the thread count. With no helpers, each carrier is prepared just
//! before it is committed: the sequential pass, log lines in order.

use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

struct State<P> {
    /// The next job no thread has claimed.
    next: usize,
    /// Jobs committed so far.
    committed: usize,
    /// Prepared results waiting for their turn.
    ready: Vec<Option<std::thread::Result<P>>>,
}

/// Prepares `jobs` on `helpers` threads and the calling thread, and commits
/// each result on the calling thread in job order. At most `window` jobs run
/// ahead of the last commit, which bounds the prepared results held at once
/// (each may be a whole kernel). A panic in `prepare` resumes on the calling
/// thread when its job's turn comes.
pub(crate) fn in_order<J: Sync, P: Send>(
    jobs: &[J],
    helpers: usize,
    window: usize,
    prepare: impl Fn(&J) -> P + Sync,
    mut commit: impl FnMut(usize, P),
) {
    let window = window.max(1);
    let state = Mutex::new(State {
        next: 0,
        committed: 0,
        ready: (0..jobs.len()).map(|_| None).collect(),
    });
    let changed = Condvar::new();
    let lock = || state.lock().unwrap_or_else(PoisonError::into_inner);
    let run = |j: usize| catch_unwind(AssertUnwindSafe(|| prepare(&jobs[j])));
    // Claims the next job if the window allows it.
    let claim = |s: &mut State<P>| {
        (s.next < jobs.len() && s.next < s.committed + window).then(|| {
            s.next += 1;
            s.next - 1
        })
    };
    // One step of a thread with nothing to commit: prepare the next job if
    // the window allows it, else wait until something changes.
    let work_or_wait = same_guard(|mut s: MutexGuard<'_, State<P>>| match claim(&mut s) {
        Some(j) => {
            drop(s);
            let result = run(j);
            let mut s = lock();
            s.ready[j] = Some(result);
            changed.notify_all();
            s
        }
        None => changed.wait(s).unwrap_or_else(PoisonError::into_inner),
    });
    std::thread::scope(|scope| {
        for _ in 0..helpers.min(jobs.len().saturating_sub(1)) {
            scope.spawn(|| {
                let mut s = lock();
                while s.next < jobs.len() {
                    s = work_or_wait(s);
                }
            });
        }
        let committing = catch_unwind(AssertUnwindSafe(|| {
            for i in 0..jobs.len() {
                let mut s = lock();
                let result = loop {
                    if let Some(result) = s.ready[i].take() {
                        break result;
                    }
                    s = work_or_wait(s);
                };
                drop(s);
                match result {
                    Ok(prepared) => commit(i, prepared),
                    Err(panic) => resume_unwind(panic),
                }
                lock().committed = i + 1;
                changed.notify_all();
            }
        }));
        if let Err(panic) = committing {
            // The helpers stop claiming (the scope joins them before the
            // panic goes on).
            lock().next = jobs.len();
            changed.notify_all();
            resume_unwind(panic);
        }
    });
}

/// Ties a step's returned guard to the lock its argument holds (closure
/// signatures are not inferred that way).
fn same_guard<'m, P: 'm, F>(step: F) -> F
where
    F: Fn(MutexGuard<'m, State<P>>) -> MutexGuard<'m, State<P>>,
{
    step
}

#[cfg(test)]
mod tests {
    use super::in_order;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn commits_in_job_order_whatever_the_helpers() {
        let jobs: Vec<u64> = (0..200).collect();
        for helpers in [0, 1, 3] {
            for window in [1, 2, 16, 1000] {
                let mut seen = Vec::new();
                in_order(
                    &jobs,
                    helpers,
                    window,
                    |j| {
                        // Uneven work, so helpers finish out of order.
                        let spin = (j * 7919) % 1000;
                        (0..spin).fold(*j, |a, b| a.wrapping_add(b)) - (0..spin).sum::<u64>()
                    },
                    |i, p| seen.push((i, p)),
                );
                let expected: Vec<(usize, u64)> = (0..200).map(|i| (i, i as u64)).collect();
                assert_eq!(seen, expected, "helpers {helpers}, window {window}");
            }
        }
    }

    #[test]
    fn without_helpers_each_job_is_prepared_just_before_its_commit() {
        let jobs: Vec<usize> = (0..10).collect();
        let prepared = AtomicUsize::new(0);
        in_order(
            &jobs,
            0,
            8,
            |_| prepared.fetch_add(1, Ordering::SeqCst),
            |i, order| {
                assert_eq!(order, i);
                assert_eq!(prepared.load(Ordering::SeqCst), i + 1);
            },
        );
    }

    #[test]
    fn the_window_bounds_the_jobs_prepared_ahead() {
        let jobs: Vec<usize> = (0..100).collect();
        let prepared = AtomicUsize::new(0);
        in_order(
            &jobs,
            2,
            4,
            |_| prepared.fetch_add(1, Ordering::SeqCst),
            |i, _| assert!(prepared.load(Ordering::SeqCst) <= i + 4),
        );
    }

    #[test]
    fn a_panic_while_preparing_comes_back_at_its_turn() {
        let jobs: Vec<usize> = (0..20).collect();
        let mut committed = Vec::new();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            in_order(
                &jobs,
                1,
                4,
                |&j| {
                    assert!(j != 7, "job 7");
                    j
                },
                |i, _| committed.push(i),
            )
        }));
        assert!(result.is_err());
        assert_eq!(committed, (0..7).collect::<Vec<_>>());
    }
}
