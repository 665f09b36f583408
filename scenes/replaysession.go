package scenes

import (
	"fmt"

	"parlor/gameplay/match"
	"parlor/scenes/replay"
)

// ReplaySession is a read-only Session over a finished (or saved) game: a
// replay.Playback, the match rebuilt from its record up to move K, which steps on
// through the record's moves when the viewer plays it. Every seat may be watched, and
// its handle hands out the events unredacted: the game is over, so every hand is
// shown. Nobody may move.
type ReplaySession struct{ *replay.Playback }

// NewReplaySession rebuilds full (a game loaded from its record) up to move k (0: the
// opening; clamped to the record's moves), for a table opened on it (OpenReplay). The
// error is a recorded move the rules refuse, which a loaded match never holds.
func NewReplaySession(full *match.Match, k int) (*ReplaySession, error) {
	p, err := replay.New(full, k)
	if err != nil {
		return nil, err
	}
	return &ReplaySession{p}, nil
}

func (r *ReplaySession) clock(now func() float64) { r.SetClock(now) }

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
	sess.Rewind(sh.viewer)
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
	g := r.sh.sess.(*ReplaySession).Match().Game()
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
