package triples

import (
	"fmt"
	"slices"

	"parlor/gameplay/match"
	"parlor/internal/clip"
)

// Game is Triples to the match layer (gameplay/match).
var Game = &match.Spec[*State, Move, Event, View]{
	GameID: "triples", GameName: "Triples",
	MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	OptionIDs: []string{OptChill},
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
		DealerDraw{}, DealerChosen{}, RoundStarted{}, Dealt{}, StarterTurned{}, PenaltyPending{},
		Played{}, TargetChosen{}, Drew{}, Skipped{}, Passed{}, Reshuffled{}, RoundScored{}, GameOver{},
	},
	// A round ends when it is scored.
	RoundScored: func(e Event) bool { _, ok := e.(RoundScored); return ok },
	// Points: the fewest win a scored game; chill mode counts rounds won.
	LowScoreWins: func(c match.Config) bool { return !slices.Contains(c.Options, OptChill) },
}

var _ match.Rules[*State, Move, Event, View] = (*State)(nil)

// ConfigFrom reads a match.Config (a game record's setup): no variants, option chill,
// rounds only in chill mode, stacked decks in card notation.
func ConfigFrom(c match.Config) (Config, error) {
	if c.Variant != "" {
		return Config{}, fmt.Errorf("triples has no variants, not %s", clip.Quote(c.Variant))
	}
	opts, err := ParseOptions(c.Options)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Players: c.Players, Chill: opts.Chill, Rounds: c.Rounds, Seed: c.Seed}
	for i, d := range c.Decks {
		deck := make([]Card, len(d))
		for j, t := range d {
			if deck[j], err = Parse(t); err != nil {
				return Config{}, fmt.Errorf("stacked deck %d, card %d: %v", i+1, j+1, err)
			}
		}
		cfg.Decks = append(cfg.Decks, deck)
	}
	return cfg, nil
}

// ToMove is the seat to move, or -1 once the game is over (the same as Turn).
func (s *State) ToMove() int { return s.turn }

// Clone returns a deep copy that shares no memory with s (the generator included).
func (s *State) Clone() *State {
	c := s.clone()
	c.start = slices.Clone(s.start)
	return c
}

// Redact is the package's Redact: ev as seat may see it.
func (s *State) Redact(ev Event, seat int) Event { return Redact(ev, seat) }

// ParseMove reads a move in the record notation as a move by the seat to move.
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(s.turn, text) }

// MoveSeat is the seat making the move.
func (m Move) MoveSeat() int { return m.Seat }

// Round is one round of the result object: "scores" (scored game: the points left in
// each hand; chill mode: 1 for the seat that went out, 0 for the others), "dealer" and
// "out" (the seat that went out, -1 if the round was blocked).
type Round struct {
	Scores []int `json:"scores"`
	Dealer int   `json:"dealer"`
	Out    int   `json:"out"`
}

// summarize is the result object: totals are the summed points (chill mode: rounds won)
// and winners the seats with the lowest total (chill mode: the most rounds won).
func summarize(s *State, evs []Event, moves int) match.Summary {
	cfg := s.Config()
	res := match.Summary{Game: "triples", Seed: cfg.Seed, Players: cfg.Players,
		Options: []string{}, Winners: []int{}, Over: s.Over(), Moves: moves}
	if cfg.Chill {
		res.Options = []string{OptChill}
	}
	var dealers []int
	for _, ev := range evs {
		if r, ok := ev.(RoundStarted); ok {
			dealers = append(dealers, r.Dealer)
		}
	}
	rounds := []Round{}
	points := s.Points()
	for i, out := range s.Outs() {
		r := Round{Dealer: dealers[i], Out: out, Scores: points[i]}
		if cfg.Chill {
			r.Scores = make([]int, cfg.Players)
			if out >= 0 {
				r.Scores[out] = 1
			}
		}
		rounds = append(rounds, r)
	}
	res.Rounds = rounds
	res.Totals = s.Totals()
	if cfg.Chill {
		res.Totals = s.Wins()
	}
	if s.Over() {
		res.Winners = s.Winners()
	}
	return res
}
