package screens

import (
	"slices"

	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The replay's last frame: at the end of a finished game the viewer shows the final
// standings over the table, so that End (and a replay played to its end) closes on the
// game's result, in step with the bar's "Move N of N".

// Standing is one line of the final standings: a seat, its place (1 = first; tied
// totals share a place) and its final total.
type Standing struct {
	Seat, Place, Total int
	Name               string
	Won                bool
}

// CaughtUp reports that the table shows every event of the moves the bar counts (none
// held back behind an earlier round's end).
func (r *Replay) CaughtUp() bool { return r.table.CaughtUp() }

// Standing reports that the final standings are on show: the record's last move is
// shown, the game is over and the table has shown its end (a moment after the last
// round's reveal), and neither the review's summary nor the chart is open.
func (r *Replay) Standing() bool {
	sh := r.table.Shell()
	return r.K() == r.Len() && r.sess.Match().Over() && sh.Final() && sh.RoundOver() && !r.summary && !r.chart
}

// Standings are the game's final standings after the moves shown (the score sheet's
// totals, best first, by the game's own measure); nil before the game is over.
func (r *Replay) Standings() []Standing {
	sh := r.Sheet()
	if !r.sess.Match().Over() {
		return nil
	}
	out := make([]Standing, len(sh.Names))
	for i, n := range sh.Names {
		out[i] = Standing{Seat: i, Name: n, Won: slices.Contains(sh.Winners, i)}
		if i < len(sh.Totals) {
			out[i].Total = sh.Totals[i]
		}
	}
	better := func(a, b Standing) int {
		switch {
		case a.Won != b.Won:
			if a.Won {
				return -1
			}
			return 1
		case a.Total == b.Total:
			return a.Seat - b.Seat
		case sh.LowWins == (a.Total < b.Total):
			return -1
		}
		return 1
	}
	slices.SortStableFunc(out, better)
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && out[i].Won == out[i-1].Won && out[i].Total == out[i-1].Total {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}

// drawStandings draws the final standings in a panel over the dimmed table: the
// result, then each seat's place, name and total.
func (r *Replay) drawStandings(c *ui.Canvas) {
	sh := r.Sheet()
	rows := r.Standings()
	aw, ah := r.area(c.W, c.H)
	top := 0.0 // under a bar at the top (a phone's)
	if r.bar.atTop {
		top = r.bar.panel.Y + r.bar.panel.H
	}
	rowH := 30.0
	w := min(aw-32, 520.0)
	h := min(ah-top-24, 118+rowH*float64(len(rows)))
	x, y := aw/2-w/2, max(top+12, top+(ah-top)/2-h/2)
	c.ShadeRect(geom.R(0, 0, aw, ah), ui.Shade) // the table stays behind, dimmed: the result is the frame
	c.RoundRect(x, y, w, h, 18, ui.Panel)
	c.Record(ui.RecPanel, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 18, 2, ui.Gold)
	c.Text(l10n.T("Final standings"), x+w/2, y+30, 22, true, ui.Center, ui.Gold)
	c.Text(c.Ellipsize(ui.WinnersText(sh.Names, sh.Winners), 17, w-32, true), x+w/2, y+60, 17, true, ui.Center, ui.Ink)
	label := sh.TotalsLabel
	if label == "" {
		label = "Total"
	}
	label = l10n.T(label) // the games' labels are in the catalogues
	c.Text(label, x+w-24, y+88, 13, false, ui.Right, ui.InkDim)
	for i, s := range rows {
		yy := y + 110 + float64(i)*rowH
		if yy > y+h-12 {
			break
		}
		clr := ui.Ink
		if s.Won {
			clr = ui.Good
		}
		c.Text(ordinal(s.Place), x+24, yy, 17, true, ui.Left, clr)
		c.Circle(x+84, yy, 5, ui.SeatColour(s.Seat))
		c.Text(c.Ellipsize(ui.ShownName(s.Name), 17, w-200, false), x+98, yy, 17, false, ui.Left, clr)
		c.Text(ui.Itoa(s.Total), x+w-24, yy, 17, true, ui.Right, clr)
	}
}
