package mirrorwords

import (
	"strings"

	"parlor/scenes/cardwords"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The cards and seats in words in the language on: mirror's are English ("the 7 of
// hearts"), so Troeven's listener hears them through the catalogues (with the article
// a language gives each rank: "l'as de cœur", "la dame de pique").

// The French deck's words, shared with the tables and the replay (scenes/cardwords):
// suit ("hearts"), card ("the 7 of hearts"), cardName ("7 of hearts"), cardNames.
var (
	suit      = cardwords.Suit
	card      = cardwords.The
	cardName  = cardwords.Name
	cardNames = cardwords.Names
)

// name is seat p's name as the tables show it: "You" and "Player 2" in the language on,
// a bot's level too (l10n.SeatName).
func name(p int, n mirror.Names) string { return l10n.SeatName(n.Of(p)) }

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
