//go:build display

package scenetest_test

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/thirdwheel"
	"parlor/scenes/threethirteen"
	"parlor/scenes/triples"
	"parlor/scenes/troeven"
)

// TestRulesScreensSayRulesMD: each game's rules screen says every ruling of its file
// in docs/rules (docs/rules/README.md lists them), the fairness rulings included (case
// is ignored; the screen's text is every section's title and paragraphs, joined by
// spaces).
func TestRulesScreensSayRulesMD(t *testing.T) {
	for _, c := range []struct {
		g       *scenes.GameInfo
		phrases []string
	}{
		{threethirteen.Info(), []string{ // docs/rules/threethirteen.md
			"two to six players", "one deck", "two decks", "three decks", // player counts and decks
			"first dealer is drawn at random", "moves one seat clockwise", "dealer's left takes the first turn",
			"turned face up to start the discard pile",
			"you may not throw back the very card", // forbid-retake
			"k-a-2", "never has two cards in the same place", "aces are always low",
			"several wilds", "all wilds", "its own card",
			"exactly one more turn", "comes back round to the player who went out",
			"go out with this card?", "bots make that choice",
			"until someone wants to draw from it", "true lowest score", "printed value",
			"only the players tied for the lead can win", "still tied, they share the win", "kings wild",
			"refused, with the rule it breaks",
		}},
		{troeven.Info(), []string{ // docs/rules/troeven.md
			"three players", "first dealer is picked at random", "dealer's right cuts", "dealer's left is the caller",
			"ace 4, king 3, queen 2, jack 1", "does not have to trump", "caller leads the first trick",
			"even one the caller does not hold", "the hidden ones do not count", "the dummy leads the next one",
			"each player keeps their own", "caller must draw a new branch", "at 20 points each nothing changes",
			"7 of clubs and the 7 of spades", "starts with 5 branches", "most points are shared, nothing changes",
			"share the win", "refused, with the rule it breaks",
		}},
		{thirdwheel.Info(), []string{ // docs/rules/thirdwheel.md
			"exactly three players", "drawn at random", "54 cards", "worth 14", "falls back to 50",
			"the game ends there", "below 0", "deck is empty",
			"1.5 seconds", "pace=ms", "after its own reaction time", "never compared for a snap",
			"a wild snaps only once", "never shut the duo out",
			"score freezes as a floor", "breaks a pair",
			"slap when there is nothing to slap always costs", "locked out of slapping for one second",
			"game time is real time", "never by counting frames", "replay runs exactly the same", "called off",
			"seeded coin", "one press is one slap",
			"deck grows to 60", "85 or more", "read the room",
			"third wheel can no longer slap", "neither duo hand holds a card that scores",
			"set aside face down", "between 45 and 55", "setup screen and the deck panel show it",
			"easy duo bot plays its lowest card", "hard third wheel keeps its wilds",
		}},
		{triples.Info(), []string{ // docs/rules/triples.md
			"two to ten players", "125 cards", "without telling colours apart", "ten in all",
			"highest number deals", "tied for the highest draw again", "2 to 6 players everyone gets 8", "7 to 10 players 6",
			"dealer's left goes first", "takes 2 cards and loses the turn", "never counts twice",
			"only if you cannot, draw one card", "draw one card (always allowed)", "it is 4", "drawing one card instead is not allowed",
			"keep their turn", "10 for a draw 2", "3 rounds", "top 3 cards of the play area stay",
			"the round is blocked", "rh5 alone", "wins the most rounds", "as many rounds as the table chooses",
			"refused, with the rule it breaks",
		}},
	} {
		var b strings.Builder
		for _, s := range c.g.Rules {
			b.WriteString(s.Title + " ")
			for _, p := range s.Text {
				b.WriteString(p + " ")
			}
		}
		text := strings.ToLower(b.String())
		for _, p := range c.phrases {
			if !strings.Contains(text, strings.ToLower(p)) {
				t.Errorf("the %s rules screen does not say %q", c.g.Name, p)
			}
		}
	}
}
