package mirrorwords

// The game's moves in words in the language on, for the replay viewer and its review
// (scenes/movewords.Say).

import (
	"parlor/gameplay/match"
	tr "parlor/gameplay/troeven"
	"parlor/scenes/cardwords"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"
)

func init() {
	movewords.Register("troeven", func(m match.Move, name func(int) string) string {
		if mv, ok := m.(tr.Move); ok {
			return moveWords(mv)
		}
		return ""
	})
}

// moveWords is a Troeven move in words: "name hearts trumps", "play the dummy's 9♠".
func moveWords(m tr.Move) string {
	switch m.Kind {
	case tr.NameTrump:
		return l10n.T("name %s trumps", cardwords.Suit(m.Suit))
	case tr.PlayCard:
		if m.FromDummy {
			return l10n.T("play the dummy's %s", m.Card.Sign())
		}
		return l10n.T("play the %s", m.Card.Sign())
	}
	return m.String()
}
