package saves

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"parlor/gameplay/games"
)

// StatsName holds when the statistics were last reset; the statistics themselves are
// computed from the history, so they can always be rebuilt from it.
const StatsName = "stats.json"

// Stats are the people's results at this screen, per game and variant, house rules and
// role (GameStats), over the finished
// games of the history since Since (the last reset; zero: ever).
type Stats struct {
	Since time.Time
	Games []GameStats
}

// GameStats is one game and variant, under one set of house rules and in one role. A game counts when a person played one of its seats
// and it finished; it is won when a person's seat is among the winners (at a shared
// screen, any of the people's). Scores are the first person's total in the game's own
// measure (Three-Thirteen penalty points, Troeven branches left, Triples points, chill
// Triples rounds won, Third Wheel 1 for a win): LowWins says whether lower is better.
type GameStats struct {
	Game, Variant, Name string
	// Rules are the house rules (table options, ids sorted) of the games counted: games
	// under other rules are other GameStats, as they are other games to win. A table
	// setting that takes a value (Third Wheel's pace=MS) is not a house rule here.
	// Role is the seat's role in those games, in words ("Duo", "Third Wheel"; "" in a
	// game without roles): each role is its own GameStats too.
	Rules []string
	Role  string

	Played, Won int
	// WinRate is Won/Played (0 when none played).
	WinRate float64
	// Streak is the current run of wins (negative: of losses); BestStreak the longest
	// run of wins.
	Streak, BestStreak int
	// AvgScore and BestScore are over the games played; LowWins says which way is
	// better.
	AvgScore  float64
	BestScore int
	LowWins   bool
	// WithUndo counts the games in which a move was taken back; Hints the hints asked
	// for in all of them.
	WithUndo, Hints int
	// ByLevel splits the games by the strongest bot at the table ("human" when every
	// opponent was a person), easiest first.
	ByLevel []LevelStats
	// Results are the games oldest first: true for a win (the chart's data); Scores
	// likewise.
	Results []bool
	Scores  []int
}

// LevelStats is the games against opponents of one level.
type LevelStats struct {
	Level       string
	Played, Won int
}

// Where chooses the games the statistics count: all of them, those played at this
// screen, or those played online.
type Where int

// The choices of Where.
const (
	AllGames Where = iota
	PlayedHere
	PlayedOnline
)

// Counts reports whether where counts entry e.
func (w Where) Counts(e Entry) bool {
	switch w {
	case PlayedHere:
		return e.Online == nil
	case PlayedOnline:
		return e.Online != nil
	}
	return true
}

// Compute makes the statistics of entries (any order) finished after since.
func Compute(entries []Entry, since time.Time) Stats { return ComputeWhere(entries, since, AllGames) }

// ComputeWhere makes the statistics of the entries where counts (any order) finished
// after since. In an online game the player's seat is the one played at this screen
// (Online.You); at a table played here, the first person's.
func ComputeWhere(entries []Entry, since time.Time, where Where) Stats {
	es := slices.Clone(entries)
	slices.SortStableFunc(es, func(a, b Entry) int { return a.Date.Compare(b.Date) })
	st := Stats{Since: since}
	find := func(game, variant, name string, rules []string, role string) *GameStats {
		for i := range st.Games {
			g := &st.Games[i]
			if g.Game == game && g.Variant == variant && slices.Equal(g.Rules, rules) && g.Role == role {
				return g
			}
		}
		st.Games = append(st.Games, GameStats{Game: game, Variant: variant, Name: name, Rules: rules, Role: role})
		return &st.Games[len(st.Games)-1]
	}
	for _, e := range es {
		if !e.Summary.Over || (!since.IsZero() && e.Date.Before(since)) || !where.Counts(e) {
			continue
		}
		levels := e.Match.Levels()
		you := slices.Index(levels, "human")
		if e.Online != nil {
			you = e.Online.You
		}
		if you < 0 || you >= len(e.Summary.Totals) {
			continue
		}
		g := e.Match.Game()
		cfg := e.Match.Config()
		gs := find(g.ID(), variantOf(g.ID(), cfg.Variant), g.Name(), houseRules(cfg.Options), g.SeatRole(e.Match.View(you)))
		gs.LowWins = g.LowWins(cfg)
		won := false
		for _, w := range e.Summary.Winners {
			won = won || (e.Online == nil && w < len(levels) && levels[w] == "human") || (e.Online != nil && w == you)
		}
		score := e.Summary.Totals[you]
		gs.add(won, score, e.Match.Undos() > 0, e.Match.Hints(), opponentLevel(g.Levels(), levels))
	}
	for i := range st.Games {
		gs := &st.Games[i]
		order := games.All[0].Levels()
		if g, ok := games.Lookup(gs.Game); ok {
			order = g.Levels()
		}
		slices.SortFunc(gs.ByLevel, func(a, b LevelStats) int { return rank(order, a.Level) - rank(order, b.Level) })
	}
	return st
}

