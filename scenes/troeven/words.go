package troeven

import (
	"errors"
	"parlor/gameplay/match"
	"strings"

	"parlor/gameplay/cards"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/cardwords"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// The table's words in the language on (scenes/l10n): the seats' names as shown
// (ui.ShownName), a sentence whose subject may be the viewer ("You deal", "Basil
// deals") chosen whole, the suits' names and the refusals of the rules worded here
// from their rule ids (gameplay stays English).

// who is position p's name as shown: a seat's (ui.ShownName), or "the dummy".
func (t *Table) who(p int) string {
	if p == tv.DummySeat {
		return l10n.T("the dummy")
	}
	return ui.ShownName(t.Name(p))
}

// you reports that position p is the seat named "You".
func (t *Table) you(p int) bool { return p >= 0 && p < 3 && t.Name(p) == "You" }

// pick is you's sentence when position p is "You", else other's: both are made by
// the caller, each a whole message of its own.
func (t *Table) pick(p int, you, other string) string {
	if t.you(p) {
		return you
	}
	return other
}

// suitName is suit s's plural name ("hearts", "harten"); suitTitle its name as a
// button's label ("Hearts", "Harten"): scenes/cardwords.
var (
	suitName  = cardwords.Suit
	suitTitle = cardwords.SuitTitle
)

// points says a number of card points: "no points", "1 point", "7 points".
func points(n int) string {
	if n == 0 {
		return l10n.T("no points")
	}
	return l10n.Plural("%d points", n)
}

// try makes a move of the viewer's; a refused move says why in a toast, in the
// language on.
func (t *Table) try(mv tv.Move) {
	if err := t.Submit(mv); err != nil {
		t.Toast(t.refusal(err))
		return
	}
	t.selected, t.selDummy = -1, false
}

// refusal is a refused move's reason in the language on, worded from its rule id
// (gameplay/troeven's Rule*); a reason with no words here is shown as the rules give it.
func (t *Table) refusal(err error) string {
	var re *tv.RuleError
	if errors.Is(err, scenes.ErrLesson) || !errors.As(err, &re) {
		return scenes.Refusal(err)
	}
	v := t.v()
	switch re.Rule {
	case tv.RuleMustFollowSuit:
		led := cards.Suit(0)
		if len(v.Trick.Cards) > 0 {
			led = v.Trick.Cards[0].Card.Suit
		}
		if re.Move.FromDummy {
			return l10n.T("The dummy must follow %s.", suitName(led))
		}
		return l10n.T("You must follow %s.", suitName(led))
	case tv.RuleNameTrumpsFirst:
		return l10n.T("Trumps are not named yet: %s names them first.", t.who(v.Caller))
	case tv.RuleDummyTurn:
		return l10n.T("It is the dummy's turn: play one of its face-up cards.")
	case tv.RuleNotDummyTurn:
		return l10n.T("It is your own turn, not the dummy's.")
	case tv.RuleNotInHand:
		return l10n.T("You do not hold that card.")
	case tv.RuleNotFaceUp:
		return l10n.T("That card of the dummy's is not face up.")
	case tv.RuleNotYourTurn:
		return l10n.T("It is not your turn.")
	case tv.RuleGameOver:
		return l10n.T("The game is over.")
	case tv.RuleTrumpsNamed:
		return l10n.T("Trumps are already named.")
	case tv.RuleNotCaller:
		return l10n.T("Only the caller names trumps.")
	}
	return scenes.Refusal(err)
}

// capital starts s with a capital letter ("jij geeft" leading a banner).
func capital(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// RefusalWords is the rules' refusal of a move in the language on (mirror.Refuser: a
// move typed in blind mode).
func (t *Table) RefusalWords(err error, _ match.Move) string { return t.refusal(err) }
