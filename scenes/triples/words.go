package triples

import (
	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// The table's words in the language on: seats' names as shown (ui.ShownName: "You" is
// an identifier in the code), counts, levels and the seed line.

// shownName is seat s's name in the language on.
func (t *Table) shownName(s int) string { return ui.ShownName(t.Name(s)) }

// you reports that seat s is the person at this screen ("You"): a sentence with it as
// subject is its own message ("You deal", "Basil deals").
func (t *Table) you(s int) bool { return t.Name(s) == "You" }

// cards is n cards in words: "1 card", "8 cards".
func cards(n int) string { return l10n.Plural("%d cards", n) }

// level is seat s's bot level in the language on ("" for a person).
func (t *Table) level(s int) string {
	if l := t.Level(s); l != "" {
		return l10n.T(l)
	}
	return ""
}

// roundOf is "Round 2 of 3".
func roundOf(r, of int) string { return l10n.T("Round %s of %s", l10n.Int(r), l10n.Int(of)) }

// penaltyWords is the banner of a Draw 2 penalty: "Basil must take 2 cards for your
// Draw 2 and miss a turn".
func (t *Table) penaltyWords(e tr.PenaltyPending) string {
	switch {
	case e.From < 0 && t.you(e.Seat):
		return l10n.Plural("You must take %d cards for the starter and miss a turn", e.N)
	case e.From < 0:
		return l10n.Plural("%[2]s must take %[1]d cards for the starter and miss a turn", e.N, t.shownName(e.Seat))
	case t.you(e.Seat):
		return l10n.Plural("You must take %[1]d cards for %[2]s's Draw 2 and miss a turn", e.N, t.shownName(e.From))
	case t.you(e.From):
		return l10n.Plural("%[2]s must take %[1]d cards for your Draw 2 and miss a turn", e.N, t.shownName(e.Seat))
	}
	return l10n.Plural("%[2]s must take %[1]d cards for %[3]s's Draw 2 and miss a turn", e.N, t.shownName(e.Seat), t.shownName(e.From))
}

// targetWords is the banner of a double triple's victim: "You make Basil draw 2".
func (t *Table) targetWords(e tr.TargetChosen) string {
	switch {
	case t.you(e.Seat):
		return l10n.T("You make %s draw 2", t.shownName(e.Target))
	case t.you(e.Target):
		return l10n.T("%s makes you draw 2", t.shownName(e.Seat))
	}
	return l10n.T("%[1]s makes %[2]s draw 2", t.shownName(e.Seat), t.shownName(e.Target))
}
