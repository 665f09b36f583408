package thirdwheel

import (
	"strconv"
	"strings"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/thirdwheel/mirrorwords"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// The table's words in the language on (scenes/l10n): the seats' names as shown, the
// cards, the roles, and the sentences whose subject may be "You".

// shown is seat's name as the language on shows it ("Jij", "Speler 2", "Basil").
func (t *Table) shown(seat int) string { return ui.ShownName(t.Name(seat)) }

// says is a sentence with seat as its subject: you (its own message, "You play %s")
// when seat is the person called "You", else other with the seat's name first ("%s
// plays %s"); args fill the verbs after the name.
func (t *Table) says(seat int, you, other string, args ...string) string {
	if t.Name(seat) == "You" {
		return l10n.T(you, args...)
	}
	return l10n.T(other, append([]string{t.shown(seat)}, args...)...)
}

// youSays is the race feedback's sentence about a person: you ("You won …") for the one
// person at the table, other with the person's name at a hot-seat table.
func (t *Table) youSays(seat int, you, other string, args ...string) string {
	if len(t.People()) > 1 || t.Name(seat) != "You" {
		return l10n.T(other, append([]string{t.shown(seat)}, args...)...)
	}
	return l10n.T(you, args...)
}

// decimal1 is x with one decimal, in the language on: "1.5", "1,5"; "1.0" keeps its
// decimal (a countdown's text keeps its width).
func decimal1(x float64) string {
	s := strconv.FormatFloat(x, 'f', 1, 64)
	if sep := l10n.Decimal(0.5); len(sep) == 3 && sep[1] != '.' {
		s = strings.Replace(s, ".", sep[1:2], 1)
	}
	return s
}

// ms is a time in ms in the language on: "1.234 ms" in Dutch.
func ms(n int) string { return l10n.T("%s ms", l10n.Int(n)) }

// cardName is a card in words in the language on: "9 of rings" ("ring 9"), "Wild"
// ("joker"), "Take a Hike"; a hidden card is "a face-down card". The replay names
// cards in the same words (mirrorwords.CardName).
func cardName(c tw.Card) string {
	if c == tw.Hidden {
		return l10n.T("a face-down card")
	}
	return mirrorwords.CardName(c)
}

// faceWords are the words the deck's faces print in the language on: the Wild's and
// the action cards' names as the table says them, the suits' names and "0 points"
// (sprites.DrawTWAtlas; the deck is drawn again when the language changes).
func faceWords() sprites.TWWords {
	w := sprites.TWWords{Names: map[tw.Card]string{}, Points: l10n.Plural("%d points", 0),
		Suits: [5]string{tw.Heart: l10n.T("heart"), tw.Flowers: l10n.T("flowers"), tw.Ring: l10n.T("ring"), tw.Disco: l10n.T("disco")}}
	for _, c := range []tw.Card{tw.Wild, tw.Hike, tw.Silence, tw.Talk, tw.Room} {
		w.Names[c] = mirrorwords.CardName(c)
	}
	return w
}

// cardWord is a table card in short words: "7 of rings", "Wild", "Take a Hike as 9".
func cardWord(tc tw.TableCard) string {
	if tc.Card == tw.Hike && tc.Rank > 0 {
		return l10n.T("Take a Hike as %s", strconv.Itoa(tc.Rank))
	}
	return cardName(tc.Card)
}

// roleName is a role in words.
func roleName(r tw.Role) string {
	switch r {
	case tw.Duo1:
		return l10n.T("Duo 1")
	case tw.Duo2:
		return l10n.T("Duo 2")
	case tw.ThirdWheel:
		return l10n.T("Third Wheel") // the role keeps the game's name, as the score sheet says it
	}
	return l10n.T("watching")
}

// winLine is the table panel's one-line summary of how the game ends
// (board.WinLine, in the language on).
func winLine(o tw.Options) string {
	if o.PlayOut {
		return l10n.T("exact 100: Duo wins · no scoring cards: Third Wheel wins")
	}
	return l10n.T("exact 100: Duo wins · deck out: Third Wheel wins")
}
