package board

import "parlor/scenes/ui/input"

// IntentKind is what the player wants to do, whatever device said it.
type IntentKind uint8

// The table's intents.
const (
	INone IntentKind = iota
	// ISelect chooses card Index of the active row (the viewer's hand, or the dummy's
	// column when Dummy is set) without playing it.
	ISelect
	// IPlay plays card Index of the viewer's hand, or (Dummy) the dummy's face-up card
	// in column Index; Index -1 means the chosen card.
	IPlay
	// ITrump names Suit (1 clubs, 2 diamonds, 3 hearts, 4 spades: cards.Suit values) as
	// trumps.
	ITrump
)

// Intent is one thing the player asked for this tick.
type Intent struct {
	Kind  IntentKind
	Index int
	Dummy bool
	Suit  int
}

// Control is what the intent mapping needs to know about the table this tick.
type Control struct {
	Lay *Layout
	// HandN is the number of cards in the viewer's hand.
	HandN int
	// DummyUp tells which dummy columns hold a face-up card.
	DummyUp [4]bool
	// DummyTurn: the viewer is the caller and the dummy is to play, so the keys move
	// over the dummy's cards (clicks on them work whenever the viewer is the caller).
	DummyTurn bool
	// Caller: the viewer is this round's caller (the dummy's cards are theirs to play).
	Caller bool
	// Selected is the chosen card of the active row, -1 none.
	Selected int
	// Trump: the trump dialog is open.
	Trump bool
}

// MapInput turns one tick's input into intents, appended to out. It is a pure function
// of the input and the table's control state, so it is tested without a window.
//
// Keys: ← → choose a card (the dummy's on its turn), Enter / Space play it, 1–4 play
// the dummy's column on its turn; in the trump dialog C D H S (or 1–4, or ← → and
// Enter) name a suit. Mouse: click a card to play it, click a suit button to name it.
// (The keys and buttons every table has are the Shell's.)
func MapInput(in *input.Input, c *Control, out []Intent) []Intent {
	l := c.Lay
	for k := 0; k < in.NKeys; k++ {
		key := in.Keys[k]
		if c.Trump {
			out = trumpKey(key, c, out)
			continue
		}
		switch key {
		case input.KeyLeft, input.KeyRight:
			d := 1
			if key == input.KeyLeft {
				d = -1
			}
			if i := step(c, d); i >= 0 {
				out = append(out, Intent{Kind: ISelect, Index: i, Dummy: c.DummyTurn})
			}
		case input.KeyEnter, input.KeySpace:
			out = append(out, Intent{Kind: IPlay, Index: -1, Dummy: c.DummyTurn})
		case input.Key1, input.Key2, input.Key3, input.Key4:
			if c.DummyTurn {
				out = append(out, Intent{Kind: IPlay, Index: int(key - input.Key1), Dummy: true})
			}
		}
	}
	if !in.Pressed || !in.Pointer {
		return out
	}
	x, y := in.X, in.Y
	if c.Trump {
		for k, r := range l.Suits {
			if r.Contains(x, y) {
				return append(out, Intent{Kind: ITrump, Suit: k + 1})
			}
		}
		return out
	}
	if i := l.HitHand(x, y, c.HandN, handSel(c)); i >= 0 {
		return append(out, Intent{Kind: IPlay, Index: i})
	}
	if c.Caller {
		if col := l.HitDummy(x, y, c.DummyUp); col >= 0 {
			return append(out, Intent{Kind: IPlay, Index: col, Dummy: true})
		}
	}
	return out
}

// handSel is the raised card of the viewer's hand (none on the dummy's turn).
func handSel(c *Control) int {
	if c.DummyTurn {
		return -1
	}
	return c.Selected
}

// step moves the choice d places along the active row, skipping empty dummy columns
// and wrapping; -1 when the row is empty.
func step(c *Control, d int) int {
	if c.DummyTurn {
		i := c.Selected
		if i < 0 && d < 0 {
			i = 4
		}
		for range 4 {
			i = ((i+d)%4 + 4) % 4
			if c.DummyUp[i] {
				return i
			}
		}
		return -1
	}
	return input.Step(c.Selected, d, c.HandN)
}

// trumpKey maps a key in the trump dialog: C D H S or 1–4 name a suit; ← → move the
// focus over the suit buttons (Selected is then the focused button 0..3) and Enter or
// Space names the focused one.
func trumpKey(key input.Key, c *Control, out []Intent) []Intent {
	switch key {
	case input.KeyC, input.Key1:
		return append(out, Intent{Kind: ITrump, Suit: 1})
	case input.KeyD, input.Key2:
		return append(out, Intent{Kind: ITrump, Suit: 2})
	case input.KeyH, input.Key3:
		return append(out, Intent{Kind: ITrump, Suit: 3})
	case input.KeyS, input.Key4:
		return append(out, Intent{Kind: ITrump, Suit: 4})
	case input.KeyLeft, input.KeyRight:
		d := 1
		if key == input.KeyLeft {
			d = -1
		}
		i := c.Selected
		if i < 0 {
			i = 0
		} else {
			i = ((i+d)%4 + 4) % 4
		}
		return append(out, Intent{Kind: ISelect, Index: i})
	case input.KeyEnter, input.KeySpace:
		if c.Selected >= 0 && c.Selected < 4 {
			return append(out, Intent{Kind: ITrump, Suit: c.Selected + 1})
		}
	}
	return out
}
