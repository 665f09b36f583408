package screens

import (
	"math"
	"strconv"
	"strings"

	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// drawChart draws every player's running total after each round in x, y, w, h, drawn
// over ScoringDrawTicks.
func (s *Scoring) drawChart(c *ui.Canvas, x, y, w, h float64) {
	sh := s.sheet
	rounds := len(sh.Scores)
	c.RoundRect(x-10, y-10, w+20, h+20, 12, ui.Felt)
	maxT := 10
	totals := make([][]int, len(sh.Names))
	for p := range totals {
		t := 0
		totals[p] = append(totals[p], 0)
		for r := 0; r < rounds; r++ {
			if p < len(sh.Scores[r]) {
				t += sh.Scores[r][p]
			}
			totals[p] = append(totals[p], t)
			maxT = max(maxT, t)
		}
	}
	// Round the axis up to a tidy step: at most six, fewer in a low chart (one a 20
	// units, so that their labels stay apart).
	px, pw := x+50, w-60
	py, ph := y+10, h-40
	most := max(2, min(6, int(ph/20)))
	step := 10
	for maxT/step > most {
		step *= 2
		if maxT/step > most {
			step = step / 2 * 5
		}
	}
	top := (maxT + step - 1) / step * step
	for v := 0; v <= top; v += step {
		yy := py + ph - ph*float64(v)/float64(top)
		c.Line(px, yy, px+pw, yy, 1, ui.FeltLight)
		c.Text(l10n.Int(v), px-8, yy, 13, false, ui.Right, ui.InkDim)
	}
	n := max(rounds, 1)
	for r := 0; r <= rounds; r++ {
		xx := px + pw*float64(r)/float64(n)
		c.Text(strconv.Itoa(r), xx, py+ph+16, 13, false, ui.Center, ui.InkDim)
	}
	c.Text(l10n.T("running total after each round"), px+pw/2, py+ph+36, 13, false, ui.Center, ui.InkFaint)
	prog := math.Min(1, float64(s.age)/ScoringDrawTicks)
	upto := prog * float64(rounds)
	xs := make([]float64, 0, rounds+1)
	ys := make([]float64, 0, rounds+1)
	for p := range totals {
		xs, ys = xs[:0], ys[:0]
		for r := 0; r <= rounds; r++ {
			fr := float64(r)
			if fr > upto {
				// Partial last segment.
				if r > 0 {
					f := upto - float64(r-1)
					v := float64(totals[p][r-1]) + f*float64(totals[p][r]-totals[p][r-1])
					xs = append(xs, px+pw*(float64(r-1)+f)/float64(n))
					ys = append(ys, py+ph-ph*v/float64(top))
				}
				break
			}
			xs = append(xs, px+pw*fr/float64(n))
			ys = append(ys, py+ph-ph*float64(totals[p][r])/float64(top))
		}
		width := 3.0
		if s.lead[p] {
			width = 5
		}
		c.Polyline(xs, ys, width, ui.SeatColour(p))
		if len(xs) > 0 {
			c.Circle(xs[len(xs)-1], ys[len(ys)-1], width+1.5, ui.SeatColour(p))
		}
	}
}

// headerFit picks the column headers' text size (16 down to 12, a phone's least) so
// that every name and its seat dot fit a colW-wide column with a gap; names still too
// wide at 12 lose a bot's level, then are cut with "…" (ten seats on a narrow sheet).
func headerFit(c *ui.Canvas, names []string, colW float64) (float64, []string) {
	const dot = 14.0 // the seat dot and its gap, left of the name
	room := colW - dot - 6
	widest := func(size float64) float64 {
		w := 0.0
		for _, n := range names {
			w = math.Max(w, c.TextWidth(n, size, true))
		}
		return w
	}
	size := 16.0
	for size > 12 && widest(size) > room {
		size--
	}
	out := names
	if widest(size) > room {
		// First without the bots' levels ("Basil (normal)" is Basil).
		out = make([]string, len(names))
		for i, n := range names {
			if k := strings.Index(n, " ("); k > 0 && strings.HasSuffix(n, ")") {
				n = n[:k]
			}
			out[i] = n
		}
		names = out
	}
	if widest(size) > room {
		out = make([]string, len(names))
		for i, n := range names {
			r := []rune(n)
			for len(r) > 1 && c.TextWidth(string(r)+"…", size, true) > room {
				r = r[:len(r)-1]
			}
			out[i] = string(r)
			if len(r) < len([]rune(n)) {
				out[i] += "…"
			}
		}
	}
	return size, out
}
