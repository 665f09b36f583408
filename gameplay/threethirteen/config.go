package threethirteen

import (
	"fmt"
	"strings"

	"parlor/internal/clip"
)

// Option ids (docs/rules/threethirteen.md#options), as they appear in game records, on
// the parlor-sim command line and in the lobby.
const (
	// OptForbidRetake forbids discarding the card just taken from the discard pile.
	OptForbidRetake = "forbid-retake"
	// OptTiebreakRound breaks a tie for the lowest total with one extra deciding round.
	OptTiebreakRound = "tiebreak-round"
)

// OptionInfo describes one table option for the lobby: its id and a plain-words label.
type OptionInfo struct {
	ID    string
	Label string
}

// AllOptions lists every table option (docs/rules/threethirteen.md#options), in lobby
// order. Every option is off by default.
var AllOptions = []OptionInfo{
	{ID: OptForbidRetake, Label: "You may not throw back the card you just took from the discard pile"},
	{ID: OptTiebreakRound, Label: "A tie for the win is settled by one extra round (13 cards, kings wild)"},
}

// Options are the table options (docs/rules/threethirteen.md#options). The zero value is
// the default game.
type Options struct {
	// ForbidRetake: a player who took the top discard may not discard a card identical
	// to it (same rank and suit) on the same turn
	// (docs/rules/threethirteen.md#forbid-retake).
	ForbidRetake bool
	// TiebreakRound: when two or more players share the lowest total after round 11,
	// one extra deciding round is played (docs/rules/threethirteen.md#tiebreak-round
	// says how it is played).
	TiebreakRound bool
}

// ParseOptions turns option ids into Options. Ids are matched case-insensitively; empty
// ids (as from splitting an empty "-options" value on commas) are ignored and a repeated
// id counts once. An unknown id is an error naming it.
func ParseOptions(ids []string) (Options, error) {
	var o Options
	for _, id := range ids {
		switch strings.ToLower(strings.TrimSpace(id)) {
		case "":
		case OptForbidRetake:
			o.ForbidRetake = true
		case OptTiebreakRound:
			o.TiebreakRound = true
		default:
			return Options{}, fmt.Errorf("unknown threethirteen option %s (known: %s, %s)", clip.Quote(id), OptForbidRetake, OptTiebreakRound)
		}
	}
	return o, nil
}

// IDs returns the ids of the options that are on, in the order of AllOptions; nil when
// none is. ParseOptions(o.IDs()) == o.
func (o Options) IDs() []string {
	var ids []string
	if o.ForbidRetake {
		ids = append(ids, OptForbidRetake)
	}
	if o.TiebreakRound {
		ids = append(ids, OptTiebreakRound)
	}
	return ids
}
