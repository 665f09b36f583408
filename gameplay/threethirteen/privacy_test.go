package threethirteen

import (
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

// TestRedactedEventsNeverShowAnotherSeatsHand plays random legal games (every table
// size, every option set; the first 1500 moves of each) and checks that no event redacted for a seat, or for a
// spectator, shows a card another seat holds unseen. Revealed is the hands laid open at
// a round's end, public by the rules (docs/rules/threethirteen.md#scoring).
func TestRedactedEventsNeverShowAnotherSeatsHand(t *testing.T) {
	var cfgs []match.Config
	for i := range 10 {
		cfg := match.Config{Players: MinPlayers + i%(MaxPlayers-MinPlayers+1), Seed: uint64(1000 + i)}
		if i%3 == 1 {
			cfg.Options = []string{OptForbidRetake}
		}
		if i%4 == 2 {
			cfg.Options = append(cfg.Options, OptTiebreakRound)
		}
		cfgs = append(cfgs, cfg)
	}
	n := matchtest.CheckPrivacy[cards.Card](t, Game, cfgs, 13, matchtest.Rules{
		NewDeal: func(e match.Event) bool { _, ok := e.(RoundStarted); return ok },
		Public:  func(e match.Event) bool { _, ok := e.(Revealed); return ok },
		// Random discards seldom go out once hands are long: the first rounds, their
		// ends and new deals, are played out.
		MaxMoves: 1500,
	})
	t.Logf("%d games, %d redacted events checked", len(cfgs), n)
}
