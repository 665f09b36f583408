package screens

import (
	"slices"
	"strconv"
	"strings"

	"parlor/online"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
)

// The online screen's mirror (scenes.MirrorScreen, the browser's blind mode): quick
// play, the public rooms, a new room and its choices, the ways out as buttons that do
// what the drawn screen's do (Lobby.act), and typed commands for its text fields.

// lobbyMirror follows what the online screen's mirror shows: n counts its changes,
// sig and rooms are what it was last counted from.
type lobbyMirror struct {
	n     int
	sig   lobbySig
	rooms []online.RoomInfo
}

// lobbySig is what the online screen's mirror shows but its rooms.
type lobbySig struct {
	waiting, status, name, server, code, roomsErr string
	public, listed                                bool
	timer                                         int
}

// noteChange counts a change of what the mirror shows (each Update, and before its
// model is made): a new list of rooms is compared with the last only when it came.
func (l *Lobby) noteChange() {
	sig := lobbySig{waiting: l.Waiting(), status: l.status, name: l.name, server: l.server, code: l.code,
		roomsErr: l.rooms.err, public: l.public, listed: !l.rooms.at.IsZero(), timer: l.timer}
	rs, old := l.rooms.rooms, l.mirror.rooms
	sameRooms := len(rs) == len(old) && (len(rs) == 0 || &rs[0] == &old[0] || slices.EqualFunc(rs, old, func(x, y online.RoomInfo) bool {
		return x.Room == y.Room && roomRow(x) == roomRow(y)
	}))
	if sig != l.mirror.sig || !sameRooms {
		l.mirror.sig, l.mirror.rooms = sig, rs
		l.mirror.n++
	}
}

// MirrorN counts the changes of what the online screen's mirror shows.
func (l *Lobby) MirrorN() int { return l.mirror.n }

// lobbyTyped are the typed commands of the online screen's mirror, in words.
var lobbyTyped = []string{ // said through l10n.T
	"join CODE: join a room by its code or invite link", "watch CODE: watch a room's game",
	"name YOUR NAME: the name the others see", "server ADDRESS: the server to play on",
}

// MirrorModel is the online screen's mirror: while a step is under way its words and
// Cancel; else the public rooms, the room Create room opens and who you are as lists,
// and a button for quick play of each game, each public room, Create room, public or
// private, the turn clock, the leaderboard, the daily deal and Back.
func (l *Lobby) MirrorModel(a *scenes.App, said []string) mirror.Model {
	l.noteChange()
	md := mirror.Model{Title: l10n.T("Play online"), Said: said}
	if l.step != nil {
		md.Status = l10n.T("%s Press Cancel to stop waiting.", l.step.words)
		md.Buttons = []mirror.Button{{Label: l10n.T("Cancel"), Command: "cancel"}}
		return md
	}
	md.Status = l.status
	if md.Status == "" {
		md.Status = l10n.T("Quick play seats you at once; or join a public room, join one by its code, or create a room.")
	}
	var rooms []string
	for i, r := range l.rooms.rooms[:min(len(l.rooms.rooms), maxListed)] {
		rooms = append(rooms, roomRow(r))
		md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Join room %s: %s", r.Room, roomRow(r)), Command: "room " + strconv.Itoa(i+1)})
	}
	switch {
	case len(rooms) > 0:
	case l.rooms.err != "":
		rooms = []string{l.rooms.err}
	case l.rooms.at.IsZero():
		rooms = []string{l10n.T("Asking the server for its rooms…")}
	default:
		rooms = []string{l10n.T("No public room waits for players now: try Quick play, or create one.")}
	}
	name := l10n.T("Your name: %s", l.name)
	if strings.TrimSpace(l.name) == "" {
		name = l10n.T("Your name: none yet (the others see Player and your seat's number)")
	}
	typed := make([]string, len(lobbyTyped))
	for i, s := range lobbyTyped {
		typed[i] = l10n.T(s)
	}
	md.Sections = []mirror.Section{{Heading: l10n.T("Public rooms"), Items: rooms}, {Heading: l10n.T("Create a room"), Items: []string{l.summary()}},
		{Heading: l10n.T("You"), Items: []string{name, l10n.T("Server: %s", l.server)}}, {Heading: l10n.T("Typed commands"), Items: typed}}
	var bs []mirror.Button
	for _, g := range scenes.Games() {
		bs = append(bs, mirror.Button{Label: l10n.Plural("Quick play: %[2]s, %[1]d players", quickCount(g, l.setup), l10n.T(g.Name)), Command: "quick " + g.ID})
	}
	md.Buttons = append(bs, md.Buttons...)
	kind := l10n.T("Room: private, reached by its code. Press to make it public (listed, rated).")
	if l.public {
		kind = l10n.T("Room: public, listed and rated. Press to make it private.")
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Create room"), Command: "create"}, mirror.Button{Label: kind, Command: "public"},
		mirror.Button{Label: l10n.T("Turn clock: %s. Press for %s.", timerText(timerChoices[l.timer]), timerText(timerChoices[l.nextTimer()])), Command: "clock"},
		mirror.Button{Label: l10n.T("Leaderboard"), Command: "board"}, mirror.Button{Label: l10n.T("Daily deal"), Command: "daily"}, mirror.Button{Label: l10n.T("Back"), Command: "back"})
	return md
}

