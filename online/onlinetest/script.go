package onlinetest

import (
	"slices"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/online"
)

// Script makes b, a Third Wheel bot, into the script of a cheat (docs/online.md, "The
// human line"): in every version of a reaction window it makes the move b would make, or
// else a slap when it may, online.ScriptMs after the version's update appears (client.Bot claims
// that honestly).
func Script(b match.Bot) match.Bot { return script{b} }

type script struct{ match.Bot }

func (s script) React(v match.View) (match.Move, bool) {
	tv, ok := v.(thirdwheel.View)
	if !ok {
		return nil, false
	}
	var m thirdwheel.Move
	if r, ok := s.Bot.(match.Reactor); ok {
		if mv, ok := r.React(v); ok {
			m, _ = mv.(thirdwheel.Move)
		}
	}
	if m.Kind == 0 {
		i := slices.IndexFunc(tv.Legal, func(m thirdwheel.Move) bool { return m.Kind == thirdwheel.MoveSlap })
		if i < 0 {
			return nil, false
		}
		m = tv.Legal[i]
	}
	m.At = tv.Window.Clock + online.ScriptMs
	return m, true
}
