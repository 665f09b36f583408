package ui

import (
	"math"

	"parlor/scenes/l10n"
	"parlor/scenes/ui/geom"
)

// DrawKeyHelp draws a table's key help over the scene: a shaded screen, a panel titled
// "Keys and clicks" with one row per line (the key in a button-like box keyW layout
// units wide, then what it does; a row without a key is a note) and closeHint at
// the foot; as wide as its longest row needs, and on a screen too narrow for that
// each row wraps. Every table's help overlay is drawn by it, so they look alike.
func DrawKeyHelp(c *Canvas, lines [][2]string, keyW float64, closeHint string) {
	c.Shade(Shade)
	w := 630 + keyW
	for _, kl := range lines { // wider for a long row (a translation's), up to the screen
		if kl[0] == "" {
			w = math.Max(w, c.TextWidth(kl[1], 16, false)+60)
		} else {
			w = math.Max(w, c.TextWidth(kl[1], 16, false)+keyW+80)
		}
	}
	h := 90 + float64(len(lines))*36 + 60
	if h > c.H-16 && c.W >= c.H {
		// A phone held sideways: two columns, in smaller text (to 12) if need be, else
		// (a small phone's, in a long translation) under a smaller title with the close
		// hint beside it, in two columns or three.
		for _, size := range []float64{16, 14, 13, 12} {
			if drawColumnsKeyHelp(c, lines, closeHint, size, 2, false) {
				return
			}
		}
		for _, cols := range []int{2, 3} {
			for _, size := range []float64{13, 12} {
				if drawColumnsKeyHelp(c, lines, closeHint, size, cols, true) {
					return
				}
			}
		}
	}
	if w > c.W-16 {
		drawNarrowKeyHelp(c, lines, closeHint)
		return
	}
	x, y := c.W/2-w/2, c.H/2-h/2
	c.RoundRect(x, y, w, h, 18, Panel)
	c.Record(RecPanel, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 18, 2, Gold)
	c.Text(l10n.T("Keys and clicks"), x+30, y+40, 26, true, Left, Gold)
	for i, kl := range lines {
		yy := y + 90 + float64(i)*36
		if kl[0] == "" { // a note, not a key
			c.Text(kl[1], x+30, yy, 16, false, Left, InkDim)
			continue
		}
		c.RoundRect(x+30, yy-15, keyW, 30, 6, ButtonFill)
		c.Text(kl[0], x+30+keyW/2, yy, 16, true, Center, Ink)
		c.Text(kl[1], x+50+keyW, yy, 16, false, Left, Ink)
	}
	c.Text(closeHint, x+w/2, y+h-28, 15, false, Center, InkDim)
}

// drawNarrowKeyHelp is the key help on a narrow (upright phone) screen: each row one
// wrapped paragraph, "key: what it does", in text of size 16, or smaller (to 12) when
// the rows would not fit the screen's height at 16.
func drawNarrowKeyHelp(c *Canvas, lines [][2]string, closeHint string) {
	w := c.W - 16
	var size, lineH, h float64
	var texts []string
	for _, size = range []float64{16, 14, 13, 12} {
		lineH = size * 1.35
		texts, h = texts[:0], 70.0+50
		for _, kl := range lines {
			t := kl[1]
			if kl[0] != "" {
				t = kl[0] + ":  " + kl[1]
			}
			t = c.Wrap(t, size, w-40, false)
			texts = append(texts, t)
			h += float64(Lines(t))*lineH + size/2
		}
		if h <= c.H-16 {
			break
		}
	}
	x, y := 8.0, math.Max(8, c.H/2-h/2)
	c.RoundRect(x, y, w, h, 18, Panel)
	c.Record(RecPanel, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 18, 2, Gold)
	c.Text(l10n.T("Keys and clicks"), x+20, y+36, 24, true, Left, Gold)
	yy := y + 70
	for i, t := range texts {
		n := float64(Lines(t))
		clr := Ink
		if lines[i][0] == "" {
			clr = InkDim
		}
		c.Text(t, x+20, yy+n*lineH/2, size, false, Left, clr)
		yy += n*lineH + size/2
	}
	c.Text(closeHint, x+w/2, y+h-26, 15, false, Center, InkDim)
}

