package screens

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/review"
)

// The browser's budget of review work per Update: the review runs on the game loop's
// one thread there, so each Update gives it half the time since the last one (the
// frame's own work takes the rest), at least reviewMinMs and at most reviewMaxMs: at
// 60 frames a second about 8 ms, on a slow page more, and frames keep coming.
const (
	reviewMinMs = 4
	reviewMaxMs = 40
)

// reviewRun is a review of the viewer's game in the background (package gameplay/review):
// in a goroutine of its own on the desktop, a share of each frame in the browser
// (js/wasm has one thread). The viewer reads it through snapshot; it is safe to use
// from the game loop while the goroutine works.
type reviewRun struct {
	scale match.ReviewScale
	stop  atomic.Bool
	job   *review.Job // the browser's job (nil on the desktop: the goroutine owns it)
	last  time.Time   // the browser: when the last Update's share ended

	mu        sync.Mutex
	done      int
	total     int
	decisions []review.Decision
	report    *review.Report // set once finished
	err       error
	began     time.Time
	took      time.Duration
}

// startReview starts reviewing m (a copy of the record's moves is taken at once).
// Error: a game without a review.
func startReview(m *match.Match) (*reviewRun, error) {
	j, err := review.New(m, 0)
	if err != nil {
		return nil, err
	}
	r := &reviewRun{scale: j.Scale(), began: time.Now()}
	_, r.total = j.Progress()
	if runtime.GOOS == "js" {
		r.job = j
		return r, nil
	}
	go func() {
		for !r.stop.Load() {
			finished := j.Step(8)
			r.publish(j, finished)
			if finished {
				return
			}
		}
	}()
	return r, nil
}

// publish copies the job's progress for the viewer (and its report once finished).
func (r *reviewRun) publish(j *review.Job, finished bool) {
	done, total := j.Progress()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.done, r.total = done, total
	r.decisions = append(r.decisions, j.Since(len(r.decisions))...)
	if finished {
		rep := j.Report()
		r.report, r.err, r.took = &rep, j.Err(), time.Since(r.began)
	}
}

// frame does the browser's share of work for this frame (nothing on the desktop, where
// the goroutine works).
func (r *reviewRun) frame() {
	if r.job == nil || r.finished() {
		return
	}
	now := time.Now()
	budget := reviewMinMs * time.Millisecond
	if !r.last.IsZero() {
		budget = min(max(now.Sub(r.last)/2, budget), reviewMaxMs*time.Millisecond)
	}
	end := now.Add(budget)
	finished := false
	for !finished && time.Now().Before(end) {
		finished = r.job.Step(1)
	}
	r.publish(r.job, finished)
	r.last = time.Now()
}

// cancel stops the goroutine (the viewer was left).
func (r *reviewRun) cancel() { r.stop.Store(true) }

func (r *reviewRun) finished() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.report != nil
}

// reviewSnap is what the viewer shows of a review: progress, the decisions so far, and
// once finished the report and how long it took.
type reviewSnap struct {
	done, total int
	decisions   []review.Decision
	report      *review.Report
	err         error
	took        time.Duration
}

func (r *reviewRun) snapshot() reviewSnap {
	r.mu.Lock()
	defer r.mu.Unlock()
	return reviewSnap{done: r.done, total: r.total, decisions: r.decisions, report: r.report, err: r.err, took: r.took}
}

// percent is the progress in whole percent.
func (s reviewSnap) percent() int {
	if s.total == 0 {
		return 100
	}
	return 100 * s.done / s.total
}

// at is the decision of move k (1-based), ok false when move k was not reviewed.
func (s reviewSnap) at(k int) (review.Decision, bool) {
	for _, d := range s.decisions {
		if d.Move == k {
			return d, true
		}
	}
	return review.Decision{}, false
}

// costly are the moves costing more than the scale's Costly mark, in order.
func (s reviewSnap) costly(scale match.ReviewScale) []int {
	var out []int
	for _, d := range s.decisions {
		if d.Cost > scale.Costly {
			out = append(out, d.Move)
		}
	}
	return out
}
