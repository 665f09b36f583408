package triples

import (
	"errors"
	"parlor/gameplay/match"

	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// refusal words the rules' refusal of move mv in the language on, from the rule it
// breaks (the core's own sentence is English): a play that is no triple names its
// cards (notATriple). An error that is no refusal of the rules says what it says.
func (t *Table) refusal(err error, mv tr.Move) string {
	var re *tr.RuleError
	if errors.Is(err, scenes.ErrLesson) || !errors.As(err, &re) {
		return scenes.Refusal(err)
	}
	v := t.v()
	switch re.Rule {
	case tr.RuleNotATriple:
		return t.notATriple(mv)
	case tr.RuleGameOver:
		return l10n.T("The game is over.")
	case tr.RuleNotYourTurn:
		if v.Turn >= 0 {
			return l10n.T("Wait for your turn: %s is playing.", ui.ShownName(t.Name(v.Turn)))
		}
		return l10n.T("It is not your turn.")
	case tr.RulePendingDraw:
		return l10n.Plural("You owe %d cards for a Draw 2: take them first (D or the draw pile).", max(v.Pending, 1))
	case tr.RuleChooseTarget:
		return l10n.T("Double triple! Click the opponent who draws 2.")
	case tr.RuleNoTargetOwed:
		return l10n.T("An opponent is named to draw 2 only after a double triple.")
	case tr.RuleTargetSeat:
		return l10n.T("Choose an opponent to draw 2, not yourself.")
	case tr.RulePlaySize:
		return l10n.T("A play lays one or two cards.")
	case tr.RuleNoSuchCard:
		return l10n.T("That card is not in your hand.")
	case tr.RuleSameCardTwice:
		return l10n.T("A card can never be used twice in a triple.")
	case tr.RuleOneCardNeeds2:
		return l10n.T("One card makes a triple only with the top two cards of the play area, and there is only one: play two cards.")
	case tr.RuleFirstTurnPlay:
		return l10n.T("First turn: two of your cards make a triple with the starter, so play them; draw only when none do.")
	case tr.RuleMustPlay:
		return l10n.T("The draw pile is empty and cannot be refilled: play while you can.")
	}
	return l10n.T("The rules do not allow that move.")
}

// RefusalWords is the rules' refusal of move m in the language on (mirror.Refuser: a
// move typed in blind mode).
func (t *Table) RefusalWords(err error, m match.Move) string {
	mv, _ := m.(tr.Move)
	return t.refusal(err, mv)
}
