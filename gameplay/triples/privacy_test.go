package triples

import (
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

// TestRedactedEventsNeverShowAnotherSeatsHand plays random legal games (2 to 10
// players, scored and chill) and checks that no event redacted for a seat, or for a
// spectator, shows a card another seat holds unseen. RoundScored shows every hand at a
// round's end, as the rules do (docs/rules/triples.md#what-each-seat-sees).
func TestRedactedEventsNeverShowAnotherSeatsHand(t *testing.T) {
	var cfgs []match.Config
	for i := range 27 {
		cfg := match.Config{Players: MinPlayers + i%(MaxPlayers-MinPlayers+1), Seed: uint64(3000 + i)}
		if i%3 == 0 {
			cfg.Options, cfg.Rounds = []string{OptChill}, 1+i%4
		}
		cfgs = append(cfgs, cfg)
	}
	n := matchtest.CheckPrivacy[Card](t, Game, cfgs, 5, matchtest.Rules{
		NewDeal: func(e match.Event) bool { _, ok := e.(RoundStarted); return ok },
		Public:  func(e match.Event) bool { _, ok := e.(RoundScored); return ok },
	})
	t.Logf("%d games, %d redacted events checked", len(cfgs), n)
}
