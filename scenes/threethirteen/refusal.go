package threethirteen

import (
	"errors"
	"parlor/gameplay/match"
	"slices"

	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/l10n"
)

// try submits the viewer's move mv, saying in a toast why the rules refuse it, in the
// language on (refusal).
func (t *Table) try(mv tt.Move) {
	if err := t.Submit(mv); err != nil {
		t.Toast(t.refusal(err))
	}
}

// refusal is why the rules refuse a move, worded from its rule (the rules core's own
// words are English): the sentence of each of Three-Thirteen's refused moves
// (docs/rules/threethirteen.md#refused-moves) in the language on; another error (a
// session's) as scenes.Refusal says it, "" for a move a lesson's narrator held back.
func (t *Table) refusal(err error) string {
	var r *tt.RuleError
	if errors.Is(err, scenes.ErrLesson) || !errors.As(err, &r) {
		return scenes.Refusal(err)
	}
	m := r.Move
	switch r.Rule {
	case tt.RuleGameOver:
		return l10n.T("The game is over.")
	case tt.RuleNotYourTurn:
		if turn := t.v().Turn; turn >= 0 {
			return l10n.T("It is %s's turn.", t.name(turn))
		}
	case tt.RuleMustDraw:
		return l10n.T("Draw from the stock or the discard pile first.")
	case tt.RuleAlreadyDrew:
		return l10n.T("You have drawn this turn: discard a card.")
	case tt.RuleDiscardEmpty:
		return l10n.T("The discard pile is empty.")
	case tt.RuleStockEmpty:
		return l10n.T("The stock is empty and the discard pile holds only its top card: take the discard.")
	case tt.RuleNoSuchCard:
		if m.Card.Valid() {
			return l10n.T("The %s is not in your hand.", cardWords(m.Card))
		}
	case tt.RuleForbidRetake:
		return l10n.T("You may not discard the %s you just took from the discard pile.", cardWords(m.Card))
	case tt.RuleCannotGoOut:
		v := t.v()
		if i := slices.Index(v.Hand, m.Card); i >= 0 {
			left := tt.Penalty(slices.Delete(slices.Clone(v.Hand), i, i+1), v.Wild)
			return l10n.Plural("The rest of your hand is not all melds: %d points left over.", left)
		}
	}
	return scenes.Refusal(err)
}

// RefusalWords is the rules' refusal of a move in the language on (mirror.Refuser: a
// move typed in blind mode).
func (t *Table) RefusalWords(err error, _ match.Move) string { return t.refusal(err) }
