package screens

import (
	"strings"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/saves"
)

// The statistics in words: the figures the screen draws, and its mirror
// (scenes.MirrorScreen, the browser's blind mode), which lists every game's at once.

// MirrorN counts the changes of what the statistics' mirror shows.
func (s *Stats) MirrorN() int { return s.mirrorN }

// MirrorModel is the statistics' mirror: per game (and house rules and role) the
// figures the screen shows as a list, then its buttons: which games count, History,
// Reset (a question first), Back to the menu.
func (s *Stats) MirrorModel(a *scenes.App, said []string) mirror.Model {
	md := mirror.Model{Title: l10n.T("Statistics"), Said: said}
	if s.asking {
		md.Status = l10n.T(ResetQuestion)
		md.Buttons = []mirror.Button{{Label: l10n.T("Reset"), Command: "reset yes"}, {Label: l10n.T("Keep them"), Command: "reset no"}}
		return md
	}
	md.Status = l10n.T("Games counted: %s.", l10n.T(whereWords[s.where]))
	if !s.stats.Since.IsZero() {
		md.Status += " " + l10n.T("Since the reset of %s.", l10n.DateTime(s.stats.Since.Local()))
	}
	switch {
	case s.status != "":
		md.Status = s.status + " " + md.Status
	case len(s.stats.Games) == 0 && s.where == saves.PlayedOnline:
		md.Status += " " + l10n.T("No online game finished on this device yet.")
	case len(s.stats.Games) == 0:
		md.Status += " " + l10n.T("No finished games yet: play a game to its end and it counts here.")
	}
	for _, grp := range s.groups() {
		for _, i := range grp {
			g := &s.stats.Games[i]
			heading := TitleWords(g.Name, g.Variant)
			if len(grp) > 1 {
				heading += " · " + kindWords(g)
			}
			md.Sections = append(md.Sections, mirror.Section{Heading: heading, Items: figureWords(g)})
		}
	}
	n := len(whereWords)
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Games counted: %s. Press to count %s.", l10n.T(whereWords[s.where]), l10n.T(whereWords[(int(s.where)+1)%n])), Command: "where"},
		mirror.Button{Label: l10n.T("History"), Command: "history"})
	if len(s.stats.Games) > 0 {
		md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Reset the statistics"), Command: "reset"})
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Back"), Command: "back"})
	return md
}

// figureWords are a game's figures as the mirror lists them: "Games: 12", …, each
// opponent level's games won, and every game's score, oldest first.
func figureWords(g *saves.GameStats) []string {
	var out []string
	for _, f := range figures(g) {
		out = append(out, f[0]+": "+strings.Join(strings.Fields(f[1]), " "))
	}
	for _, l := range g.ByLevel {
		name, rate := levelFigures(l)
		if l.Level != scenes.Human {
			name = l10n.T("%s bots", name)
		}
		out = append(out, l10n.T("Against %s: %s of %s won, %s", name, l10n.Int(l.Won), l10n.Int(l.Played), l10n.Percent(100*rate)))
	}
	if len(g.Scores) > 0 {
		var sc []string
		for i, v := range g.Scores {
			r := l10n.T("%s lost", l10n.Int(v))
			if i < len(g.Results) && g.Results[i] {
				r = l10n.T("%s won", l10n.Int(v))
			}
			sc = append(sc, r)
		}
		out = append(out, l10n.T("Scores, oldest first: %s", strings.Join(sc, ", ")))
	}
	return out
}

// statsCommands are the statistics' buttons the mirror's commands stand for.
var statsCommands = map[string]int{"where": stWhere, "history": stHistory, "back": stMenu}

// MirrorCommand does a command of the statistics' mirror: where, history, back, reset
// (then reset yes or reset no). Others are the App's (ok false).
func (s *Stats) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	line := strings.Join(strings.Fields(strings.ToLower(cmd)), " ")
	if id, ok := statsCommands[line]; ok && !s.asking {
		s.act(a, id, 1)
		switch id {
		case stWhere:
			return l10n.T("Games counted: %s.", l10n.T(whereWords[s.where])), true
		case stHistory:
			return l10n.T("The history."), true
		}
		return l10n.T("The menu."), true
	}
	switch {
	case line == "reset" && len(s.stats.Games) > 0:
		s.act(a, stReset, 1)
		return l10n.T(ResetQuestion), true
	case (line == "reset yes" || line == "reset no") && s.asking:
		s.answer(a, line == "reset yes")
		if line == "reset no" {
			return l10n.T("The statistics are kept."), true
		}
		return s.status, true
	case s.asking:
		return l10n.T("Answer first: %s", l10n.T(ResetQuestion)), true
	}
	return "", false
}

// figures are a game's statistics in words: what, and its value.
func figures(g *saves.GameStats) [][2]string {
	best := l10n.T("%s  (lower is better)", l10n.Int(g.BestScore))
	if !g.LowWins {
		best = l10n.T("%s  (higher is better)", l10n.Int(g.BestScore))
	}
	return [][2]string{
		{l10n.T("Games"), l10n.Int(g.Played)},
		{l10n.T("Wins"), l10n.Int(g.Won)},
		{l10n.T("Win rate"), l10n.Percent(100 * g.WinRate)},
		{l10n.T("Current streak"), streakText(g.Streak)},
		{l10n.T("Best streak"), l10n.Plural("%d wins", g.BestStreak)},
		{l10n.T("Average score"), l10n.Decimal(g.AvgScore)},
		{l10n.T("Best score"), best},
		{l10n.T("Games with undo"), l10n.Int(g.WithUndo)},
		{l10n.T("Hints used"), l10n.Int(g.Hints)},
	}
}

func streakText(n int) string {
	switch {
	case n > 0:
		return l10n.Plural("%d wins", n)
	case n < 0:
		return l10n.Plural("%d losses", -n)
	}
	return l10n.T("none")
}

// levelFigures is how a row of the win rate by strongest opponent names its level
// ("people" for games against people) and the share of its games won (0 to 1).
func levelFigures(l saves.LevelStats) (name string, rate float64) {
	name = l.Level
	if name == scenes.Human {
		name = l10n.T("people")
	} else {
		name = l10n.T(name) // a bot level: "easy", "normal", "hard"
	}
	if l.Played > 0 {
		rate = float64(l.Won) / float64(l.Played)
	}
	return name, rate
}
