package troeven

import (
	"fmt"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/internal/clip"
)

// Game is 3-Player Troeven to the match layer (gameplay/match).
var Game = &match.Spec[*State, Move, Event, View]{
	GameID: "troeven", GameName: "3-Player Troeven",
	MinPlayers: 3, MaxPlayers: 3,
	VariantIDs: []string{string(Dummy), string(Solo)},
	BotLevels:  Levels,
	NewState:   match.NewStateVia(ConfigFrom, New),
	NewGameBot: func(level string, seat int, seed uint64) (match.BotOf[View, Move], error) {
		return NewBot(level, seat, seed)
	},
	Summarize:  summarize,
	HintFor:    HintFor,
	MoveParser: ParseMove,
	Shows:      Shows,
	Say:        MoveWords,
	Review:     Review,
	// Every event type of event.go, for the wire (parlor/online).
	EventTypes: []Event{
		Cut{}, Dealt{}, TrumpNamed{}, Played{}, DummyCardTurned{}, TrickWon{}, RoundScored{}, GameOver{},
	},
	// A round ends when it is scored.
	RoundScored: func(e Event) bool { _, ok := e.(RoundScored); return ok },
	// Branches left: the first to none wins.
	LowScoreWins: func(match.Config) bool { return true },
}

var _ match.Rules[*State, Move, Event, View] = (*State)(nil)

// ConfigFrom reads a match.Config (a game record's setup): variant dummy (also "") or
// solo, 3 players, no options and no rounds choice, stacked decks in card notation.
func ConfigFrom(c match.Config) (Config, error) {
	v, err := ParseVariant(c.Variant)
	if err != nil {
		return Config{}, err
	}
	if c.Players != 0 && c.Players != 3 {
		return Config{}, fmt.Errorf("troeven is for 3 players, not %d", c.Players)
	}
	if len(c.Options) > 0 {
		return Config{}, fmt.Errorf("troeven has no options (got %s)", clip.Quote(c.Options[0]))
	}
	if c.Rounds != 0 {
		return Config{}, fmt.Errorf("troeven plays until a tally reaches 0: rounds %d cannot be chosen", c.Rounds)
	}
	cfg := Config{Variant: v, Players: 3, Seed: c.Seed}
	for k, d := range c.Decks {
		deck := make([]cards.Card, 0, len(d))
		for _, tok := range d {
			card, err := cards.Parse(tok)
			if err != nil {
				return Config{}, fmt.Errorf("stacked deck for round %d: %v", k+1, err)
			}
			deck = append(deck, card)
		}
		cfg.Decks = append(cfg.Decks, deck)
	}
	return cfg, nil
}

// Players is 3.
func (s *State) Players() int { return 3 }

// Redact is the package's Redact: ev as seat may see it.
func (s *State) Redact(ev Event, seat int) Event { return Redact(ev, seat) }

// ParseMove reads a move in the record notation as a move by the seat to move.
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(s.ToMove(), text) }

// MoveSeat is the seat making the move (the caller for the dummy's card).
func (m Move) MoveSeat() int { return m.Seat }

// Round is one round of the result object (docs/commands.md#the-result-object):
//   - scores: each seat's tally change this round (-1 a branch cancelled, +1 a branch
//     added, 0), seats 0..2;
//   - points: card points taken this round: Dummy per side [caller's side (caller +
//     dummy), dealer's side (dealer + opponent)], Solo per seat; they add up to 40;
//   - tally: each seat's tally after the round (from 7 or 5 down to 0,
//     docs/rules/troeven.md#tallies-are-kept-per-player);
//   - dealer, caller: the round's roles (seats); trump: the suit named ("H");
//   - tricks: tricks taken, indexed like points.
type Round struct {
	Scores []int  `json:"scores"`
	Points []int  `json:"points"`
	Tally  []int  `json:"tally"`
	Dealer int    `json:"dealer"`
	Caller int    `json:"caller"`
	Trump  string `json:"trump"`
	Tricks []int  `json:"tricks"`
}

// summarize is the result object: totals are each seat's tally, winners the seats at 0.
func summarize(s *State, _ []Event, moves int) match.Summary {
	res := match.Summary{Game: "troeven", Variant: string(s.Variant()), Seed: s.seed, Players: 3,
		Winners: s.Winners(), Over: s.Over(), Moves: moves}
	rounds := []Round{}
	for _, r := range s.History() {
		rounds = append(rounds, Round{
			Scores: append([]int(nil), r.Change[:]...), Points: append([]int(nil), r.Points[:r.Sides]...),
			Tally: append([]int(nil), r.Tally[:]...), Dealer: r.Dealer, Caller: r.Caller,
			Trump: r.Trump.String(), Tricks: append([]int(nil), r.Tricks[:r.Sides]...),
		})
	}
	res.Rounds = rounds
	t := s.Tally()
	res.Totals = t[:]
	if res.Winners == nil {
		res.Winners = []int{}
	}
	return res
}
