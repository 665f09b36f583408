package scenes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"parlor/gameplay/match"
	"parlor/scenes/gametext"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// GameInfo describes one game to the menu and the launcher. A game joins the menu by
// calling Register with its GameInfo (scenes/all registers every game Parlor ships).
type GameInfo struct {
	// ID is the game id ("threethirteen", docs/rules/README.md); Name is shown
	// ("Three-Thirteen").
	ID, Name string
	// Summary is one line under the name in the menu.
	Summary string
	// MinPlayers..MaxPlayers is the allowed seat count; DefaultPlayers the menu's start.
	MinPlayers, MaxPlayers, DefaultPlayers int
	// Variants are the variant ids, the default first; empty when the game has none.
	Variants []gametext.Choice
	// Options are the on/off table options, all off by default
	// (docs/rules/README.md#options-and-variants).
	Options []gametext.Choice
	// OptionLabel, when set, is the menu's label of option o for setup s (a label that
	// depends on the other options: Third Wheel's fair deck says how many cards it sets
	// aside); nil keeps o.Label.
	OptionLabel func(s Setup, o gametext.Choice) string
	// RoundChoices, when set, lists the game lengths (in rounds, ascending) the table
	// may choose for setup s and the one chosen by default; nil when s leaves no choice
	// (Triples: only chill mode lets the table choose,
	// docs/rules/triples.md#chill-mode).
	RoundChoices func(s Setup) (choices []int, def int)
	// ParseOptions, when set, is the game's own check of option ids (the rules core's,
	// which records use too); it accepts options the menu does not list, such as Third
	// Wheel's "pace=MS". Without it an option must be one of Options.
	ParseOptions func(ids []string) error
	// Levels are the bot levels, easiest first; DefaultLevel is preselected for bots.
	Levels       []string
	DefaultLevel string
	// Rules is the in-game rules screen, in our own words.
	Rules []gametext.Section
	// About, when set, gives Summary, Rules, Keys, Options and Variants (gametext.Parse):
	// the game's rules.md. DefaultLevel is "normal" when unset.
	About string
	// Translated, when set, holds the translations of About by language, each game's
	// rules.CODE.md (rules.nl.md, …): Text gives the one of the language on.
	Translated map[l10n.Lang]string
	// text is About in each language (Register).
	text *gametext.Text
	// Table makes the table on a new Shell (TableOf); Register then gives NewTable.
	Table func(sh *Shell) (Table, error)
	// Deck is the card deck the table draws (AtlasOf); Register makes nil sprites.French.
	Deck sprites.Deck
	// Keys are the rows of the table's key help (before the rows every table has).
	Keys [][2]string
	// NewTable starts a game for setup s at a new table, on a new local match.
	NewTable func(s Setup) (Scene, error)
	// PlayOut plays the whole game with bots in every seat at once and returns the final
	// score sheet (for `parlor -scene scoring`); Register fills in one that plays Game
	// with bots (a person's seat by a DefaultLevel bot) and shows its Sheet.
	PlayOut func(s Setup) (*ui.ScoreSheet, error)

	// Game is the rules core (gameplay/<game>.Game): the tables play matches of it.
	// Register takes ID, Name, MinPlayers, MaxPlayers and Levels from it where unset.
	Game match.Game
	// Sheet is the score sheet of the game so far as view v (any seat's) shows it.
	Sheet func(s Setup, v match.View) *ui.ScoreSheet
	// Redact is the game's redaction of event e for seat (-1: nobody's cards), and
	// NewDeal reports an event that starts a deal: at a hot-seat table a new deal is
	// shown to nobody until its owner is at the screen (nil: the game has no such
	// deals).
	Redact  func(e match.Event, seat int) match.Event
	NewDeal func(e match.Event) bool
	// Predict, when set, gives the first events of the viewer's own move m that its view
	// v already tells (a discard: the card and where it goes), nil when they depend on
	// what the viewer cannot see. An online table animates them at once and drops them
	// from the server's update when it comes (RemoteSession).
	Predict func(v match.View, m match.Move) []match.Event
	// Lesson, when set, is the game's guided first game ("Learn to play" in the menu
	// and on the rules screen; StartLesson).
	Lesson *lesson.Lesson
	// TrickDone reports an event that ends a trick (the replay viewer jumps by them;
	// nil: the game has no tricks, and the viewer jumps by turns).
	TrickDone func(e match.Event) bool
}

