package screens

import (
	"math"
	"strconv"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Scoring is the score sheet: a rounds × players table of what each seat scored, the
// running totals with the leader or winners highlighted, and a line chart of every
// player's running total. Buttons: Next round (mid-game), New game, Menu.
type Scoring struct {
	sheet   *ui.ScoreSheet
	resume  scenes.Scene
	newGame func(a *scenes.App) (scenes.Scene, error)
	widgets []ui.Widget
	focus   int
	hover   int
	age     int
	status  string
	cells   []string // cell texts, built once
	names   []string // the seats' names as shown (ui.ShownName), built once
	lead    []bool
	// scroll and contentH are the upright sheet's scrolled column (scoringportrait.go).
	scroll   ui.Scroll
	contentH float64
	// ask is the button (sNew or sMenu) whose leave question is open, or 0: mid-game,
	// either drops the game in progress, so the sheet asks first.
	ask int
	in  *ui.Input // the app's input, for the dialog's hover light
}

// Score-sheet widget ids.
const (
	sNext = iota + 1
	sNew
	sMenu
)

// NewGameQuestion is what the score sheet asks before dropping a game in progress for a
// fresh deal; its buttons are NewGameYes and "Keep playing".
const (
	NewGameQuestion = "Abandon this game and deal a new one?"
	NewGameYes      = "New game"
)

// ScoringDrawTicks is how long the chart takes to draw itself, in ticks.
const ScoringDrawTicks = 40

// ScoringBeat is how many ticks the sheet takes no input after it opens: the clicks and
// the Enter that brought the player here (a burst at the last trick) choose nothing.
const ScoringBeat = 30

// NewScoring shows sheet. resume is the table to go back to for the next round (nil when
// the game is over); newGame starts a fresh game with the same seats (nil hides it).
func NewScoring(sheet *ui.ScoreSheet, resume scenes.Scene, newGame func(a *scenes.App) (scenes.Scene, error)) *Scoring {
	s := &Scoring{sheet: sheet, resume: resume, newGame: newGame, focus: -1}
	for _, n := range sheet.Names {
		s.names = append(s.names, ui.ShownName(n))
	}
	for _, row := range sheet.Scores {
		for _, v := range row {
			s.cells = append(s.cells, l10n.Int(v))
		}
	}
	for _, v := range sheet.Totals {
		s.cells = append(s.cells, l10n.Int(v))
	}
	s.lead = make([]bool, len(sheet.Totals))
	if sheet.Over {
		for _, w := range sheet.Winners {
			if w >= 0 && w < len(s.lead) {
				s.lead[w] = true
			}
		}
	} else if len(sheet.Totals) > 0 {
		best := sheet.Totals[0]
		for _, t := range sheet.Totals {
			if (sheet.LowWins && t < best) || (!sheet.LowWins && t > best) {
				best = t
			}
		}
		for i, t := range sheet.Totals {
			s.lead[i] = t == best
		}
	}
	return s
}

// Widgets are the sheet's buttons as last laid out.
func (s *Scoring) Widgets() []ui.Widget { return s.widgets }

// Sheet is the score sheet shown.
func (s *Scoring) Sheet() *ui.ScoreSheet { return s.sheet }

// Settled reports that the chart has finished drawing.
func (s *Scoring) Settled() bool { return s.age >= ScoringDrawTicks }

func (s *Scoring) layout(w, h float64) {
	ws := s.widgets[:0]
	bw, bh := 200.0, 56.0
	n := 2.0
	showNext := s.resume != nil && !s.sheet.Over
	if showNext {
		n++
	}
	if s.newGame == nil {
		n--
	}
	if geom.Compact(w, h) {
		s.widgets = s.layoutPortrait(ws, w, h, showNext)
		return
	}
	x := w/2 - (n*bw+(n-1)*16)/2
	y := h - 90
	if showNext {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: sNext, X: x, Y: y, W: bw, H: bh, Label: l10n.T("Next round (N)")})
		x += bw + 16
	}
	if s.newGame != nil {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: sNew, X: x, Y: y, W: bw, H: bh, Label: s.newLabel(true), Disabled: s.rematchAsked()})
		x += bw + 16
	}
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: sMenu, X: x, Y: y, W: bw, H: bh, Label: l10n.T("Menu (M)")})
	s.widgets = ws
}

