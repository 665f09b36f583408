package screens

import (
	"slices"
	"strings"

	"parlor/scenes"
	"parlor/scenes/device"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/ui"
)

// The daily deal screen's mirror (scenes.MirrorScreen, the browser's blind mode):
// today's deal of the game shown and its state, the day's board as a list, and the
// screen's tabs and buttons as buttons that do what the drawn ones do (Daily.act).

// MirrorN counts the changes of what the daily deal's mirror shows.
func (d *Daily) MirrorN() int { return d.mirror.of(d.MirrorModel(nil, nil)) }

// MirrorModel is the daily deal's mirror: today's deal of the game shown (or why there
// is none yet) and the player's result, the day's board (rank, name, score) as a
// list, then a button per game with a daily deal, Play today's deal or Copy the result
// where the screen offers them, and Back.
func (d *Daily) MirrorModel(a *scenes.App, said []string) mirror.Model {
	if a != nil {
		d.layout(a.W, a.H) // a command may have changed the buttons since the Update
	}
	game := d.gameID()
	g, _ := scenes.Lookup(game)
	md := mirror.Model{Title: l10n.T("Daily deal: %s", g.Name), Status: d.status, Said: said}
	deal := []string{d.dealText()}
	if r := d.resultText(); r != "" {
		deal = append(deal, r)
	}
	md.Sections = []mirror.Section{{Heading: l10n.T("Today's deal of %s", g.Name), Items: deal}}
	if b, ok := d.st.boards[game]; ok && hasDaily(game) {
		md.Sections = append(md.Sections, mirror.Section{Heading: l10n.Plural("Today's board · %d players", b.Count), Items: boardWords(b, true)})
	}
	md.Buttons = gameButtons(func(g string) string { return l10n.T("Daily deal of %s", g) }, d.game, hasDaily)
	switch {
	case d.offers(dyCopy):
		md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Copy the result"), Command: "copy"})
		if md.Status == "" {
			md.Status = l10n.T("Your result is in. Copy the result puts its words on the clipboard, to share.")
		}
	case d.offers(dyPlay):
		md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Play today's deal"), Command: "play"})
		if md.Status == "" {
			md.Status = l10n.T("Play today's deal deals it here against the day's bots; your result goes to the day's board at the end.")
		}
	}
	if md.Status == "" {
		md.Status = deal[len(deal)-1]
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Back"), Command: "back"})
	return md
}

// dealText is today's deal of the game shown in words, as the screen says it: the deal,
// or why there is none (yet).
func (d *Daily) dealText() string {
	game := d.gameID()
	deal, ok := d.st.deals[game]
	switch {
	case !hasDaily(game):
		return l10n.T("Third Wheel has no daily deal: its races are won on reaction times measured on each player's own screen, which no replay can check.")
	case d.st.errs[game] != "":
		return d.st.errs[game]
	case !ok:
		g, _ := scenes.Lookup(game)
		return l10n.T("Asking the server for today's deal of %s…", g.Name)
	}
	return dealWords(deal)
}

// resultText is the player's result of today's deal of the game shown, as the screen
// says it: its words to share, the score of the deal played before, the result on its
// way, or "" for none.
func (d *Daily) resultText() string {
	deal, ok := d.st.deals[d.gameID()]
	switch r, done := d.Result(); {
	case done:
		return r.Share
	case ok && deal.Played != nil:
		return l10n.Plural("You played today's deal: %d points. One result a day counts.", *deal.Played)
	case d.st.sent != nil:
		return l10n.T("Sending your game to the server, which replays it…")
	}
	return ""
}

// Status is what the screen says last (a copy's outcome, a deal that cannot be
// dealt), "" for nothing.
func (d *Daily) Status() string { return d.status }

// offers reports the screen's widget id laid out.
func (d *Daily) offers(id int) bool {
	return slices.ContainsFunc(d.widgets, func(w ui.Widget) bool { return w.ID == id && !w.Disabled })
}

// MirrorCommand does a command of the daily deal's mirror: game ID (its tab), play,
// copy, back. Others are the App's (ok false).
func (d *Daily) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	if i, refusal, ok := gameCommand(cmd); ok {
		g := scenes.Games()[i]
		switch {
		case refusal != "":
			return refusal, true
		case !hasDaily(g.ID):
			return l10n.T("%s has no daily deal.", g.Name), true
		}
		d.act(a, dyGameBase+i)
		return l10n.T("Today's deal of %s.", g.Name), true
	}
	answer := func(s string) (string, bool) {
		if d.status != "" {
			return d.status, true
		}
		return s, true
	}
	switch strings.ToLower(strings.TrimSpace(cmd)) {
	case "back":
		d.act(a, dyBack)
		return l10n.T("The online screen."), true
	case "play":
		if !d.offers(dyPlay) {
			return l10n.T("Today's deal cannot be played now: %s", d.dealText()), true
		}
		d.status = ""
		d.act(a, dyPlay)
		return answer(l10n.T("Today's deal is dealt."))
	case "copy":
		if !d.offers(dyCopy) {
			return l10n.T("There is no result to copy yet."), true
		}
		d.status = ""
		d.act(a, dyCopy)
		return answer(l10n.T("Copying the result."))
	}
	return "", false
}

// act does what the daily deal screen's widget id does, pressed on the screen or in
// the mirror: Back to the online screen, Play today's deal, Copy the result, or a
// game's tab.
func (d *Daily) act(a *scenes.App, id int) {
	switch {
	case id == dyBack:
		a.Goto(NewLobby(d.setup, ""))
	case id == dyPlay:
		d.play(a)
	case id == dyCopy:
		device.CopyText(d.share(), func(msg string) { d.status = msg })
	case id >= dyGameBase:
		d.game = id - dyGameBase
		d.status = ""
	}
}