var registry []*GameInfo

// Redactor is a game's Redact for GameInfo.Redact.
func Redactor[E match.Event](redact func(E, int) E) func(match.Event, int) match.Event {
	return func(e match.Event, seat int) match.Event {
		if te, ok := e.(E); ok {
			return redact(te, seat)
		}
		return e
	}
}

// Is reports an event of type E (for GameInfo.NewDeal).
func Is[E any](e match.Event) bool { _, ok := e.(E); return ok }

// playOut plays s's game of g to its end with bots in every seat (a person's seat by a
// bot of g's default level) and returns its final score sheet.
func playOut(g *GameInfo, s Setup) (*ui.ScoreSheet, error) {
	cfg := s.Config
	cfg.Game, cfg.Options, cfg.Decks = g.Game.ID(), slices.Clone(s.Options), nil
	m, err := match.New(g.Game, cfg, s.Levels())
	if err != nil {
		return nil, err
	}
	bots := make([]match.Bot, s.Players)
	for i, seat := range s.Seats {
		level := seat.Level
		if seat.Human {
			level = g.DefaultLevel
		}
		if bots[i], err = g.Game.NewBot(level, i, s.Seed); err != nil {
			return nil, err
		}
	}
	if _, err := match.Play(m, bots, 1_000_000); err != nil {
		return nil, fmt.Errorf("playing out: %w", err)
	}
	return g.Sheet(s, m.View(-1)), nil
}

// Text is g's text in the language on (l10n.Current): its summary, rules sections, key
// rows and option and variant labels, translated where the game has a translation
// (Translated), else in English (Summary, Rules, Keys, Options, Variants). The ids of
// Options and Variants are the same in every language.
func (g *GameInfo) Text() gametext.About {
	if g.text != nil {
		return g.text.About()
	}
	return gametext.About{Summary: g.Summary, Rules: g.Rules, Keys: g.Keys, Options: g.Options, Variants: g.Variants}
}

// Register adds a game to the menu, in call order. A second game with the same id
// replaces the first.
func Register(g *GameInfo) {
	if g.About != "" && g.Rules == nil {
		a := gametext.Parse(g.About)
		g.Summary, g.Rules, g.Keys, g.Options, g.Variants = a.Summary, a.Rules, a.Keys, a.Options, a.Variants
		g.text = gametext.NewText(g.About, g.Translated)
	}
	if g.DefaultLevel == "" {
		g.DefaultLevel = "normal"
	}
	if g.NewTable == nil && g.Table != nil {
		g.NewTable = func(s Setup) (Scene, error) { return Start(g, s, g.Table) }
	}
	if g.Deck == nil {
		g.Deck = sprites.French
	}
	if g.Game != nil {
		if g.ID == "" {
			g.ID = g.Game.ID()
		}
		if g.Name == "" {
			g.Name = g.Game.Name()
		}
		if g.MinPlayers == 0 {
			g.MinPlayers, g.MaxPlayers = g.Game.Seats()
		}
		if g.Levels == nil {
			g.Levels = g.Game.Levels()
		}
	}
	if g.PlayOut == nil && g.Game != nil && g.Sheet != nil {
		g.PlayOut = func(s Setup) (*ui.ScoreSheet, error) { return playOut(g, s) }
	}
	for i, old := range registry {
		if old.ID == g.ID {
			registry[i] = g
			return
		}
	}
	registry = append(registry, g)
}