func (gs *GameStats) add(won bool, score int, undo bool, hints int, level string) {
	gs.Played++
	if won {
		gs.Won++
		gs.Streak = max(gs.Streak, 0) + 1
		gs.BestStreak = max(gs.BestStreak, gs.Streak)
	} else {
		gs.Streak = min(gs.Streak, 0) - 1
	}
	gs.WinRate = float64(gs.Won) / float64(gs.Played)
	if gs.Played == 1 || (gs.LowWins && score < gs.BestScore) || (!gs.LowWins && score > gs.BestScore) {
		gs.BestScore = score
	}
	gs.AvgScore += (float64(score) - gs.AvgScore) / float64(gs.Played)
	if undo {
		gs.WithUndo++
	}
	gs.Hints += hints
	gs.Results = append(gs.Results, won)
	gs.Scores = append(gs.Scores, score)
	i := slices.IndexFunc(gs.ByLevel, func(l LevelStats) bool { return l.Level == level })
	if i < 0 {
		gs.ByLevel = append(gs.ByLevel, LevelStats{Level: level})
		i = len(gs.ByLevel) - 1
	}
	gs.ByLevel[i].Played++
	if won {
		gs.ByLevel[i].Won++
	}
}

// opponentLevel is the strongest bot level at the table, in the game's order; "human"
// when every opponent was a person.
func opponentLevel(order, levels []string) string {
	best := "human"
	for _, l := range levels {
		if l != "human" && rank(order, l) > rank(order, best) {
			best = l
		}
	}
	return best
}

// rank is l's place in order (easiest first); "human" and unknown levels come first.
func rank(order []string, l string) int { return slices.Index(order, l) }

// houseRules are the option ids of a game's setup that change its rules, lower case and
// sorted (nil: none); an option with a value (a table setting such as pace=MS) is left
// out.
func houseRules(options []string) []string {
	var out []string
	for _, o := range options {
		if o = strings.ToLower(strings.TrimSpace(o)); o != "" && !strings.Contains(o, "=") && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	slices.Sort(out)
	return out
}

// Label names the statistics on their tab: the game, its variant, the role and the
// house rules ("Third Wheel · Duo · doubledown+snap").
func (gs *GameStats) Label() string {
	label := gs.Name
	if gs.Variant != "" {
		label += " · " + gs.Variant
	}
	if gs.Role != "" {
		label += " · " + gs.Role
	}
	if len(gs.Rules) > 0 {
		label += " · " + strings.Join(gs.Rules, "+")
	}
	return label
}

// variantOf names the variant, the game's default when none is given.
func variantOf(game, v string) string {
	if v == "" {
		if g, ok := games.Lookup(game); ok && len(g.Variants()) > 0 {
			return g.Variants()[0]
		}
	}
	return v
}

// stamp is stats.json: when the statistics were last reset.
type stamp struct {
	Since string `json:"since"`
}

// LoadStats computes the statistics from the history, since the last reset. Broken
// history entries and a broken stats.json are reported in errs (and moved aside).
func LoadStats(st Store) (Stats, []error) { return LoadStatsWhere(st, AllGames) }

// LoadStatsWhere is LoadStats of the games where counts.
func LoadStatsWhere(st Store, where Where) (Stats, []error) {
	entries, errs := History(st)
	var since time.Time
	data, err := st.Read(StatsName, 4096)
	switch {
	case missing(err):
	case err != nil:
		errs = append(errs, broken(st, "The statistics' reset date", StatsName, err))
	default:
		var s stamp
		if err := json.Unmarshal(data, &s); err != nil {
			errs = append(errs, broken(st, "The statistics' reset date", StatsName, err))
		} else if since, err = time.Parse(time.RFC3339, s.Since); err != nil {
			errs = append(errs, broken(st, "The statistics' reset date", StatsName, err))
		}
	}
	return ComputeWhere(entries, since, where), errs
}

// ResetStats starts the statistics afresh from now; the history (and its replays) stays.
func ResetStats(st Store, now time.Time) error {
	data, _ := json.Marshal(stamp{Since: now.UTC().Format(time.RFC3339)})
	return st.Write(StatsName, data)
}
