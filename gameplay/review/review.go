// Package review reviews a recorded game move by move: for each decision of a person
// (of every seat when the record has no person), the game's hard bot's evaluation from
// that seat's view at that moment, the move it prefers and the expected cost of the move
// played, in the game's own unit (match.Reviewer). It is the engine of `parlor-sim
// review` and of the replay viewer's Review. Pure and deterministic: the samples of each
// decision are drawn from the record's seed and the move's number, so the same record
// gives the same review on every run and platform.
//
// A Job rebuilds the game from the record one move at a time and hands each game's
// appraiser only the view of the seat that decided (match.Match.View), never the state:
// what another hand holds, or the order of the stock, never reaches the evaluation.
package review

import (
	"fmt"
	"math"
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Decision is the review of one move: Move its number in the record (1 = the first
// move), Seat who made it, Played and Preferred in the record's notation, Cost the
// expected cost of Played against Preferred in the game's unit (≥ 0, rounded to 0.01),
// Why one sentence in the game's words, in English; Words the same sentence with its
// values apart, for the front end to say in the player's language.
type Decision struct {
	Move      int         `json:"move"`
	Seat      int         `json:"seat"`
	Played    string      `json:"played"`
	Preferred string      `json:"preferred"`
	Cost      float64     `json:"cost"`
	Why       string      `json:"why"`
	Words     match.Words `json:"-"`
}

// Costly is one of a seat's costliest moves: its number in the record, the move and its
// cost.
type Costly struct {
	Move   int     `json:"move"`
	Played string  `json:"played"`
	Cost   float64 `json:"cost"`
}

// SeatSummary is one reviewed seat's summary: Accuracy the share (0..1, rounded to
// 0.001) of its decisions costing at most the game's Near (matching the hard bot within
// the sampling noise; 1 with no decision), Cost the total estimated cost, Costliest its
// (up to) three costliest moves that cost anything, costliest first.
type SeatSummary struct {
	Seat      int      `json:"seat"`
	Accuracy  float64  `json:"accuracy"`
	Cost      float64  `json:"cost"`
	Costliest []Costly `json:"costliest"`
}

// Report is the review of a game: `parlor-sim review`'s JSON object.
type Report struct {
	Decisions []Decision    `json:"decisions"`
	Summary   []SeatSummary `json:"summary"`
}

// Job is a review in progress, done a slice at a time (Step), so that a single-threaded
// game loop can review while it draws. It is used from one goroutine.
type Job struct {
	rv     match.Reviewer
	scale  match.ReviewScale
	replay *match.Match  // the game rebuilt up to move next
	log    []match.Entry // the record's moves
	seats  []bool        // the seats reviewed
	seed   uint64
	next   int  // index of the next move to look at
	busy   bool // the appraiser is at work on move next
	a      match.Appraiser
	total  int // moves of reviewed seats in the record
	looked int // of them, looked at
	out    []Decision
	err    error
}

// New starts the review of m (a game loaded from its record, usually finished): the
// seats its levels call people (match.Human), or every seat when none is. salt varies
// the samples (0: the review `parlor-sim review` prints; another salt draws other
// samples, to measure how stable the costs are). Error: a game without a review.
func New(m *match.Match, salt uint64) (*Job, error) {
	g := m.Game()
	rv, ok := match.ReviewerOf(g)
	if !ok {
		return nil, fmt.Errorf("%s has no review", g.Name())
	}
	replay, err := match.New(g, m.Config(), m.Levels())
	if err != nil {
		return nil, err
	}
	j := &Job{rv: rv, scale: rv.ReviewScale(), replay: replay, log: m.Log(), a: rv.NewAppraiser(),
		seed: m.Config().Seed ^ salt*0x9E3779B97F4A7C15}
	j.seats = People(m.Levels(), m.Players())
	for _, e := range j.log {
		if e.Seat >= 0 && e.Seat < len(j.seats) && j.seats[e.Seat] {
			j.total++
		}
	}
	return j, nil
}

// People are the seats a review looks at, of a table of players whose seats levels
// names: those played by a person (match.Human), or all of them when none is.
func People(levels []string, players int) []bool {
	seats := make([]bool, players)
	found := false
	for s := range seats {
		if s < len(levels) && levels[s] == match.Human {
			seats[s], found = true, true
		}
	}
	if !found {
		for s := range seats {
			seats[s] = true
		}
	}
	return seats
}

// Scale is the game's unit and thresholds of cost.
func (j *Job) Scale() match.ReviewScale { return j.scale }

// Progress is how many of the reviewed seats' moves have been looked at, of how many.
func (j *Job) Progress() (done, total int) { return j.looked, j.total }

// Done reports whether the review is finished (or stopped on an error).
func (j *Job) Done() bool { return j.err != nil || j.next >= len(j.log) }

// Err is the error that stopped the review (a move of the record the rules refuse).
func (j *Job) Err() error { return j.err }

// Step goes on with the review for at most steps slices of the appraisers' work (each
// a bounded piece: a few sampled deals, or a few unseen cards) and reports whether the
// review is done.
func (j *Job) Step(steps int) bool {
	for n := 0; n < steps && !j.Done(); {
		e := j.log[j.next]
		if !j.busy {
			if e.Seat >= 0 && e.Seat < len(j.seats) && j.seats[e.Seat] {
				rng := cards.Derive(j.seed, uint64(j.next+1))
				j.busy = j.a.Begin(j.replay.View(e.Seat), e.Move, rng.Uint64())
				j.looked++
				n++
			}
			if !j.busy {
				j.advance()
				continue
			}
		}
		for ; n < steps; n++ {
			if j.a.Step() {
				r := j.a.Result()
				j.out = append(j.out, Decision{Move: j.next + 1, Seat: e.Seat, Played: e.Text,
					Preferred: r.Preferred.String(), Cost: round(max(r.Cost, 0), 100), Why: r.Why.String(), Words: r.Why})
				j.busy = false
				j.advance()
				n++
				break
			}
		}
	}
	return j.Done()
}

// advance applies the move looked at and goes on to the next.
func (j *Job) advance() {
	e := j.log[j.next]
	if _, err := j.replay.Apply(e.Move); err != nil {
		j.err = fmt.Errorf("move %d %q: %w", j.next+1, e.Text, err)
		return
	}
	j.next++
}

// Decisions are the decisions reviewed so far, oldest first (a copy).
func (j *Job) Decisions() []Decision { return slices.Clone(j.out) }

// Since are the decisions reviewed after the first i, oldest first (a copy; none when i
// is past them).
func (j *Job) Since(i int) []Decision {
	if i < 0 || i >= len(j.out) {
		return nil
	}
	return slices.Clone(j.out[i:])
}

// Report is the review so far: the decisions and every reviewed seat's summary.
func (j *Job) Report() Report {
	r := Report{Decisions: j.Decisions(), Summary: []SeatSummary{}}
	if r.Decisions == nil {
		r.Decisions = []Decision{}
	}
	for seat, on := range j.seats {
		if on {
			r.Summary = append(r.Summary, Summarize(j.out, seat, j.scale.Near))
		}
	}
	return r
}

// Summarize is seat's summary of the decisions ds: its accuracy (the share costing at
// most near), total cost and three costliest moves.
func Summarize(ds []Decision, seat int, near float64) SeatSummary {
	s := SeatSummary{Seat: seat, Accuracy: 1, Costliest: []Costly{}}
	var mine []Decision
	good := 0
	for _, d := range ds {
		if d.Seat != seat {
			continue
		}
		mine = append(mine, d)
		s.Cost += d.Cost
		if d.Cost <= near {
			good++
		}
	}
	if len(mine) > 0 {
		s.Accuracy = round(float64(good)/float64(len(mine)), 1000)
	}
	s.Cost = round(s.Cost, 100)
	slices.SortStableFunc(mine, func(a, b Decision) int {
		switch {
		case a.Cost > b.Cost:
			return -1
		case a.Cost < b.Cost:
			return 1
		}
		return 0
	})
	for _, d := range mine[:min(3, len(mine))] {
		if d.Cost > 0 {
			s.Costliest = append(s.Costliest, Costly{Move: d.Move, Played: d.Played, Cost: d.Cost})
		}
	}
	return s
}

// Run reviews the whole of m at once (New, Step until done, Report).
func Run(m *match.Match, salt uint64) (Report, error) {
	j, err := New(m, salt)
	if err != nil {
		return Report{}, err
	}
	for !j.Step(1 << 20) {
	}
	if j.Err() != nil {
		return Report{}, j.Err()
	}
	return j.Report(), nil
}

func round(x float64, per float64) float64 { return math.Round(x*per) / per }
