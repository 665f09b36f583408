package threethirteen

import (
	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/l10n"
	"parlor/scenes/threethirteen/mirrorwords"
	"parlor/scenes/ui"
)

// The table's words in the language on (scenes/l10n): the wild rank, the seats'
// names in sentences, and the sizes text is fitted at.

// rankWord is a rank's plural as the round's panel names the wild rank: "3s", "jacks"
// ("drieën", "Buben").
func rankWord(r cards.Rank) string {
	if !r.Valid() {
		return ""
	}
	return l10n.T(rankWords[r])
}

// wildWords says which rank is wild: "3s are wild", "jacks are wild" (a sentence of
// its own for each rank, as the article agrees with the rank: "las jotas", "los
// treses"); the mirror says it in the same words (mirrorwords.Wild).
func wildWords(r cards.Rank) string {
	if !r.Valid() {
		return ""
	}
	return mirrorwords.Wild(r)
}

var rankWords = [...]string{"", "aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks", "queens", "kings"}

// roundOf is the round's heading: "Round 3 of 11", or "Deciding round".
func roundOf(round int, tiebreak bool) string {
	if tiebreak {
		return l10n.T("Deciding round")
	}
	return l10n.T("Round %s of %s", l10n.Int(round), l10n.Int(tt.Rounds))
}

// name is seat's name as the table shows it: "You" and a bot's level in the language
// on (ui.ShownName; the seat's name itself stays as the code compares it).
func (t *Table) name(seat int) string { return ui.ShownName(t.Name(seat)) }

// you reports that seat is the person at this screen ("You"), whose sentences are
// their own messages ("You went out" against "%s went out").
func (t *Table) you(seat int) bool { return t.Name(seat) == "You" }

// says is the sentence you when seat is "You", else other with seat's name:
// says(s, "You deal…", "%s deals…").
func (t *Table) says(seat int, you, other string) string {
	if t.you(seat) {
		return l10n.T(you)
	}
	return l10n.T(other, t.name(seat))
}

// fitSize is the size text is drawn at to fit width: size, or smaller down to least.
func fitSize(c *ui.Canvas, text string, size, least, width float64, bold bool) float64 {
	for size > least && c.TextWidth(text, size, bold) > width {
		size--
	}
	return size
}
