package screens

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// OnlineServer is the server address the online screen starts with ("ws://HOST:PORT/ws"):
// parlor's -connect, or in the browser the page's own server.
var OnlineServer = "ws://127.0.0.1:8080/ws"

// Widget ids of the online screen.
const (
	wlServer = iota + 1
	wlName
	wlTimer
	wlCreate
	wlCode
	wlJoin
	wlWatch
	wlBack
)

// timerChoices are the turn timers a new room may have, in seconds (0: none).
var timerChoices = []int{0, 20, 45, 90}

// onlineWait bounds connecting, creating, joining and the wait for the first deal. A
// server that is down answers at once (connection refused); the bound is for a slow
// one, or a slow device: a page whose first frames take seconds (a phone, software GL)
// shares its one thread between drawing them and the connection's work.
const onlineWait = 30 * time.Second

// Lobby is the online screen: the server, the player's name, a new room for the menu's
// game and seats (a person's seat is for a friend who joins with the room's code; bots
// play the others at their levels; an optional turn timer), and joining a room by its
// code or invite link, to play or to watch. Network work runs off the frame loop; the
// screen says what it is doing and what went wrong.
type Lobby struct {
	setup   scenes.Setup
	server  string
	name    string
	code    string
	timer   int
	focus   int
	hover   int
	widgets []ui.Widget
	status  string
	busy    string
	done    chan lobbyResult
	auto    bool // join code at once (parlor -room, ?room=CODE)
}

// lobbyResult is a finished network step: the seat taken, or why not.
type lobbyResult struct {
	seat *client.Seat
	url  string
	note string
	err  error
}

// NewLobby opens the online screen for the menu's setup s; with code set it joins that
// room at once (a person's seat if one is free, else watching).
func NewLobby(s scenes.Setup, code string) *Lobby {
	l := &Lobby{setup: s, server: OnlineServer, code: code, focus: 3, hover: -1} // on Create room
	if l.auto = code != ""; l.auto {
		l.focus = 5 // on Join, should the room refuse
	}
	return l
}

// Update handles one tick.
func (l *Lobby) Update(a *scenes.App) error {
	l.layout(a.W, a.H)
	if l.done != nil {
		select {
		case r := <-l.done:
			l.done, l.busy = nil, ""
			if r.err != nil {
				l.status = scenes.Sentence(r.err.Error())
				break
			}
			sc, err := scenes.RemoteTable(r.seat, r.url)
			if err != nil {
				r.seat.Conn().Close()
				l.status = scenes.Sentence(err.Error())
				break
			}
			a.Goto(sc)
			if r.note != "" {
				if t, ok := sc.(interface{ Toast(string) }); ok {
					t.Toast(r.note)
				}
			}
			return nil
		default:
		}
		return nil
	}
	if l.auto {
		l.auto = false
		l.start(false, false)
		return nil
	}
	in := &a.In
	l.hover = ui.Hovered(in, l.widgets)
	if in.Key(input.KeyEscape) && !a.Transitioning() {
		a.Goto(NewMenu(l.setup))
		return nil
	}
	act := ui.Navigate(in, l.widgets, &l.focus)
	if !act.OK {
		return nil
	}
	a.Sound.Play(clickEffect)
	switch act.ID {
	case wlServer:
		edit(in, &l.server, 200)
	case wlName:
		edit(in, &l.name, 20)
	case wlCode:
		edit(in, &l.code, 200)
	case wlTimer:
		l.timer = (l.timer + act.Delta + len(timerChoices)) % len(timerChoices)
	case wlCreate:
		l.start(true, false)
	case wlJoin:
		l.start(false, false)
	case wlWatch:
		l.start(false, true)
	case wlBack:
		a.Goto(NewMenu(l.setup))
	}
	return nil
}

// edit types this tick's characters into a text field of at most n bytes.
func edit(in *ui.Input, s *string, n int) {
	if in.Key(input.KeyBackspace) && len(*s) > 0 {
		r := []rune(*s)
		*s = string(r[:len(r)-1])
	}
	for i := 0; i < in.NChars; i++ {
		if r := in.Chars[i]; r >= ' ' && r != 0x7f && len(*s) < n {
			*s += string(r)
		}
	}
}

