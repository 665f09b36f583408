package match

import (
	"fmt"
	"slices"
	"strings"

	"parlor/gameplay/record"
	"parlor/internal/clip"
)

// Config is a game's setup in the words of a game record: the game id, variant, seats,
// option ids, rounds where the table chooses, seed and stacked decks (record.Config,
// where its fields and its JSON are described). Every game reads the same Config.
type Config = record.Config

// Game is one game to the match layer. Each game package has one (its Spec).
type Game interface {
	// ID is the game id ("threethirteen", docs/rules/README.md); Name is shown
	// ("Three-Thirteen").
	ID() string
	Name() string
	// Seats is the allowed number of players.
	Seats() (min, max int)
	// Variants are the variant ids, the default first (nil: the game has none).
	Variants() []string
	// Options are the table option ids the game knows
	// (docs/rules/README.md#options-and-variants); an option that takes a value is listed
	// with "=" ("pace=").
	Options() []string
	// Levels are the bot levels, easiest first.
	Levels() []string
	// New starts a game. Errors name what was wrong in cfg (unknown variant or option,
	// player count, stacked deck).
	New(cfg Config) (State, error)
	// NewBot makes a bot of level for seat, its choices seeded by seed. Error: an unknown
	// level.
	NewBot(level string, seat int, seed uint64) (Bot, error)
	// Summary is the result object (docs/commands.md#the-result-object) for the game so
	// far: s the state, evs
	// every event since the opening (unredacted), moves the number of moves made.
	Summary(s State, evs []Event, moves int) Summary
	// Hint advises the seat of v on its turn: a legal move and why, in words for the
	// player (why.String() in English). ok is false when the seat has nothing to decide now (not its turn, or a
	// real-time window, where advice would come too late).
	Hint(v View) (m Move, why Words, ok bool)
	// LowWins reports whether a lower total is the better score in the game cfg sets up
	// (penalty points, branches left), as statistics rank scores; false: the higher.
	LowWins(cfg Config) bool
	// Events are a zero value of each of the game's event types, one each: the online
	// codec (parlor/online) names an event on the wire by its Go type's name and decodes
	// it back into that type.
	Events() []Event
	// ParseMove reads one move in the game's notation (docs/game-record.md) as seat's;
	// a notation that names a seat (Third Wheel's "0: slap") keeps the seat it names.
	// Error: the text is not a move of the game (it never panics).
	ParseMove(seat int, text string) (Move, error)
	// HasRounds reports whether the game is played in several rounds (Third Wheel is
	// one), and ScoresRound whether e is the event that scores one (false in a game of
	// one round): an online quick-play table seats a newcomer between two rounds.
	HasRounds() bool
	ScoresRound(e Event) bool
	// Reveals names, in words for the player, what event e showed seat that was hidden
	// from seat until then ("the card you drew from the stock", "a card from another
	// player's hand"), or "" when it showed seat nothing hidden. Undo never takes back such
	// an event from that seat (Match.CheckTakeBack; docs/rules/README.md#undo).
	Reveals(e Event, seat int) string
	// MoveWords is m in words for the player ("play the green heart 5 (Draw 2), then the
	// green triangle 2"), where the notation ("play GH5+2 GT2") is for records and the
	// command line; a game without words for its moves gives the notation.
	MoveWords(m Move) string
	// SeatRole is the role the seat of v plays for the whole game, in words ("Duo",
	// "Third Wheel"), for statistics kept per role; "" in a game without such roles.
	SeatRole(v View) string
}

// Hint is a game's advice to a seat: a move and why, in words for the player (Words:
// String is the English sentence).
type Hint[M any] struct {
	Move M
	Why  Words
}

// CheckSeats reports whether n players can sit at g; the error says how many it takes:
// "thirdwheel is for exactly 3 players, not 4", "triples takes 2 to 10 players, not 11".
func CheckSeats(g Game, n int) error {
	lo, hi := g.Seats()
	switch {
	case n >= lo && n <= hi:
		return nil
	case lo == hi:
		return fmt.Errorf("%s is for exactly %d players, not %d", g.ID(), lo, n)
	}
	return fmt.Errorf("%s takes %d to %d players, not %d", g.ID(), lo, hi, n)
}

