package screens

import (
	"strconv"
	"strings"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The mirrors (scenes.MirrorScreen, the browser's blind mode) of a game's rules and of
// the history.

// MirrorN is 0: the rules' mirror shows the same text all along.
func (r *Rules) MirrorN() int { return 0 }

// MirrorModel is the rules' mirror: each part of the rules as a heading and its
// paragraphs, the lesson's button where the screen shows it, and Back.
func (r *Rules) MirrorModel(a *scenes.App, said []string) mirror.Model {
	md := mirror.Model{Title: l10n.T("How to play %s", l10n.T(r.g.Name)), Status: r.status, Said: said}
	if md.Status == "" {
		md.Status = l10n.T("The rules of %s, part by part. Back returns.", l10n.T(r.g.Name))
	}
	for _, sec := range r.g.Text().Rules {
		heading := sec.Title
		if heading == "" {
			heading = r.g.Name
		}
		md.Sections = append(md.Sections, mirror.Section{Heading: heading, Items: sec.Text})
	}
	if r.offersLesson() {
		md.Buttons = append(md.Buttons, mirror.Button{Label: scenes.LessonLabel(a.Prefs, r.g), Command: "learn"})
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Back"), Command: "back"})
	return md
}

// MirrorCommand does a command of the rules' mirror: back, or learn where the screen
// offers the lesson. Others are the App's (ok false).
func (r *Rules) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	switch strings.ToLower(strings.TrimSpace(cmd)) {
	case "back":
		a.Pop()
		return l10n.T("Back."), true
	case "learn":
		if !r.offersLesson() {
			return l10n.T("This screen offers no lesson."), true
		}
		r.status = ""
		r.startLesson(a)
		if r.status != "" {
			return r.status, true
		}
		return l10n.T("The lesson of %s.", l10n.T(r.g.Name)), true
	}
	return "", false
}

// MirrorN counts the changes of what the history's mirror shows.
func (h *History) MirrorN() int { return h.mirrorN }

// MirrorModel is the history's mirror: the games kept, newest first, as a list (game,
// when, result, online or here, who played), a Replay button for each, Statistics and
// Back to the menu.
func (h *History) MirrorModel(a *scenes.App, said []string) mirror.Model {
	md := mirror.Model{Title: l10n.T("History"), Status: h.status, Said: said}
	switch {
	case md.Status != "":
	case len(h.entries) == 0:
		md.Status = l10n.T("No finished games yet: a game played to its end is kept here.")
	default:
		md.Status = l10n.Plural("The last %d finished games, newest first.", len(h.entries))
	}
	var items []string
	for i, e := range h.entries {
		where := l10n.T("played here")
		if e.Online != nil {
			where = l10n.T("online, room %s", e.Online.Room)
		}
		when := agoWords(e.Date, h.now)
		items = append(items, GameTitle(e.Match)+", "+when+", "+EntryResult(e)+", "+where+": "+EntryPlayers(e))
		md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Replay %s, %s", GameTitle(e.Match), when), Command: "replay " + strconv.Itoa(i+1)})
	}
	if len(items) > 0 {
		md.Sections = []mirror.Section{{Heading: l10n.T("Games"), Items: items}}
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Statistics"), Command: "statistics"}, mirror.Button{Label: l10n.T("Back"), Command: "back"})
	return md
}

// MirrorCommand does a command of the history's mirror: replay N (the Nth game
// listed), statistics, back. Others are the App's (ok false).
func (h *History) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	f := strings.Fields(strings.ToLower(cmd))
	switch {
	case len(f) == 1 && f[0] == "back":
		h.act(a, hMenu)
		return l10n.T("The menu."), true
	case len(f) == 1 && f[0] == "statistics":
		h.act(a, hStats)
		return l10n.T("The statistics."), true
	case len(f) == 2 && f[0] == "replay":
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > len(h.entries) {
			return l10n.Plural("There is no game %[2]s in the history: it lists %[1]d.", len(h.entries), f[1]), true
		}
		h.sel = n - 1
		h.say("", false)
		h.act(a, hOpen)
		if h.status != "" {
			return h.status, true
		}
		return l10n.T("Replaying %s.", GameTitle(h.entries[n-1].Match)), true
	}
	return "", false
}
