package screens

import (
	"context"
	"errors"
	"time"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
	"parlor/scenes/remote"
	"parlor/scenes/saves"
)

// The online screen's network steps, each off the frame loop: the list of public
// rooms (on a connection of its own, kept while the screen is up and asked again every
// few seconds), and the steps that end at a table: create a room, join one, quick play,
// a rematch. A step can be cancelled (its connection closes); its result comes back on
// a channel the screen reads each tick.

// roomsEvery is how often the list of public rooms is asked for again; roomsWait bounds
// one answer.
const (
	roomsEvery = 3 * time.Second
	roomsWait  = 5 * time.Second
)

// lobbyResult is a finished step: the seat taken (and its server), or why not, and a
// note for the table's first toast.
type lobbyResult struct {
	seat *client.Seat
	url  string
	note string
	err  error
}

// step is a network step under way: its words, its cancel, its result.
type step struct {
	words  string
	cancel context.CancelFunc
	done   chan lobbyResult
	quick  bool // a quick-play wait (its own panel, with Cancel)
}

// run starts a step that ends at a table: f dials and seats on ctx (bounded by
// onlineWait) and waits for the deal.
func run(words string, quick bool, srv string, f func(ctx context.Context) (*client.Seat, string, error)) *step {
	ctx, cancel := context.WithTimeout(context.Background(), onlineWait)
	st := &step{words: words, cancel: cancel, done: make(chan lobbyResult, 1), quick: quick}
	go func() {
		defer cancel()
		seat, note, err := f(ctx)
		if err == nil {
			if err = remote.WaitDeal(ctx, seat); err != nil {
				seat.Close()
			}
		}
		if err != nil && ctx.Err() == context.Canceled {
			err = errCancelled
		}
		st.done <- lobbyResult{seat: seat, url: srv, note: note, err: err}
	}()
	return st
}

// errCancelled is a step the player cancelled.
var errCancelled = errors.New("cancelled")

// createStep makes a room from spec and takes its first person's seat.
func createStep(o remote.Online, srv string, spec online.RoomSpec) func(context.Context) (*client.Seat, string, error) {
	return func(ctx context.Context) (*client.Seat, string, error) {
		c, err := o.Dial(ctx, srv)
		if err != nil {
			return nil, "", err
		}
		code, _, err := c.Create(ctx, spec)
		if err != nil {
			c.Close()
			return nil, "", errors.New(l10n.T("The server refused the room: %s", remote.Reason(err)))
		}
		seat, _, err := o.Join(ctx, c, srv, code, "", false)
		if err != nil {
			c.Close()
			return nil, "", err
		}
		return seat, l10n.T("Room %s is open: give your friends the code or the invite link.", code), nil
	}
}

// joinStep joins room code (with token: a seat link's), or watches it.
func joinStep(o remote.Online, srv, code, token string, watch bool) func(context.Context) (*client.Seat, string, error) {
	return func(ctx context.Context) (*client.Seat, string, error) {
		c, err := o.Dial(ctx, srv)
		if err != nil {
			return nil, "", err
		}
		seat, note, err := o.Join(ctx, c, srv, code, token, watch)
		if err != nil {
			c.Close()
		}
		return seat, note, err
	}
}

// quickStep asks for quick play of spec.
func quickStep(o remote.Online, srv string, spec online.QuickSpec) func(context.Context) (*client.Seat, string, error) {
	return func(ctx context.Context) (*client.Seat, string, error) {
		c, err := o.Dial(ctx, srv)
		if err != nil {
			return nil, "", err
		}
		seat, err := c.Quick(ctx, spec, client.JoinOptions{Name: o.Name})
		if err != nil {
			c.Close()
			return nil, "", errors.New(l10n.T("Quick play: %s", remote.Reason(err)))
		}
		note := ""
		if n, ok := seat.Next(); ok {
			note = n.Say
		}
		return seat, note, nil
	}
}

// rematchStep asks for a rematch of the finished game whose seat e this device kept.
func rematchStep(o remote.Online, e saves.Seat, say func(string)) func(context.Context) (*client.Seat, string, error) {
	return func(ctx context.Context) (*client.Seat, string, error) {
		seat, err := o.RematchFrom(ctx, e, say)
		return seat, l10n.T("The rematch: the same seats, a new sealed deal."), err
	}
}

// roomList is the online screen's list of public rooms: a connection of its own, asked
// again every roomsEvery while the screen is up.
type roomList struct {
	srv   string
	conn  *client.Conn
	rooms []online.RoomInfo
	err   string
	at    time.Time
	busy  chan roomsAnswer
}

type roomsAnswer struct {
	conn  *client.Conn
	rooms []online.RoomInfo
	err   error
}

// poll takes an answer that came, and asks again when the list is old.
func (l *roomList) poll(o remote.Online, srv string) {
	if l.busy != nil {
		select {
		case r := <-l.busy:
			l.busy, l.conn = nil, r.conn
			l.rooms, l.err = r.rooms, ""
			if r.err != nil {
				l.rooms, l.err = nil, l10n.T("The public rooms could not be listed: %s", remote.Reason(r.err))
			}
		default:
			return
		}
	}
	if srv != l.srv {
		l.close()
		l.srv, l.rooms, l.err, l.at = srv, nil, "", time.Time{}
	}
	if time.Since(l.at) < roomsEvery || !saves.ServerAddr(srv) {
		return
	}
	l.at = time.Now()
	ch := make(chan roomsAnswer, 1)
	l.busy = ch
	conn := l.conn
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), roomsWait)
		defer cancel()
		var err error
		if conn == nil || conn.Err() != nil {
			if conn, err = o.Dial(ctx, srv); err != nil {
				ch <- roomsAnswer{err: err}
				return
			}
		}
		rooms, err := conn.Rooms(ctx, "")
		if err != nil {
			conn.Close()
			conn = nil
		}
		ch <- roomsAnswer{conn: conn, rooms: rooms, err: err}
	}()
}

// close ends the list's connection.
func (l *roomList) close() {
	if l.conn != nil {
		l.conn.Close()
		l.conn = nil
	}
}