// Human is the word for a seat a person plays, in a record's "bots" and in -bots.
const Human = "human"

// Summary is the result object of `parlor-sim play` and `replay`
// (docs/commands.md#the-result-object): the same
// fields in every game, plus each game's own per-round fields in Rounds.
type Summary struct {
	Game    string `json:"game"`
	Variant string `json:"variant"`
	Seed    uint64 `json:"seed"`
	Players int    `json:"players"`
	// Options is the option ids in force ([]string), or nil where the game prints none.
	Options any `json:"options,omitempty"`
	// Rounds is the game's own per-round objects, oldest first.
	Rounds any `json:"rounds"`
	// Totals are the scores (points, or the game's own measure) per seat.
	Totals []int `json:"totals"`
	// Winners are the seats sharing the win once Over (empty before).
	Winners []int `json:"winners"`
	Over    bool  `json:"over"`
	Moves   int   `json:"moves"`
}

// Spec describes a game in its own types and is its Game: a game package fills one in
// and exports it (threethirteen.Game, …).
type Spec[S Rules[S, M, E, V], M Mover, E fmt.Stringer, V any] struct {
	GameID, GameName       string
	MinPlayers, MaxPlayers int
	VariantIDs, OptionIDs  []string
	BotLevels              []string
	// NewState starts a game from a Config.
	NewState func(cfg Config) (S, error)
	// NewGameBot makes a bot.
	NewGameBot func(level string, seat int, seed uint64) (BotOf[V, M], error)
	// Summarize builds the result object; evs are the game's events since the opening.
	Summarize func(s S, evs []E, moves int) Summary
	// HintFor advises the seat of a view on its turn (ok false: nothing to advise now).
	HintFor func(v V) (Hint[M], bool)
	// Review reviews the decisions of a finished game (nil: the game has no review).
	Review *ReviewOf[V, M]
	// LowScoreWins reports that a lower total is the better score in the game cfg sets
	// up (Game.LowWins); nil: the higher total is better.
	LowScoreWins func(cfg Config) bool
	// EventTypes are a zero value of each of the game's event types, each once
	// (Game.Events; gameplay/games' TestEventTypesAreListed checks the list against the
	// types of the package that have its Event's marker method).
	EventTypes []E
	// MoveParser is the package's ParseMove: a move in the game's notation as seat's
	// (Game.ParseMove).
	MoveParser func(seat int, text string) (M, error)
	// RoundScored reports whether an event scores a round (Game.ScoresRound); nil: the
	// game is one round.
	RoundScored func(e E) bool
	// Shows names what event e showed seat that was hidden from it until then, or ""
	// (Game.Reveals). nil: the game hides nothing from anyone, and undo is never barred.
	Shows func(e E, seat int) string
	// Say is a move in words for the player (Game.MoveWords); nil: the notation.
	Say func(m M) string
	// Role is the seat's role for the whole game, in words (Game.SeatRole); nil: the
	// game has no roles.
	Role func(v V) string
}

// NewStateVia is a Spec's NewState for a game that reads a Config into its own config
// type C (from, whose error names the bad part) and starts from that (start).
func NewStateVia[C, S any](from func(Config) (C, error), start func(C) (S, error)) func(Config) (S, error) {
	return func(c Config) (S, error) {
		cfg, err := from(c)
		if err != nil {
			var none S
			return none, err
		}
		return start(cfg)
	}
}

func (g *Spec[S, M, E, V]) ID() string         { return g.GameID }
func (g *Spec[S, M, E, V]) Name() string       { return g.GameName }
func (g *Spec[S, M, E, V]) Seats() (int, int)  { return g.MinPlayers, g.MaxPlayers }
func (g *Spec[S, M, E, V]) Variants() []string { return slices.Clone(g.VariantIDs) }
func (g *Spec[S, M, E, V]) Options() []string  { return slices.Clone(g.OptionIDs) }
func (g *Spec[S, M, E, V]) Levels() []string   { return slices.Clone(g.BotLevels) }
func (g *Spec[S, M, E, V]) Wrap(s S) State     { return wrap[S, M, E, V](s) }
func (g *Spec[S, M, E, V]) String() string     { return g.GameID }

