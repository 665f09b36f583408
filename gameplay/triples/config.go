package triples

import (
	"fmt"
	"strings"

	"parlor/internal/clip"
)

// OptChill is the option id of chill mode (docs/rules/triples.md#chill-mode): no scores,
// the first player out wins the round.
const OptChill = "chill"

// Options are the table options (docs/rules/triples.md#chill-mode). The zero value is the
// default game.
type Options struct {
	// Chill turns on chill mode.
	Chill bool
}

// ParseOptions turns option ids into Options. Ids are matched case-insensitively; empty
// ids are ignored and a repeated id counts once. An unknown id is an error naming it.
func ParseOptions(ids []string) (Options, error) {
	var o Options
	for _, id := range ids {
		switch strings.ToLower(strings.TrimSpace(id)) {
		case "":
		case OptChill:
			o.Chill = true
		default:
			return Options{}, fmt.Errorf("unknown triples option %s (known: %s)", clip.Quote(id), OptChill)
		}
	}
	return o, nil
}

// IDs returns the ids of the options that are on; nil when none is.
func (o Options) IDs() []string {
	if o.Chill {
		return []string{OptChill}
	}
	return nil
}

// Limits of a table (docs/rules/triples.md#players,
// docs/rules/triples.md#end-of-the-game, docs/rules/triples.md#chill-mode).
const (
	MinPlayers = 2
	MaxPlayers = 10
	// ScoredRounds is the length of a scored game.
	ScoredRounds = 3
	// DefaultChillRounds is how many rounds chill mode plays when Config.Rounds is 0.
	DefaultChillRounds = 3
	// MaxChillRounds bounds Config.Rounds in chill mode.
	MaxChillRounds = 1000
)

// Config sets up a game of Triples.
type Config struct {
	// Players is the number of seats, 2..10.
	Players int
	// Chill is chill mode (option id "chill").
	Chill bool
	// Rounds is how many rounds chill mode plays: 0 means DefaultChillRounds (3), else
	// 1..MaxChillRounds. A scored game is always 3 rounds
	// (docs/rules/triples.md#end-of-the-game): Rounds must then be 0.
	Rounds int
	// Seed seeds the game's generator: the dealer draw, every shuffle and reshuffle.
	Seed uint64
	// Decks optionally stacks the deal: Decks[i] is the whole 125-card deck for round i+1,
	// top card first, dealt without shuffling. Rounds past len(Decks), and rounds whose
	// entry is empty, are shuffled from the seed. The dealer draw always uses the seed.
	Decks [][]Card
}

// HandSize is how many cards each player is dealt: 8 for 2–6 players, 6 for 7–10
// (docs/rules/triples.md#players).
func HandSize(players int) int {
	if players >= 7 {
		return 6
	}
	return 8
}

// rounds is the number of rounds the configuration plays.
func (c Config) rounds() int {
	if c.Rounds == 0 {
		if c.Chill {
			return DefaultChillRounds
		}
		return ScoredRounds
	}
	return c.Rounds
}

// validate checks the configuration; the error names the bad field.
func (c Config) validate() error {
	if c.Players < MinPlayers || c.Players > MaxPlayers {
		return fmt.Errorf("triples seats %d to %d players, not %d", MinPlayers, MaxPlayers, c.Players)
	}
	if c.Chill {
		if c.Rounds < 0 || c.Rounds > MaxChillRounds {
			return fmt.Errorf("chill mode plays 1 to %d rounds, not %d", MaxChillRounds, c.Rounds)
		}
	} else if c.Rounds != 0 {
		return fmt.Errorf("a scored game of triples is always %d rounds (docs/rules/triples.md): rounds %d cannot be chosen (only in chill mode)", ScoredRounds, c.Rounds)
	}
	if len(c.Decks) > c.rounds() {
		return fmt.Errorf("%d stacked decks given for a game of %d rounds", len(c.Decks), c.rounds())
	}
	for i, d := range c.Decks {
		if len(d) == 0 {
			continue // shuffled from the seed
		}
		if err := checkDeck(d); err != nil {
			return fmt.Errorf("stacked deck for round %d: %w", i+1, err)
		}
	}
	return nil
}

// checkDeck reports whether d holds each of the 125 cards exactly once.
func checkDeck(d []Card) error {
	if len(d) != DeckSize {
		return fmt.Errorf("holds %d cards, want all %d", len(d), DeckSize)
	}
	var seen [DeckSize]bool
	for _, c := range d {
		i := c.Index()
		if i < 0 {
			return fmt.Errorf("%s is not a Triples card", c)
		}
		if seen[i] {
			return fmt.Errorf("card %s appears twice", c)
		}
		seen[i] = true
	}
	return nil
}
