//! The scheduler: instructions arrive in program order, each on one track
//! (an engine's queue or a DMA queue); an instruction starts when its track
//! is free and every instruction it depends on is done. An instruction may
//! have a latency after it leaves its track (a DMA transfer's fixed cost):
//! its track is free at its end, what depends on it waits until it is
//! ready, its end plus the latency. It does not
//! know why an instruction depends on another (`hazards` finds that out);
//! the unit tests drive it with hand-made dependency graphs.

/// One scheduled instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slice {
    pub track: u32,
    /// What ran (an index into the caller's table of instructions).
    pub what: u32,
    pub start: f64,
    /// When it leaves its track.
    pub end: f64,
    /// When what depends on it may start (`end` plus its latency).
    pub ready: f64,
    /// The slice whose readiness decided this one's start (its track's previous
    /// slice or a dependency), for the critical path; `None` at time 0.
    pub waited_for: Option<u32>,
}

/// Tracks in program order.
#[derive(Debug, Default)]
pub struct Scheduler {
    /// Per track: when it is free and its last slice.
    free: Vec<(f64, Option<u32>)>,
    pub slices: Vec<Slice>,
}

impl Scheduler {
    pub fn new() -> Scheduler {
        Scheduler::default()
    }

    /// The number of tracks seen so far.
    pub fn tracks(&self) -> usize {
        self.free.len()
    }

    fn track(&mut self, track: u32) -> &mut (f64, Option<u32>) {
        let t = track as usize;
        if self.free.len() <= t {
            self.free.resize(t + 1, (0.0, None));
        }
        &mut self.free[t]
    }

    /// Schedules `what` on `track` for `duration` ns after `deps` (slice
    /// ids); returns its slice id.
    pub fn add(&mut self, track: u32, what: u32, duration: f64, deps: &[u32]) -> u32 {
        self.add_with_latency(track, what, duration, 0.0, deps)
    }

    /// [`Scheduler::add`] of an instruction whose results are ready
    /// `latency` ns after it leaves its track.
    pub fn add_with_latency(
        &mut self,
        track: u32,
        what: u32,
        duration: f64,
        latency: f64,
        deps: &[u32],
    ) -> u32 {
        let (free, last) = *self.track(track);
        let (mut start, mut waited_for) = (free, last);
        for &d in deps {
            let ready = self.slices[d as usize].ready;
            if ready > start {
                start = ready;
                waited_for = Some(d);
            }
        }
        if start == 0.0 {
            waited_for = None;
        }
        let id = self.slices.len() as u32;
        self.slices.push(Slice {
            track,
            what,
            start,
            end: start + duration,
            ready: start + duration + latency,
            waited_for,
        });
        *self.track(track) = (start + duration, Some(id));
        id
    }

    /// A barrier on `track`: it waits for every track's last slice, and
    /// every track's next slice waits for it.
    pub fn barrier(&mut self, track: u32, what: u32) -> u32 {
        self.track(track);
        let lasts: Vec<u32> = self.free.iter().filter_map(|(_, last)| *last).collect();
        let id = self.add(track, what, 0.0, &lasts);
        let end = self.slices[id as usize].ready;
        for slot in &mut self.free {
            *slot = (end, Some(id));
        }
        id
    }

    /// When the last slice is ready.
    pub fn makespan(&self) -> f64 {
        self.slices.iter().map(|s| s.ready).fold(0.0, f64::max)
    }

    /// The critical path: from the slice that is ready last back through
    /// what each waited for, first slice first.
    pub fn critical_path(&self) -> Vec<u32> {
        let last = self
            .slices
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.ready.total_cmp(&b.1.ready).then(b.0.cmp(&a.0)))
            .map(|(i, _)| i as u32);
        let mut path = Vec::new();
        let mut at = last;
        while let Some(i) = at {
            path.push(i);
            at = self.slices[i as usize].waited_for;
        }
        path.reverse();
        path
    }

    /// Busy ns per track (the sum of its slices' durations).
    pub fn busy(&self) -> Vec<f64> {
        let mut busy = vec![0.0; self.free.len()];
        for s in &self.slices {
            busy[s.track as usize] += s.end - s.start;
        }
        busy
    }
}
