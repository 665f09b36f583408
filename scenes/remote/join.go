// Package remote holds what an online table needs that is no part of a table: coming to
// a room (Online: the connection identified with this device's key, a seat joined with
// its kept token), the handle through which a table plays its seat there (Hand), what
// the table keeps on this device (Keeper), and a rematch asked for from the command
// line (RematchFrom). It knows no App, Shell or table (docs/architecture.md); the
// scenes package's RemoteSession builds on it.
package remote

import (
	"context"
	"errors"
	"time"

	"parlor/online/client"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
)

// Coming to an online table (docs/online.md; issue 24): a connection proves this
// device's key for the server with the player's name, and a room this screen already
// has a seat in (seats.json, a seat link's token) is joined with its token, so a
// restart, a reload or the menu's Continue takes the seat back from its stand-in at
// once. Each runs off the frame loop (it waits on the network).

// identifyWait bounds the identification: a server that does not answer it (an older
// one) is played anonymously.
const identifyWait = 5 * time.Second

// Online is what a connection needs of the App (scenes.OnlineOf), read on the frame loop and handed to
// the network's goroutine: the store of seats and keys (nil: none kept) and the
// player's name.
type Online struct {
	Saves saves.Store
	Name  string
}

// Dial connects to server (a /ws address) and identifies with this device's key for
// it and the player's name. A key that cannot be kept, or a server that does not take
// it, leaves the connection anonymous (its games unrated), never refused.
func (o Online) Dial(ctx context.Context, server string) (*client.Conn, error) {
	c, err := client.Dial(ctx, server)
	if err != nil {
		return nil, errors.New(l10n.T("Cannot reach the server at %s: %s", server, Reason(err)))
	}
	if o.Saves == nil {
		return c, nil
	}
	k, err := saves.DeviceKey(o.Saves, server)
	if err != nil {
		return c, nil
	}
	ictx, cancel := context.WithTimeout(ctx, identifyWait)
	defer cancel()
	c.Identify(ictx, k, o.Name)
	return c, nil
}

// Join takes a seat in room code on c's server: with token (a seat link's) or the
// token kept for the room, the seat it opens; else the first free person's seat, and a
// full room is watched (watch: watched at once). note says what happened, in words,
// when the player should know ("Every seat is taken: you are watching.").
func (o Online) Join(ctx context.Context, c *client.Conn, server, code, token string, watch bool) (seat *client.Seat, note string, err error) {
	kept := false
	if token == "" && o.Saves != nil && !watch {
		if e, ok := saves.FindSeat(o.Saves, server, code, time.Now()); ok {
			token, kept = e.Token, true
		}
	}
	var r *client.Refusal
	if token != "" {
		seat, err = c.Join(ctx, code, client.JoinOptions{Token: token, Name: o.Name})
		switch {
		case err == nil:
			return seat, l10n.T("Welcome back: your seat is yours again."), nil
		case errors.As(err, &r) && r.Code == "no-room" && kept:
			saves.DropSeat(o.Saves, server, code, time.Now())
			return nil, "", errors.New(l10n.T("Room %s is gone: its game has ended.", code))
		case errors.As(err, &r) && r.Code == "bad-token":
			if kept {
				saves.DropSeat(o.Saves, server, code, time.Now())
			} else {
				return nil, "", errors.New(l10n.T("That seat link opens no seat in room %s (the game may have ended).", code))
			}
		default:
			return nil, "", joinErr(code, err)
		}
	}
	jo := client.JoinOptions{Name: o.Name}
	if watch {
		jo.Seat = new(int)
		*jo.Seat = -1
	}
	seat, err = c.Join(ctx, code, jo)
	if errors.As(err, &r) && r.Code == "room-full" && !watch {
		jo.Seat = new(int)
		*jo.Seat = -1
		seat, err = c.Join(ctx, code, jo)
		note = l10n.T("Every seat is taken: you are watching.")
	}
	if err != nil {
		return nil, "", joinErr(code, err)
	}
	return seat, note, nil
}

func joinErr(code string, err error) error {
	return errors.New(l10n.T("Could not join room %s: %s", code, Reason(err)))
}

// WaitDeal waits on ctx for the seat's first update (the deal, or the game so far).
func WaitDeal(ctx context.Context, seat *client.Seat) error {
	for seat.View() == nil {
		select {
		case <-seat.Changed():
		case <-ctx.Done():
			return errors.New(l10n.T("Room %s sent no deal in time.", seat.Room()))
		}
	}
	return nil
}
