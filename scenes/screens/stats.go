package screens

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"parlor/scenes"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// Stats is the statistics screen: per game and variant (a tab each), the games, wins,
// win rate, streaks, average and best score, games with undo and hints used, the
// games by opponent level with a bar of each win rate, and a chart of every game's
// score, won or lost. "Reset" starts them afresh after a confirm; the history (and its
// replays) stays, so nothing is lost that the statistics were computed from.
type Stats struct {
	stats   saves.Stats
	tab     int
	status  string
	bad     bool
	loaded  bool
	asking  bool
	widgets []ui.Widget
	focus   int
	hover   int
	in      *ui.Input
}

// Stats widget ids; the game tabs add their index to sTabBase.
const (
	stReset = iota + 1
	stHistory
	stMenu
	stTabBase = 100
)

// ResetQuestion is what the statistics screen asks before a reset.
const ResetQuestion = "Reset the statistics? The history is kept."

// NewStats makes the statistics screen; they are computed on its first update.
func NewStats() *Stats { return &Stats{focus: -1, hover: -1} }

// Data are the statistics shown; Tab the game shown; Asking the reset question open.
func (s *Stats) Data() saves.Stats { return s.stats }
func (s *Stats) Tab() int          { return s.tab }
func (s *Stats) Asking() bool      { return s.asking }

func (s *Stats) load(a *scenes.App) {
	s.loaded = true
	st, err := saved(a)
	if err != nil {
		s.status, s.bad = "Saved games cannot be kept here: "+err.Error(), true
	}
	var errs []error
	s.stats, errs = saves.LoadStats(st)
	if len(errs) > 0 {
		s.status, s.bad = errs[0].Error(), true
	}
	s.tab = min(s.tab, max(len(s.stats.Games)-1, 0))
}

func (s *Stats) layout(w, h float64) {
	ws := s.widgets[:0]
	x := 40.0
	for i, g := range s.stats.Games {
		label := g.Name
		if g.Variant != "" {
			label += " · " + g.Variant
		}
		tw := math.Min(280, (w-80)/float64(max(len(s.stats.Games), 1))-8)
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: stTabBase + i, X: x, Y: 84, W: tw, H: 44, Label: label, On: i == s.tab})
		x += tw + 8
	}
	bw := 220.0
	for i, b := range []struct {
		id    int
		label string
	}{{stReset, "Reset (R)"}, {stHistory, "History (H)"}, {stMenu, "Menu (Esc)"}} {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: b.id, X: w - 40 - float64(3-i)*(bw+12) + 12, Y: h - 80, W: bw, H: 52, Label: b.label,
			Disabled: b.id == stReset && len(s.stats.Games) == 0})
	}
	s.widgets = ws
}

func (s *Stats) dialog(w, h float64) input.Confirm {
	return input.NewConfirm(w, h, "Reset", "Keep them")
}

// Update handles the tabs, the buttons and the reset question.
func (s *Stats) Update(a *scenes.App) error {
	if !s.loaded {
		s.load(a)
	}
	s.layout(a.W, a.H)
	in := &a.In
	s.in = in
	if s.asking {
		d := s.dialog(a.W, a.H)
		switch d.Answer(in) {
		case input.Yes:
			s.asking = false
			st, _ := saved(a)
			if err := saves.ResetStats(st, time.Now()); err != nil {
				s.status, s.bad = "Could not reset: "+err.Error(), true
				return nil
			}
			s.load(a)
			s.status, s.bad = "Statistics reset; the history is kept.", false
		case input.No:
			s.asking = false
		}
		return nil
	}
	s.hover = ui.Hovered(in, s.widgets)
	id := 0
	switch {
	case in.Key(input.KeyLeft):
		s.tab = max(s.tab-1, 0)
	case in.Key(input.KeyRight):
		s.tab = min(s.tab+1, max(len(s.stats.Games)-1, 0))
	case in.Key(input.KeyR):
		id = stReset
	case in.Key(input.KeyH):
		id = stHistory
	case in.Key(input.KeyEscape) || in.Key(input.KeyM):
		id = stMenu
	default:
		if act := ui.Navigate(in, s.widgets, &s.focus); act.OK {
			id = act.ID
		}
	}
	switch {
	case id >= stTabBase:
		s.tab = id - stTabBase
	case id == stReset && len(s.stats.Games) > 0:
		s.asking = true
	case id == stHistory:
		a.Goto(NewHistory())
	case id == stMenu:
		next := a.Launch
		next.Seed = 0
		a.Goto(NewMenu(next))
	default:
		return nil
	}
	a.Sound.Play(clickEffect)
	return nil
}

// Draw draws the figures, the level bars, the score chart and the buttons.
func (s *Stats) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	c.Text("Statistics", 40, 44, 34, true, ui.Left, ui.Gold)
	since := "from the history of finished games"
	if !s.stats.Since.IsZero() {
		since = "since " + s.stats.Since.Local().Format("2 Jan 2006 15:04") + " (reset)"
	}
	c.Text(since, 240, 50, 17, false, ui.Left, ui.InkDim)
	for i := range s.widgets {
		ui.DrawWidget(c, &s.widgets[i], i == s.focus, i == s.hover)
	}
	if len(s.stats.Games) == 0 {
		c.Text("No finished games yet: play a game to its end and it counts here.", c.W/2, c.H/2-40, 20, false, ui.Center, ui.Ink)
	} else {
		s.drawGame(c, &s.stats.Games[s.tab])
	}
	msg, clr := s.status, ui.InkDim
	if s.bad {
		clr = ui.Danger
	}
	if msg == "" {
		msg = "← → another game · games played at this screen by a person count"
	}
	c.Text(c.Wrap(msg, 16, c.W-820, false), 40, c.H-54, 16, false, ui.Left, clr)
	if s.asking {
		d := s.dialog(c.W, c.H)
		ui.DrawConfirm(c, &d, ResetQuestion, "Enter or Y: reset · Esc or N: keep them", s.in)
	}
}

