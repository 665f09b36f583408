package games

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/triples"
	"parlor/gameplay/troeven"
)

// base is a minimal valid record of g: its smallest table, seed 1, no moves.
func base(g match.Game) *record.Record {
	lo, _ := g.Seats()
	return &record.Record{Config: match.Config{Game: g.ID(), Players: lo, Seed: 1}, Moves: []string{}}
}

// refused is a want of TestRecordRules: any error that refuses the record's setup.
const refused = "\x00refused"

// TestRecordRules: one table per rule of docs/game-record.md about a record's setup, the
// same rule checked in every game of All. want is what the error says, per game ("" for
// a record the rule accepts); a game with no entry (a new one) is held to the rule's
// other: the same words for every game, or any refusal.
func TestRecordRules(t *testing.T) {
	type tc struct {
		rule   string
		change func(r *record.Record)
		want   map[string]string
		other  string
	}
	cases := []tc{
		{"game: a known id", func(r *record.Record) { r.Game = "poker" }, nil, `unknown game "poker"`},
		{"players: the seats the game takes", func(r *record.Record) { r.Players = 0 }, map[string]string{
			"threethirteen": "threethirteen takes 2 to 6 players, not 0", "troeven": "troeven is for exactly 3 players, not 0",
			"thirdwheel": "thirdwheel is for exactly 3 players, not 0", "triples": "triples takes 2 to 10 players, not 0"}, refused},
		{"players: the seats the game takes", func(r *record.Record) { r.Players = 2_000_000_000 }, nil, "players, not 2000000000"},
		{"variant: only the game's own", func(r *record.Record) { r.Variant = "bridge" }, map[string]string{
			"threethirteen": `threethirteen has no variants, not "bridge"`, "troeven": `"bridge"`,
			"thirdwheel": `thirdwheel has no variants, not "bridge"`, "triples": `triples has no variants, not "bridge"`}, refused},
		{"options: known ids", func(r *record.Record) { r.Options = []string{"turbo"} }, map[string]string{
			"threethirteen": `unknown threethirteen option "turbo"`, "troeven": `troeven has no options (got "turbo")`,
			"thirdwheel": `unknown thirdwheel option "turbo"`, "triples": `unknown triples option "turbo"`}, refused},
		{"rounds: only where the table chooses", func(r *record.Record) { r.Rounds = 3 }, map[string]string{
			"threethirteen": "rounds 3 cannot be chosen", "troeven": "rounds 3 cannot be chosen",
			"thirdwheel": "rounds 3 cannot be chosen", "triples": "rounds 3 cannot be chosen (only in chill mode)"}, refused},
		{"rounds: only where the table chooses", func(r *record.Record) { r.Rounds = 1 }, map[string]string{
			"threethirteen": "rounds 1 cannot be chosen", "troeven": "rounds 1 cannot be chosen",
			"thirdwheel": "rounds 1 cannot be chosen", "triples": "rounds 1 cannot be chosen"}, refused},
		{"bots: one per seat", func(r *record.Record) { r.Bots = []string{"easy"} }, nil, "bots names 1 seats for"},
		{"bots: a level or human", func(r *record.Record) {
			r.Bots = slices.Repeat([]string{"human"}, r.Players)
			r.Bots[1] = "genius"
		}, nil, `bots: seat 1: unknown level "genius"`},
		{"bots: a level or human", func(r *record.Record) {
			r.Bots = slices.Repeat([]string{"normal"}, r.Players)
			r.Bots[0] = "human"
		}, nil, ""},
		{"decks: an empty entry is shuffled from the seed", func(r *record.Record) { r.Decks = [][]string{{}} }, nil, ""},
		{"decks: a card that does not exist", func(r *record.Record) { r.Decks = [][]string{{"ZZ9"}} }, nil, `"ZZ9"`},
		{"decks: the whole deck", func(r *record.Record) { r.Decks = [][]string{deckOf(r.Game)[1:]} }, map[string]string{
			"threethirteen": "51 cards, want 52", "troeven": "31 cards, want the 32 cards",
			"thirdwheel": "53 cards, want the 54-card deck", "triples": "holds 124 cards, want all 125"}, refused},
		{"decks: a card given twice is named", func(r *record.Record) {
			d := deckOf(r.Game)
			d[0] = d[1]
			r.Decks = [][]string{d}
		}, map[string]string{
			"threethirteen": "card 2C appears twice, the shoe has it once", "troeven": "card 8C appears twice",
			"thirdwheel": "2H appears 2 times, the deck has 1", "triples": "card RH2 appears twice"}, refused},
		{"decks: no more than the rounds", func(r *record.Record) {
			r.Decks = make([][]string, 13)
		}, map[string]string{
			"threethirteen": "13 stacked decks given, a game has at most 12 rounds", "troeven": "",
			"thirdwheel": "give at most one stacked deck, not 13", "triples": "13 stacked decks given for a game of 3 rounds"}, refused},
	}
	for _, c := range cases {
		for _, g := range All {
			r := base(g)
			c.change(r)
			if wholeDeck[c.rule] && deckOf(g.ID()) == nil {
				continue // needs the game's whole deck, which deckOf does not know
			}
			want, ok := c.want[g.ID()]
			if !ok {
				want = c.other
			}
			_, err := Load(r)
			var le *match.LoadError
			switch {
			case want == "" && err != nil:
				t.Errorf("%s: %s: refused: %v", c.rule, g.ID(), err)
			case want == refused && err == nil:
				t.Errorf("%s: %s: accepted", c.rule, g.ID())
			case want != "" && want != refused && (err == nil || !strings.Contains(err.Error(), want)):
				t.Errorf("%s: %s: error %v, want one saying %q", c.rule, g.ID(), err, want)
			case want != "" && (!errors.As(err, &le) || le.Refused() || le.Move != 0):
				t.Errorf("%s: %s: %v is not an unreadable-record error (LoadError of move 0)", c.rule, g.ID(), err)
			}
		}
	}
}

