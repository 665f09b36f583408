package scenes

import (
	"fmt"
	"slices"
	"time"

	"parlor/gameplay/match"
	"parlor/internal/words"
	"parlor/scenes/lesson"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	"parlor/scenes/takeback"
)

// LocalSession is a Session on a match in this process (match.Local): bots play the
// seats the Setup gives them, at the pace and on the game time of the table's clock.
// It owns what builds on the whole game, which a match played elsewhere does not have
// here: keeping the game in progress (autosave), taking moves back (undo), keeping the
// finished game in the history, and counting the hints given. Its Match is for whoever
// made the session (tests); the table it runs sees only its seats' views and events.
type LocalSession struct {
	local  *match.Local
	people []int
	levels []string
	bots   []match.Bot
	seats  []*match.LocalSeat
	now    func() float64 // the table's game time (ms); 0 until a table opens

	script *lesson.Script // a lesson's scripted seats (nil: none)

	save autosaver      // the game in progress, as last written
	undo takeback.Cache // the last answer to "may the viewer take back a move now?"
	kept bool           // the finished game has gone into the history

	// A game played for a server's board (the daily deal, OnlyOnce): no undo, not
	// kept as the game in progress; over is told its end, after makes the score
	// sheet's next scene.
	once  bool
	over  func(*match.Match)
	after func(Setup) (Scene, error)
}

// OnlyOnce makes the session a game played once for a result that counts elsewhere
// (the daily deal): no move is taken back, it is not kept as the game in progress, over
// is called with the match once it has ended (after it has gone into the history, on
// the frame loop), and the score sheet's New game goes to after's scene.
func (s *LocalSession) OnlyOnce(over func(*match.Match), after func(Setup) (Scene, error)) {
	s.once, s.over, s.after = true, over, after
}

// NewLocalSession starts s's game of g (seed, variant, options and seats from s) with
// a bot for every seat no person plays. Error: a bad setup or bot level.
func NewLocalSession(g match.Game, s Setup) (*LocalSession, error) {
	cfg := s.Config
	cfg.Game, cfg.Options, cfg.Decks = g.ID(), slices.Clone(s.Options), nil
	m, err := match.New(g, cfg, s.Levels())
	if err != nil {
		return nil, err
	}
	return ResumeLocalSession(m, s)
}

// ResumeLocalSession goes on with match m (a new one, or one rebuilt from a saved
// record) with a bot for every seat no person plays in s. Error: a bot level the game
// does not have, or seats that do not match.
func ResumeLocalSession(m *match.Match, s Setup) (*LocalSession, error) {
	g := m.Game()
	if len(s.Seats) != m.Players() {
		return nil, fmt.Errorf("%d seats given for %s-seat game", len(s.Seats), words.A(fmt.Sprint(m.Players())))
	}
	ls := &LocalSession{levels: make([]string, s.Players), seats: make([]*match.LocalSeat, s.Players)}
	bots := make([]match.Bot, s.Players)
	var err error
	for i, seat := range s.Seats {
		if seat.Human {
			ls.people = append(ls.people, i)
			continue
		}
		if bots[i], err = g.NewBot(seat.Level, i, s.Seed); err != nil {
			return nil, err
		}
		ls.levels[i] = seat.Level
	}
	ls.bots = bots
	ls.local = match.NewLocal(m, bots, func() float64 {
		if ls.now == nil {
			return 0
		}
		return ls.now()
	})
	return ls, nil
}

// Match is the match being played: the whole game, every hand. For the session's maker
// (tests); no table is given it.
func (s *LocalSession) Match() *match.Match { return s.local.Match() }

// Kept reports that the finished game has gone into the history.
func (s *LocalSession) Kept() bool { return s.kept }

// Players, People, Level, Thinking and WindowOpened are the Session's (see
// Session).
func (s *LocalSession) Players() int          { return len(s.levels) }
func (s *LocalSession) People() []int         { return s.people }
func (s *LocalSession) Level(seat int) string { return s.levels[seat] }
func (s *LocalSession) Thinking() bool        { return s.local.Thinking() }
func (s *LocalSession) WindowOpened() float64 { return s.local.WindowOpened() }

// clock also makes the match's reaction windows wait for the table to show them
// (match.Local.HoldWindows): a table opens on the session.
func (s *LocalSession) clock(now func() float64) {
	s.now = now
	s.local.HoldWindows()
}

