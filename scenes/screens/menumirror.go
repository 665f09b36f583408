package screens

import (
	"encoding/json"
	"strings"
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
)

// The menu's mirror (scenes.MirrorScreen, the browser's blind mode): its entries as
// buttons that do what the drawn menu's do (Menu.act), and the settings as a page of
// their own.

// MirrorN counts the changes of what the menu's mirror shows.
func (m *Menu) MirrorN() int { return m.mirrorN }

// MirrorModel is the menu's mirror: Continue when a game is in progress, each game to
// play against bots, its lesson and its rules, then Settings, History, Statistics, Play
// online and Daily deal; the games' summaries as a list. On its settings page, the settings
// (mirror.SettingsModel).
func (m *Menu) MirrorModel(a *scenes.App, said []string) mirror.Model {
	if m.settings {
		return mirror.SettingsModel(a.Prefs, said)
	}
	var games []mirror.GameChoice
	var about []string
	for _, g := range scenes.Games() {
		games = append(games, mirror.GameChoice{Name: g.Name, ID: g.ID})
		about = append(about, l10n.T("%s: %s", l10n.T(g.Name), g.Text().Summary))
	}
	md := mirror.GamesModel(games, said)
	if m.status != "" {
		md.Status = m.status
	}
	md.Sections = []mirror.Section{{Heading: l10n.T("Games"), Items: about}}
	var bs []mirror.Button
	if m.savedText != "" {
		bs = append(bs, mirror.Button{Label: m.savedText, Command: "continue"})
	}
	bs = append(bs, md.Buttons...)
	for _, g := range scenes.Games() {
		if g.Lesson != nil {
			bs = append(bs, mirror.Button{Label: lessonWords(a.Prefs.Lessons.Get(g.ID), g), Command: "learn " + g.ID})
		}
	}
	for _, g := range scenes.Games() {
		bs = append(bs, mirror.Button{Label: l10n.T("Rules of %s", l10n.T(g.Name)), Command: "rules " + g.ID})
	}
	md.Buttons = append(bs, mirror.Button{Label: l10n.T("Settings"), Command: "settings"}, mirror.Button{Label: l10n.T("History"), Command: "history"},
		mirror.Button{Label: l10n.T("Statistics"), Command: "statistics"}, mirror.Button{Label: l10n.T("Play online"), Command: "online"},
		mirror.Button{Label: l10n.T("Daily deal"), Command: "daily"})
	return md
}

// menuCommands are the menu's entries the mirror's commands stand for.
var menuCommands = map[string]struct {
	id   int
	said string
}{
	"history": {wHistory, "The history."}, "statistics": {wStats, "The statistics."}, "online": {wOnline, "The online screen."},
	"daily":    {wDaily, "The daily deal."},
	"continue": {wContinue, "Going on with the game."}, // each said through l10n.T
}

// MirrorCommand does a command of the menu's mirror: start, learn or rules with a
// game's id, continue, settings (back leaves them), a setting's command, history,
// statistics, online, daily. Others are the App's (ok false).
func (m *Menu) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	f := strings.Fields(strings.ToLower(cmd))
	line := strings.Join(f, " ")
	answer := func(s string) (string, bool) {
		if m.status != "" {
			return m.status, true // the entry could not do it: the menu says why
		}
		return s, true
	}
	if k, ok := mirror.SettingCommands[line]; ok {
		m.act(a, settingWidget(k), 1)
		return answer(mirror.SettingWords(a.Prefs, k))
	}
	if e, ok := menuCommands[line]; ok {
		if e.id == wContinue && m.saved == nil && m.online == nil {
			return l10n.T("There is no game to go on with."), true
		}
		m.act(a, e.id, 1)
		return answer(l10n.T(e.said))
	}
	switch {
	case line == "settings" || line == "back" && m.settings:
		m.settings = !m.settings
		m.mirrorN++
		if m.settings {
			return l10n.T("Settings."), true
		}
		return l10n.T("The menu."), true
	case len(f) == 2 && f[0] == "start":
		return mirrorStart(a, f[1]), true
	case len(f) == 2 && (f[0] == "learn" || f[0] == "rules"):
		g, ok := scenes.Lookup(f[1])
		if !ok {
			return l10n.T("There is no game %s.", f[1]), true
		}
		if f[0] == "learn" && g.Lesson == nil {
			return l10n.T("%s has no lesson yet.", l10n.T(g.Name)), true
		}
		m.pickGame(g)
		if f[0] == "rules" {
			m.act(a, wRules, 1)
			return answer(l10n.T("The rules of %s.", l10n.T(g.Name)))
		}
		m.act(a, wLearn, 1)
		return answer(l10n.T("The lesson of %s.", l10n.T(g.Name)))
	}
	return "", false
}

// settingWidget is the menu's widget of setting k.
func settingWidget(k prefs.Setting) int {
	for id, s := range settingOf {
		if s == k {
			return id
		}
	}
	return 0
}

// mirrorStart starts game id against bots, as the mirror's "Play X against bots" does:
// with the page's setup (App.Launch) when it is that game's, else the game's own
// defaults, with a fresh seed unless the setup gives one.
func mirrorStart(a *scenes.App, id string) string {
	g, ok := scenes.Lookup(id)
	if !ok || g.NewTable == nil {
		return l10n.T("There is no game %s.", id)
	}
	s := a.Launch
	if s.Game != g.Game.ID() || len(s.Seats) == 0 {
		var err error
		if s, err = scenes.ParseSetup(g.Game.ID(), "", 0, "", "", scenes.RandomSeed(), false); err != nil {
			return l10n.T("Could not start %s: %s", l10n.T(g.Name), err.Error())
		}
	}
	if s.Seed == 0 {
		s.Seed = scenes.RandomSeed()
	}
	sc, err := g.NewTable(s)
	if err != nil {
		return l10n.T("Could not start %s: %s", l10n.T(g.Name), err.Error())
	}
	a.Goto(sc)
	return l10n.T("Starting %s.", l10n.T(g.Name))
}

// savedWords says a game in progress in the language on, as the menu's Continue names it:
// "Three-Thirteen, round 3, just now" (saves.Describe's words).
func savedWords(sv *saves.Saved, now time.Time) string {
	data, _ := json.Marshal(sv.Match.Summary().Rounds)
	var rounds []json.RawMessage
	json.Unmarshal(data, &rounds)
	text := l10n.T("%s, round %s", GameTitle(sv.Match), l10n.Int(len(rounds)+1))
	if !sv.Date.IsZero() {
		text = l10n.T("%s, %s", text, agoWords(sv.Date, now))
	}
	return text
}

// lessonWords is the menu's mirror's button for g's lesson, the drawn menu's label
// (lesson.Label) with the game named: "Learn to play Triples", "Learn to play Triples
// again", "Resume the lesson of Triples (step 3 of 9)".
func lessonWords(p prefs.Lesson, g *scenes.GameInfo) string {
	switch {
	case p.Step > 0 && p.Step < g.Lesson.Steps():
		return l10n.T("Resume the lesson of %s (step %s of %s)", l10n.T(g.Name), l10n.Int(p.Step+1), l10n.Int(g.Lesson.Steps()))
	case p.Done:
		return l10n.T("Learn to play %s again", l10n.T(g.Name))
	}
	return l10n.T("Learn to play %s", l10n.T(g.Name))
}