// LowWins is LowScoreWins(cfg), false without one.
func (g *Spec[S, M, E, V]) LowWins(cfg Config) bool {
	return g.LowScoreWins != nil && g.LowScoreWins(cfg)
}

// Events are the game's event types, a zero value of each (EventTypes).
func (g *Spec[S, M, E, V]) Events() []Event { return erase[Event](g.EventTypes) }

// HasRounds reports whether the Spec has a RoundScored.
func (g *Spec[S, M, E, V]) HasRounds() bool { return g.RoundScored != nil }

// ScoresRound is RoundScored(e), false for another game's event or without one.
func (g *Spec[S, M, E, V]) ScoresRound(e Event) bool {
	te, ok := e.(E)
	return ok && g.RoundScored != nil && g.RoundScored(te)
}

// Reveals is Shows(e, seat): "" for another game's event or without Shows.
func (g *Spec[S, M, E, V]) Reveals(e Event, seat int) string {
	te, ok := e.(E)
	if !ok || g.Shows == nil {
		return ""
	}
	return g.Shows(te, seat)
}

// MoveWords is Say(m), or m's notation for another game's move or without Say.
func (g *Spec[S, M, E, V]) MoveWords(m Move) string {
	tm, ok := m.(M)
	if !ok || g.Say == nil {
		if m == nil {
			return ""
		}
		return m.String()
	}
	return g.Say(tm)
}

// SeatRole is Role(v): "" for another game's view or without Role.
func (g *Spec[S, M, E, V]) SeatRole(v View) string {
	tv, ok := v.(V)
	if !ok || g.Role == nil {
		return ""
	}
	return g.Role(tv)
}