// nextTimer is the turn clock the next press chooses (a public room always has one).
func (l *Lobby) nextTimer() int {
	t := (l.timer + 1) % len(timerChoices)
	if l.public && timerChoices[t] < 0 {
		t = 0
	}
	return t
}

// lobbyButtons are the online screen's buttons the mirror's one-word commands stand for.
var lobbyButtons = map[string]int{"create": wlCreate, "public": wlPublic, "clock": wlTimer, "board": wlBoard, "daily": wlDaily, "back": wlBack}

// MirrorCommand does a command of the online screen's mirror: quick GAME, room N,
// create, public, clock, board, daily, back, cancel (while waiting), and the typed
// join CODE, watch CODE, name NAME, server ADDRESS. Others are the App's (ok false).
func (l *Lobby) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	word, arg, _ := strings.Cut(strings.TrimSpace(cmd), " ")
	word, arg = strings.ToLower(word), strings.TrimSpace(arg)
	if l.step != nil {
		if word == "cancel" {
			l.step.cancel()
			return l10n.T("Cancelling."), true
		}
		return l10n.T("%s Press Cancel to stop waiting.", l.step.words), true
	}
	answer := func(s string) (string, bool) {
		if l.status != "" {
			return l.status, true
		}
		if l.step != nil {
			return l.step.words, true
		}
		return s, true
	}
	if id, ok := lobbyButtons[word]; ok && arg == "" {
		l.act(a, id, 1)
		switch id {
		case wlPublic, wlTimer:
			return answer(l10n.T("Done."))
		case wlBoard:
			return answer(l10n.T("The leaderboard."))
		case wlDaily:
			return answer(l10n.T("The daily deal."))
		case wlBack:
			return answer(l10n.T("The menu."))
		}
		return answer(l10n.T("Creating a room."))
	}
	switch word {
	case "quick":
		i := slices.IndexFunc(scenes.Games(), func(g *scenes.GameInfo) bool { return g.ID == strings.ToLower(arg) })
		if i < 0 {
			return l10n.T("There is no game %s to play.", arg), true
		}
		l.act(a, wlQuickBase+i, 1)
		return answer(l10n.T("Quick play."))
	case "room":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > min(len(l.rooms.rooms), maxListed) {
			return l10n.T("There is no room %s in the list.", arg), true
		}
		l.act(a, wlRoomBase+n-1, 1)
		return answer(l10n.T("Joining."))
	case "join", "watch":
		if arg == "" {
			return l10n.T("Type %s and the room's code, or its invite link.", word), true
		}
		l.code = clipRunes(arg, 200)
		id := wlJoin
		if word == "watch" {
			id = wlWatch
		}
		l.act(a, id, 1)
		return answer(l10n.T("Joining."))
	case "name":
		l.name = clipRunes(arg, prefs.MaxName)
		l.online(a) // kept in the settings
		return answer(l10n.T("Your name: %s.", prefs.CleanName(l.name)))
	case "server":
		l.server = clipRunes(arg, 200)
		return l10n.T("Server: %s.", l.server), true
	}
	return "", false
}
