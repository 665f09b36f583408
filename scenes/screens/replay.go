package screens

import (
	"fmt"
	"slices"
	"time"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Replay is the replay viewer: a finished game shown again on its own game's table
// (a read-only ReplaySession under the game's table scene), every hand face up, with
// a bar to step forward and back by move, by trick (or turn) and by round, play and
// pause at a chosen speed, turn the table to another seat, show the score chart, review
// the game with the hard bot (reviewview.go) and export the record.
type Replay struct {
	info   *scenes.GameInfo
	full   *match.Match
	setup  scenes.Setup
	date   time.Time
	title  string
	back   func(a *scenes.App) scenes.Scene
	viewer int

	sess  *scenes.ReplaySession
	table *scenes.Replayed

	playing bool
	speed   int // index into replaySpeeds
	chart   bool
	sheet   *ui.ScoreSheet
	sheetK  int
	status  string

	rev      *reviewRun // the review, once asked for (nil: none)
	reviewed bool       // the finished review has been taken in
	summary  bool       // the review's summary is open
	links    []jumpLink // the summary's jump links, as last drawn
	demo     reviewDemo // a development screenshot's wishes (PARLOR_DEMO)

	rounds []int // positions (moves shown) where a round starts, ascending
	tricks []int // positions where a trick (or, in a game without tricks, a turn) starts
	bar    replayBar
	in     *ui.Input
	fresh  bool // a table just built: its events are played out at its first update
	mirror replayMirror
}

// replaySpeeds multiply the pace between two moves when playing.
var replaySpeeds = [...]struct {
	label  string
	factor float64
}{{"½×", 2}, {"1×", 1}, {"2×", 0.5}, {"4×", 0.25}, {"8×", 0.125}}

// ReplayBarH is the height of the viewer's bar under the table on a wide screen without
// a review, in layout units (barHeight: with the review strip, or on a narrow screen).
const ReplayBarH = 96

// area is the table's part of a w×h screen: all its width, above the bar.
func (r *Replay) area(w, h float64) (aw, ah float64) {
	return w, h - barHeight(w, h, r.rev != nil)
}

// NewReplay opens game m (loaded from a record, finished or not) at its start, so that
// nothing of how it went is spoiled, shown from the first person's seat (else seat 0). date is when it was played (zero:
// unknown); back makes the scene Esc returns to.
func NewReplay(m *match.Match, date time.Time, back func(a *scenes.App) scenes.Scene) (*Replay, error) {
	g := m.Game()
	info, ok := scenes.Lookup(g.ID())
	if !ok || info.Table == nil {
		return nil, fmt.Errorf("this Parlor has no table for %s", g.Name())
	}
	s := scenes.Setup{Config: m.Config(), Seats: make([]scenes.SeatSetup, m.Players())}
	s.Game, s.Players, s.Decks = g.ID(), m.Players(), nil
	levels := m.Levels()
	r := &Replay{info: info, full: m, date: date, back: back, speed: 1, sheetK: -1}
	for i := range s.Seats {
		l := ""
		if i < len(levels) {
			l = levels[i]
		}
		switch l {
		case scenes.Human:
			s.Seats[i].Human = true
		case "":
			s.Seats[i].Level = "?"
		default:
			s.Seats[i].Level = l
		}
	}
	s.NameSeats()
	if i := slices.IndexFunc(s.Seats, func(st scenes.SeatSetup) bool { return st.Human }); i >= 0 {
		r.viewer = i
	}
	r.setup = s
	r.title = g.Name() // titleWords adds the date, in the language on
	r.marks()
	if err := r.rebuild(0); err != nil {
		return nil, err
	}
	return r, nil
}

// marks finds where rounds and tricks (or turns) start in the record.
func (r *Replay) marks() {
	r.rounds, r.tricks = []int{0}, []int{0}
	log := r.full.Log()
	for i := range log {
		newRound, trick := false, false
		for _, e := range r.full.EventsOf(i) {
			newRound = newRound || (r.info.NewDeal != nil && r.info.NewDeal(e))
			trick = trick || (r.info.TrickDone != nil && r.info.TrickDone(e))
		}
		if newRound {
			r.rounds = append(r.rounds, i+1)
		}
		if r.info.TrickDone == nil {
			// A turn: the seat to move changes (clock ticks do not count).
			trick = log[i].Seat >= 0 && i+1 < len(log) && log[i+1].Seat >= 0 && log[i+1].Seat != log[i].Seat
		}
		if trick && i+1 < len(log) {
			r.tricks = append(r.tricks, i+1)
		}
	}
}

// K is the number of moves shown; Len the moves in the record.
func (r *Replay) K() int   { return r.sess.K() }
func (r *Replay) Len() int { return r.full.Len() }

// Viewer is the seat the table is shown from; Playing reports the replay running.
func (r *Replay) Viewer() int   { return r.table.Viewer() }
func (r *Replay) Playing() bool { return r.playing }

// Shell is the table's shell (for tests).
func (r *Replay) Shell() *scenes.Shell { return r.table.Shell() }

// Rounds and Tricks are the positions where rounds and tricks (or turns) start.
func (r *Replay) Rounds() []int { return slices.Clone(r.rounds) }
func (r *Replay) Tricks() []int { return slices.Clone(r.tricks) }

// rebuild shows the game after k moves: a fresh table on a session rebuilt to k, with
// every event since the opening played out at once.
func (r *Replay) rebuild(k int) error {
	sess, err := scenes.NewReplaySession(r.full, k)
	if err != nil {
		return err
	}
	table, err := scenes.OpenReplay(r.info, r.setup, sess, r.viewer)
	if err != nil {
		return err
	}
	r.sess, r.table, r.fresh = sess, table, true
	r.applyPace()
	return nil
}

// Seek shows the game after k moves (clamped to the record).
func (r *Replay) Seek(k int) error {
	k = max(0, min(k, r.Len()))
	if k == r.K()+1 {
		return r.Step()
	}
	return r.rebuild(k)
}

// Step shows the next move, animated.
func (r *Replay) Step() error {
	_, err := r.sess.Step()
	return err
}

// SetViewer turns the table to seat.
func (r *Replay) SetViewer(seat int) error {
	r.viewer = (seat + r.full.Players()) % r.full.Players()
	return r.rebuild(r.K())
}

// SetPlaying starts or pauses the replay.
func (r *Replay) SetPlaying(on bool) {
	r.playing = on && r.K() < r.Len()
	r.sess.Playing = r.playing
}

func (r *Replay) applyPace() {
	r.sess.PaceMs = 700 * replaySpeeds[r.speed].factor
	r.sess.Playing = r.playing
}

// prev and next are the last mark before k and the first after it (k itself when
// there is none).
func prev(marks []int, k int) int {
	best := 0
	for _, m := range marks {
		if m < k {
			best = m
		}
	}
	return best
}

func next(marks []int, k, end int) int {
	for _, m := range marks {
		if m > k {
			return m
		}
	}
	return end
}

// Settled reports the table settled (for screenshots): the table's own word, or the
// shell's once the table has run a second (a table whose own test waits for plays it
// has not animated, Third Wheel's after a turn to another seat).
func (r *Replay) Settled() bool {
	if r.fresh || r.rev != nil && !r.reviewed {
		return false
	}
	return r.table.Settled()
}

// Update runs the bar, then the table with no input (nobody may move at a replay),
// laid out over the screen above the bar.
func (r *Replay) Update(a *scenes.App) error {
	r.in = &a.In
	if r.rev != nil {
		r.rev.frame()
		r.reviewTick()
	}
	if err := r.control(a); err != nil {
		r.status = err.Error()
	}
	if r.playing && r.K() >= r.Len() && r.table.Idle() {
		r.SetPlaying(false)
	}
	saved := a.In
	a.In = ui.Input{}
	w, h := a.W, a.H
	a.W, a.H = r.area(a.W, a.H)
	err := r.table.Scene().Update(a)
	if r.fresh && err == nil {
		r.fresh = false
		r.table.CatchUp()
	}
	a.W, a.H, a.In = w, h, saved
	r.noteChange()
	return err
}

// Draw draws the table above the bar, the bar, and the chart when open.
func (r *Replay) Draw(c *ui.Canvas) {
	w, h := c.W, c.H
	c.W, c.H = r.area(c.W, c.H)
	r.table.Scene().Draw(c)
	c.W, c.H = w, h
	if r.Standing() {
		r.drawStandings(c) // under the bar, which goes on working
	}
	r.drawBar(c)
	switch {
	case r.Standing():
	case r.summary:
		r.drawSummary(c)
	case r.chart:
		r.drawChart(c)
	}
}

// Sheet is the score sheet after the moves shown (cached per position).
func (r *Replay) Sheet() *ui.ScoreSheet {
	if r.sheetK != r.K() || r.sheet == nil {
		r.sheet = r.info.Sheet(r.setup, r.sess.Match().View(-1))
		r.sheetK = r.K()
	}
	return r.sheet
}

// drawChart draws the score sheet's running totals over the table.
func (r *Replay) drawChart(c *ui.Canvas) {
	sh := r.Sheet()
	aw, ah := r.area(c.W, c.H)
	top := 0.0 // under a bar at the top (a phone's)
	if r.bar.atTop {
		top = r.bar.panel.Y + r.bar.panel.H
	}
	w, h := min(aw-80, 900.0), min(ah-top-60, 460.0)
	title, cols := l10n.T("%s · running totals after move %s", r.info.Name, l10n.Int(r.K())), 5
	if aw < 600 { // an upright phone's: narrower margins and words, names in two columns
		w, h = aw-24, min(ah-top-24, 460.0)
		title, cols = l10n.T("Totals after move %s", l10n.Int(r.K())), 2
	}
	x, y := aw/2-w/2, top+(ah-top)/2-h/2
	c.Shade(ui.Shade) // over the table and the bar: a press anywhere closes it
	c.RoundRect(x, y, w, h, 18, ui.Panel)
	c.Record(ui.RecPanel, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 18, 2, ui.Gold)
	c.Text(title, x+w/2, y+30, 20, true, ui.Center, ui.Gold)
	for p, name := range sh.Names {
		tx := x + 40 + float64(p%cols)*((w-80)/float64(cols))
		ty := y + 62 + float64(p/cols)*22
		c.Circle(tx, ty, 5, ui.SeatColour(p))
		total := 0
		if p < len(sh.Totals) {
			total = sh.Totals[p]
		}
		c.Text(ui.ShownName(name)+" "+l10n.Int(total), tx+12, ty, 15, false, ui.Left, ui.Ink)
	}
	cy := y + 62 + float64((len(sh.Names)+cols-1)/cols)*22
	sc := NewScoring(sh, nil, nil)
	sc.age = ScoringDrawTicks
	sc.drawChart(c, x+30, cy, w-60, y+h-cy-50)
}

// exportRecord hands the record to the player: a file (desktop) or a download.
func (r *Replay) exportRecord() {
	data, err := saves.Export(saves.Entry{Match: r.full, Date: r.date})
	if err != nil {
		r.status = l10n.T("Could not export: %s", err.Error())
		return
	}
	where, err := SaveExport(exportName(r.full, r.date), data)
	if err != nil {
		r.status = l10n.T("Could not export: %s", err.Error())
		return
	}
	r.status = l10n.T("Exported to %s", where)
}

// exportName is the file name an exported record gets: "parlor-triples-20261201-1504.json".
func exportName(m *match.Match, date time.Time) string {
	if date.IsZero() {
		return "parlor-" + m.Game().ID() + ".json"
	}
	return "parlor-" + m.Game().ID() + "-" + date.Local().Format("20060102-1504") + ".json"
}

// keyStep are the bar's keys: ← → a move, [ ] a trick or turn, PgUp PgDn a round,
// Home End the ends.
func (r *Replay) keyTarget(in *ui.Input) (int, bool) {
	k := r.K()
	switch {
	case in.Key(input.KeyLeft):
		return k - 1, true
	case in.Key(input.KeyRight):
		return k + 1, true
	case in.Char('['):
		return prev(r.tricks, k), true
	case in.Char(']'):
		return next(r.tricks, k, r.Len()), true
	case in.Key(input.KeyPageUp):
		return prev(r.rounds, k), true
	case in.Key(input.KeyPageDown):
		return next(r.rounds, k, r.Len()), true
	case in.Key(input.KeyHome):
		return 0, true
	case in.Key(input.KeyEnd):
		return r.Len(), true
	}
	return 0, false
}