// Games lists the registered games in menu order.
func Games() []*GameInfo { return registry }

// Lookup finds a registered game by id.
func Lookup(id string) (*GameInfo, bool) {
	for _, g := range registry {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// RandomSeed returns a fresh seed of at most 9 digits (never 0). The front end may use
// the global generator; the rules core never does.
func RandomSeed() uint64 { return 1 + rand.Uint64N(999_999_999) }

// Human is the -bots word for a seat a person plays.
const Human = "human"

// SeatSetup is one seat: a person, or a bot of some level.
type SeatSetup struct {
	Human bool
	Level string // bot level when !Human
	Name  string
}

// Setup is everything needed to start a game: the game's config as a record holds it
// (match.Config: the game id, variant, number of players, options
// (docs/rules/README.md#options-and-variants), rounds where the table chooses them, and
// the seed; a Setup carries no stacked decks), and what only the front end needs: who
// sits in each seat. Setup values come from the menu, the command line, a saved game or
// an online room.
type Setup struct {
	match.Config
	// Seats are the seats in seat order: a person or a bot of some level, and the
	// names shown.
	Seats []SeatSetup
}

// Has reports whether option id is on.
func (s Setup) Has(id string) bool { return slices.Contains(s.Options, id) }

// Names are the seats' names, in seat order.
func (s Setup) Names() []string {
	out := make([]string, len(s.Seats))
	for i, st := range s.Seats {
		out[i] = st.Name
	}
	return out
}

// Humans counts the seats a person plays.
func (s Setup) Humans() int {
	n := 0
	for _, st := range s.Seats {
		if st.Human {
			n++
		}
	}
	return n
}

// Levels lists each seat's level word ("human" for a person), as -bots takes them.
func (s Setup) Levels() []string {
	out := make([]string, len(s.Seats))
	for i, st := range s.Seats {
		if st.Human {
			out[i] = Human
		} else {
			out[i] = st.Level
		}
	}
	return out
}

var botNames = [...]string{"Ada", "Basil", "Cleo", "Dmitri", "Edie", "Felix", "Gwen", "Hugo", "Iris", "Jonah"}

// NameSeats gives every seat its display name: a lone human is "You", several humans
// are "Player 1", "Player 2", …, bots have short names.
func (s *Setup) NameSeats() {
	humans := s.Humans()
	h := 0
	for i := range s.Seats {
		st := &s.Seats[i]
		switch {
		case st.Human && humans == 1:
			st.Name = "You"
		case st.Human:
			h++
			st.Name = "Player " + strconv.Itoa(h)
		default:
			st.Name = botNames[i%len(botNames)]
		}
	}
}

// Validate checks the setup against the game's GameInfo: known game, variant, option
// ids, seat count and bot levels. The error names the bad value.
func (s *Setup) Validate() error {
	g, ok := Lookup(s.Game)
	if !ok {
		return fmt.Errorf("unknown game %q (have: %s)", s.Game, strings.Join(gameIDs(), ", "))
	}
	if s.Variant == "" && len(g.Variants) > 0 {
		s.Variant = g.Variants[0].ID
	}
	if s.Variant != "" && !gametext.Has(g.Variants, s.Variant) {
		if len(g.Variants) == 0 {
			return fmt.Errorf("game %s has no variants, not %q", g.ID, s.Variant)
		}
		return fmt.Errorf("unknown variant %q for %s (have: %s)", s.Variant, g.ID, strings.Join(gametext.IDs(g.Variants), ", "))
	}
	if g.ParseOptions != nil {
		if err := g.ParseOptions(s.Options); err != nil {
			return err
		}
	} else {
		for _, o := range s.Options {
			if !gametext.Has(g.Options, o) {
				return fmt.Errorf("unknown option %q for %s (have: %s)", o, g.ID, strings.Join(gametext.IDs(g.Options), ", "))
			}
		}
	}
	if s.Players < g.MinPlayers || s.Players > g.MaxPlayers {
		return seatsError(g, s.Players)
	}
	if len(s.Seats) != s.Players {
		return fmt.Errorf("%d seats given for %d players", len(s.Seats), s.Players)
	}
	for i, st := range s.Seats {
		if !st.Human && !slices.Contains(g.Levels, st.Level) {
			return fmt.Errorf("seat %d: unknown bot level %q (have: %s, or %s)", i, st.Level, strings.Join(g.Levels, ", "), Human)
		}
	}
	return nil
}

// ParseSetup builds and validates a Setup from command-line values: players 0 means
// "from -bots, else the game's default"; bots is a comma list of per-seat levels or
// "human" (empty: seat 0 human, the rest at the default level); autoplay makes every
// seat a bot (humans become the default level).
func ParseSetup(game, variant string, players int, options, bots string, seed uint64, autoplay bool) (Setup, error) {
	g, ok := Lookup(game)
	if !ok {
		return Setup{}, fmt.Errorf("unknown game %q (have: %s)", game, strings.Join(gameIDs(), ", "))
	}
	s := Setup{Config: match.Config{Game: game, Variant: variant, Seed: seed}}
	if strings.TrimSpace(options) != "" {
		for _, o := range strings.Split(options, ",") {
			o = strings.ToLower(strings.TrimSpace(o))
			if o == "" {
				return Setup{}, fmt.Errorf("empty option in -options %q", options)
			}
			if !slices.Contains(s.Options, o) {
				s.Options = append(s.Options, o)
			}
		}
	}
	var levels []string
	if strings.TrimSpace(bots) != "" {
		for _, b := range strings.Split(bots, ",") {
			levels = append(levels, strings.ToLower(strings.TrimSpace(b)))
		}
	}
	switch {
	case players == 0 && levels != nil:
		players = len(levels)
	case players == 0:
		players = g.DefaultPlayers
	case levels != nil && len(levels) != players:
		return Setup{}, fmt.Errorf("-bots lists %d seats but -players is %d", len(levels), players)
	}
	s.Players = players
	if players < g.MinPlayers || players > g.MaxPlayers {
		return Setup{}, seatsError(g, players) // before making a seat for each
	}
	s.Seats = make([]SeatSetup, players)
	for i := range s.Seats {
		switch {
		case levels != nil && levels[i] == Human:
			s.Seats[i].Human = true
		case levels != nil:
			s.Seats[i].Level = levels[i]
		case i == 0:
			s.Seats[i].Human = true
		default:
			s.Seats[i].Level = g.DefaultLevel
		}
		if autoplay && s.Seats[i].Human {
			s.Seats[i] = SeatSetup{Level: g.DefaultLevel}
		}
	}
	if err := s.Validate(); err != nil {
		return Setup{}, err
	}
	s.NameSeats()
	return s, nil
}

// seatsError says how many players g takes: "Third Wheel is for exactly 3 players, not
// 4", "Triples takes 2 to 10 players, not 11".
func seatsError(g *GameInfo, n int) error {
	if g.MinPlayers == g.MaxPlayers {
		return fmt.Errorf("%s is for exactly %d players, not %d", g.Name, g.MinPlayers, n)
	}
	return fmt.Errorf("%s takes %d to %d players, not %d", g.Name, g.MinPlayers, g.MaxPlayers, n)
}

func gameIDs() []string {
	out := make([]string, len(registry))
	for i, g := range registry {
		out[i] = g.ID
	}
	return out
}

// AtlasOf is the atlas of the table's deck (its GameInfo.Deck) at the screen's scale
// now, as the deck's own type A (*sprites.Atlas for French); made on first use. A table
// asks in BeforeUpdate or Draw. It panics if the game's deck is not one of type A (a
// table and its registration disagree, a programming error).
func AtlasOf[A sprites.AnyAtlas](sh *Shell) A {
	return sh.app.atlas(sh.info.Deck).(A)
}