// drawColumnsKeyHelp is the key help on a landscape screen too short for one row per
// line (a phone held sideways): the narrow help's paragraphs in cols columns, in text
// size; compact, under a smaller title with the close hint beside it. It reports
// false, drawing nothing, when the columns are too tall.
func drawColumnsKeyHelp(c *Canvas, lines [][2]string, closeHint string, size float64, cols int, compact bool) bool {
	w := c.W - 16
	n := float64(cols)
	colW := (w - 40 - 20*(n-1)) / n
	lineH := size * 1.35
	texts := make([]string, len(lines))
	heights := make([]float64, len(lines))
	total := 0.0
	for i, kl := range lines {
		t := kl[1]
		if kl[0] != "" {
			t = kl[0] + ":  " + kl[1]
		}
		texts[i] = c.Wrap(t, size, colW, false)
		heights[i] = float64(Lines(texts[i]))*lineH + 6
		total += heights[i]
	}
	// Each column but the last takes lines until it holds its share of the height.
	starts := map[int]bool{}
	i, tallest := 0, 0.0
	for col := 1; col <= cols; col++ {
		if col > 1 {
			starts[i] = true
		}
		held := 0.0
		for i < len(lines) && (col == cols || held+heights[i] <= total/n+lineH) {
			held += heights[i]
			i++
		}
		tallest = math.Max(tallest, held)
	}
	top, h := 60.0, 64+tallest+44
	if compact {
		top, h = 46, 50+tallest+8
	}
	if h > c.H-16 {
		return false
	}
	x, y := 8.0, math.Max(8, c.H/2-h/2)
	c.RoundRect(x, y, w, h, 18, Panel)
	c.Record(RecPanel, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 18, 2, Gold)
	if compact {
		title := l10n.T("Keys and clicks")
		c.Text(title, x+20, y+24, 20, true, Left, Gold)
		room := w - 60 - c.TextWidth(title, 20, true)
		c.Text(c.Ellipsize(closeHint, 13, room, false), x+w-20, y+24, 13, false, Right, InkDim)
	} else {
		c.Text(l10n.T("Keys and clicks"), x+20, y+32, 24, true, Left, Gold)
	}
	yy, cx := y+top, x+20
	for i, t := range texts {
		if starts[i] {
			yy, cx = y+top, cx+20+colW
		}
		clr := Ink
		if lines[i][0] == "" {
			clr = InkDim
		}
		n := float64(Lines(t))
		c.Text(t, cx, yy+n*lineH/2, size, false, Left, clr)
		yy += heights[i]
	}
	if !compact {
		c.Text(closeHint, x+w/2, y+h-22, 15, false, Center, InkDim)
	}
	return true
}

// tableKeys are the rows every table's key help ends with.
var tableKeys = [...][2]string{
	{"K or ?", "show or hide this help"},
	{"R", "the rules of the game"},
	{"G", "settings: speed, sound, four colours"},
	{"Esc", "back to the menu (asks first)"},
}

// DrawTableHelp draws a table's key help (DrawKeyHelp): the game's rows, H when the
// table gives hints (hint), the keys of every table, U when it offers undo (undo); the
// key column as wide as its widest key needs, at least 120 layout units.
func DrawTableHelp(c *Canvas, rows [][2]string, hint, undo bool) {
	rows = rows[:len(rows):len(rows)]
	if hint {
		rows = append(rows, [2]string{"H", "a hint on your turn (counted in the statistics)"})
	}
	rows = append(rows, tableKeys[:]...)
	if undo {
		rows = append(rows, [2]string{"U", "undo: take back your last move (this round)"})
	}
	// In the language on: the rows of every table are in the catalogues; a game's own
	// rows show in English until they are.
	for i, r := range rows {
		rows[i] = [2]string{l10n.T(r[0]), l10n.T(r[1])}
	}
	keyW := 120.0
	for _, l := range rows {
		keyW = math.Max(keyW, c.TextWidth(l[0], 16, true)+28)
	}
	DrawKeyHelp(c, rows, keyW, l10n.T("Any key or click closes this help"))
}
