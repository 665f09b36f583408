package main

import (
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/troeven"
)

// result is the play/replay result object (match.Summary) as the tests decode it, with
// R the game's own round type.
type result[R any] struct {
	Game    string
	Variant string
	Seed    uint64
	Players int
	Options []string
	Rounds  []R
	Totals  []int
	Winners []int
	Over    bool
	Moves   int
}

type (
	thirdWheelResult = result[thirdwheel.Round]
	ttResult         = result[threethirteen.Round]
	troevenResult    = result[troeven.Round]
)

// botRecord plays a whole bot game through the match layer and returns its record.
func botRecord(t *testing.T, cfg match.Config, levels []string) *record.Record {
	t.Helper()
	g, err := games.Find(cfg.Game)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g, cfg, levels)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, len(levels))
	for i, l := range levels {
		if bots[i], err = g.NewBot(l, i, cfg.Seed); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := match.Play(m, bots, maxMoves); err != nil {
		t.Fatal(err)
	}
	return m.Record()
}
