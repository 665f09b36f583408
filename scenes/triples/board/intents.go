package board

import (
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// IntentKind is what the player wants to do, whatever device said it.
type IntentKind uint8

// The table's intents.
const (
	INone IntentKind = iota
	// IToggle selects or unselects hand card Index (at most two are selected).
	IToggle
	// ICursor moves the keyboard cursor in the hand to Index.
	ICursor
	// IPlay plays the selected cards; IDraw draws (or takes a penalty owed); IHint
	// shows or hides the legal plays; IClear unselects everything.
	IPlay
	IDraw
	IHint
	IClear
	// ITarget names seat Index as the double triple's target; ITargetNext moves the
	// target choice by Index (+1/-1) among the opponents (keyboard).
	ITarget
	ITargetNext
	// IName shows seat Index's whole name and standing (a tap on its plate, whose
	// name a narrow plate may cut short).
	IName
)

// Intent is one thing the player asked for this tick.
type Intent struct {
	Kind  IntentKind
	Index int
}

// Control is what the intent mapping needs to know about the table this tick.
type Control struct {
	Lay    *Layout
	HandN  int
	Cursor int              // keyboard cursor in the hand, -1 none
	Raised func(i int) bool // which hand cards are raised (selected)
	Target bool             // choosing a double triple's target
}

// keyIntents are the keys that ask for one thing, whatever is chosen.
var keyIntents = map[input.Key]IntentKind{input.KeyEnter: IPlay, input.KeyP: IPlay, input.KeyD: IDraw,
	input.KeyH: IHint, input.KeyBackspace: IClear, input.KeyDown: IClear}

// MapInput turns one tick's input into intents (appended to out). Keys: ← → move the
// cursor, Space or ↑ selects the card under it, Enter or P plays, D draws, H shows the
// legal plays, Backspace unselects (the keys and buttons every table has are the
// Shell's). While a target is chosen: click an opponent's plate, or ← → and Enter.
func MapInput(in *input.Input, c *Control, out []Intent) []Intent {
	l := c.Lay
	for k := 0; k < in.NKeys; k++ {
		key := in.Keys[k]
		d := input.Arrow(key)
		switch {
		case d != 0 && c.Target:
			out = append(out, Intent{Kind: ITargetNext, Index: d})
		case d != 0 && c.HandN > 0:
			out = append(out, Intent{Kind: ICursor, Index: input.Step(c.Cursor, d, c.HandN)})
		case (key == input.KeySpace || key == input.KeyUp) && !c.Target && c.Cursor >= 0 && c.Cursor < c.HandN:
			out = append(out, Intent{Kind: IToggle, Index: c.Cursor})
		case (key == input.KeyEnter || key == input.KeyP) && c.Target:
			out = append(out, Intent{Kind: ITarget, Index: -1})
		case keyIntents[key] != INone:
			out = append(out, Intent{Kind: keyIntents[key]})
		}
	}
	if !in.Pressed || !in.Pointer {
		return out
	}
	x, y := in.X, in.Y
	switch {
	case c.Target:
		if s := l.HitPlate(x, y); s >= 0 {
			out = append(out, Intent{Kind: ITarget, Index: s})
		}
	case l.Play.Contains(x, y):
		out = append(out, Intent{Kind: IPlay})
	case l.Draw.Contains(x, y), geom.Grow(l.Pile, 6).Contains(x, y):
		out = append(out, Intent{Kind: IDraw})
	case l.Hint.Contains(x, y):
		out = append(out, Intent{Kind: IHint})
	case l.HitPlate(x, y) >= 0:
		out = append(out, Intent{Kind: IName, Index: l.HitPlate(x, y)})
	case geom.Grow(l.Top, 6).Contains(x, y):
		// Clicking the play area plays the selection there.
		out = append(out, Intent{Kind: IPlay})
	default:
		if i := l.HitHand(x, y, c.HandN, c.Raised); i >= 0 {
			out = append(out, Intent{Kind: IToggle, Index: i})
		}
	}
	return out
}
