package screens

import (
	"slices"
	"strconv"
	"strings"

	"parlor/internal/words"

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

// EntryPlayers describes who played e (playersWords): "You, Ada and Basil (normal
// bots)", "You, Ada (hard), Basil (normal)"; an online game's people by name.
func EntryPlayers(e saves.Entry) string { return playersWords(entryNames(e), e.Match.Levels()) }

// playersWords lists names with each bot's level. When everyone but the viewer ("You")
// is a bot of one level, the level is said once, so that the line stays short enough for
// a phone: "You, Ada and Basil (normal bots)"; otherwise after each bot: "You, Ada
// (hard), Basil (normal)".
func playersWords(names, levels []string) string {
	bot := func(i int) bool { return i < len(levels) && levels[i] != scenes.Human && levels[i] != "" }
	level, bots, others := "", 0, 0
	for i, n := range names {
		if n == "You" {
			continue
		}
		others++
		if bot(i) && (bots == 0 || levels[i] == level) {
			level = levels[i]
			bots++
		}
	}
	if bots > 1 && bots == others {
		return words.List(names) + " (" + level + " bots)"
	}
	out := slices.Clone(names)
	for i := range out {
		if bot(i) {
			out[i] += " (" + levels[i] + ")"
		}
	}
	return strings.Join(out, ", ")
}

// EntryPlayersShort is EntryPlayers for a line too narrow for it (a phone's history):
// the seats counted, "You and 3 normal bots", "You, 1 other person and 2 bots".
func EntryPlayersShort(e saves.Entry) string {
	names, levels := entryNames(e), e.Match.Levels()
	you, people, bots, level := false, 0, 0, ""
	for i, n := range names {
		switch {
		case n == "You":
			you = true
		case i < len(levels) && levels[i] != scenes.Human && levels[i] != "":
			if bots > 0 && levels[i] != level {
				level = "-"
			} else if bots == 0 {
				level = levels[i]
			}
			bots++
		default:
			people++
		}
	}
	var parts []string
	if you {
		parts = append(parts, "You")
	}
	if people > 0 {
		other := "person"
		if you {
			other = "other person"
		}
		parts = append(parts, words.Count(people, other))
	}
	if bots > 0 {
		b := words.Count(bots, "bot")
		if level != "-" {
			b = strconv.Itoa(bots) + " " + level + " " + words.Noun(bots, "bot")
		}
		parts = append(parts, b)
	}
	return words.List(parts)
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
