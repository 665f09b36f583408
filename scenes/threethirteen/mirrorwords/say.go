package mirrorwords

import (
	"strings"

	"parlor/gameplay/cards"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The words the mirror says of Three-Thirteen, in the language on (scenes/l10n): the
// cards, the wild rank, the seats' names and their sentences. In English they are
// mirror's words (mirror.Card, CardName, RankName, Counted, Winners) as they were.

// faceRanks name the ranks in words: "ace", …, "king" (the others are their numbers),
// with and without an article, each a message of its own as the article agrees with the
// rank ("la dame de %s", "le roi de %s").
var (
	namedRanks = [...]string{"", "ace of %s", "2 of %s", "3 of %s", "4 of %s", "5 of %s", "6 of %s", "7 of %s",
		"8 of %s", "9 of %s", "10 of %s", "jack of %s", "queen of %s", "king of %s"}
	theRanks = [...]string{"", "the ace of %s", "the 2 of %s", "the 3 of %s", "the 4 of %s", "the 5 of %s", "the 6 of %s",
		"the 7 of %s", "the 8 of %s", "the 9 of %s", "the 10 of %s", "the jack of %s", "the queen of %s", "the king of %s"}
	// wildSentences say which rank is wild (Wild): one message a rank.
	wildSentences = [...]string{"", "aces are wild", "2s are wild", "3s are wild", "4s are wild", "5s are wild", "6s are wild",
		"7s are wild", "8s are wild", "9s are wild", "10s are wild", "jacks are wild", "queens are wild", "kings are wild"}
)

// suitName is a suit in words: "hearts" ("harten", "Herz", "cœur", "corazones").
func suitName(s cards.Suit) string { return l10n.T(s.Name()) }

// cardName is a card in words without an article: "7 of hearts" (mirror.CardName).
func cardName(c cards.Card) string {
	if !c.Valid() {
		return l10n.T("hidden card")
	}
	return l10n.T(namedRanks[c.Rank], suitName(c.Suit))
}

// card is a card in words with its article: "the 7 of hearts", or "a card" for one the
// seat may not see (mirror.Card).
func card(c cards.Card) string {
	if !c.Valid() {
		return l10n.T("a card")
	}
	return l10n.T(theRanks[c.Rank], suitName(c.Suit))
}

// cardNames are cards in words, without articles.
func cardNames(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cardName(c)
	}
	return out
}

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
