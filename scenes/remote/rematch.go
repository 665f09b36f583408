package remote

import (
	"context"
	"errors"
	"slices"
	"strings"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/saves"
)

// The rematch (docs/online.md, "Rematch"), as far as it needs no table: its words, and
// asking for one from the command line.

// Words says who has asked: "Basil asked for a rematch", "You and Basil asked for
// a rematch: waiting for Cleo", with me this screen's seat.
func Words(asked []int, me int, name func(int) string) string {
	if len(asked) == 0 {
		return ""
	}
	var who []string
	if slices.Contains(asked, me) {
		who = append(who, "You")
	}
	for _, a := range asked {
		if a != me {
			who = append(who, name(a))
		}
	}
	text := who[0]
	if len(who) > 1 {
		text = strings.Join(who[:len(who)-1], ", ") + " and " + who[len(who)-1]
	}
	return text + " asked for a rematch"
}

// RematchFrom asks for a rematch of the finished game whose seat e this device kept
// (parlor -rematch): it joins the room with the seat's token, asks, waits on ctx until
// every person has asked (told through say as it goes), and follows the rematch to its
// new room, ready to open at its table. Errors in words: the room is gone, it was not
// over, someone declined.
func (o Online) RematchFrom(ctx context.Context, e saves.Seat, say func(string)) (*client.Seat, error) {
	c, err := o.Dial(ctx, e.Server)
	if err != nil {
		return nil, err
	}
	seat, err := c.Join(ctx, e.Room, client.JoinOptions{Token: e.Token, Name: o.Name})
	if err != nil {
		c.Close()
		return nil, errors.New("room " + e.Room + " cannot be rejoined for a rematch: " + Reason(err))
	}
	defer seat.Close()
	for {
		if _, over := seat.End(); over {
			break
		}
		if err := waitChange(ctx, seat); err != nil {
			return nil, errors.New("room " + e.Room + "'s game has not ended: no rematch to ask for")
		}
	}
	if err := seat.Rematch(); err != nil {
		return nil, err
	}
	for {
		if r := seat.Refused(); len(r) > 0 {
			return nil, errors.New("no rematch: " + r[0].Msg)
		}
		if st, ok := seat.RematchState(); ok {
			if st.Room != "" && st.Token != "" {
				ns, err := seat.FollowRematch(ctx)
				if err == nil {
					err = WaitDeal(ctx, ns)
				}
				return ns, err
			}
			if len(st.Declined) > 0 {
				return nil, errors.New(st.Say)
			}
			say(Words(st.Asked, seat.Seat(), func(i int) string { return nameOf(seat.Seats(), i) }) + ": waiting for the others")
		}
		if err := waitChange(ctx, seat); err != nil {
			return nil, errors.New("the others did not ask for the rematch in time")
		}
	}
}

// waitChange waits for anything to arrive for seat.
func waitChange(ctx context.Context, seat *client.Seat) error {
	select {
	case <-seat.Changed():
		return seat.Err()
	case <-ctx.Done():
		return ctx.Err()
	}
}

// nameOf is seat i's name in infos (a bot's name for a bot's seat).
func nameOf(infos []online.SeatInfo, i int) string {
	for _, in := range infos {
		if in.Seat == i && in.Name != "" {
			return in.Name
		}
	}
	return online.BotName(i)
}
