package screens

import (
	"math"
	"slices"
	"strings"
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Stats is the statistics screen: per game and variant, house rules and role (a tab
// each: a Third Wheel played as the Duo with Snap Match is not the same game to win as
// the Third Wheel's seat without house rules), the games, wins,
// win rate, streaks, average and best score, games with undo and hints used, the
// games by opponent level with a bar of each win rate, and a chart of every game's
// score, won or lost. "Reset" starts them afresh after a confirm; the history (and its
// replays) stays, so nothing is lost that the statistics were computed from.
type Stats struct {
	stats   saves.Stats
	where   saves.Where // the games counted: all, played here, online
	tab     int
	status  string
	bad     bool
	loaded  bool
	asking  bool
	widgets []ui.Widget
	focus   int
	hover   int
	in      *ui.Input
	mirrorN int // the changes of what the mirror shows (MirrorN)
}

// Stats widget ids; the game tabs add their index to sTabBase.
const (
	stReset = iota + 1
	stHistory
	stMenu
	stWhere
	stKind
	stTabBase = 100
)

// ResetQuestion is what the statistics screen asks before a reset.
const ResetQuestion = "Reset the statistics? The history is kept."

// NewStats makes the statistics screen; they are computed on its first update.
func NewStats() *Stats { return &Stats{focus: -1, hover: -1} }

// whereWords name the games each saves.Where counts, on the screen's Games choice.
var whereWords = [...]string{saves.AllGames: "all", saves.PlayedHere: "played here", saves.PlayedOnline: "online"}

// Data are the statistics shown; Tab the game shown; Asking the reset question open;
// Where the games counted.
func (s *Stats) Data() saves.Stats  { return s.stats }
func (s *Stats) Where() saves.Where { return s.where }
func (s *Stats) Tab() int           { return s.tab }
func (s *Stats) Asking() bool       { return s.asking }

func (s *Stats) load(a *scenes.App) {
	s.loaded = true
	s.mirrorN++
	st, err := saved(a)
	if err != nil {
		s.status, s.bad = l10n.T("Saved games cannot be kept here: %s", err.Error()), true
	}
	var errs []error
	s.stats, errs = saves.LoadStatsWhere(st, s.where)
	if len(errs) > 0 {
		s.status, s.bad = errs[0].Error(), true
	}
	s.tab = min(s.tab, max(len(s.stats.Games)-1, 0))
}

// statsNarrow is the width under which the screen takes its phone layout.
const statsNarrow = 700.0

func (s *Stats) layout(w, h float64) {
	if geom.Short(w, h) {
		s.layoutShort(w, h)
		return
	}
	ws := s.widgets[:0]
	narrow := w < statsNarrow
	where := ui.Widget{Kind: ui.Cycle, ID: stWhere, X: w - 40 - 320, Y: 22, W: 320, H: 44, Label: l10n.T("Games (W)"), Value: l10n.T(whereWords[s.where]),
		Hint: l10n.T("Which games count: all, those played at this screen, or those played online")}
	groups := s.groups()
	x, ty, tw, th, perRow := 40.0, 84.0, 0.0, 44.0, len(groups)
	if narrow {
		where.X, where.Y, where.W, where.Label = 14, 92, w-28, l10n.T("Games")
		x, ty, th, perRow = 14, 144, 44, min(2, len(groups))
		tw = (w - 28 - 8) / 2
		if perRow == 1 {
			tw = w - 28
		}
	} else {
		tw = math.Min(280, (w-80)/float64(max(len(groups), 1))-8)
	}
	for i, grp := range groups {
		g := &s.stats.Games[grp[0]]
		label := TitleWords(g.Name, g.Variant)
		col, row := i, 0
		if narrow {
			col, row = i%perRow, i/perRow
		}
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: stTabBase + i, X: x + float64(col)*(tw+8), Y: ty + float64(row)*(th+8), W: tw, H: th, Label: label, On: slices.Contains(grp, s.tab)})
	}
	if grp := s.group(); len(grp) > 1 {
		// The game is kept per house rules and role: a choice of which, under the tabs.
		kind := ui.Widget{Kind: ui.Cycle, ID: stKind, X: x, Y: s.tabsBottom(w) - th + 2, W: math.Min(w-2*x, 620), H: th,
			Label: l10n.T("Rules and role (O)"), Value: kindWords(&s.stats.Games[s.tab]),
			Hint: l10n.T("The game's statistics are kept apart for each set of house rules and each role: O shows the next")}
		if narrow {
			// Beside the choice of games, in half of its row: a phone has no row to spare.
			where.W = (w - 28 - 8) / 2
			kind.X, kind.Y, kind.W, kind.H, kind.Label = where.X+where.W+8, where.Y, where.W, where.H, ""
			kind.Value = kindShort(&s.stats.Games[s.tab])
		}
		ws = append(ws, kind)
	}
	bw := 220.0
	for i, b := range []struct {
		id           int
		label, short string
	}{{stReset, l10n.T("Reset (R)"), l10n.T("Reset")}, {stHistory, l10n.T("History (H)"), l10n.T("History")}, {stMenu, l10n.T("Menu (Esc)"), l10n.T("Menu")}} {
		bt := ui.Widget{Kind: ui.Button, ID: b.id, X: w - 40 - float64(3-i)*(bw+12) + 12, Y: h - 80, W: bw, H: 52, Label: b.label,
			Disabled: b.id == stReset && len(s.stats.Games) == 0}
		if narrow {
			nb := (w - 28 - 16) / 3
			bt.X, bt.Y, bt.W, bt.H, bt.Label = 14+float64(i)*(nb+8), h-62, nb, 50, b.short
		}
		ws = append(ws, bt)
	}
	s.widgets = append(ws, where) // last: the focus opens on the first game's tab
}

