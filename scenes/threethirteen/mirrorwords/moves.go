package mirrorwords

// The game's moves in words in the language on, for the replay viewer and its review
// (scenes/movewords.Say).

import (
	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"
)

func init() {
	movewords.Register("threethirteen", func(m match.Move, name func(int) string) string {
		if mv, ok := m.(tt.Move); ok {
			return moveWords(mv)
		}
		return ""
	})
}

// moveWords is a Three-Thirteen move in words: "draw from the stock", "discard the 7♥".
func moveWords(m tt.Move) string {
	switch m.Kind {
	case tt.DrawStock:
		return l10n.T("draw from the stock")
	case tt.TakeDiscard:
		return l10n.T("take the discard")
	case tt.Discard:
		return l10n.T("discard the %s", m.Card.Sign())
	case tt.GoOut:
		return l10n.T("go out with the %s", m.Card.Sign())
	}
	return m.String()
}
