//! `play_random_game` must not allocate: a counting allocator checks it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use senet::engine::{RulesetId, play_random_game};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded unchanged to the system allocator; the
// counter is a const-initialised thread-local, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's contract is passed on as it is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is passed on as it is.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_games_do_not_allocate() {
    for id in RulesetId::ALL {
        let before = ALLOCATIONS.with(Cell::get);
        let mut throws = 0u64;
        for seed in 0..50 {
            throws += u64::from(play_random_game(id, seed).throws);
        }
        let after = ALLOCATIONS.with(Cell::get);
        assert_eq!(after - before, 0, "{id}: allocations in 50 games");
        assert!(throws > 0);
    }
}
