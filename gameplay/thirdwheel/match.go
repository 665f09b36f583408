package thirdwheel

import (
	"fmt"

	"parlor/gameplay/match"
	"parlor/internal/clip"
)

// Game is Third Wheel to the match layer (gameplay/match). Its State is Clocked: moves
// in a reaction window carry stamps in ms and ticks move the window's clock.
var Game = &match.Spec[*State, Move, Event, View]{
	GameID: "thirdwheel", GameName: "Third Wheel",
	MinPlayers: 3, MaxPlayers: 3,
	OptionIDs: []string{OptSnap, OptDoubleDown, OptActions, OptPlayOut, OptFairDeck, OptPace + "="},
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
	Role:       RoleWords,
	Review:     Review,
	// Every event type of event.go, for the wire (parlor/online).
	EventTypes: []Event{
		RolesDrawn{}, Dealt{}, SetAside{}, Drew{}, Played{}, Busted{}, BlockLifted{}, Swapped{},
		WindowOpened{}, WindowClosed{}, Submitted{}, Matched{}, Blocked{}, Withdrawn{}, Slapped{},
		Snapped{}, DoubleDown{}, RaceLost{}, PenaltyOwed{}, Discarded{}, Shielded{}, Countered{},
		Cancelled{}, Passed{}, TurnSkipped{}, PlayOutStarted{}, GameOver{},
	},
	// The score is 1 for a win (LowScoreWins nil: the higher is better).
}

var (
	_ match.Rules[*State, Move, Event, View] = (*State)(nil)
	_ match.ClockedOf[Move]                  = (*State)(nil)
	_ match.Stamper[Move]                    = Move{}
)

// ConfigFrom reads a match.Config (a game record's setup): 3 players, no variants, the
// house rules (docs/rules/thirdwheel.md#house-rules) as option ids, no rounds choice
// (a game is one round), and at most one stacked deck (the whole deck, top card first;
// empty: shuffled).
func ConfigFrom(c match.Config) (Config, error) {
	if c.Variant != "" {
		return Config{}, fmt.Errorf("thirdwheel has no variants, not %s", clip.Quote(c.Variant))
	}
	if c.Players != 0 && c.Players != 3 {
		return Config{}, fmt.Errorf("thirdwheel is for 3 players, not %d", c.Players)
	}
	if c.Rounds != 0 {
		return Config{}, fmt.Errorf("a game of thirdwheel is one round: rounds %d cannot be chosen", c.Rounds)
	}
	o, err := ParseOptions(c.Options)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Players: 3, Options: o, Seed: c.Seed}
	if len(c.Decks) > 1 {
		return Config{}, fmt.Errorf("thirdwheel is one round: give at most one stacked deck, not %d", len(c.Decks))
	}
	for _, d := range c.Decks {
		for j, tok := range d {
			card, err := Parse(tok)
			if err != nil {
				return Config{}, fmt.Errorf("stacked deck, card %d: %v", j+1, err)
			}
			cfg.Deck = append(cfg.Deck, card)
		}
	}
	return cfg, nil
}

// Players is 3.
func (s *State) Players() int { return 3 }

// Winners are the winning side's seats once the game is over (nil before).
func (s *State) Winners() []int {
	if s.phase != PhaseOver {
		return nil
	}
	return s.Result().Winners
}

// Redact is the package's Redact: ev as seat may see it.
func (s *State) Redact(ev Event, seat int) Event { return Redact(ev, seat) }

// ParseMove reads a move in the record notation; a move naming no seat is by the seat to
// move.
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(s.ToMove(), text) }

// Window is the reaction window's public clock (match.Clocked).
func (s *State) Window() match.Window {
	w := match.Window{ID: s.win.id, Version: s.win.version, Open: s.win.open, Clock: s.win.clock, Deadline: s.win.deadline, After: s.win.after}
	for _, q := range s.win.pending {
		if !w.HasPending || q.m.At < w.Pending {
			w.Pending, w.HasPending = q.m.At, true
		}
	}
	return w
}

// Tick is the clock move to at ms (the package's Tick).
func (s *State) Tick(at int) Move { return Tick(at) }

// MoveSeat is the seat making the move (-1 for a tick).
func (m Move) MoveSeat() int { return m.Seat }

// Stamp is the move's time in ms of game time in its reaction window.
func (m Move) Stamp() int { return m.At }

// WithStamp is the same move made at ms.
func (m Move) WithStamp(at int) Move { m.At = at; return m }

// Paced reports a Duo card (match.Paced): inside a Snap Match window it is the next Duo
// player's card, which closes the window (docs/rules/thirdwheel.md#pace).
func (m Move) Paced() bool { return m.Kind == MovePlay }

// Round is the one round (the game) of the result object: "scores" is 1 for each winning
// seat and 0 for the others, "roles" each seat's role ("duo1", "tw", "duo2"), "score"
// and "floor" the final score and Double-Down floor, "reason" why the game ended
// ("exact-100", "deck-empty", "no-scoring-cards"), "winner" the winning side ("duo" or
// "tw"), "windows" the reaction windows opened and "slaps" the slaps made.
type Round struct {
	Scores  []int    `json:"scores"`
	Roles   []string `json:"roles"`
	Score   int      `json:"score"`
	Floor   int      `json:"floor"`
	Reason  string   `json:"reason"`
	Winner  string   `json:"winner"`
	Windows int      `json:"windows"`
	Slaps   int      `json:"slaps"`
}

// summarize is the result object: one round, the game; totals equal its scores.
func summarize(s *State, evs []Event, moves int) match.Summary {
	res := match.Summary{Game: "thirdwheel", Seed: s.Seed(), Players: 3,
		Options: s.Options().IDs(), Rounds: []Round{}, Totals: []int{0, 0, 0},
		Winners: []int{}, Over: s.Over(), Moves: moves}
	if !s.Over() {
		return res
	}
	slaps := 0
	for _, e := range evs {
		if _, ok := e.(Slapped); ok {
			slaps++
		}
	}
	r := s.Result()
	round := Round{Scores: []int{0, 0, 0}, Score: r.Score, Floor: r.Floor, Reason: r.Reason,
		Winner: r.Winner.String(), Windows: r.Windows, Slaps: slaps}
	for _, role := range r.Roles {
		round.Roles = append(round.Roles, role.String())
	}
	for _, w := range r.Winners {
		round.Scores[w] = 1
	}
	res.Rounds = []Round{round}
	res.Totals = append([]int(nil), round.Scores...)
	res.Winners = r.Winners
	return res
}
