package mirrorwords

// The game's moves in words in the language on, for the replay viewer and its review
// (scenes/movewords.Say).

import (
	"parlor/gameplay/match"
	tp "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"
)

func init() {
	movewords.Register("triples", func(m match.Move, name func(int) string) string {
		if mv, ok := m.(tp.Move); ok {
			return moveWords(mv, name)
		}
		return ""
	})
}

// moveWords is a Triples move in words: "play the green star 2, then the blue star 2",
// "make Basil draw 2" (name names the seat).
func moveWords(m tp.Move, name func(int) string) string {
	switch m.Kind {
	case tp.MovePlay:
		cs := m.Played()
		switch len(cs) {
		case 1:
			return l10n.T("play the %s", tpCardWords(cs[0]))
		case 2:
			return l10n.T("play the %s, then the %s", tpCardWords(cs[0]), tpCardWords(cs[1]))
		}
	case tp.MoveDraw:
		return l10n.T("draw")
	case tp.MoveTarget:
		return l10n.T("make %s draw 2", name(m.Target))
	}
	return m.String()
}

// tpColourShapes are Triples' colour-and-shape pairs in words, colour by colour in deck
// order: the keys the Triples table names its cards by (the colour agrees with the
// shape: "rood hart", "rode ster").
var tpColourShapes = [5][5]string{
	{"red heart", "red star", "red circle", "red square", "red triangle"},
	{"blue heart", "blue star", "blue circle", "blue square", "blue triangle"},
	{"green heart", "green star", "green circle", "green square", "green triangle"},
	{"yellow heart", "yellow star", "yellow circle", "yellow square", "yellow triangle"},
	{"purple heart", "purple star", "purple circle", "purple square", "purple triangle"},
}

// tpCardWords is a Triples card in words in the language on: "green heart 5 (Draw 2)".
func tpCardWords(c tp.Card) string {
	if !c.Colour.Valid() || !c.Shape.Valid() {
		return c.String()
	}
	s := l10n.T(tpColourShapes[c.Colour-1][c.Shape-1]) + " " + l10n.Int(int(c.Number))
	if c.Draw2() {
		return l10n.T("%s (Draw 2)", s)
	}
	return s
}