// wholeDeck are the rules of TestRecordRules whose cases stack the game's whole deck.
var wholeDeck = map[string]bool{"decks: the whole deck": true, "decks: a card given twice is named": true}

// deckOf is a whole deck of the game in its notation, in the game's own order: a valid
// stacked deck for its base record (the deck round 1 was dealt from under seed 1 is not
// known from outside); nil for a game it does not know, whose cases that need one are
// left out.
func deckOf(game string) []string {
	switch game {
	case "threethirteen":
		return cards.Strings(cards.NewDeck())
	case "troeven":
		return cards.Strings(troeven.Deck(troeven.Dummy))
	case "thirdwheel":
		return thirdwheel.Strings(thirdwheel.NewDeck(false))
	case "triples":
		return triples.Strings(triples.NewDeck())
	}
	return nil
}

// TestAnEmptyStackedDeckIsTheSeedsShuffle: "decks": [[]] plays exactly the game of the
// same record without decks, in every game.
func TestAnEmptyStackedDeckIsTheSeedsShuffle(t *testing.T) {
	for _, g := range All {
		plain, stacked := base(g), base(g)
		stacked.Decks = [][]string{{}}
		a, err1 := Load(plain)
		b, err2 := Load(stacked)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v, %v", g.ID(), err1, err2)
		}
		if !reflect.DeepEqual(a.Events(), b.Events()) {
			t.Errorf("%s: an empty stacked deck dealt another game", g.ID())
		}
	}
}

// TestNoMoveIsMadeBySeatMinusOne: a move read without a seat when nobody is to move (the
// game is over) is refused naming the rule and the move, never "seat -1".
func TestNoMoveIsMadeBySeatMinusOne(t *testing.T) {
	for _, g := range All {
		lo, _ := g.Seats()
		m, err := match.New(g, match.Config{Players: lo, Seed: 5}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := match.Play(m, matchtest.Bots(t, g, 5, slices.Repeat(g.Levels()[:1], lo)...), 1_000_000); err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{"draw", "play 12R", "play GH3", "trump H", "discard 7H", "pass"} {
			_, err := m.ApplyText(text)
			if err == nil {
				t.Fatalf("%s: %q accepted after the game ended", g.ID(), text)
			}
			if strings.Contains(err.Error(), "-1") {
				t.Errorf("%s: %q after the end: %v", g.ID(), text, err)
			}
			var r match.Refusal
			if errors.As(err, &r) && (r.RuleID() != "game-over" || !strings.Contains(err.Error(), `cannot "`+text+`"`)) {
				t.Errorf("%s: %q after the end: %v, want game-over naming the move", g.ID(), text, err)
			}
		}
	}
}
