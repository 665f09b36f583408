package mirrorwords

import (
	"strings"

	"parlor/gameplay/cards"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The cards and seats in words in the language on: mirror's are English ("the 7 of
// hearts"), so Troeven's listener hears them through the catalogues (with the article
// a language gives each rank: "l'as de cœur", "la dame de pique").

// suit is suit s's name ("hearts", "harten").
func suit(s cards.Suit) string {
	switch s {
	case cards.Clubs:
		return l10n.T("clubs")
	case cards.Diamonds:
		return l10n.T("diamonds")
	case cards.Hearts:
		return l10n.T("hearts")
	case cards.Spades:
		return l10n.T("spades")
	}
	return "?"
}

// namedRanks and theRanks name a card by its rank, without and with an article, each
// a message of its own as the article agrees with the rank ("la dame de %s", "le roi
// de %s"); Three-Thirteen's words use the same messages.
var (
	namedRanks = [...]string{"", "ace of %s", "2 of %s", "3 of %s", "4 of %s", "5 of %s", "6 of %s", "7 of %s",
		"8 of %s", "9 of %s", "10 of %s", "jack of %s", "queen of %s", "king of %s"}
	theRanks = [...]string{"", "the ace of %s", "the 2 of %s", "the 3 of %s", "the 4 of %s", "the 5 of %s", "the 6 of %s",
		"the 7 of %s", "the 8 of %s", "the 9 of %s", "the 10 of %s", "the jack of %s", "the queen of %s", "the king of %s"}
)

// cardName is a card's name without an article: "7 of hearts", "king of spades".
func cardName(c cards.Card) string {
	if !c.Valid() {
		return l10n.T("hidden card")
	}
	return l10n.T(namedRanks[c.Rank], suit(c.Suit))
}

// card is a card with its article: "the 7 of hearts"; a hidden card is "a card".
func card(c cards.Card) string {
	if !c.Valid() {
		return l10n.T("a card")
	}
	return l10n.T(theRanks[c.Rank], suit(c.Suit))
}

// cardNames are cards in words, without articles.
func cardNames(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cardName(c)
	}
	return out
}

// name is seat p's name as the tables show it (ui.ShownName, which this package does
// not link): "You" and "Player 2" in the language on, a bot's level too.
func name(p int, n mirror.Names) string {
	s := n.Of(p)
	if s == "You" {
		return l10n.T("You")
	}
	if k, ok := strings.CutPrefix(s, "Player "); ok && k != "" && strings.Trim(k, "0123456789") == "" {
		return l10n.T("Player %s", k)
	}
	if k := strings.LastIndex(s, " ("); k > 0 && strings.HasSuffix(s, ")") {
		return s[:k] + " (" + l10n.T(s[k+2:len(s)-1]) + ")"
	}
	return s
}

// you reports that seat p is the viewer's "You".
func you(p int, n mirror.Names) bool { return n.Of(p) == "You" }

// pick is yours when seat p is "You", else other: each a whole message of its own.
func pick(p int, n mirror.Names, yours, other string) string {
	if you(p, n) {
		return yours
	}
	return other
}

// sentence starts s with a capital letter (a name or "the dummy" leading it).
func sentence(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// winners says who won: "You win.", "Basil wins.", "Basil and Cleo share the win."
func winners(ws []int, n mirror.Names) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return pick(ws[0], n, l10n.T("You win."), l10n.T("%s wins.", name(ws[0], n)))
	}
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = name(w, n)
	}
	return l10n.T("%s share the win.", l10n.List(names))
}
