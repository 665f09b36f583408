// Package cardwords names the French deck's cards and suits in the language on
// (scenes/l10n): the words the Troeven and Three-Thirteen tables, their blind-mode
// words and the replay viewer's moves share. A card's name is one message a rank, as
// the article agrees with the rank in some languages ("la dame de %s", "le roi de %s").
package cardwords

import (
	"parlor/gameplay/cards"
	"parlor/scenes/l10n"
)

// namedRanks and theRanks are the messages naming a card by its rank, without and with
// an article; %s is the suit.
var (
	namedRanks = [...]string{"", "ace of %s", "2 of %s", "3 of %s", "4 of %s", "5 of %s", "6 of %s", "7 of %s",
		"8 of %s", "9 of %s", "10 of %s", "jack of %s", "queen of %s", "king of %s"}
	theRanks = [...]string{"", "the ace of %s", "the 2 of %s", "the 3 of %s", "the 4 of %s", "the 5 of %s", "the 6 of %s",
		"the 7 of %s", "the 8 of %s", "the 9 of %s", "the 10 of %s", "the jack of %s", "the queen of %s", "the king of %s"}
)

// Suit is suit s's name, plural as in "spades are trumps": "hearts" ("harten", "Herz",
// "cœur", "corazones"); "?" for no suit.
func Suit(s cards.Suit) string {
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

// SuitTitle is suit s's name as a button's label: "Hearts", "Harten"; "?" for no suit.
func SuitTitle(s cards.Suit) string {
	switch s {
	case cards.Clubs:
		return l10n.T("Clubs")
	case cards.Diamonds:
		return l10n.T("Diamonds")
	case cards.Hearts:
		return l10n.T("Hearts")
	case cards.Spades:
		return l10n.T("Spades")
	}
	return "?"
}

// Name is card c without an article: "7 of hearts", "king of spades"; "hidden card"
// for one the seat may not see.
func Name(c cards.Card) string {
	if !c.Valid() {
		return l10n.T("hidden card")
	}
	return l10n.T(namedRanks[c.Rank], Suit(c.Suit))
}

// The is card c with its article: "the 7 of hearts"; "a card" for one the seat may not
// see.
func The(c cards.Card) string {
	if !c.Valid() {
		return l10n.T("a card")
	}
	return l10n.T(theRanks[c.Rank], Suit(c.Suit))
}

// Names are cs without articles, in order.
func Names(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = Name(c)
	}
	return out
}