// roomSpec is the room the menu's setup s asks for: its people's seats are for
// friends, the bots' seats keep their levels; timerMs is the turn timer (0: none).
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

// start connects in the background: create a room (then take its first person's seat),
// or join the room in the code field (watch: as a spectator; a full room is watched).
func (l *Lobby) start(create, watch bool) {
	srv, name, code := strings.TrimSpace(l.server), strings.TrimSpace(l.name), client.RoomCode(l.code)
	var spec online.RoomSpec
	switch {
	case srv == "":
		l.status = "Type the server's address, e.g. ws://127.0.0.1:8080/ws."
		return
	case create:
		if l.setup.Humans() == 0 {
			l.status = "Make at least one seat a person's in the menu: bots play every seat."
			return
		}
		spec = roomSpec(l.setup, timerChoices[l.timer]*1000)
		l.busy = "Creating a room…"
	case code == "":
		l.status = "Type the room's code, or paste its invite link."
		return
	default:
		l.busy = "Joining room " + code + "…"
	}
	l.status = ""
	done := make(chan lobbyResult, 1)
	l.done = done
	go func() {
		seat, note, err := connect(srv, spec, create, code, name, watch)
		done <- lobbyResult{seat: seat, url: srv, note: note, err: err}
	}()
}

// connect dials srv, creates a room (create) or joins code, and waits for the deal.
func connect(srv string, spec online.RoomSpec, create bool, code, name string, watch bool) (*client.Seat, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), onlineWait)
	defer cancel()
	c, err := client.Dial(ctx, srv)
	if err != nil {
		return nil, "", errors.New("cannot reach the server at " + srv + ": " + err.Error())
	}
	note := ""
	if create {
		if code, _, err = c.Create(ctx, spec); err != nil {
			c.Close()
			return nil, "", errors.New("the server refused the room: " + reason(err))
		}
		note = "Room " + code + " is open: give your friends the code or the invite link."
	}
	var o client.JoinOptions
	o.Name = name
	if watch {
		o.Seat = new(int)
		*o.Seat = -1
	}
	seat, err := c.Join(ctx, code, o)
	var r *client.Refusal
	if errors.As(err, &r) && r.Code == "room-full" && !watch {
		o.Seat = new(int)
		*o.Seat = -1
		seat, err = c.Join(ctx, code, o)
		note = "Every seat is taken: you are watching."
	}
	if err != nil {
		c.Close()
		return nil, "", errors.New("could not join room " + code + ": " + reason(err))
	}
	for seat.View() == nil {
		select {
		case <-seat.Changed():
		case <-ctx.Done():
			c.Close()
			return nil, "", errors.New("room " + code + " sent no deal in time")
		}
	}
	return seat, note, nil
}

// reason is err in words: a server's refusal without its code.
func reason(err error) string {
	var r *client.Refusal
	if errors.As(err, &r) && r.Msg != "" {
		return r.Msg
	}
	return err.Error()
}

// Settled reports the screen idle (no network step under way).
func (l *Lobby) Settled() bool { return l.done == nil && !l.auto }

func (l *Lobby) layout(w, h float64) {
	ox, oy := (w-ui.BaseW)/2, (h-ui.BaseH)/2
	x1, x2, cw := ox+menuColL, ox+ui.BaseW/2+30, ui.BaseW/2-110.0
	busy := l.done != nil
	timer := "Off"
	if t := timerChoices[l.timer]; t > 0 {
		timer = strconv.Itoa(t) + " s a move"
	}
	l.widgets = append(l.widgets[:0],
		ui.Widget{Kind: ui.Field, ID: wlServer, X: x1, Y: oy + 170, W: ui.BaseW - 2*menuColL, H: menuRowH, Label: "Server", Value: l.server, Hint: "The server's address: ws://HOST:PORT/ws"},
		ui.Widget{Kind: ui.Field, ID: wlName, X: x1, Y: oy + 230, W: cw, H: menuRowH, Label: "Your name", Value: l.name, Hint: "The name the others see (up to 20 letters)"},
		ui.Widget{Kind: ui.Cycle, ID: wlTimer, X: x1, Y: oy + 430, W: cw, H: menuRowH, Label: "Turn timer", Value: timer, Hint: "A person who has not moved in time has a bot make the move"},
		ui.Widget{Kind: ui.Button, ID: wlCreate, X: x1, Y: oy + 500, W: cw, H: 60, Label: "Create room", Disabled: busy, Hint: "Open a room for the game and seats chosen in the menu"},
		ui.Widget{Kind: ui.Field, ID: wlCode, X: x2, Y: oy + 360, W: cw, H: menuRowH, Label: "Code", Value: l.code, Hint: "The room's code (six letters), or its invite link"},
		ui.Widget{Kind: ui.Button, ID: wlJoin, X: x2, Y: oy + 430, W: cw/2 - 5, H: 60, Label: "Join", Disabled: busy, Hint: "Take a free person's seat in the room"},
		ui.Widget{Kind: ui.Button, ID: wlWatch, X: x2 + cw/2 + 5, Y: oy + 430, W: cw/2 - 5, H: 60, Label: "Watch", Disabled: busy, Hint: "Watch the room's game (you see no one's hand)"},
		ui.Widget{Kind: ui.Button, ID: wlBack, X: x1, Y: oy + ui.BaseH - 110, W: 160, H: 60, Label: "Back", Hint: "Back to the menu (Esc)"},
	)
}