func (s *Stats) drawGame(c *ui.Canvas, g *saves.GameStats) {
	x, y := 40.0, 150.0
	c.RoundRect(x, y, 400, 420, 14, ui.Felt)
	score := "lower is better"
	if !g.LowWins {
		score = "higher is better"
	}
	rows := [][2]string{
		{"Games", ui.Itoa(g.Played)},
		{"Wins", ui.Itoa(g.Won)},
		{"Win rate", fmt.Sprintf("%.0f%%", 100*g.WinRate)},
		{"Current streak", streakText(g.Streak)},
		{"Best streak", plural(g.BestStreak, "win")},
		{"Average score", strconv.FormatFloat(math.Round(g.AvgScore*10)/10, 'f', -1, 64)},
		{"Best score", ui.Itoa(g.BestScore) + "  (" + score + ")"},
		{"Games with undo", ui.Itoa(g.WithUndo)},
		{"Hints used", ui.Itoa(g.Hints)},
	}
	for i, r := range rows {
		yy := y + 36 + float64(i)*44
		c.Text(r[0], x+24, yy, 18, false, ui.Left, ui.InkDim)
		c.Text(r[1], x+376, yy, 20, true, ui.Right, ui.Ink)
	}
	// By opponent level: a bar of each win rate.
	lx, lw := 470.0, c.W-510
	c.RoundRect(lx, y, lw, 170, 14, ui.Felt)
	c.Text("By strongest opponent", lx+20, y+22, 17, true, ui.Left, ui.Ink)
	for i, l := range g.ByLevel {
		if i >= 4 {
			break
		}
		yy := y + 52 + float64(i)*28
		name := l.Level
		if name == scenes.Human {
			name = "people only"
		}
		rate := 0.0
		if l.Played > 0 {
			rate = float64(l.Won) / float64(l.Played)
		}
		c.Text(name, lx+20, yy, 16, false, ui.Left, ui.InkDim)
		bx, bw := lx+150, lw-380
		c.RoundRect(bx, yy-9, bw, 18, 9, ui.FeltDark)
		c.RoundRect(bx, yy-9, math.Max(18, bw*rate), 18, 9, ui.Good)
		c.Text(fmt.Sprintf("%d of %d won · %.0f%%", l.Won, l.Played, 100*rate), bx+bw+16, yy, 16, false, ui.Left, ui.Ink)
	}
	s.drawScores(c, g, lx, y+190, lw, 230)
}

// drawScores charts every game's score, oldest first: a bar each, green for a win and
// red for a loss, and the average as a gold line.
func (s *Stats) drawScores(c *ui.Canvas, g *saves.GameStats, x, y, w, h float64) {
	c.RoundRect(x, y, w, h, 14, ui.Felt)
	n := len(g.Scores)
	c.Text("Score in each game ("+ui.Itoa(n)+", oldest first) · green: won · red: lost", x+20, y+22, 17, true, ui.Left, ui.Ink)
	lo, hi := 0, 1
	for _, v := range g.Scores {
		lo, hi = min(lo, v), max(hi, v)
	}
	px, pw := x+60, w-80
	py, ph := y+50, h-80
	zero := py + ph*float64(hi)/float64(hi-lo)
	c.Line(px, zero, px+pw, zero, 1, ui.InkFaint)
	c.Text(ui.Itoa(hi), px-8, py, 13, false, ui.Right, ui.InkDim)
	c.Text(ui.Itoa(lo), px-8, py+ph, 13, false, ui.Right, ui.InkDim)
	bw := pw / float64(max(n, 1))
	for i, v := range g.Scores {
		top := py + ph*float64(hi-v)/float64(hi-lo)
		clr := ui.Danger
		if i < len(g.Results) && g.Results[i] {
			clr = ui.Good
		}
		bx := px + float64(i)*bw
		c.Rect(bx+bw*0.15, math.Min(top, zero), math.Max(1, bw*0.7), math.Max(2, math.Abs(zero-top)), clr)
	}
	avg := py + ph*(float64(hi)-g.AvgScore)/float64(hi-lo)
	c.Line(px, avg, px+pw, avg, 2, ui.Gold)
	c.Text("average "+strconv.FormatFloat(math.Round(g.AvgScore*10)/10, 'f', -1, 64), px+pw, avg-12, 13, false, ui.Right, ui.Gold)
}

func streakText(n int) string {
	switch {
	case n > 0:
		return plural(n, "win")
	case n < 0:
		return plural(-n, "loss")
	}
	return "none"
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if word == "loss" {
		return ui.Itoa(n) + " losses"
	}
	return ui.Itoa(n) + " " + word + "s"
}
