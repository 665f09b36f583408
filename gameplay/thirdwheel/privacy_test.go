package thirdwheel

import (
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

// TestRedactedEventsNeverShowAnotherSeatsHand plays random legal games (random stamps
// and ticks in the reaction windows, every option set, three paces) and checks that no
// event redacted for a seat, or for a spectator, shows a card another seat holds unseen:
// the moves of lost races and cancelled moves included (RaceLost.Move, Cancelled.Move).
func TestRedactedEventsNeverShowAnotherSeatsHand(t *testing.T) {
	var cfgs []match.Config
	paces := []string{"", "pace=200", "pace=700"}
	sets := matchtest.Subsets([]string{OptSnap, OptDoubleDown, OptActions, OptPlayOut, OptFairDeck})
	for i := range 192 {
		opts := sets[i%32]
		if p := paces[i/32%3]; p != "" {
			opts = append(opts, p)
		}
		cfgs = append(cfgs, match.Config{Players: 3, Options: opts, Seed: uint64(4000 + i)})
	}
	n := matchtest.CheckPrivacy[Card](t, Game, cfgs, 3, matchtest.Rules{})
	t.Logf("%d games, %d redacted events checked", len(cfgs), n)
}
