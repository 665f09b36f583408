package mirrorwords

import (
	"testing"

	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// TestSaysTheLanguageOn: the mirror's sentences in English as before, and in Dutch,
// German, French and Spanish, the cards with the article their rank takes.
func TestSaysTheLanguageOn(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	n := mirror.Names{Seats: []string{"You", "Basil"}}
	queen := cards.Card{Rank: cards.Queen, Suit: cards.Spades}
	seven := cards.Card{Rank: 7, Suit: cards.Hearts}
	w := threeThirteen{}
	for _, tc := range []struct {
		lang           l10n.Lang
		round, discard string
		out, label     string
	}{
		{l10n.En, "Round 2: Basil deals, 4 cards each; 4s are wild.", "Basil discards the queen of spades.", "You discard the 7 of hearts and go out.", "Discard the queen of spades"},
		{l10n.Nl, "Ronde 2: Basil geeft, elk 4 kaarten; vieren zijn joker.", "Basil legt de schoppen vrouw af.", "Je legt de harten 7 af en gaat uit.", "Leg de schoppen vrouw af"},
		{l10n.De, "Runde 2: Basil gibt, je 4 Karten; Vieren sind Joker.", "Basil legt Pik Dame ab.", "Du legst Herz 7 ab und machst aus.", "Pik Dame ablegen"},
		{l10n.Fr, "Manche 2\u00a0: Basil donne, 4 cartes chacun\u00a0; les 4 sont jokers.", "Basil défausse la dame de pique.", "Vous défaussez le 7 de cœur et sortez.", "Défausser la dame de pique"},
		{l10n.Es, "Ronda 2: Basil reparte, 4 cartas cada uno; los cuatros son comodines.", "Basil descarta la reina de picas.", "Descartas el 7 de corazones y cierras.", "Descartar la reina de picas"},
	} {
		l10n.Set(tc.lang)
		for _, c := range []struct{ got, want string }{
			{w.Say(tt.RoundStarted{Round: 2, Dealer: 1, HandSize: 4, Wild: 4}, n), tc.round},
			{w.Say(tt.Discarded{Seat: 1, Card: queen}, n), tc.discard},
			{w.Say(tt.WentOut{Seat: 0, Card: seven}, n), tc.out},
			{w.Label(tt.Move{Seat: 0, Kind: tt.Discard, Card: queen}, tt.View{}), tc.label},
		} {
			if c.got != c.want {
				t.Errorf("%v: %q, want %q", tc.lang, c.got, c.want)
			}
		}
	}
}
