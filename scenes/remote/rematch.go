package remote

import (
	"context"
	"errors"
	"slices"
	"time"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
)

// The rematch (docs/online.md, "Rematch"), as far as it needs no table: its words,
// asking for one from the score sheet (Rematch) and from the command line.

// Words says who has asked: "Basil asked for a rematch", "You and Basil asked for
// a rematch: waiting for Cleo", with me this screen's seat.
func Words(asked []int, me int, name func(int) string) string {
	if len(asked) == 0 {
		return ""
	}
	var who []string
	for _, a := range asked {
		if a != me {
			who = append(who, name(a))
		}
	}
	switch {
	case !slices.Contains(asked, me):
		return l10n.Plural("%[2]s asked for a rematch", len(who), l10n.List(who))
	case len(who) == 0:
		return l10n.T("You asked for a rematch")
	}
	// One: "You and Basil asked …"; more: "You, Cleo and Basil asked …".
	return l10n.Plural("You and %[2]s asked for a rematch", len(who), l10n.List(who))
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
		return nil, errors.New(l10n.T("Room %s cannot be rejoined for a rematch: %s", e.Room, Reason(err)))
	}
	defer seat.Close()
	for {
		if _, over := seat.End(); over {
			break
		}
		if err := waitChange(ctx, seat); err != nil {
			return nil, errors.New(l10n.T("The game in room %s has not ended: there is no rematch to ask for.", e.Room))
		}
	}
	if err := seat.Rematch(); err != nil {
		return nil, err
	}
	for {
		if r := seat.Refused(); len(r) > 0 {
			return nil, errors.New(l10n.T("No rematch: %s", RefusalWords(r[0])))
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
				return nil, errors.New(RematchSay(st, func(i int) string { return nameOf(seat.Seats(), i) }))
			}
			say(l10n.T("%s: waiting for the others", Words(st.Asked, seat.Seat(), func(i int) string { return nameOf(seat.Seats(), i) })))
		}
		if err := waitChange(ctx, seat); err != nil {
			return nil, errors.New(l10n.T("The others did not ask for the rematch in time."))
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

// rematchWait bounds following the rematch to its new room.
const rematchWait = 30 * time.Second

// Rematch is a finished online game's rematch as this screen's person sees it on the
// score sheet: at the end of an online game every person may ask for one; when every
// person still at the table has, the server makes a new room with the same seats and a
// new sealed seed, and each person's screen follows it (Poll gives its seat; package
// scenes opens its table).
type Rematch struct {
	l      *Link
	asked  bool
	done   chan rematchResult
	err    string
	follow bool
}

type rematchResult struct {
	seat *client.Seat
	err  error
}

// NewRematch is the rematch of l's finished game.
func NewRematch(l *Link) *Rematch { return &Rematch{l: l} }

// Ask asks the room for a rematch (once).
func (r *Rematch) Ask() {
	if r.asked {
		return
	}
	r.asked, r.err = true, ""
	if err := r.l.Client().Rematch(); err != nil {
		r.asked, r.err = false, l10n.T("Could not ask for a rematch: %s", Reason(err))
	}
}

// Asked reports that this screen asked.
func (r *Rematch) Asked() bool {
	st, _ := r.l.Client().RematchState()
	return r.asked || slices.Contains(st.Asked, r.l.Client().Seat())
}

// Line says where the rematch stands: who has asked, who left, or why it failed.
func (r *Rematch) Line() string {
	if r.err != "" {
		return r.err
	}
	return RematchLine(r.l.Client(), r.l.name)
}

// Fail says on Line why the rematch could not start: err, its table could not be opened.
func (r *Rematch) Fail(err error) { r.err = l10n.T("The rematch could not start: %s", Reason(err)) }

// Poll keeps the finished table's connection open while the score sheet is up, takes
// the room's refusals, and once every person has asked follows the rematch to its new
// room off the frame loop: the seat in the new room, when it is ready (nil until then,
// or when it failed: Line says why).
func (r *Rematch) Poll() *client.Seat {
	r.l.Touch()
	c := r.l.Client()
	for _, x := range c.Refused() {
		if x.Code == "declined" || x.Code == "not-over" || x.Code == "spectator" {
			r.asked, r.err = false, RefusalWords(x)
		}
	}
	st, ok := c.RematchState()
	if ok && st.Room != "" && st.Token != "" && !r.follow {
		r.follow = true
		r.done = make(chan rematchResult, 1)
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), rematchWait)
			defer cancel()
			seat, err := r.l.Client().FollowRematch(ctx)
			if err == nil {
				err = WaitDeal(ctx, seat)
			}
			r.done <- rematchResult{seat, err}
		}()
	}
	if r.done == nil {
		return nil
	}
	select {
	case res := <-r.done:
		r.done = nil
		if res.err != nil {
			r.err = l10n.T("The rematch could not start: %s", Reason(res.err))
			return nil
		}
		return res.seat
	default:
	}
	return nil
}
