package match

import (
	"fmt"
	"strconv"

	"parlor/gameplay/cards"
	"parlor/gameplay/cards/tricard"
	"parlor/gameplay/cards/twcard"
	"parlor/internal/words"
)

// Words is a sentence (or a part of one) a game says to the player, kept apart from
// its values so that the front end can say it in the player's language: a hint's or a
// review's reason.
//
// Format is the English text with a %s verb (or %[n]s) for each argument, no other
// verb: it is the catalogue key the scenes translate (scenes/reasonwords). Args are
// what the verbs stand for, each one of:
//   - a string (said as it is; "" says nothing);
//   - an int (a number), a float64 (a number with one decimal: "4.5");
//   - Percent, Count, SeatNo (below);
//   - a cards.Card (English: its sign, "9♣", after "the" in the format; a translation
//     words it with its article, as scenes/cardwords.The does), a cards.Suit ("spades");
//   - a Triples card, tricard.Card ("green heart 5 (Draw 2)", after "the" in the format);
//   - a Third Wheel card, twcard.Card, with its article ("the 9 of rings", "the Wild",
//     "Take a Hike");
//   - Words: a part of the sentence said in its own words ("discarding the K♥ would
//     have left 2.1").
//
// String is the English sentence.
type Words struct {
	Format string
	Args   []any
}

// Say is the Words of format with args.
func Say(format string, args ...any) Words { return Words{Format: format, Args: args} }

// String is the sentence in English: Format with each argument in English words.
func (w Words) String() string {
	if len(w.Args) == 0 {
		return w.Format
	}
	as := make([]any, len(w.Args))
	for i, a := range w.Args {
		as[i] = English(a)
	}
	return fmt.Sprintf(w.Format, as...)
}

// Percent is a whole percentage in a sentence: "45%".
type Percent int

// SeatNo is a seat named in a sentence by its number: "seat 2" in English (a table
// names it as it names the seat).
type SeatNo int

// Count is a number of things in a sentence, the noun agreeing with it: "1 point",
// "3 points" (Noun is the singular, the plural as internal/words makes it; a
// translation says it with the catalogue's plural message "%d points").
type Count struct {
	N    int
	Noun string
}

// English is an argument of Words in English words (see Words).
func English(a any) string {
	switch a := a.(type) {
	case string:
		return a
	case int:
		return strconv.Itoa(a)
	case float64:
		return strconv.FormatFloat(a, 'f', 1, 64)
	case Percent:
		return strconv.Itoa(int(a)) + "%"
	case SeatNo:
		return "seat " + strconv.Itoa(int(a))
	case Count:
		return words.Count(a.N, a.Noun)
	case cards.Card:
		return a.Sign()
	case cards.Suit:
		return a.Name()
	case tricard.Card:
		s := a.Colour.Name() + " " + a.Shape.Name() + " " + strconv.Itoa(int(a.Number))
		if a.Draw2() {
			s += " (Draw 2)"
		}
		return s
	case twcard.Card:
		if a.IsSuit() || a == twcard.Wild {
			return "the " + a.Name()
		}
		return a.Name()
	case Words:
		return a.String()
	case fmt.Stringer:
		return a.String()
	}
	return fmt.Sprint(a)
}
