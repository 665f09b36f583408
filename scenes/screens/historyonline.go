package screens

import (
	"strings"

	"parlor/scenes"
	"parlor/scenes/saves"
)

// What the history says of a game, online games with their names: the seat played here
// is "You", the others by the names their tables showed, a bot's with its level.

// entryNames are the seats' names of entry e: an online game's as kept (this screen's
// seat "You"), else from its levels (SeatNames).
func entryNames(e saves.Entry) []string {
	if o := e.Online; o != nil {
		out := append([]string(nil), o.Names...)
		out[o.You] = "You"
		return out
	}
	return SeatNames(e.Match.Levels(), e.Match.Players())
}

// EntryPlayers describes who played e: "You, Ada (hard), Basil (normal)"; an online
// game's people by name.
func EntryPlayers(e saves.Entry) string {
	levels := e.Match.Levels()
	names := entryNames(e)
	for i := range names {
		if i < len(levels) && levels[i] != scenes.Human && levels[i] != "" {
			names[i] += " (" + levels[i] + ")"
		}
	}
	return strings.Join(names, ", ")
}

// EntryResult says how e ended: "You won", "Zoë won", "not finished".
func EntryResult(e saves.Entry) string {
	if !e.Summary.Over {
		return "not finished"
	}
	names := entryNames(e)
	var ws []string
	for _, w := range e.Summary.Winners {
		if w >= 0 && w < len(names) {
			ws = append(ws, names[w])
		}
	}
	if len(ws) == 0 {
		return "nobody won"
	}
	return strings.Join(ws, " and ") + " won"
}

// EntryTitle is e's game with its variant, and "online · room CODE" for an online game.
func EntryTitle(e saves.Entry) string {
	t := GameTitle(e.Match)
	if e.Online != nil {
		t += " · online"
	}
	return t
}
