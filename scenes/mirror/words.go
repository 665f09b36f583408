package mirror

import (
	"regexp"
	"strconv"
	"strings"

	"parlor/gameplay/cards"
)

var rankWords = [...]string{"", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"}

// Card is a card in words: "the 7 of hearts"; a card the seat may not see (the zero
// card of a redacted event) is "a card".
func Card(c cards.Card) string {
	if !c.Valid() {
		return "a card"
	}
	return "the " + CardName(c)
}

// CardName is a card's name without an article: "7 of hearts", "king of spades".
func CardName(c cards.Card) string {
	if !c.Valid() {
		return "hidden card"
	}
	return rankWords[c.Rank] + " of " + c.Suit.Name()
}

// RankName is a rank in words, plural: "kings", "7s".
func RankName(r cards.Rank) string {
	if !r.Valid() {
		return "none"
	}
	return rankWords[r] + "s"
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

// Plain is an event's own one-line words (its String) for a listener: each "seat N"
// becomes the seat's name and each card in notation ("7H") its name ("7 of hearts").
func Plain(text string, n Names) string {
	text = seatRe.ReplaceAllStringFunc(text, func(s string) string {
		i, err := strconv.Atoi(s[len("seat "):])
		if err != nil {
			return s
		}
		return n.Of(i)
	})
	text = cardRe.ReplaceAllStringFunc(text, func(s string) string {
		c, err := cards.Parse(s)
		if err != nil {
			return s
		}
		return CardName(c)
	})
	return sentence(strings.ReplaceAll(text, "??", "a card"))
}

// sentence starts s with a capital letter.
func sentence(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// counted is "1 card" or "n cards".
func counted(n int, one, many string) string {
	if one == "" {
		return strconv.Itoa(n)
	}
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
