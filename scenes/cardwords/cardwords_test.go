package cardwords

import (
	"testing"

	"parlor/gameplay/cards"
	"parlor/scenes/l10n"
)

// TestWords: the cards' names in English are the rules' words, and in Dutch and French
// each rank takes its own order and article.
func TestWords(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	qs := cards.Card{Rank: cards.Queen, Suit: cards.Spades}
	for _, tc := range []struct {
		l                     l10n.Lang
		name, the, suit, none string
	}{
		{l10n.En, "queen of spades", "the queen of spades", "Spades", "a card"},
		{l10n.Nl, "schoppen vrouw", "de schoppen vrouw", "Schoppen", "een kaart"},
		{l10n.Fr, "dame de pique", "la dame de pique", "Pique", "une carte"},
	} {
		l10n.Set(tc.l)
		got := []string{Name(qs), The(qs), SuitTitle(cards.Spades), The(cards.Card{})}
		want := []string{tc.name, tc.the, tc.suit, tc.none}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%v: %q, want %q", tc.l, got, want)
				break
			}
		}
	}
}