// tabsBottom is the y under the games' tabs, and on a wide screen under the choice of
// house rules and role when the game shown has more than one (a phone has it beside
// the choice of games).
func (s *Stats) tabsBottom(w float64) float64 {
	if w >= statsNarrow {
		if len(s.group()) > 1 {
			return 180
		}
		return 128
	}
	rows := (len(s.groups()) + 1) / 2
	return 144 + float64(max(rows, 1))*52 - 8 // rows of 44-unit tabs, 8 apart
}

// groups are the indices into the statistics' Games of each game and variant (a tab
// each), in the order the games first appear; a group holds one GameStats per set of
// house rules and role.
func (s *Stats) groups() [][]int {
	var out [][]int
	for i, g := range s.stats.Games {
		j := slices.IndexFunc(out, func(grp []int) bool {
			h := &s.stats.Games[grp[0]]
			return h.Game == g.Game && h.Variant == g.Variant
		})
		if j < 0 {
			out = append(out, nil)
			j = len(out) - 1
		}
		out[j] = append(out[j], i)
	}
	return out
}

// group is the group of the statistics shown (nil: none).
func (s *Stats) group() []int {
	for _, grp := range s.groups() {
		if slices.Contains(grp, s.tab) {
			return grp
		}
	}
	return nil
}

// kindWords name one GameStats of a group: its role and house rules, "Duo · no house
// rules", "Third Wheel · doubledown, snap".
func kindWords(g *saves.GameStats) string {
	rules := l10n.T("no house rules")
	if len(g.Rules) > 0 {
		rules = strings.Join(g.Rules, ", ")
	}
	if g.Role == "" {
		return rules
	}
	return l10n.T(g.Role) + " · " + rules
}

// kindShort is kindWords for half a phone's row: "Duo · base", "Duo · 2 rules".
func kindShort(g *saves.GameStats) string {
	rules := l10n.T("base")
	if len(g.Rules) > 0 {
		rules = l10n.Plural("%d rules", len(g.Rules))
	}
	if g.Role == "" {
		return rules
	}
	return l10n.T(g.Role) + " · " + rules
}

// step shows the first statistics of the group d groups away (← →).
func (s *Stats) step(d int) {
	gs := s.groups()
	for i, grp := range gs {
		if slices.Contains(grp, s.tab) {
			s.tab = gs[max(0, min(i+d, len(gs)-1))][0]
			return
		}
	}
}

func (s *Stats) dialog(w, h float64) input.Confirm {
	return input.NewConfirm(w, h, l10n.T("Reset"), l10n.T("Keep them"))
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
		if ans := d.Answer(in); ans == input.Yes || ans == input.No {
			s.answer(a, ans == input.Yes)
		}
		return nil
	}
	s.hover = ui.Hovered(in, s.widgets)
	id, step := 0, 1
	switch {
	case in.Key(input.KeyLeft):
		s.step(-1)
	case in.Key(input.KeyRight):
		s.step(1)
	case in.Key(input.KeyO):
		id = stKind
	case in.Key(input.KeyR):
		id = stReset
	case in.Key(input.KeyH):
		id = stHistory
	case in.Key(input.KeyW):
		id = stWhere
	case in.Key(input.KeyEscape) || in.Key(input.KeyM):
		id = stMenu
	default:
		if act := ui.Navigate(in, s.widgets, &s.focus); act.OK {
			id, step = act.ID, act.Delta
		}
	}
	if s.act(a, id, step) {
		a.Sound.Play(clickEffect)
	}
	return nil
}

