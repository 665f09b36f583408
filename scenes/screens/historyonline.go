package screens

import (
	"slices"
	"strings"
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
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
// (hard), Basil (normal)". In the language on.
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
	out := slices.Clone(names)
	for i, n := range out {
		if n == "You" {
			out[i] = l10n.T("You")
		}
	}
	if bots > 1 && bots == others {
		return l10n.T("%s (%s bots)", l10n.List(out), l10n.T(level))
	}
	for i := range out {
		if bot(i) {
			out[i] += " (" + l10n.T(levels[i]) + ")"
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
		parts = append(parts, l10n.T("You"))
	}
	switch {
	case people > 0 && you:
		parts = append(parts, l10n.Plural("%d other people", people))
	case people > 0:
		parts = append(parts, l10n.Plural("%d people", people))
	}
	switch {
	case bots > 0 && level != "-":
		parts = append(parts, l10n.Plural("%d %s bots", bots, l10n.T(level)))
	case bots > 0:
		parts = append(parts, l10n.Plural("%d bots", bots))
	}
	return l10n.List(parts)
}

// EntryResult says how e ended: "You won", "Zoë won", "not finished".
func EntryResult(e saves.Entry) string {
	return resultWords(e.Summary.Over, entryNames(e), e.Summary.Winners)
}

// resultWords says how a game ended (over or not) with winners among seats names, in
// the language on: "You won", "Ada and Basil won", "nobody won", "not finished".
func resultWords(over bool, names []string, winners []int) string {
	if !over {
		return l10n.T("not finished")
	}
	var ws []string
	for _, w := range winners {
		if w >= 0 && w < len(names) {
			ws = append(ws, ui.ShownName(names[w]))
		}
	}
	switch {
	case len(ws) == 0:
		return l10n.T("nobody won")
	case len(ws) == 1 && ws[0] == l10n.T("You"):
		return l10n.T("You won")
	}
	return l10n.Plural("%[2]s won", len(ws), l10n.List(ws))
}

// entryYouWon reports that e's seat played here ("You") is among its winners.
func entryYouWon(e saves.Entry) bool {
	names := entryNames(e)
	for _, w := range e.Summary.Winners {
		if e.Summary.Over && w >= 0 && w < len(names) && names[w] == "You" {
			return true
		}
	}
	return false
}

// EntryTitle is e's game with its variant, and "online · room CODE" for an online game.
func EntryTitle(e saves.Entry) string {
	t := GameTitle(e.Match)
	if e.Online != nil {
		t = l10n.T("%s · online", t)
	}
	return t
}

// agoWords says when t was, seen at now, in the language on: "just now", "5 minutes
// ago", "yesterday", "3 days ago", then the date ("3 dec 2026"): saves.Ago's words.
func agoWords(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case t.IsZero():
		return l10n.T("date unknown")
	case d < time.Minute:
		return l10n.T("just now")
	case d < 2*time.Minute:
		return l10n.T("a minute ago")
	case d < time.Hour:
		return l10n.Plural("%d minutes ago", int(d.Minutes()))
	case d < 2*time.Hour:
		return l10n.T("an hour ago")
	case d < 24*time.Hour:
		return l10n.Plural("%d hours ago", int(d.Hours()))
	case d < 48*time.Hour:
		return l10n.T("yesterday")
	case d < 7*24*time.Hour:
		return l10n.Plural("%d days ago", int(d.Hours()/24))
	}
	return l10n.Date(t.Local())
}
