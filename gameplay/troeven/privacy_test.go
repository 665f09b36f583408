package troeven

import (
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

// TestRedactedEventsNeverShowAnotherSeatsHand plays random legal games of both variants
// and checks that no event redacted for a seat, or for a spectator, shows a card another
// seat holds unseen.
func TestRedactedEventsNeverShowAnotherSeatsHand(t *testing.T) {
	var cfgs []match.Config
	for i := range 30 {
		v := string(Dummy)
		if i%2 == 1 {
			v = string(Solo)
		}
		cfgs = append(cfgs, match.Config{Variant: v, Players: 3, Seed: uint64(2000 + i)})
	}
	n := matchtest.CheckPrivacy[cards.Card](t, Game, cfgs, 7, matchtest.Rules{
		NewDeal: func(e match.Event) bool { _, ok := e.(Cut); return ok },
	})
	t.Logf("%d games, %d redacted events checked", len(cfgs), n)
}
