package screens

import (
	"parlor/online/client"
	"strings"
	"time"

	"parlor/online"
	"parlor/scenes"
	"parlor/scenes/device"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/remote"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// OnlineServer is the server address the online screen starts with ("ws://HOST:PORT/ws"):
// parlor's -connect, or in the browser the page's own server.
var OnlineServer = "ws://127.0.0.1:8080/ws"

// Widget ids of the online screen; quick play's games and the rooms listed add their
// index to a base.
const (
	wlServer = iota + 1
	wlName
	wlCode
	wlJoin
	wlWatch
	wlPublic
	wlTimer
	wlCreate
	wlBoard
	wlDaily
	wlBack
	wlCancel
	wlQuickBase = 100
	wlRoomBase  = 200
)

// timerChoices are the turn clocks a new room may have (timer_ms): the game's default
// (0), longer ones, and none (-1, for a private room of friends only).
var timerChoices = []int{0, 60_000, 120_000, -1}

// maxListed is how many public rooms the screen lists (the newest).
const maxListed = 6

// onlineWait bounds connecting, creating, joining and the wait for the first deal. A
// server that is down answers at once (connection refused); the bound is for a slow
// one, or a slow device: a page whose first frames take seconds (a phone, software GL)
// shares its one thread between drawing them and the connection's work.
const onlineWait = 30 * time.Second

// LobbyStart is what the online screen does as soon as it opens: join room Code (with
// Token, a seat link's, the seat it opens), Quick play game Quick, or ask for a Rematch
// of the last online game this device finished.
type LobbyStart struct {
	Code, Token, Quick string
	Rematch            bool
}

// Lobby is the online screen: the player's name and the server; Quick play, one button
// per game (the menu's player count); the public rooms waiting for players, listed
// and refreshed (click or Enter joins); joining a room by its code or invite link
// (pasted with Ctrl/Cmd+V), to play or to watch; a new room for the menu's game and
// seats, public or private, with its turn clock; and the ways to the leaderboards and
// the daily deal. Network work runs off the frame loop; the screen says what it is doing
// and what went wrong, and a wait can be cancelled.
type Lobby struct {
	setup   scenes.Setup
	server  string
	name    string
	code    string
	timer   int
	public  bool
	focus   int
	hover   int
	widgets []ui.Widget
	status  string
	step    *step
	start   LobbyStart
	rooms   roomList
	said    chan string // a rematch's progress, from its goroutine
	up      menuScroll  // the upright screen's scrolled column
	texts   []lobbyText // headings and notes laid out with the widgets
	app     *scenes.App
	mirror  lobbyMirror
}

// NewLobby opens the online screen for the menu's setup s; with code set it joins that
// room at once (a person's seat if one is free or kept for this device, else watching).
func NewLobby(s scenes.Setup, code string) *Lobby { return NewLobbyWith(s, LobbyStart{Code: code}) }

// NewLobbyWith opens the online screen for the menu's setup s and does st at once.
func NewLobbyWith(s scenes.Setup, st LobbyStart) *Lobby {
	return &Lobby{setup: s, server: OnlineServer, code: st.Code, start: st, focus: -1, hover: -1}
}

// Update handles one tick; what its mirror shows is followed (lobbymirror.go).
func (l *Lobby) Update(a *scenes.App) error {
	err := l.update(a)
	l.noteChange()
	return err
}

func (l *Lobby) update(a *scenes.App) error {
	l.app = a
	if l.name == "" && l.step == nil && l.focusID() != wlName {
		l.name = a.Prefs.Name
	}
	fid := l.focusID()
	l.layout(a.W, a.H)
	if fid != 0 && l.focusID() != fid {
		// The list above it changed: the focus stays on the same widget.
		l.focus = -1
		for i, w := range l.widgets {
			if w.ID == fid {
				l.focus = i
			}
		}
	}
	if l.focus < 0 {
		// The screen opens on Create room (Enter opens the menu's table online).
		for i, w := range l.widgets {
			if w.ID == wlCreate {
				l.focus = i
			}
		}
	}
	if l.step != nil {
		return l.wait(a)
	}
	if l.begin(a) {
		return nil
	}
	l.rooms.poll(l.online(a), strings.TrimSpace(l.server))
	in := &a.In
	l.hover = ui.Hovered(in, l.widgets)
	if in.Key(input.KeyEscape) && !a.Transitioning() {
		l.leave(a, NewMenu(l.setup))
		return nil
	}
	var act ui.Activation
	if geom.Compact(a.W, a.H) {
		act = l.up.navigate(in, l.widgets, &l.focus, &l.hover)
	} else {
		act = ui.Navigate(in, l.widgets, &l.focus)
	}
	if !act.OK {
		return nil
	}
	if act.ID != wlServer && act.ID != wlName && act.ID != wlCode {
		l.act(a, act.ID, act.Delta)
		return nil
	}
	a.Sound.Play(clickEffect)
	l.status = ""
	switch act.ID {
	case wlServer:
		edit(in, &l.server, 200)
	case wlName:
		edit(in, &l.name, prefs.MaxName)
	case wlCode:
		edit(in, &l.code, 200)
	}
	return nil
}

// act does what the button or chooser id does (delta: a chooser's step), drawn or
// pressed in the mirror (lobbymirror.go).
func (l *Lobby) act(a *scenes.App, id, delta int) {
	a.Sound.Play(clickEffect)
	l.status = ""
	switch {
	case id == wlTimer:
		l.timer = (l.timer + delta + len(timerChoices)) % len(timerChoices)
		if l.public && timerChoices[l.timer] < 0 {
			l.timer = 0 // a public room always has a clock
		}
	case id == wlPublic:
		l.public = !l.public
		if l.public && timerChoices[l.timer] < 0 {
			l.timer = 0
		}
	case id == wlCreate:
		l.create(a)
	case id == wlJoin, id == wlWatch:
		l.join(a, client.RoomCode(l.code), client.SeatToken(l.code), id == wlWatch)
	case id >= wlRoomBase && id-wlRoomBase < len(l.rooms.rooms):
		l.join(a, l.rooms.rooms[id-wlRoomBase].Room, "", false)
	case id >= wlQuickBase && id-wlQuickBase < len(scenes.Games()):
		l.quick(a, scenes.Games()[id-wlQuickBase].ID)
	case id == wlBoard:
		l.leave(a, NewBoard(l.setup, l.setup.Game))
	case id == wlDaily:
		l.leave(a, NewDaily(l.setup))
	case id == wlBack:
		l.leave(a, NewMenu(l.setup))
	}
}

// focusID is the focused widget's id (0: none).
func (l *Lobby) focusID() int {
	if l.focus >= 0 && l.focus < len(l.widgets) {
		return l.widgets[l.focus].ID
	}
	return 0
}

// online is the App's store and the name typed here (kept in the settings).
func (l *Lobby) online(a *scenes.App) remote.Online {
	if n := prefs.CleanName(l.name); n != a.Prefs.Name {
		a.Prefs.Name = n
		if err := a.SavePrefs(); err != nil {
			l.status = l10n.T("Could not save your name: %s", err.Error())
		}
	}
	return scenes.OnlineOf(a)
}

// leave goes to sc, closing the rooms list's connection.
func (l *Lobby) leave(a *scenes.App, sc scenes.Scene) {
	l.online(a)
	l.rooms.close()
	a.Goto(sc)
}

// begin does what the screen was opened to do (LobbyStart), once; it reports a step
// begun.
func (l *Lobby) begin(a *scenes.App) bool {
	st := l.start
	l.start = LobbyStart{}
	switch {
	case st.Rematch:
		e, ok := saves.Seat{}, false
		if a.Saves != nil {
			e, ok = saves.LastSeat(a.Saves, true, time.Now())
		}
		if !ok {
			l.status = l10n.T("There is no finished online game on this device to ask a rematch of (a seat is kept %s days).", itoa(saves.SeatDays))
			return false
		}
		l.server = e.Server
		said := make(chan string, 8)
		l.said = said
		say := func(s string) {
			select {
			case said <- s:
			default:
			}
		}
		l.step = run(l10n.T("Asking for a rematch of room %s…", e.Room), true, e.Server, rematchStep(l.online(a), e, say))
	case st.Quick != "":
		l.quick(a, st.Quick)
	case st.Code != "":
		l.join(a, client.RoomCode(st.Code), st.Token, false)
	default:
		return false
	}
	return true
}

// wait follows the step under way: its result opens the table or says what went wrong;
// Esc or Cancel cancels it.
func (l *Lobby) wait(a *scenes.App) error {
	select {
	case s := <-l.said:
		l.step.words = s
	default:
	}
	select {
	case r := <-l.step.done:
		l.step, l.said = nil, nil
		if r.err != nil {
			if r.err != errCancelled {
				l.status = scenes.Sentence(remote.Reason(r.err))
				device.Say(l.status) // the page's status line too (a screen reader, the browser tests)
			}
			return nil
		}
		sc, err := scenes.RemoteTable(r.seat, r.url)
		if err != nil {
			r.seat.Close()
			l.status = scenes.Sentence(err.Error())
			device.Say(l.status)
			return nil
		}
		l.leave(a, sc)
		if r.note != "" {
			if t, ok := sc.(interface{ Toast(string) }); ok {
				t.Toast(r.note)
			}
		}
		return nil
	default:
	}
	in := &a.In
	cancel := cancelButton(a.W, a.H)
	if in.Key(input.KeyEscape) || in.Key(input.KeyEnter) || in.Pressed && in.Pointer && input.Inside(in.X, in.Y, cancel.X, cancel.Y, cancel.W, cancel.H) {
		a.Sound.Play(clickEffect)
		l.step.cancel()
	}
	return nil
}

// server is the server typed, checked; "" with the status saying what is wrong.
func (l *Lobby) srv() string {
	srv := strings.TrimSpace(l.server)
	if !saves.ServerAddr(srv) {
		l.status = l10n.T("Type the server's address, e.g. ws://127.0.0.1:8080/ws.")
		return ""
	}
	return srv
}

// create opens a room for the menu's game and seats.
func (l *Lobby) create(a *scenes.App) {
	srv := l.srv()
	switch {
	case srv == "":
		return
	case l.setup.Humans() == 0:
		l.status = l10n.T("Make at least one seat a person's in the menu: bots play every seat.")
		return
	}
	spec := roomSpec(l.setup, timerChoices[l.timer])
	spec.Public = l.public
	l.step = run(l10n.T("Creating a room…"), false, srv, createStep(l.online(a), srv, spec))
}

// join joins room code (with token, a seat link's), or watches it.
func (l *Lobby) join(a *scenes.App, code, token string, watch bool) {
	srv := l.srv()
	switch {
	case srv == "":
		return
	case code == "":
		l.status = l10n.T("Type the room's code, or paste its invite link (Ctrl+V).")
		return
	}
	l.step = run(l10n.T("Joining room %s…", code), false, srv, joinStep(l.online(a), srv, code, token, watch))
}

// quick asks for quick play of game with the menu's player count (the game's fewest
// when the menu's count does not fit it).
func (l *Lobby) quick(a *scenes.App, game string) {
	g, ok := scenes.Lookup(game)
	srv := l.srv()
	if !ok || srv == "" {
		if !ok {
			l.status = l10n.T("There is no game %s to play.", game)
		}
		return
	}
	spec := online.QuickSpec{Game: game, Players: quickPlayers(g, l.setup)}
	words := l10n.T("Finding a table of %s for %s players…", g.Name, itoa(quickCount(g, l.setup)))
	l.step = run(words, true, srv, quickStep(l.online(a), srv, spec))
}

// quickPlayers is the player count quick play asks for g: the menu's when it fits g
// (0: the game's own choice).
func quickPlayers(g *scenes.GameInfo, s scenes.Setup) int {
	if s.Players >= g.MinPlayers && s.Players <= g.MaxPlayers {
		return s.Players
	}
	return 0
}

// quickCount is the table size quick play seats for g: the menu's count, else the
// game's fewest (the server's choice for 0).
func quickCount(g *scenes.GameInfo, s scenes.Setup) int {
	if n := quickPlayers(g, s); n > 0 {
		return n
	}
	return g.MinPlayers
}

// edit types this tick's characters, or a paste, into a text field of at most n
// characters (a paste's first line).
func edit(in *ui.Input, s *string, n int) {
	if in.Paste != "" {
		p, _, _ := strings.Cut(strings.TrimSpace(in.Paste), "\n")
		*s = clipRunes(strings.TrimSpace(p), n)
		return
	}
	if in.Key(input.KeyBackspace) && len(*s) > 0 {
		r := []rune(*s)
		*s = string(r[:len(r)-1])
	}
	for i := 0; i < in.NChars; i++ {
		if r := in.Chars[i]; r >= ' ' && r != 0x7f && len([]rune(*s)) < n {
			*s += string(r)
		}
	}
}

// clipRunes is s cut to n characters.
func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// roomSpec is the room the menu's setup s asks for: its people's seats are for
// friends, the bots' seats keep their levels; timerMs is the turn clock (0: the game's
// default, -1: none).
func roomSpec(s scenes.Setup, timerMs int) online.RoomSpec {
	spec := online.RoomSpec{Config: s.Config, TimerMs: timerMs}
	for _, st := range s.Seats {
		if st.Human {
			spec.Seats = append(spec.Seats, online.SeatSpec{})
		} else {
			spec.Seats = append(spec.Seats, online.SeatSpec{Bot: st.Level})
		}
	}
	return spec
}

// Settled reports the screen idle (no network step under way).
func (l *Lobby) Settled() bool {
	listed := l.rooms.busy == nil && (!l.rooms.at.IsZero() || !saves.ServerAddr(strings.TrimSpace(l.server)))
	return l.step == nil && l.start == (LobbyStart{}) && listed
}

// Waiting is the words of the step under way ("" when none is): "Finding a table…".
func (l *Lobby) Waiting() string {
	if l.step == nil {
		return ""
	}
	return l.step.words
}

// Status is the screen's status line (a problem to report; "" when none).
func (l *Lobby) Status() string { return l.status }

// Widgets are the screen's widgets as last laid out.
func (l *Lobby) Widgets() []ui.Widget { return l.widgets }

// Rooms are the public rooms listed.
func (l *Lobby) Rooms() []online.RoomInfo { return l.rooms.rooms }

func itoa(n int) string { return ui.Itoa(n) }
