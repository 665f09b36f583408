package scenes

import (
	"errors"
	"fmt"

	"parlor/gameplay/match"
)

// ReplaySession is a read-only Session over a finished (or saved) game: a match
// rebuilt from its record up to move K, which steps on through the record's moves
// when the viewer plays it. Every seat may be watched, and its handle hands out the
// events unredacted: the game is over, so every hand is shown. Nobody may move.
type ReplaySession struct {
	full   *match.Match // the whole game, as recorded
	cur    *match.Match // the game up to move K
	levels []string
	seats  []*replaySeat
	now    func() float64

	// Playing makes Pump apply the next recorded move once the table is ready and
	// PaceMs of table time have passed since the last one.
	Playing bool
	PaceMs  float64
	due     float64
}

// NewReplaySession rebuilds full (a game loaded from its record) up to move k (0: the
// opening; clamped to the record's moves), for a table opened on it (OpenReplay). The
// error is a recorded move the rules refuse, which a loaded match never holds.
func NewReplaySession(full *match.Match, k int) (*ReplaySession, error) {
	cur, err := match.New(full.Game(), full.Config(), full.Levels())
	if err != nil {
		return nil, err
	}
	log := full.Log()
	k = max(0, min(k, len(log)))
	for i, e := range log[:k] {
		if _, err := cur.Apply(e.Move); err != nil {
			return nil, fmt.Errorf("rebuilding move %d %q: %w", i+1, e.Text, err)
		}
	}
	r := &ReplaySession{full: full, cur: cur, PaceMs: 500, seats: make([]*replaySeat, full.Players())}
	r.levels = make([]string, full.Players())
	for i, l := range full.Levels() {
		if i < len(r.levels) && l != Human {
			r.levels[i] = l
		}
	}
	return r, nil
}

// K is the number of moves shown; Len the number of moves in the record.
func (r *ReplaySession) K() int   { return r.cur.Len() }
func (r *ReplaySession) Len() int { return r.full.Len() }

// Match is the game as shown (up to move K).
func (r *ReplaySession) Match() *match.Match { return r.cur }

// SeatView is seat's own view of the game as shown (its hand included).
func (r *ReplaySession) SeatView(seat int) match.View { return r.cur.View(seat) }

// Step applies the record's next move; false at the end of the record.
func (r *ReplaySession) Step() (bool, error) {
	k := r.cur.Len()
	if k >= r.full.Len() {
		return false, nil
	}
	_, err := r.cur.Apply(r.full.Log()[k].Move)
	return err == nil, err
}

// Players, People, Level, Thinking, Advance and WindowOpened are the Session's: nobody
// plays here, and there is no clock to follow.
func (r *ReplaySession) Players() int          { return r.full.Players() }
func (r *ReplaySession) People() []int         { return nil }
func (r *ReplaySession) Level(seat int) string { return r.levels[seat] }
func (r *ReplaySession) Thinking() bool        { return false }
func (r *ReplaySession) Advance(float64) error { return nil }
func (r *ReplaySession) WindowOpened() float64 { return 0 }

func (r *ReplaySession) clock(now func() float64) { r.now = now }

// Seat is a read-only handle on any seat.
func (r *ReplaySession) Seat(seat int) (match.Seat, error) {
	if seat < 0 || seat >= len(r.seats) {
		return nil, fmt.Errorf("no-such-seat: seat %d is not at this %d-seat table", seat, len(r.seats))
	}
	if r.seats[seat] == nil {
		r.seats[seat] = &replaySeat{r: r, seat: seat}
	}
	return r.seats[seat], nil
}

// Pump applies the next move when playing, ready and due; a clock tick (a move of no
// seat) comes at once.
func (r *ReplaySession) Pump(ready bool, _ float64, _ int) error {
	if !r.Playing || !ready || r.K() >= r.Len() {
		r.due = 0
		return nil
	}
	now := r.now()
	next := r.full.Log()[r.K()]
	if r.due == 0 && next.Seat >= 0 {
		r.due = now + r.PaceMs
	}
	if now < r.due {
		return nil
	}
	r.due = 0
	_, err := r.Step()
	return err
}

