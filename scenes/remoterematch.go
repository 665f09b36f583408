package scenes

import (
	"context"
	"slices"
	"time"

	"parlor/online/client"
	"parlor/scenes/remote"
)

// The rematch (docs/online.md, "Rematch"): at the end of an online game every person
// may ask for one; when every person still at the table has, the server makes a new
// room with the same seats and a new sealed seed, and each person's screen follows it.
// The final score sheet offers Rematch in place of New game (ScoreSheet.Rematch), and
// the table's strip says who has asked.

// rematchWait bounds following the rematch to its new room.
const rematchWait = 30 * time.Second

// Rematch is a finished online game's rematch as this screen's person sees it.
type Rematch struct {
	s      *RemoteSession
	asked  bool
	done   chan rematchResult
	err    string
	follow bool
}

type rematchResult struct {
	seat *client.Seat
	err  error
}

// Rematch is the game's rematch (nil while the game goes on, and for a spectator, who
// has none to ask for).
func (s *RemoteSession) Rematch() *Rematch {
	if _, over := s.Client().End(); !over || s.Client().Seat() < 0 {
		return nil
	}
	if s.rematch == nil {
		s.rematch = &Rematch{s: s}
	}
	return s.rematch
}

// Ask asks the room for a rematch (once).
func (r *Rematch) Ask() {
	if r.asked {
		return
	}
	r.asked, r.err = true, ""
	if err := r.s.Client().Rematch(); err != nil {
		r.asked, r.err = false, "Could not ask for a rematch: "+err.Error()
	}
}

// Asked reports that this screen asked.
func (r *Rematch) Asked() bool {
	st, _ := r.s.Client().RematchState()
	return r.asked || slices.Contains(st.Asked, r.s.Client().Seat())
}

// Line says where the rematch stands: who has asked, who left, or why it failed.
func (r *Rematch) Line() string {
	if r.err != "" {
		return r.err
	}
	return remote.RematchLine(r.s.Client(), r.s.tableName)
}

// Poll keeps the finished table's connection open while the score sheet is up, takes
// the room's refusals, and once every person has asked follows the rematch to its new
// room off the frame loop: the new table, when it is ready (nil until then).
func (r *Rematch) Poll() Scene {
	r.s.Touch()
	for _, x := range r.s.Client().Refused() {
		if x.Code == "declined" || x.Code == "not-over" || x.Code == "spectator" {
			r.asked, r.err = false, Sentence(x.Msg)
		}
	}
	st, ok := r.s.Client().RematchState()
	if ok && st.Room != "" && st.Token != "" && !r.follow {
		r.follow = true
		r.done = make(chan rematchResult, 1)
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), rematchWait)
			defer cancel()
			seat, err := r.s.Client().FollowRematch(ctx)
			if err == nil {
				err = remote.WaitDeal(ctx, seat)
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
			r.err = "The rematch could not start: " + remote.Reason(res.err)
			return nil
		}
		t, err := RemoteTable(res.seat, r.s.URL())
		if err != nil {
			res.seat.Close()
			r.err = "The rematch could not start: " + err.Error()
			return nil
		}
		r.s.Close()
		return t
	default:
	}
	return nil
}