// ParseMove reads a move in the game's notation as seat's (MoveParser). Error: not a
// move of the game, or the Spec has no MoveParser.
func (g *Spec[S, M, E, V]) ParseMove(seat int, text string) (Move, error) {
	if g.MoveParser == nil {
		return nil, fmt.Errorf("%s reads no moves", g.GameID)
	}
	m, err := g.MoveParser(seat, text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// New starts a game; the error names the bad part of cfg.
func (g *Spec[S, M, E, V]) New(cfg Config) (State, error) {
	if cfg.Game != "" && cfg.Game != g.GameID {
		return nil, fmt.Errorf("a %s config given to %s", cfg.Game, g.GameID)
	}
	s, err := g.NewState(cfg)
	if err != nil {
		return nil, err
	}
	return wrap[S, M, E, V](s), nil
}

// NewBot makes a bot; an unknown level is an error listing the levels.
func (g *Spec[S, M, E, V]) NewBot(level string, seat int, seed uint64) (Bot, error) {
	if !slices.Contains(g.BotLevels, level) {
		return nil, fmt.Errorf("unknown bot level %s for %s (have: %s)", clip.Quote(level), g.GameID, strings.Join(g.BotLevels, ", "))
	}
	b, err := g.NewGameBot(level, seat, seed)
	if err != nil {
		return nil, err
	}
	return EraseBot(b), nil
}

// Summary builds the result object from an erased state and events.
func (g *Spec[S, M, E, V]) Summary(s State, evs []Event, moves int) Summary {
	ts, ok := Unwrap[S](s)
	if !ok {
		return Summary{Game: g.GameID}
	}
	tevs := make([]E, 0, len(evs))
	for _, e := range evs {
		if te, ok := e.(E); ok {
			tevs = append(tevs, te)
		}
	}
	return g.Summarize(ts, tevs, moves)
}

// Hint advises the seat of v (see Game.Hint).
func (g *Spec[S, M, E, V]) Hint(v View) (Move, Words, bool) {
	tv, ok := v.(V)
	if !ok || g.HintFor == nil {
		return nil, Words{}, false
	}
	h, ok := g.HintFor(tv)
	if !ok {
		return nil, Words{}, false
	}
	return any(h.Move).(Move), h.Why, true
}

// state erases a game's Rules.
type state[S Rules[S, M, E, V], M Mover, E fmt.Stringer, V any] struct {
	s    S
	view *V // ViewShared's memory
}

// clockedState is state for a Clocked game.
type clockedState[S Rules[S, M, E, V], M Mover, E fmt.Stringer, V any] struct {
	*state[S, M, E, V]
}

func wrap[S Rules[S, M, E, V], M Mover, E fmt.Stringer, V any](s S) State {
	st := &state[S, M, E, V]{s: s}
	if _, ok := any(s).(ClockedOf[M]); ok {
		return clockedState[S, M, E, V]{st}
	}
	return st
}

// Unwrap returns the game's own state inside an erased State. It is for the tools
// that own a whole game (parlor-sim, the server, tests); scenes and bots get a Seat.
func Unwrap[S any](s State) (S, bool) {
	type inner interface{ unwrap() any }
	if w, ok := s.(inner); ok {
		t, ok := w.unwrap().(S)
		return t, ok
	}
	var zero S
	return zero, false
}

func (w *state[S, M, E, V]) unwrap() any        { return w.s }
func (w *state[S, M, E, V]) Players() int       { return w.s.Players() }
func (w *state[S, M, E, V]) ToMove() int        { return w.s.ToMove() }
func (w *state[S, M, E, V]) Over() bool         { return w.s.Over() }
func (w *state[S, M, E, V]) Winners() []int     { return w.s.Winners() }
func (w *state[S, M, E, V]) View(seat int) View { return w.s.View(seat) }
func (w *state[S, M, E, V]) Opening() []Event   { return erase[Event](w.s.Opening()) }
func (w *state[S, M, E, V]) Clone() State       { return wrap[S, M, E, V](w.s.Clone()) }

// ViewShared is seat's view as a *V in memory the state keeps and overwrites on the next
// call: a game whose state has ViewInto(seat, *V) (Three-Thirteen's) then makes no new
// view each time. For a caller that reads it at once (the online server encodes it).
func (w *state[S, M, E, V]) ViewShared(seat int) View {
	if w.view == nil {
		w.view = new(V)
	}
	if vi, ok := any(w.s).(interface{ ViewInto(int, *V) }); ok {
		vi.ViewInto(seat, w.view)
	} else {
		*w.view = w.s.View(seat)
	}
	return w.view
}

func (w *state[S, M, E, V]) Legal(seat int) []Move { return erase[Move](w.s.Legal(seat)) }

func (w *state[S, M, E, V]) Apply(m Move) ([]Event, error) {
	tm, ok := m.(M)
	if !ok {
		return nil, fmt.Errorf("bad-move: %T is not a move of this game", m)
	}
	evs, err := w.s.Apply(tm)
	if err != nil {
		return nil, err
	}
	return erase[Event](evs), nil
}

func (w *state[S, M, E, V]) Redact(e Event, seat int) Event {
	te, ok := e.(E)
	if !ok {
		return e
	}
	return w.s.Redact(te, seat)
}

func (w *state[S, M, E, V]) ParseMove(text string) (Move, error) {
	m, err := w.s.ParseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (w clockedState[S, M, E, V]) Window() Window { return any(w.s).(ClockedOf[M]).Window() }
func (w clockedState[S, M, E, V]) Tick(at int) Move {
	return any(w.s).(ClockedOf[M]).Tick(at)
}

func (w clockedState[S, M, E, V]) Restamp(m Move, at int) Move {
	tm, ok := m.(M)
	if !ok {
		return m
	}
	if st, ok := any(tm).(Stamper[M]); ok {
		return st.WithStamp(at)
	}
	return m
}

// erase is xs as values of the interface I (nil stays nil).
func erase[I, T any](xs []T) []I {
	if xs == nil {
		return nil
	}
	out := make([]I, len(xs))
	for i, x := range xs {
		out[i] = any(x).(I)
	}
	return out
}
