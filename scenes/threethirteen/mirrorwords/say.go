package mirrorwords

import (
	"strings"

	"parlor/gameplay/cards"
	"parlor/scenes/cardwords"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The words the mirror says of Three-Thirteen, in the language on (scenes/l10n): the
// cards, the wild rank, the seats' names and their sentences. In English they are
// mirror's words (mirror.Card, CardName, RankName, Counted, Winners) as they were.

// The French deck's words, shared with the tables and the replay (scenes/cardwords):
// card ("the 7 of hearts", "a card" for a hidden one), cardName ("7 of hearts"),
// cardNames.
var (
	card      = cardwords.The
	cardName  = cardwords.Name
	cardNames = cardwords.Names
	// wildSentences say which rank is wild (Wild): one message a rank.
	wildSentences = [...]string{"", "aces are wild", "2s are wild", "3s are wild", "4s are wild", "5s are wild", "6s are wild",
		"7s are wild", "8s are wild", "9s are wild", "10s are wild", "jacks are wild", "queens are wild", "kings are wild"}
)

// Wild says which rank is wild, in the language on: "3s are wild" ("drieën zijn
// joker"), as the mirror and the table (its banner, its pass-and-play note) say it.
func Wild(r cards.Rank) string {
	if !r.Valid() {
		return l10n.T("no rank is wild")
	}
	return l10n.T(wildSentences[r])
}

// points is "1 point" or "n points".
func points(p int) string { return l10n.Plural("%d points", p) }

// name is seat's name in the language on: "You" is "Jij", "Player 2" "Speler 2", a
// bot's level in brackets translated, as ui.ShownName shows them on screen (which this
// package does not import: it would link Ebitengine into the mirror's tests).
func name(n mirror.Names, seat int) string {
	s := n.Of(seat)
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

// says is the sentence you when seat is "You" (with args), else other with the seat's
// name first: says(n, s, "You discard %s.", "%s discards %s.", card).
func says(n mirror.Names, seat int, you, other string, args ...string) string {
	if n.Of(seat) == "You" {
		return l10n.T(you, args...)
	}
	return l10n.T(other, append([]string{name(n, seat)}, args...)...)
}

// winners says who won: "You win.", "Basil wins.", "Basil and Cleo share the win."
func winners(ws []int, n mirror.Names) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return says(n, ws[0], "You win.", "%s wins.")
	}
	return l10n.T("%s share the win.", seatList(ws, n))
}

// seatList names seats: "Basil, Cleo and You".
func seatList(seats []int, n mirror.Names) string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = name(n, s)
	}
	return l10n.List(names)
}

// totals are each seat's total: "You 45 points, Basil 60 points".
func totals(ts []int, n mirror.Names) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = name(n, i) + " " + points(t)
	}
	return strings.Join(parts, ", ")
}