// errReplay refuses a move at a replay's table.
var errReplay = errors.New("replay: this game is over; moves cannot be made while watching it again")

// replaySeat is a seat's read-only handle on a replay: its view, and every event since
// the opening, unredacted.
type replaySeat struct {
	r    *ReplaySession
	seat int
	next int
}

func (s *replaySeat) Seat() int               { return s.seat }
func (s *replaySeat) View() match.View        { return s.r.cur.View(s.seat) }
func (s *replaySeat) Legal() []match.Move     { return nil }
func (s *replaySeat) Submit(match.Move) error { return errReplay }

func (s *replaySeat) Events() []match.Event {
	evs := s.r.cur.Events()
	if s.next >= len(evs) {
		return nil
	}
	out := evs[s.next:]
	s.next = len(evs)
	return out
}

// Replayed is a game's table over a ReplaySession, as the replay viewer drives it: the
// table scene (Update and Draw), its catching up with the record, and what the viewer's
// bar reads of it.
type Replayed struct {
	sh    *Shell
	table Table
}

// OpenReplay builds game g's table for setup s over sess (a record rebuilt to some
// move), every hand face up, shown from seat viewer. Its first CatchUp plays out every
// event since the opening at once. Error: the game's table cannot be built or replayed.
func OpenReplay(g *GameInfo, s Setup, sess *ReplaySession, viewer int) (*Replayed, error) {
	if g.Table == nil {
		return nil, fmt.Errorf("this Parlor has no table for %s", g.Name)
	}
	t, err := StartOn(g, s, sess, func(sh *Shell) (Table, error) {
		sh.open = true
		var err error
		if sh.hand, err = sess.Seat(viewer); err != nil {
			return nil, err
		}
		sh.viewer, sh.view = viewer, sh.hand.View()
		return g.Table(sh)
	})
	if err != nil {
		return nil, err
	}
	sh := t.shellOf()
	if sh.viewer != viewer {
		// The table turned to a seat of its own choosing (Third Wheel's watches the
		// Third Wheel); turn it back.
		sh.SetViewer(viewer)
	}
	// Turning to a seat takes that seat's waiting events (SetViewer), and a table may
	// turn while it is built, to the very seat shown here: let the table see every
	// event again, so that what events show (the game's end) is shown.
	sh.hand.(*replaySeat).next = 0
	return &Replayed{sh: sh, table: t}, nil
}

// Scene is the table scene: the viewer runs its Update (with no input) and Draw.
func (r *Replayed) Scene() Scene { return r.table }

// Shell is the table's Shell (for tests: what it shows).
func (r *Replayed) Shell() *Shell { return r.sh }

// Viewer is the seat the table is shown from; Idle reports no event waiting or
// animating; Chrome is where the table put its top buttons.
func (r *Replayed) Viewer() int    { return r.sh.viewer }
func (r *Replayed) Idle() bool     { return r.sh.Idle() }
func (r *Replayed) Chrome() Chrome { return r.sh.chrome }

// Settled reports the table settled (for screenshots): the table's own word, or the
// shell's once the table has run a second (a table whose own test waits for plays it
// has not animated, Third Wheel's after a turn to another seat).
func (r *Replayed) Settled() bool {
	if s, ok := r.table.(Settler); ok && s.Settled() {
		return true
	}
	return r.sh.now > TPS && r.sh.Settled()
}

// CaughtUp reports that the table has reached the position the bar names: no event
// that scores a round or starts a deal still waits (behind an earlier round's end);
// the game's closing event may wait behind its last round's end.
func (r *Replayed) CaughtUp() bool {
	g := r.sh.sess.(*ReplaySession).full.Game()
	for _, e := range r.sh.q.Waiting() {
		if g.ScoresRound(e) || r.sh.info.NewDeal != nil && r.sh.info.NewDeal(e) {
			return false
		}
	}
	return true
}

// CatchUp takes every event waiting and plays their animations to the end at once,
// going on past the ends of rounds that are not the last thing shown (the game's end
// stays on show).
func (r *Replayed) CatchUp() {
	s := r.sh
	s.take()
	for range 1000 {
		s.fastForward()
		if !s.ended || s.final || s.q.Len() == 0 {
			return
		}
		s.nextRound()
	}
}
