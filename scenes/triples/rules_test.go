//go:build display

package triples

import (
	"testing"

	. "parlor/scenes/scenetest"
)

// TestRulesScreenSaysRulesMD: the rules screen says every ruling of RULES.md §4.
func TestRulesScreenSaysRulesMD(t *testing.T) {
	RulesSay(t, Info(),
		"two to ten players", "125 cards", "without telling colours apart", "ten in all",
		"highest number deals", "tied for the highest draw again", "2 to 6 players everyone gets 8", "7 to 10 players 6",
		"dealer's left goes first", "takes 2 cards and loses the turn", "never counts twice",
		"only if you cannot, draw one card", "draw one card (always allowed)", "it is 4", "drawing one card instead is not allowed",
		"keep their turn", "10 for a draw 2", "3 rounds", "top 3 cards of the play area stay",
		"the round is blocked", "rh5 alone", "wins the most rounds", "as many rounds as the table chooses",
		"refused, with the rule it breaks")
}
