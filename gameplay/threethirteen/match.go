package threethirteen

import (
	"fmt"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/internal/clip"
)

// Game is Three-Thirteen to the match layer (gameplay/match).
var Game = &match.Spec[*State, Move, Event, View]{
	GameID: "threethirteen", GameName: "Three-Thirteen",
	MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	OptionIDs: []string{OptForbidRetake, OptTiebreakRound},
	BotLevels: Levels,
	NewState:  match.NewStateVia(ConfigFrom, New),
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
		RoundStarted{}, Dealt{}, DiscardStarted{}, Drew{}, Discarded{}, WentOut{},
		LastTurnsBegan{}, StockRebuilt{}, Revealed{}, RoundScored{}, TiebreakStarted{}, GameOver{},
	},
	// A round ends when it is scored.
	RoundScored: func(e Event) bool { _, ok := e.(RoundScored); return ok },
	// Penalty points: the fewest win.
	LowScoreWins: func(match.Config) bool { return true },
}

var _ match.Rules[*State, Move, Event, View] = (*State)(nil)

// ConfigFrom reads a match.Config (a game record's setup): no variant, no rounds choice,
// option ids of docs/rules/threethirteen.md#options, stacked decks in card notation.
// Errors name the bad part.
func ConfigFrom(c match.Config) (Config, error) {
	if c.Variant != "" {
		return Config{}, fmt.Errorf("threethirteen has no variants, not %s", clip.Quote(c.Variant))
	}
	if c.Rounds != 0 {
		return Config{}, fmt.Errorf("threethirteen always plays 11 rounds: rounds %d cannot be chosen", c.Rounds)
	}
	opts, err := ParseOptions(c.Options)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Players: c.Players, Options: opts, Seed: c.Seed}
	for i, d := range c.Decks {
		deck := make([]cards.Card, 0, len(d))
		for _, tok := range d {
			card, err := cards.Parse(tok)
			if err != nil {
				return Config{}, fmt.Errorf("decks[%d]: %v", i, err)
			}
			deck = append(deck, card)
		}
		cfg.Decks = append(cfg.Decks, deck)
	}
	return cfg, nil
}

// ToMove is the seat to move, or -1 once the game is over (the same as Turn).
func (s *State) ToMove() int { return s.Turn() }

// Redact is the package's Redact: ev as seat may see it.
func (s *State) Redact(ev Event, seat int) Event { return Redact(ev, seat) }

// ParseMove reads a move in the record notation as a move by the seat to move.
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(s.Turn(), text) }

// MoveSeat is the seat making the move.
func (m Move) MoveSeat() int { return m.Seat }

// Round is one finished round in the result object: the penalty of each seat (points),
// the round's wild rank, its dealer and the seat that went out first.
type Round struct {
	Scores []int  `json:"scores"`
	Wild   string `json:"wild"`
	Dealer int    `json:"dealer"`
	Out    int    `json:"out"`
}

// summarize is the result object of parlor-sim play and replay
// (docs/commands.md#the-result-object).
func summarize(s *State, evs []Event, moves int) match.Summary {
	rounds := []Round{}
	dealer, out := 0, -1
	var wild cards.Rank
	for _, e := range evs {
		switch e := e.(type) {
		case RoundStarted:
			dealer, wild, out = e.Dealer, e.Wild, -1
		case WentOut:
			if out < 0 {
				out = e.Seat
			}
		case RoundScored:
			rounds = append(rounds, Round{Scores: e.Penalties, Wild: wild.String(), Dealer: dealer, Out: out})
		}
	}
	ids := s.Options().IDs()
	if ids == nil {
		ids = []string{}
	}
	winners := s.Winners()
	if winners == nil {
		winners = []int{}
	}
	return match.Summary{Game: "threethirteen", Seed: s.seed, Players: s.Players(), Options: ids,
		Rounds: rounds, Totals: s.Totals(), Winners: winners, Over: s.Over(), Moves: moves}
}
