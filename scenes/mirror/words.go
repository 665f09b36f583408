package mirror

import (
	"regexp"
	"strconv"
	"strings"

	"parlor/gameplay/cards"
	"parlor/scenes/cardwords"
	"parlor/scenes/l10n"
)

var rankWords = [...]string{"", "aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks", "queens", "kings"}

// Card is a card in words in the language on: "the 7 of hearts"; a card the seat may
// not see (the zero card of a redacted event) is "a card" (scenes/cardwords).
func Card(c cards.Card) string { return cardwords.The(c) }

// CardName is a card's name without an article: "7 of hearts", "king of spades".
func CardName(c cards.Card) string { return cardwords.Name(c) }

// RankName is a rank in words, plural: "kings", "7s".
func RankName(r cards.Rank) string {
	if !r.Valid() {
		return l10n.T("none")
	}
	return l10n.T(rankWords[r])
}

// CardNames are cards in words, without articles.
func CardNames(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = CardName(c)
	}
	return out
}

var (
	seatRe = regexp.MustCompile(`\bseat (\d+)\b`)
	cardRe = regexp.MustCompile(`\b(10|[2-9AJQK])([CDHS])\b`)
)

// Plain is an event's own one-line words (its String) for a listener, the fallback for
// an event a game's Words do not say: each "seat N" becomes the seat's name and each
// card in notation ("7H") its name ("7 of hearts"), both in the language on; the rest
// is gameplay's own English (every event of the four games is worded by their Words).
func Plain(text string, n Names) string {
	text = seatRe.ReplaceAllStringFunc(text, func(s string) string {
		i, err := strconv.Atoi(s[len("seat "):])
		if err != nil {
			return s
		}
		return n.Shown(i)
	})
	text = cardRe.ReplaceAllStringFunc(text, func(s string) string {
		c, err := cards.Parse(s)
		if err != nil {
			return s
		}
		return CardName(c)
	})
	return Sentence(strings.ReplaceAll(text, "??", l10n.T("a card")))
}

// Sentence starts s with a capital letter.
func Sentence(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// Counted is "1 card" or "n cards", in the words given (English: a game's own words
// count with l10n.Plural).
func Counted(n int, one, many string) string {
	if one == "" {
		return strconv.Itoa(n)
	}
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Totals are each seat's total: "You 45 points, Basil 60 points".
func Totals(ts []int, n Names, one, many string) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = n.Shown(i) + " " + Counted(t, one, many)
	}
	return strings.Join(parts, ", ")
}

// Winners says who won, in the language on: "You win.", "Basil and Cleo share the
// win."
func Winners(ws []int, n Names) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return n.Says(ws[0], "You win.", "%s wins.")
	}
	return l10n.T("%s share the win.", SeatList(ws, n))
}

// SeatList names seats in the language on: "Basil, Cleo and You".
func SeatList(seats []int, n Names) string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = n.Shown(s)
	}
	return l10n.List(names)
}