// Shown starts the clock of a reaction window that waits to be shown, at game time at
// (match.Local.Shown); Waiting reports one that waits.
func (s *LocalSession) Shown(at float64) { s.local.Shown(at) }
func (s *LocalSession) Waiting() bool    { return s.local.Waiting() }

// readableCardMs is the least time, at the normal speed, from a card a person at the
// table sees land to the next card a bot puts down inside a reaction window
// (docs/rules/thirdwheel.md#pace); the speed setting scales it as it scales the bots'
// pace, and Instant makes it 0.
const readableCardMs = 1200

// Seat is seat's handle, made once; at a table nobody plays any seat may be watched.
func (s *LocalSession) Seat(seat int) (match.Seat, error) {
	if seat < 0 || seat >= len(s.seats) || (len(s.people) > 0 && !slices.Contains(s.people, seat)) {
		return nil, fmt.Errorf("no-such-seat: seat %d is not played at this screen", seat)
	}
	if s.seats[seat] == nil {
		h, err := s.local.Seat(seat)
		if err != nil {
			return nil, err
		}
		s.seats[seat] = h
	}
	return s.seats[seat], nil
}

// Pump makes a lesson's scripted moves due now, then the bots' moves (match.Local.Run);
// with a person at the table a bot's card inside a reaction window waits at least
// readableCardMs scaled by the speed (paceMs against the normal speed's pace).
func (s *LocalSession) Pump(ready bool, paceMs float64, steps int) error {
	if len(s.people) > 0 {
		s.local.PaceCards(int(readableCardMs * paceMs / prefs.Normal.PaceMs()))
	}
	if s.script != nil && s.now != nil {
		if err := s.script.Run(s.now(), ready, paceMs); err != nil {
			return err
		}
	}
	return s.local.Run(ready, paceMs, steps)
}

// Advance brings the match up to game time t (Session.Advance): a lesson's scripted
// moves due by then, and the bots'.
func (s *LocalSession) Advance(t float64) error {
	if s.script != nil {
		if err := s.script.Window(t); err != nil {
			return err
		}
	}
	return s.local.Advance(t)
}

// skip plays on at once, with the bots and, in the people's seats, bots of level
// stand, until done reports true on the spectator's view (or the game ends); then it
// reports the seat to move. For tests and demonstrations of a late position.
func (s *LocalSession) skip(stand string, done func(match.View) bool) (int, error) {
	m := s.Match()
	bots := slices.Clone(s.bots)
	for i, b := range bots {
		if b == nil {
			var err error
			if bots[i], err = m.Game().NewBot(stand, i, m.Config().Seed); err != nil {
				return 0, err
			}
		}
	}
	err := s.local.PlayUntil(bots, done, 1_000_000)
	return m.ToMove(), err
}

// keep puts the finished game into the history of st, once. Error: it could not be
// written (it is not tried again).
func (s *LocalSession) keep(st saves.Store) error {
	if s.kept {
		return nil
	}
	s.kept = true
	_, err := saves.AddHistory(st, s.Match(), time.Now())
	if s.over != nil {
		s.over(s.Match())
	}
	return err
}

// hint is what the rules core suggests to seat v's owner now (the game's Hint), counted
// in the match (NoteHint) so that statistics show the hints used; ok is false when
// there is nothing to decide.
func (s *LocalSession) hint(v match.View) (why match.Words, ok bool) {
	m := s.Match()
	if _, why, ok = m.Game().Hint(v); ok {
		m.NoteHint()
	}
	return why, ok
}

// racing reports a reaction window open in the game (a race is on).
func (s *LocalSession) racing() bool {
	c, ok := s.Match().Live().(match.Clocked)
	return ok && c.Window().Open
}

// undoTo is the log length an undo by viewer goes back to now (takeback.Target): just
// before the viewer's previous decision in this round; the error says in plain words
// why there is none. The answer is kept until the match or the viewer changes.
func (s *LocalSession) undoTo(viewer int, name func(int) string) (int, error) {
	return s.undo.To(s.Match(), viewer, s.people, name)
}

// takeBack takes the match back to its first n moves (an undo by viewer, refused when
// it would take back a card shown to viewer): the bots forget what they were deciding.
// The handles' events go back with it; the table is shown afresh.
func (s *LocalSession) takeBack(viewer, n int) error { return s.local.TakeBack(viewer, n) }
