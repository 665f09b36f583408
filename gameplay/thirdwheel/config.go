package thirdwheel

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/internal/clip"
	"parlor/internal/enum"
)

// Option ids (docs/rules/thirdwheel.md#house-rules): the house rules, all off by default.
const (
	OptSnap       = "snap"
	OptDoubleDown = "doubledown"
	OptActions    = "actions"
	OptPlayOut    = "playout"
	// OptFairDeck sets cards aside after the deal so that the deck race is close
	// (docs/rules/thirdwheel.md#fair-deck); see Options.SetAside.
	OptFairDeck = "fairdeck"
	// OptPace is the reaction window's length, written "pace=MS" (e.g. "pace=1000");
	// the pace is a table option (docs/rules/thirdwheel.md#pace). Without it the
	// window is DefaultWindowMs.
	OptPace = "pace"
)

// Reaction window limits, in ms of game time (the pace, docs/rules/thirdwheel.md#pace).
const (
	DefaultWindowMs = 1500
	MinWindowMs     = 200
	MaxWindowMs     = 10000
	// LockoutMs is how long a player who slaps falsely may not slap again, in ms of
	// game time (docs/rules/thirdwheel.md#false-slaps: a Duo player, or a Third
	// Wheel with no card left to discard).
	LockoutMs = 1000
)

// Score limits (docs/rules/thirdwheel.md#the-score, docs/rules/thirdwheel.md#the-deal,
// docs/rules/thirdwheel.md#talking-too-much).
const (
	// Target is the score the Duo must hit exactly.
	Target = 100
	// BustScore is where a score over 100 drops to (or to the Double-Down floor when
	// that is higher).
	BustScore = 50
	// TalkMinScore is the lowest score at which the Third Wheel may play Talking Too
	// Much to withdraw the last scoring card.
	TalkMinScore = 85
	// HandSize is the deal: 5 cards to each player.
	HandSize = 5
)

// Options are the house rules (docs/rules/thirdwheel.md#house-rules). The zero value is
// the default game.
type Options struct {
	Snap       bool
	DoubleDown bool
	Actions    bool
	PlayOut    bool
	// FairDeck sets SetAside() cards aside after the deal
	// (docs/rules/thirdwheel.md#fair-deck).
	FairDeck bool
	// PaceMs is the reaction window's length in ms; 0 means DefaultWindowMs, else
	// MinWindowMs..MaxWindowMs.
	PaceMs int
}

// ParseOptions reads option ids ("snap", "doubledown", "actions", "playout", "fairdeck"
// and "pace=MS"), case-insensitively; empty ids are ignored and a repeated id counts once.
// An unknown id, a bad pace or two different paces is an error naming it.
func ParseOptions(ids []string) (Options, error) {
	var o Options
	for _, id := range ids {
		t := strings.ToLower(strings.TrimSpace(id))
		switch t {
		case "":
		case OptSnap:
			o.Snap = true
		case OptDoubleDown:
			o.DoubleDown = true
		case OptActions:
			o.Actions = true
		case OptPlayOut:
			o.PlayOut = true
		case OptFairDeck:
			o.FairDeck = true
		default:
			if v, ok := strings.CutPrefix(t, OptPace+"="); ok {
				ms, err := strconv.Atoi(v)
				if err != nil || ms < MinWindowMs || ms > MaxWindowMs {
					return Options{}, fmt.Errorf("bad thirdwheel option %s: the pace is a window length in ms from %d to %d", clip.Quote(id), MinWindowMs, MaxWindowMs)
				}
				if o.PaceMs != 0 && o.PaceMs != ms {
					return Options{}, fmt.Errorf("two paces given, pace=%d and pace=%d: give one", o.PaceMs, ms)
				}
				o.PaceMs = ms
				continue
			}
			return Options{}, fmt.Errorf("unknown thirdwheel option %s (known: snap, doubledown, actions, playout, fairdeck, pace=MS)", clip.Quote(id))
		}
	}
	return o, nil
}

// IDs returns the ids of the options in force, in the order of the Opt constants, with
// "pace=MS" last when the pace is not the default; an empty (non-nil) slice when none is.
func (o Options) IDs() []string {
	ids := []string{}
	if o.Snap {
		ids = append(ids, OptSnap)
	}
	if o.DoubleDown {
		ids = append(ids, OptDoubleDown)
	}
	if o.Actions {
		ids = append(ids, OptActions)
	}
	if o.PlayOut {
		ids = append(ids, OptPlayOut)
	}
	if o.FairDeck {
		ids = append(ids, OptFairDeck)
	}
	if o.PaceMs != 0 && o.PaceMs != DefaultWindowMs {
		ids = append(ids, fmt.Sprintf("%s=%d", OptPace, o.PaceMs))
	}
	return ids
}