// newLabel is the new game's button: Rematch after an online game (its key with keys).
func (s *Scoring) newLabel(keys bool) string {
	switch {
	case s.rematchAsked():
		return l10n.T("Rematch asked")
	case s.sheet.Rematch != nil && keys:
		return l10n.T("Rematch (G)")
	case s.sheet.Rematch != nil:
		return l10n.T("Rematch")
	case keys:
		return l10n.T("New game (G)")
	}
	return l10n.T("New game")
}

// rematchAsked reports an online game's rematch asked for at this screen.
func (s *Scoring) rematchAsked() bool { return s.sheet.Rematch != nil && s.sheet.Rematch.Asked() }

// RematchLine says where an online game's rematch stands ("" for none).
func (s *Scoring) RematchLine() string {
	if s.sheet.Rematch == nil {
		return ""
	}
	if l := s.sheet.Rematch.Line(); l != "" {
		return l
	}
	return l10n.T("Rematch: the same seats play again with a new sealed deal once every person asks.")
}

// MidGame reports that the sheet sits between rounds of a game still in progress (Next
// round is offered): New game and Menu then ask before dropping it.
func (s *Scoring) MidGame() bool { return s.resume != nil && !s.sheet.Over }

// Asking reports the open question, if any: NewGameQuestion or LeaveQuestion, or "".
func (s *Scoring) Asking() string {
	switch s.ask {
	case sNew:
		return NewGameQuestion
	case sMenu:
		return ui.LeaveQuestion
	}
	return ""
}

// dialog is the open question's dialog for a w×h screen (layout units).
func (s *Scoring) dialog(w, h float64) input.Confirm {
	if s.ask == sNew {
		return input.NewConfirm(w, h, l10n.T(NewGameYes), l10n.T("Keep playing"))
	}
	return ui.LeaveDialog(w, h)
}

// Update handles the buttons and their keys, from ScoringBeat ticks after the sheet
// opened. Mid-game (see MidGame), New game and Menu first ask with the shared leave
// dialog; once the game is over they act at once, but only when chosen: a click on
// the button, its key (G, M), or Enter once the focus ring is on it (the sheet of a
// finished game opens with no focus; the first Enter, Tab or arrow only shows it).
func (s *Scoring) Update(a *scenes.App) error {
	s.age++
	if r, ok := s.sheet.Rematch.(*scenes.Rematch); ok && r != nil {
		if t := r.Poll(); t != nil {
			a.Goto(t)
			return nil
		}
	}
	s.layout(a.W, a.H)
	in := &a.In
	s.in = in
	if s.ask != 0 {
		s.hover = -1
		d := s.dialog(a.W, a.H)
		switch d.Answer(in) {
		case input.Yes:
			id := s.ask
			s.ask = 0
			s.act(a, id)
		case input.No:
			a.Sound.Play(clickEffect)
			s.ask = 0
		}
		return nil
	}
	s.hover = ui.Hovered(in, s.widgets)
	if geom.Compact(a.W, a.H) {
		view := s.portraitView(a.W, a.H)
		s.scroll.Max = math.Max(0, s.contentH-view.H)
		s.scroll.Update(in, view, view.H-60)
	}
	if s.age <= ScoringBeat {
		return nil // scrolling, yes; choosing, not yet
	}
	id := 0
	switch {
	case in.Key(input.KeyN) && s.resume != nil && !s.sheet.Over:
		id = sNext
	case in.Key(input.KeyG) && s.newGame != nil:
		id = sNew
	case in.Key(input.KeyM) || in.Key(input.KeyEscape):
		id = sMenu
	case s.sheet.Over && s.focus < 0 && !(in.Pressed && in.Pointer):
		if in.AnyKey {
			s.focus = 0 // the first key shows the focus; it chooses nothing
		}
	default:
		if act := ui.Navigate(in, s.widgets, &s.focus); act.OK {
			id = act.ID
		}
	}
	if (id == sNew || id == sMenu) && s.MidGame() {
		// The key or click that opened the question does not answer it: the dialog
		// reads input from the next tick on.
		a.Sound.Play(clickEffect)
		s.ask = id
		s.status = ""
		return nil
	}
	s.act(a, id)
	return nil
}

