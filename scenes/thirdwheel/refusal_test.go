//go:build display

package thirdwheel

import (
	"strings"
	"testing"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
)

// TestRefusalsSpeakTheLanguage: every way a move breaks the rules is worded in the
// language on from the rule's id and the move (gameplay's own words are English): in
// Dutch no refusal is the English one, none falls back to "not a move" but the rules
// that are not a person's (a bad move, a stamp out of order), and none has a broken
// verb; in English they keep gameplay's sense.
func TestRefusalsSpeakTheLanguage(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	tb := table(t, "snap,actions", "human,normal,normal", 1)
	rules := map[string]tw.Move{
		tw.RuleGameOver: tw.Slap(0, 0), tw.RuleNoWindow: tw.Slap(0, 0), tw.RuleOnePending: tw.Slap(0, 0),
		tw.RuleNotYourTurn: {Kind: tw.MovePlay, Card: tw.Wild}, tw.RuleNotDuo: {Kind: tw.MoveShield},
		tw.RuleNotTw: {Kind: tw.MovePass}, tw.RuleWindowOpen: {Kind: tw.MovePass},
		tw.RuleNotInHand: {Kind: tw.MoveBlock}, tw.RuleBadRank: {Kind: tw.MovePlay, Card: tw.Hike},
		tw.RuleBadTarget: {Kind: tw.MoveRoom}, tw.RuleNoActions: {Kind: tw.MoveBlock},
		tw.RulePlayOut: tw.Slap(0, 0), tw.RuleNothingToMatch: {Kind: tw.MoveMatch},
		tw.RuleOneResponse: tw.Slap(0, 0), tw.RuleTalkBelow85: {Kind: tw.MoveWithdraw},
		tw.RuleNothingToWithdraw: {Kind: tw.MoveWithdraw}, tw.RuleNoCancel: {Kind: tw.MoveShield},
		tw.RuleNoShield: {Kind: tw.MoveCounter}, tw.RuleNoRace: tw.Slap(0, 0),
		tw.RuleNoSnapTurn: {Kind: tw.MovePass}, tw.RuleOweDiscard: {Kind: tw.MoveMatch},
		tw.RuleNoDiscardOwed: {Kind: tw.MoveDiscard}, tw.RuleLockedOut: tw.Slap(0, 0), tw.RuleNoMatch: {Kind: tw.MoveMatch, Card: tw.Wild},
	}
	for rule, m := range rules {
		err := match.Reject(rule, m, "gameplay's words")
		l10n.Set(l10n.En)
		en := tb.refusalWords(err)
		l10n.Set(l10n.Nl)
		nl := tb.refusalWords(err)
		switch {
		case en == "" || nl == "" || en == nl:
			t.Errorf("%s: %q in English, %q in Dutch", rule, en, nl)
		case en == "That is not a move now." || strings.Contains(nl, "%!"):
			t.Errorf("%s: %q, in Dutch %q", rule, en, nl)
		}
	}
	l10n.Set(l10n.Nl)
	if got := tb.refusalWords(match.Reject(tw.RuleBadMove, tw.Move{}, "not a move")); got != "Dat is nu geen zet." {
		t.Errorf("a bad move in Dutch: %q", got)
	}
}
