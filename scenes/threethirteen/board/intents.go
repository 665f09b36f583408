package board

import (
	"math"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// IntentKind is what the player wants to do, whatever device said it.
type IntentKind uint8

// The table's intents.
const (
	INone IntentKind = iota
	// ISelect selects hand card Index (-1 clears the selection).
	ISelect
	// IDrawStock draws the top card of the stock.
	IDrawStock
	// ITakeDiscard takes the top card of the discard pile.
	ITakeDiscard
	// IDiscard discards hand card Index.
	IDiscard
	// IGoOut goes out discarding hand card Index (-1: the selected card if that is
	// legal, else any card that is).
	IGoOut
	// ISortSuit, ISortRank and ISortMelds sort the viewer's hand.
	ISortSuit
	ISortRank
	ISortMelds
	// IReorder moves hand card From to position Index.
	IReorder
	// IFocus moves the keyboard's focus to place Index of the table's row (a Place).
	IFocus
)

// Place is where the keyboard's focus is besides the hand: ↑ goes from the hand to the
// row of the stock, the discard pile and the Go out button; ← → move along it, ↓ back to
// the hand, and Enter uses the place as a click on it does.
type Place uint8

// The places of the row above the hand.
const (
	PHand Place = iota
	PStock
	PDiscard
	PGoOut
)

// Intent is one thing the player asked for this tick.
type Intent struct {
	Kind  IntentKind
	Index int
	From  int
}

// keyIntents are the keys that ask for one thing, whatever is chosen.
var keyIntents = map[input.Key]IntentKind{input.KeyS: IDrawStock, input.KeyD: ITakeDiscard, input.KeyT: ITakeDiscard,
	input.Key1: ISortSuit, input.Key2: ISortRank, input.Key3: ISortMelds, input.KeyM: ISortMelds}

// dragThreshold is how far (layout units) a press must move to become a drag.
const dragThreshold = 8

// Target is what a press started on.
type Target uint8

// What a press can start on.
const (
	TNone Target = iota
	THand
	TStock
	TDiscard
)

// Pointer follows a press from button-down to button-up so a click and a drag can be
// told apart. It is the only state the intent mapping keeps between ticks.
type Pointer struct {
	Down     bool
	What     Target
	Index    int // hand index pressed
	X0, Y0   float64
	X, Y     float64
	Dragging bool
}

// Control is what the intent mapping needs to know about the table this tick.
type Control struct {
	Lay      *Layout
	HandN    int // cards in the viewer's hand
	Selected int // selected hand index, -1 if none
	// Discarding: the viewer has drawn and must discard; a click on a hand card then
	// discards it at once (the card alone decides the move: docs/architecture.md#input).
	Discarding bool
	// Focus is the keyboard's place: PHand (the chosen card), or a place of the row.
	Focus Place
}

// placeKey maps a key while the focus is on the row above the hand (ok false: the key
// means there what it means in the hand).
func placeKey(key input.Key, c *Control) (Intent, bool) {
	switch key {
	case input.KeyDown:
		return Intent{Kind: IFocus, Index: int(PHand)}, true
	case input.KeyLeft, input.KeyRight:
		return Intent{Kind: IFocus, Index: int(PStock) + input.Step(int(c.Focus-PStock), input.Arrow(key), 3)}, true
	case input.KeyEnter, input.KeySpace:
		switch c.Focus {
		case PStock:
			return Intent{Kind: IDrawStock}, true
		case PDiscard:
			if c.Discarding {
				return Intent{Kind: IDiscard, Index: c.Selected}, true
			}
			return Intent{Kind: ITakeDiscard}, true
		}
		return Intent{Kind: IGoOut, Index: -1}, true
	}
	return Intent{}, false
}

// MapInput turns one tick's input into intents (appended to out). It is a pure function
// of the input, the layout and the pointer state (which it updates), so it is tested
// without a window. Keys: ←/→ select, Shift+←/→ move the selected card, S draw from the
// stock, D take the discard, Enter/Space/X discard the selected card, O go out, 1/2/3
// sort by suit/rank/melds, ↑ the row of the stock, the discard and Go out (placeKey)
// (the keys and buttons every table has are the Shell's).
func MapInput(in *input.Input, c *Control, p *Pointer, out []Intent) []Intent {
	l := c.Lay

	// Keyboard.
	for k := 0; k < in.NKeys; k++ {
		key := in.Keys[k]
		d := input.Arrow(key)
		if c.Focus != PHand {
			if it, ok := placeKey(key, c); ok {
				out = append(out, it)
				continue
			}
		}
		switch {
		case key == input.KeyUp:
			out = append(out, Intent{Kind: IFocus, Index: int(PStock)})
		case d != 0 && in.Shift && c.Selected >= 0:
			if to := c.Selected + d; to >= 0 && to < c.HandN {
				out = append(out, Intent{Kind: IReorder, From: c.Selected, Index: to})
			}
		case d != 0 && c.HandN > 0:
			out = append(out, Intent{Kind: ISelect, Index: input.Step(c.Selected, d, c.HandN)})
		case key == input.KeyEnter || key == input.KeySpace || key == input.KeyX:
			out = append(out, Intent{Kind: IDiscard, Index: c.Selected})
		case key == input.KeyO || key == input.KeyG:
			out = append(out, Intent{Kind: IGoOut, Index: -1})
		case keyIntents[key] != INone:
			out = append(out, Intent{Kind: keyIntents[key]})
		}
	}

	// Pointer: press, drag, release.
	if !in.Pointer {
		return out
	}
	if in.Pressed {
		switch {
		case l.GoOut.Contains(in.X, in.Y):
			return append(out, Intent{Kind: IGoOut, Index: -1})
		case l.SortSuit.Contains(in.X, in.Y):
			return append(out, Intent{Kind: ISortSuit})
		case l.SortRank.Contains(in.X, in.Y):
			return append(out, Intent{Kind: ISortRank})
		case l.SortMelds.Contains(in.X, in.Y):
			return append(out, Intent{Kind: ISortMelds})
		}
		*p = Pointer{Down: true, X0: in.X, Y0: in.Y, X: in.X, Y: in.Y, Index: -1}
		if i := l.HitHand(in.X, in.Y, c.HandN, c.Selected); i >= 0 {
			p.What, p.Index = THand, i
		} else if geom.Grow(l.Stock, 6).Contains(in.X, in.Y) {
			p.What = TStock
		} else if geom.Grow(l.Discard, 6).Contains(in.X, in.Y) {
			p.What = TDiscard
		}
		return out
	}
	if !p.Down {
		return out
	}
	p.X, p.Y = in.X, in.Y
	if !p.Dragging && p.What != TNone && math.Hypot(in.X-p.X0, in.Y-p.Y0) > dragThreshold {
		p.Dragging = true
	}
	if !in.Released && in.Down {
		return out
	}
	// Released (or the button is no longer down: treat as a release here).
	what, idx, drag := p.What, p.Index, p.Dragging
	p.Down, p.Dragging = false, false
	handArea := l.HandBounds(l.Viewer, max(c.HandN, 1))
	handArea = geom.Grow(handArea, 30)
	switch what {
	case TStock:
		if !drag || handArea.Contains(in.X, in.Y) {
			out = append(out, Intent{Kind: IDrawStock})
		}
	case TDiscard:
		if !drag {
			if c.Selected >= 0 {
				out = append(out, Intent{Kind: IDiscard, Index: c.Selected})
			} else {
				out = append(out, Intent{Kind: ITakeDiscard})
			}
		} else if handArea.Contains(in.X, in.Y) {
			out = append(out, Intent{Kind: ITakeDiscard})
		}
	case THand:
		switch {
		case !drag && (c.Discarding || idx == c.Selected):
			out = append(out, Intent{Kind: IDiscard, Index: idx})
		case !drag:
			out = append(out, Intent{Kind: ISelect, Index: idx})
		case geom.Grow(l.Discard, 30).Contains(in.X, in.Y):
			out = append(out, Intent{Kind: IDiscard, Index: idx})
		case handArea.Contains(in.X, in.Y):
			to := l.SlotAt(in.X, c.HandN)
			if to != idx {
				out = append(out, Intent{Kind: IReorder, From: idx, Index: to})
			} else {
				out = append(out, Intent{Kind: ISelect, Index: idx})
			}
		}
	default:
		if c.Selected >= 0 && !drag {
			out = append(out, Intent{Kind: ISelect, Index: -1})
		}
	}
	return out
}

// SlotAt is the hand position (0..n-1) nearest to x in the viewer's fan of n cards.
func (l *Layout) SlotAt(x float64, n int) int {
	best, bd := 0, math.Inf(1)
	for i := 0; i < n; i++ {
		cx, _, _ := l.Fan(l.Viewer, i, n)
		if d := math.Abs(cx - x); d < bd {
			best, bd = i, d
		}
	}
	return best
}