// WindowMs is the reaction window's length in ms (the pace).
func (o Options) WindowMs() int {
	if o.PaceMs == 0 {
		return DefaultWindowMs
	}
	return o.PaceMs
}

// Config sets up a game of Third Wheel.
type Config struct {
	// Players must be 0 (meaning 3) or 3.
	Players int
	// Options are the house rules in force.
	Options Options
	// Seed seeds the game's generator: roles, the shuffle, race tie-breaks and the
	// cards Read the Room swaps.
	Seed uint64
	// Deck optionally stacks the game: the whole deck (54 cards, or 60 with actions)
	// top card first. The deal takes it one card at a time in role order Duo 1, Third
	// Wheel, Duo 2 (five times round), and every later draw takes the next card; with
	// the fair deck the last Options.SetAside() cards (the bottom of the deck) are set
	// aside. The roles are still drawn from the seed. Empty: shuffled from the seed.
	Deck []Card
}

// validate checks the configuration; the error names the bad field.
func (c Config) validate() error {
	if c.Players != 0 && c.Players != 3 {
		return fmt.Errorf("thirdwheel is for 3 players, not %d", c.Players)
	}
	if p := c.Options.PaceMs; p != 0 && (p < MinWindowMs || p > MaxWindowMs) {
		return fmt.Errorf("bad pace %d ms: want %d to %d", p, MinWindowMs, MaxWindowMs)
	}
	if len(c.Deck) > 0 {
		want := countCards(NewDeck(c.Options.Actions))
		got := countCards(c.Deck)
		for _, x := range c.Deck {
			if !x.Valid() {
				return fmt.Errorf("stacked deck: %v is not a card", x)
			}
		}
		for _, x := range c.Deck { // the card given too often, before any missing one
			if got[x] > want[x] {
				return fmt.Errorf("stacked deck: %v appears %d times, the deck has %d", x, got[x], want[x])
			}
		}
		for x := Card(1); x <= Room; x++ {
			if got[x] < want[x] {
				return fmt.Errorf("stacked deck: %d cards, want the %d-card deck (missing %v)", len(c.Deck), len(NewDeck(c.Options.Actions)), x)
			}
		}
	}
	return nil
}

// Role is a player's part in the game (docs/rules/thirdwheel.md#players-and-roles). The
// zero Role is none (a spectator).
type Role uint8

// The three roles; turn order is Duo 1, Third Wheel, Duo 2, Third Wheel, …
const (
	Duo1 Role = iota + 1
	ThirdWheel
	Duo2
)

// String is the role's id: "duo1", "tw" or "duo2" (parlor-sim's "roles").
func (r Role) String() string { return enum.Or(r, "none", "", "duo1", "tw", "duo2") }

// IsDuo reports whether r is Duo 1 or Duo 2.
func (r Role) IsDuo() bool { return r == Duo1 || r == Duo2 }

// Phase is what the game waits for.
type Phase uint8

// The phases.
const (
	// PhaseDuo: the Duo player on turn (State.Turn) draws and plays a card. With Snap
	// Match a reaction window is usually open at the same time.
	PhaseDuo Phase = iota + 1
	// PhaseTW: the Third Wheel's turn of the base game: match, an action, or pass. It
	// starts once no window is open (a Double-Down race is run first).
	PhaseTW
	// PhaseOver: the game has ended.
	PhaseOver
)

// String is the phase's name: "duo", "tw" or "over".
func (p Phase) String() string { return enum.Name(p, "Phase", "", "duo", "tw", "over") }

// Why the game ended (GameOver.Reason, parlor-sim's "reason").
const (
	// ReasonExact100: the score hit exactly 100; the Duo wins.
	ReasonExact100 = "exact-100"
	// ReasonDeckEmpty: a Duo player had to draw from an empty deck; the Third Wheel
	// wins (without Play Out Hands).
	ReasonDeckEmpty = "deck-empty"
	// ReasonNoScoring: Play Out Hands, and neither Duo hand holds a scoring card; the
	// Third Wheel wins.
	ReasonNoScoring = "no-scoring-cards"
)

// Side is who won: the Duo or the Third Wheel.
type Side uint8

// The two sides.
const (
	SideDuo Side = iota + 1
	SideTW
)

// String is "duo" or "tw".
func (s Side) String() string { return enum.Or(s, "none", "", "duo", "tw") }

// Result is the outcome of a finished game.
type Result struct {
	// Winner is the side that won; Winners are its seats in seat order (the two Duo
	// seats, or the Third Wheel's).
	Winner  Side
	Winners []int
	// Reason is one of ReasonExact100, ReasonDeckEmpty, ReasonNoScoring.
	Reason string
	// Score and Floor are the final score and Double-Down floor.
	Score, Floor int
	// Roles is each seat's role.
	Roles [3]Role
	// Windows is how many reaction windows opened during the game.
	Windows int
}