// answer answers the reset question: yes resets the statistics (the history stays).
func (s *Stats) answer(a *scenes.App, yes bool) {
	s.asking = false
	s.mirrorN++
	if !yes {
		return
	}
	st, _ := saved(a)
	if err := saves.ResetStats(st, time.Now()); err != nil {
		s.status, s.bad = l10n.T("Could not reset: %s", err.Error()), true
		return
	}
	s.load(a)
	s.status, s.bad = l10n.T("Statistics reset; the history is kept."), false
}

// act does what the widget id does (step: the step of a ‹ value › chooser), drawn or
// pressed in the mirror (statsmirror.go); it reports that id did something.
func (s *Stats) act(a *scenes.App, id, step int) bool {
	switch {
	case id >= stTabBase:
		if gs := s.groups(); id-stTabBase < len(gs) {
			s.tab = gs[id-stTabBase][0]
		}
	case id == stKind:
		if grp := s.group(); len(grp) > 1 {
			s.tab = grp[(slices.Index(grp, s.tab)+1)%len(grp)]
		}
	case id == stReset && len(s.stats.Games) > 0:
		s.asking = true
	case id == stHistory:
		a.Goto(NewHistory())
	case id == stWhere:
		n := len(whereWords)
		s.where = saves.Where((int(s.where) + step + n) % n) // ‹ steps back
		s.tab = 0
		s.load(a)
	case id == stMenu:
		next := a.Launch
		next.Seed = 0
		a.Goto(NewMenu(next))
	default:
		return false
	}
	s.mirrorN++
	return true
}

// Draw draws the figures, the level bars, the score chart and the buttons.
func (s *Stats) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	narrow := c.W < statsNarrow
	since := l10n.T("from the history of finished games")
	if !s.stats.Since.IsZero() {
		since = l10n.T("since %s (reset)", l10n.DateTime(s.stats.Since.Local()))
	}
	short := geom.Short(c.W, c.H)
	switch {
	case short:
	case narrow:
		c.Text(c.Ellipsize(l10n.T("Statistics"), 30, c.W-36, true), 18, 40, 30, true, ui.Left, ui.Gold)
		c.Text(c.Ellipsize(since, 15, c.W-36, false), 18, 74, 15, false, ui.Left, ui.InkDim)
	default:
		title := l10n.T("Statistics")
		c.Text(title, 40, 44, 34, true, ui.Left, ui.Gold)
		sx := math.Max(240, 40+c.TextWidth(title, 34, true)+24)
		c.Text(c.Ellipsize(since, 17, c.W-sx-380, false), sx, 50, 17, false, ui.Left, ui.InkDim)
	}
	for i := range s.widgets {
		ui.DrawWidget(c, &s.widgets[i], i == s.focus, i == s.hover)
	}
	none := l10n.T("No finished games yet: play a game to its end and it counts here.")
	if s.where == saves.PlayedOnline {
		none = l10n.T("No online game finished on this device yet: play one from Online in the menu.")
	}
	switch {
	case short:
	case len(s.stats.Games) == 0:
		c.Text(c.Wrap(none, 19, c.W-60, false), c.W/2, c.H/2-40, 19, false, ui.Center, ui.Ink)
	case narrow:
		s.drawNarrow(c, &s.stats.Games[s.tab])
	default:
		s.drawGame(c, &s.stats.Games[s.tab])
	}
	msg, clr := s.status, ui.InkDim
	if s.bad {
		clr = ui.Danger
	}
	if msg == "" {
		msg = l10n.T("← → another game · W: which games · games a person played here, and online games played here, count")
		if len(s.group()) > 1 && !narrow && !short {
			msg = l10n.T("O: other house rules or role · %s", msg)
		}
	}
	switch {
	case short:
		s.drawShort(c, since, none, msg, clr)
	case narrow:
		c.Text(c.Wrap(msg, 14, c.W-28, false), c.W/2, c.H-88, 14, false, ui.Center, clr)
	default:
		c.Text(c.Wrap(msg, 16, c.W-820, false), 40, c.H-54, 16, false, ui.Left, clr)
	}
	if s.asking {
		d := s.dialog(c.W, c.H)
		ui.DrawConfirm(c, &d, l10n.T(ResetQuestion), l10n.T("Enter or Y: reset · Esc or N: keep them"), s.in)
	}
}

