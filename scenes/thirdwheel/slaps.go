package thirdwheel

import (
	"image/color"
	"math"
	"strconv"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// lockLeft is how many ms seat is still locked out of slapping after a false slap
// (docs/rules/thirdwheel.md#false-slaps: 1,000 ms of game time), now being the open
// window's ms; 0 when it may slap. Between windows the lockout stands still
// (View.LockedUntil).
func lockLeft(v *tw.View, seat, now int) int {
	if seat < 0 || seat > 2 || v.LockedUntil[seat] <= 0 {
		return 0
	}
	if v.Window.Open {
		return max(0, v.LockedUntil[seat]-now)
	}
	return v.LockedUntil[seat]
}

// lockText is a locked-out button's line: "locked out · 0.6 s".
func lockText(ms int) string {
	return l10n.T("locked out · %s s", decimal1(float64(ms/100)/10))
}

func (t *Table) drawSlapButtons(c *ui.Canvas) {
	rects, players := t.slapButtons()
	people := t.People()
	for i, r := range rects {
		seat := people[players[i]]
		locked := lockLeft(&t.v, seat, t.WindowNow())
		open := t.v.CanSlap(seat) && locked == 0
		fill := slapRed
		if !open {
			fill = slapDark
		}
		pulse := 0.0
		if open {
			pulse = 0.5 + 0.5*math.Sin(float64(t.Now())*0.25)
		}
		rad := math.Min(22, r.H/2)
		c.RoundRect(r.X, r.Y+6, r.W, r.H, rad, color.RGBA{0x30, 0x08, 0x06, 0xff})
		c.RoundRect(r.X, r.Y, r.W, r.H, rad, fill)
		c.RoundRectLine(r.X, r.Y, r.W, r.H, rad, 3+2*pulse, ui.WithAlpha(ui.Gold, 0.5+0.5*pulse))
		w := t.slapWords(c, r, players[i], locked)
		c.Text(w.label, r.CX(), w.labelY, w.size, true, ui.Center, ui.Ink)
		c.Text(w.key, r.CX(), w.keyY, w.keySize, locked > 0, ui.Center, ui.Ink)
	}
}

// slapFace is what a SLAP button says: its label ("SLAP!", or at one screen "NAME:
// SLAP") and the line under it (its key, or the lockout), with their sizes and the
// heights of their middles.
type slapFace struct {
	label, key                  string
	size, keySize, labelY, keyY float64
}

// Smallest sizes of a SLAP button's words, and the margin they keep from its sides.
const (
	slapMinSize = 13.0
	slapPad     = 8.0
)

// slapWords fits a SLAP button's words into r: at one screen the label names its person
// ("Ann: SLAP"), shrinking down to slapMinSize and then cutting the name with "…"; the
// key line says the key and how to change it ("A · F1 to change"), else the key alone
// with its F key, cut to fit. locked is the ms of lockout left (then the line says so).
func (t *Table) slapWords(c *ui.Canvas, r geom.Rect, player, locked int) slapFace {
	f := slapFace{label: l10n.T("SLAP!"), size: 44, keySize: 12, labelY: r.CY() - 8, keyY: r.Y + r.H - 16}
	if r.H < 100 || r.W < 180 {
		f.size = 28
	}
	if r.H < 64 {
		// A short button: the two lines share its height.
		f.size = math.Min(f.size, math.Floor(r.H*0.4))
		f.keySize = 11
		f.labelY, f.keyY = r.Y+r.H*0.38, r.Y+r.H-11
	}
	room := r.W - 2*slapPad
	// A long word for SLAP (a translation's) shrinks to fit the button.
	f.size = fitSize(c, f.label, f.size, slapMinSize, room, true)
	hot := t.in.hotSeat()
	key := t.in.slapKeyName(player)
	keys := []string{l10n.T("%s · gamepad A", key), key}
	if hot {
		name := t.shown(t.People()[player])
		f.size = math.Min(f.size, 22)
		f.label = l10n.T("%s: SLAP", name)
		for f.size > slapMinSize && c.TextWidth(f.label, f.size, true) > room {
			f.size--
		}
		fk := "F" + strconv.Itoa(player+1)
		keys = []string{l10n.T("%s · %s to change", key, fk), key + " · " + fk, key}
		if f.size < 14 {
			// A narrow button: the name alone on the first line, "SLAP" and the key on
			// the second.
			f.size = math.Min(15, math.Floor(r.H*0.32))
			f.label = c.Ellipsize(name, f.size, room, true)
			f.labelY = r.Y + r.H*0.36
			keys = []string{l10n.T("SLAP · %s · %s", key, fk), l10n.T("SLAP · %s", key)}
		} else if c.TextWidth(f.label, f.size, true) > room {
			f.label = l10n.T("%s: SLAP", c.Ellipsize(name, f.size, room-(c.TextWidth(f.label, f.size, true)-c.TextWidth(name, f.size, true)), true))
		}
	}
	if locked > 0 {
		keys = []string{lockText(locked)}
	}
	f.key = keys[len(keys)-1]
	for _, k := range keys {
		if c.TextWidth(k, f.keySize, locked > 0) <= room {
			f.key = k
			break
		}
	}
	f.key = c.Ellipsize(f.key, f.keySize, room, locked > 0)
	return f
}

// drawHand is a cartoon hand, palm down, centred at x, y and size s (1: about 120 wide).
func drawHandShape(c *ui.Canvas, x, y, s float64, alpha float64) {
	sk := ui.WithAlpha(skin, alpha)
	ed := ui.WithAlpha(skinEdge, alpha)
	// Fingers.
	for i := 0; i < 4; i++ {
		fx := x + (-33+float64(i)*22)*s
		fy := y - 36*s
		fl := (48 - math.Abs(float64(i)-1.5)*6) * s
		c.RoundRect(fx-9*s-1, fy-fl/2-1, 18*s+2, fl+2, 9*s, ed)
		c.RoundRect(fx-9*s, fy-fl/2, 18*s, fl, 9*s, sk)
	}
	// Thumb.
	c.RoundRect(x+36*s-1, y-14*s-1, 40*s+2, 18*s+2, 9*s, ed)
	c.RoundRect(x+36*s, y-14*s, 40*s, 18*s, 9*s, sk)
	// Palm.
	c.RoundRect(x-46*s-1, y-22*s-1, 92*s+2, 64*s+2, 24*s, ed)
	c.RoundRect(x-46*s, y-22*s, 92*s, 64*s, 24*s, sk)
	// Cuff.
	c.RoundRect(x-40*s, y+38*s, 80*s, 18*s, 6*s, ui.WithAlpha(color.RGBA{0x3c, 0x5c, 0x9c, 0xff}, alpha))
}

// slapWordSize is the slap words' text size; slapWordGap how far apart (layout units)
// the words of slaps on show at once are stacked, more than a line of them, so that a
// race's two verdicts ("Basil: DOUBLE-DOWN!", "You: LOST") never cover each other;
// slapWordsMax how many show at once (a newer slap's word replaces the oldest).
const (
	slapWordSize = 30.0
	slapWordGap  = slapWordSize * 1.45
	slapWordsMax = 2
)

// slapWordY is the baseline of the k-th slap word on show (k = 0 the oldest), above
// the pile's top card at py.
func slapWordY(py float64, k int) float64 { return py - 104 - slapWordGap*float64(k) }

// slapWord is a slap's word on show: its text, colour and box.
type slapWord struct {
	text string
	clr  color.RGBA
	box  geom.Rect
	size float64
}

// slapWordsShown are the words of the slaps on show, oldest first: the newest
// slapWordsMax whose hand has landed, each in its own line above the pile.
func (t *Table) slapWordsShown(c *ui.Canvas) []slapWord {
	px, py, _ := t.lay.PileCard(0)
	var out []slapWord
	for _, s := range t.slaps {
		age := t.Now() - s.start
		if age < slapDownTicks || age > slapDownTicks+slapHoldTicks {
			continue
		}
		a := math.Min(1, float64(slapDownTicks+slapHoldTicks-age)/10)
		clr := ui.Gold
		if s.outcome != tw.SlapSnap && s.outcome != tw.SlapDoubleDown {
			clr = ui.Danger
		}
		out = append(out, slapWord{text: t.shown(s.seat) + ": " + l10n.T(slapWords[s.outcome]), clr: ui.WithAlpha(clr, a)})
	}
	if len(out) > slapWordsMax {
		out = out[len(out)-slapWordsMax:]
	}
	for k := range out {
		y := slapWordY(py, k)
		// A long word (a translation's, a long name) shrinks to pass between the
		// plates beside it and the screen's sides.
		size := fitSize(c, out[k].text, slapWordSize, 16, 2*t.slapWordRoom(px, y-slapWordSize*0.7, y+slapWordSize*0.7), true)
		w := c.TextWidth(out[k].text, size, true)
		out[k].box = geom.R(px-w/2, y-size*0.7, w, size*1.4)
		out[k].size = size
	}
	return out
}

// slapWordRoom is how far a slap word centred on x may reach either way between top
// and bottom: to the nearest plate beside it, or the screen's side.
func (t *Table) slapWordRoom(x, top, bottom float64) float64 {
	room := math.Min(x, t.lay.W-x) - 8
	for _, p := range t.lay.Plates {
		if p.Y >= bottom || p.Y+p.H <= top {
			continue
		}
		switch {
		case p.X >= x:
			room = math.Min(room, p.X-x-4)
		case p.X+p.W <= x:
			room = math.Min(room, x-p.X-p.W-4)
		}
	}
	return math.Max(room, 40)
}

func (t *Table) drawSlaps(c *ui.Canvas) {
	keep := t.slaps[:0]
	px, py, _ := t.lay.PileCard(0)
	for _, s := range t.slaps {
		age := t.Now() - s.start
		if age > slapDownTicks+slapHoldTicks {
			continue
		}
		keep = append(keep, s)
		pr := t.plateOf(s.seat)
		var x, y, sc, a float64
		if age < slapDownTicks {
			f := sprites.OutCubic(float64(age) / slapDownTicks)
			x = pr.CX() + (px-pr.CX())*f
			y = pr.CY() + (py-pr.CY())*f
			sc = 1.5 - 0.5*f
			a = 1
		} else {
			x, y, sc = px, py, 1
			a = math.Min(1, float64(slapDownTicks+slapHoldTicks-age)/10)
			// Impact burst.
			b := float64(age - slapDownTicks)
			if b < 12 {
				for i := 0; i < 8; i++ {
					ang := float64(i) * math.Pi / 4
					r0, r1 := 70+b*4, 90+b*6
					c.Line(px+r0*math.Cos(ang), py+r0*math.Sin(ang), px+r1*math.Cos(ang), py+r1*math.Sin(ang), 4, ui.WithAlpha(ui.Gold, 1-b/12))
				}
			}
		}
		drawHandShape(c, x, y, sc, a)
	}
	t.slaps = keep
	for _, w := range t.slapWordsShown(c) {
		c.Text(w.text, w.box.CX(), w.box.CY(), w.size, true, ui.Center, w.clr)
	}
}

// slapWords is the word shown over a slap's hand for each verdict.
var slapWords = map[tw.SlapOutcome]string{
	tw.SlapSnap: "SNAP!", tw.SlapDoubleDown: "DOUBLE-DOWN!", tw.SlapMiss: "MISS", tw.SlapLate: "TOO LATE", tw.SlapLost: "LOST",
}

// Quiet reports that no slap is being animated: its hand and its word are gone (a
// lesson's screenshot waits for it).
func (t *Table) Quiet() bool {
	for _, s := range t.slaps {
		if t.Now()-s.start <= slapDownTicks+slapHoldTicks {
			return false
		}
	}
	return true
}