// act carries out button id (0: nothing).
func (s *Scoring) act(a *scenes.App, id int) {
	switch id {
	case sNext:
		a.Sound.Play(clickEffect)
		a.Goto(s.resume)
	case sNew:
		a.Sound.Play(clickEffect)
		if r := s.sheet.Rematch; r != nil {
			r.Ask()
			return
		}
		sc, err := s.newGame(a)
		if err != nil {
			s.status = err.Error()
			return
		}
		a.Goto(sc)
	case sMenu:
		a.Sound.Play(clickEffect)
		next := a.Launch
		next.Seed = 0
		a.Goto(NewMenu(next))
	}
}

// Draw draws the sheet, the chart and the buttons.
func (s *Scoring) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	if geom.Compact(c.W, c.H) {
		s.drawPortrait(c)
		s.drawButtons(c)
		return
	}
	sh := s.sheet
	title := l10n.T("%s · score sheet", sh.Game)
	if sh.Over {
		title = l10n.T("%s · final scores", sh.Game)
	}
	c.Text(title, c.W/2, 44, 32, true, ui.Center, ui.Ink)
	if head, note := sh.Headline(); head != "" {
		c.Text(head, c.W/2, 80, 21, true, ui.Center, ui.Gold)
		c.Text(note, c.W/2, 104, 14, false, ui.Center, ui.InkDim)
	} else {
		c.Text(note, c.W/2, 84, 19, false, ui.Center, ui.Gold)
	}

	// Table on the left, chart on the right.
	margin := 40.0
	labelW := s.labelWidth(c, 120, 220)
	tableW := math.Min(labelW+float64(len(sh.Names))*96, c.W*0.55)
	tx, ty := margin, 120.0
	if head, note := sh.Headline(); head != "" && note != "" {
		ty = 130 // clear of the note's line
	}
	rows := len(sh.Scores)
	rowH := math.Min(34, (c.H-ty-150)/float64(rows+2))
	s.drawTable(c, tx, ty, tableW, rowH, labelW)

	// Chart.
	cx0 := tx + tableW + 60
	cw := c.W - cx0 - margin
	ch := rowH*float64(rows+2) - 30
	cy0 := ty + 10
	if sh.Panel != nil {
		sh.Panel(c, cx0, ty-8, cw, c.H-ty-130, s.age)
	} else {
		s.drawChart(c, cx0, cy0, cw, ch)
	}
	s.drawButtons(c)
}

// labelWidth is the width of the round labels' column: the widest label and a margin,
// between least and most.
func (s *Scoring) labelWidth(c *ui.Canvas, least, most float64) float64 {
	w := least
	for _, l := range s.sheet.RoundLabels {
		w = math.Max(w, c.TextWidth(l, 16, false)+16)
	}
	return math.Min(w, most)
}