func (s *Stats) drawGame(c *ui.Canvas, g *saves.GameStats) {
	x, y := 40.0, s.tabsBottom(c.W)+22
	c.RoundRect(x, y, 400, 420, 14, ui.Felt)
	rows := figures(g)
	for i, r := range rows {
		figureRow(c, r, x+24, x+376, y+36+float64(i)*44, 18, 20)
	}
	// By opponent level: a bar of each win rate.
	lx, lw := 470.0, c.W-510
	c.RoundRect(lx, y, lw, 170, 14, ui.Felt)
	c.Text(c.Ellipsize(l10n.T("By strongest opponent"), 17, lw-40, true), lx+20, y+22, 17, true, ui.Left, ui.Ink)
	levels := g.ByLevel[:min(len(g.ByLevel), 4)]
	valW := 0.0 // the widest "3 of 5 won · 60%"
	for _, l := range levels {
		_, rate := levelFigures(l)
		valW = math.Max(valW, c.TextWidth(l10n.T("%s of %s won · %s", l10n.Int(l.Won), l10n.Int(l.Played), l10n.Percent(100*rate)), 16, false))
	}
	for i, l := range levels {
		yy := y + 52 + float64(i)*28
		name, rate := levelFigures(l)
		if l.Level == scenes.Human {
			name = l10n.T("people only")
		}
		c.Text(c.Ellipsize(name, 16, 124, false), lx+20, yy, 16, false, ui.Left, ui.InkDim)
		bx, bw := lx+150, math.Max(24, lw-170-valW-16) // the figures right of the bar
		c.RoundRect(bx, yy-9, bw, 18, 9, ui.FeltDark)
		c.RoundRect(bx, yy-9, math.Max(18, bw*rate), 18, 9, ui.Good)
		c.Text(c.Ellipsize(l10n.T("%s of %s won · %s", l10n.Int(l.Won), l10n.Int(l.Played), l10n.Percent(100*rate)), 16, lx+lw-bx-bw-30, false), bx+bw+16, yy, 16, false, ui.Left, ui.Ink)
	}
	s.drawScores(c, g, lx, y+190, lw, 230, l10n.T("Score in each game (%s, oldest first) · green: won · red: lost", l10n.Int(len(g.Scores))))
}

// drawNarrow draws a game's statistics on a phone, one column under the tabs: the
// figures, the win rate by strongest opponent and the score chart.
func (s *Stats) drawNarrow(c *ui.Canvas, g *saves.GameStats) {
	x, w, y := 14.0, c.W-28, s.tabsBottom(c.W)+10
	rows := figures(g)
	c.RoundRect(x, y, w, float64(len(rows))*27+14, 12, ui.Felt)
	for i, r := range rows {
		figureRow(c, r, x+14, x+w-14, y+20+float64(i)*27, 16, 17)
	}
	y += float64(len(rows))*27 + 22
	levels := g.ByLevel[:min(len(g.ByLevel), 3)]
	ph := 34 + float64(len(levels))*24
	c.RoundRect(x, y, w, ph, 12, ui.Felt)
	c.Text(c.Ellipsize(l10n.T("By strongest opponent"), 16, w-28, true), x+14, y+18, 16, true, ui.Left, ui.Ink)
	for i, l := range levels {
		yy := y + 44 + float64(i)*24
		name, rate := levelFigures(l)
		c.Text(c.Ellipsize(name, 15, 66, false), x+14, yy, 15, false, ui.Left, ui.InkDim)
		bx, bw := x+84, w-84-130
		c.RoundRect(bx, yy-8, bw, 16, 8, ui.FeltDark)
		c.RoundRect(bx, yy-8, math.Max(16, bw*rate), 16, 8, ui.Good)
		c.Text(l10n.T("%s of %s · %s", l10n.Int(l.Won), l10n.Int(l.Played), l10n.Percent(100*rate)), x+w-14, yy, 15, false, ui.Right, ui.Ink)
	}
	y += ph + 8
	if h := c.H - 110 - y; h >= 90 {
		s.drawScores(c, g, x, y, w, h, l10n.T("Scores · green: won · red: lost"))
	}
}

// drawScores charts every game's score, oldest first: a bar each, green for a win and
// red for a loss, and the average as a gold line.
func (s *Stats) drawScores(c *ui.Canvas, g *saves.GameStats, x, y, w, h float64, title string) {
	c.RoundRect(x, y, w, h, 14, ui.Felt)
	n := len(g.Scores)
	c.Text(c.Ellipsize(title, 17, w-40, true), x+20, y+22, 17, true, ui.Left, ui.Ink)
	lo, hi := 0, 1
	for _, v := range g.Scores {
		lo, hi = min(lo, v), max(hi, v)
	}
	px, pw := x+60, w-80
	py, ph := y+50, h-80
	zero := py + ph*float64(hi)/float64(hi-lo)
	c.Line(px, zero, px+pw, zero, 1, ui.InkFaint)
	c.Text(l10n.Int(hi), px-8, py, 13, false, ui.Right, ui.InkDim)
	c.Text(l10n.Int(lo), px-8, py+ph, 13, false, ui.Right, ui.InkDim)
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
	c.Text(l10n.T("average %s", l10n.Decimal(g.AvgScore)), px+pw, avg-12, 13, false, ui.Right, ui.Gold)
}