// Draw draws the online screen.
func (l *Lobby) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	ox, oy := (c.W-ui.BaseW)/2, (c.H-ui.BaseH)/2
	c.RoundRect(ox+20, oy+20, ui.BaseW-40, ui.BaseH-40, 24, ui.Felt)
	c.RoundRectLine(ox+20, oy+20, ui.BaseW-40, ui.BaseH-40, 24, 3, ui.GoldDark)
	c.Text("Play online", ox+menuColL, oy+80, 48, true, ui.Left, ui.Gold)
	c.Text("with friends, each at their own screen", ox+menuColL+300, oy+92, 20, false, ui.Left, ui.InkDim)
	x1, x2 := ox+menuColL, ox+ui.BaseW/2+30
	c.Text("Create a room", x1, oy+310, 22, true, ui.Left, ui.Ink)
	c.Text(c.Wrap(l.summary(), 17, ui.BaseW/2-110, false), x1, oy+370, 17, false, ui.Left, ui.InkDim)
	c.Text("Join a room", x2, oy+310, 22, true, ui.Left, ui.Ink)
	c.Text("From a code or an invite link", x2, oy+338, 17, false, ui.Left, ui.InkDim)
	for i := range l.widgets {
		ui.DrawWidget(c, &l.widgets[i], i == l.focus, i == l.hover)
	}
	msg, clr := l.status, ui.Danger
	switch {
	case l.busy != "":
		msg, clr = l.busy, ui.Gold
	case msg == "" && l.hover >= 0 && l.hover < len(l.widgets):
		msg, clr = l.widgets[l.hover].Hint, ui.InkDim
	case msg == "" && l.focus >= 0 && l.focus < len(l.widgets):
		msg, clr = l.widgets[l.focus].Hint, ui.InkDim
	}
	msg = c.Wrap(msg, 17, ui.BaseW-2*menuColL-200, false)
	c.Text(msg, ox+menuColL+190, oy+statusCentreY(ui.Lines(msg)), 17, false, ui.Left, clr)
	c.Text("Tab / arrows to move · Enter to choose · Esc for the menu", ox+ui.BaseW/2, oy+ui.BaseH-34, 15, false, ui.Center, ui.InkFaint)
}

// summary says what Create room opens: the menu's game and who plays each seat.
func (l *Lobby) summary() string {
	g, ok := scenes.Lookup(l.setup.Game)
	if !ok {
		return "Pick a game in the menu first."
	}
	people, bots := 0, []string{}
	for _, s := range l.setup.Seats {
		if s.Human {
			people++
		} else {
			bots = append(bots, s.Level)
		}
	}
	out := g.Name + ", " + strconv.Itoa(l.setup.Players) + " seats: you"
	if people > 1 {
		out += " and " + strconv.Itoa(people-1) + " friend"
		if people > 2 {
			out += "s"
		}
	}
	if len(bots) > 0 {
		out += "; bots " + strings.Join(bots, ", ")
	}
	if len(l.setup.Options) > 0 {
		out += "; options " + strings.Join(l.setup.Options, ", ")
	}
	return out + ". Change the game, seats and options in the menu."
}