// drawTable draws the rounds × players table at tx, ty, tableW wide, rows rowH high,
// the round labels' column labelW wide: the header of names, a row a round, the totals
// with the leaders' (or winners') highlighted.
func (s *Scoring) drawTable(c *ui.Canvas, tx, ty, tableW, rowH, labelW float64) {
	sh := s.sheet
	np := len(sh.Names)
	rows := len(sh.Scores)
	colW := (tableW - labelW) / float64(max(np, 1))
	c.RoundRect(tx-12, ty-8, tableW+24, rowH*float64(rows+2)+16, 12, ui.Felt)
	c.Text(l10n.T("Round"), tx+6, ty+rowH/2, 16, true, ui.Left, ui.InkDim)
	hs, names := headerFit(c, s.names, colW)
	for p, name := range names {
		cx := tx + labelW + colW*(float64(p)+0.5)
		c.Circle(cx-c.TextWidth(name, hs, true)/2-8, ty+rowH/2, 4.5, ui.SeatColour(p))
		c.Text(name, cx, ty+rowH/2, hs, true, ui.Center, ui.Ink)
	}
	k := 0
	for r := 0; r < rows; r++ {
		y := ty + rowH*float64(r+1)
		if r%2 == 0 {
			c.Rect(tx-4, y, tableW+8, rowH, ui.FeltLight)
		}
		label := strconv.Itoa(r + 1)
		if r < len(sh.RoundLabels) {
			label = sh.RoundLabels[r]
		}
		c.Text(c.Ellipsize(label, 16, labelW-10, false), tx+6, y+rowH/2, 16, false, ui.Left, ui.InkDim)
		for p := range sh.Scores[r] {
			cx := tx + labelW + colW*(float64(p)+0.5)
			clr := ui.Ink
			if sh.Scores[r][p] == 0 && sh.LowWins && !sh.PlainCells {
				clr = ui.Good
			}
			c.Text(s.cells[k], cx, y+rowH/2, 17, false, ui.Center, clr)
			k++
		}
	}
	y := ty + rowH*float64(rows+1)
	c.Line(tx, y, tx+tableW, y, 2, ui.GoldDark)
	tl := sh.TotalsLabel
	if tl == "" {
		tl = "Total"
	}
	tl = l10n.T(tl) // the games' labels are in the catalogues
	c.Text(tl, tx+6, y+rowH/2, 17, true, ui.Left, ui.Ink)
	for p := range sh.Totals {
		cx := tx + labelW + colW*(float64(p)+0.5)
		if s.lead[p] {
			c.RoundRect(cx-colW/2+4, y+2, colW-8, rowH-4, 8, ui.Gold)
			c.Text(s.cells[k], cx, y+rowH/2, 18, true, ui.Center, ui.FeltDark)
		} else {
			c.Text(s.cells[k], cx, y+rowH/2, 18, true, ui.Center, ui.Ink)
		}
		k++
	}
}

// drawButtons draws the status line, the buttons and the open question.
func (s *Scoring) drawButtons(c *ui.Canvas) {
	top := c.H
	for _, w := range s.widgets {
		top = math.Min(top, w.Y)
	}
	if s.status != "" {
		c.Text(c.Ellipsize(s.status, 17, c.W-24, false), c.W/2, top-20, 17, false, ui.Center, ui.Danger)
	} else if l := s.RematchLine(); l != "" {
		// The rematch prompt: who has asked, above the buttons.
		l = c.Wrap(l, 17, c.W-40, true)
		c.Text(l, c.W/2, top-20-float64(ui.Lines(l)-1)*11, 17, true, ui.Center, ui.Gold)
	}
	for i := range s.widgets {
		ui.DrawWidget(c, &s.widgets[i], i == s.focus, i == s.hover)
	}
	if s.ask != 0 {
		d := s.dialog(c.W, c.H)
		hint := l10n.T("Enter or Y: leave · Esc or N: keep playing")
		if s.ask == sNew {
			hint = l10n.T("Enter or Y: new game · Esc or N: keep playing")
		}
		ui.DrawConfirm(c, &d, l10n.T(s.Asking()), hint, s.in) // NewGameQuestion, LeaveQuestion
	}
}
