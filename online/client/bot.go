package client

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
)

// Bot plays a seat with a bot over the network until the game ends: on its turn it
// decides from the seat's view, exactly as match.Driver asks a local bot (once per new
// position where the seat is to move); in a lockstep room it answers each plan? with its
// planned stamped move; in a real-clock reaction window it plans from each new window
// version, waits its reaction time and sends the move with that reaction time, dropping a
// plan whose window version changed first (as match.Planner does). Think, when positive,
// is a pause before each turn move, drawn uniformly from Think-Spread..Think+Spread (load
// tests use it to pace clients like people, who do not all move at once).
type Bot struct {
	Seat   *Seat
	Bot    match.Bot
	Think  time.Duration
	Spread time.Duration
	// OnSend, when set, is called for each turn move sent: its ID, the update it was
	// decided on, and the time just before it was sent.
	OnSend func(id int64, m match.Move, base int, at time.Time)

	planned struct { // the last lockstep plan given
		window [2]int
		move   string
		has    bool
	}
}

// Run plays until the game ends (nil), ctx ends, the connection drops or the server
// refuses one of the bot's turn moves (an error naming it; a reaction that arrives after
// its window version moved on may be refused, as a person's late press would be).
func (b *Bot) Run(ctx context.Context) error {
	s := b.Seat
	decided := -1
	var planned [2]int
	var timer *time.Timer
	var due <-chan time.Time
	var dueMove match.Move
	dueReact, dueBase := 0, 0
	var dueFrom time.Time
	reactions := map[int64]bool{} // IDs of reaction-window moves: racing, a refusal is no bug
	waiting := ""                 // the seats when the game had not started
	// The last turn move decided and the update it was decided on: after the seat came
	// back (the move may have been lost with the connection) it is sent again as it was,
	// so a bot decides once per position, as it would locally.
	var last match.Move
	lastN, resumes := -1, s.Resumes()
	var lastID int64 // the last turn move sent
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	for {
		if e, ok := s.End(); ok {
			_ = e
			return nil
		}
		for _, r := range s.Refused() {
			if r.Code == "reconnecting" {
				continue // decided again once the seat is back
			}
			if r.Code == "storage-full" {
				continue // the server holds the game until it can save it again
			}
			if r.Code == "stale" || r.Code == "time-order" {
				decided = -1 // decide again on the newest update
				continue
			}
			if r.Code == "not-started" {
				decided, waiting = -1, fmt.Sprint(s.Seats()) // again once someone else joins
				continue
			}
			if reactions[r.ID] {
				continue // the window moved on before the reaction arrived
			}
			if r.ID != 0 && r.ID == lastID && s.Latest() > lastN {
				// The table moved on (a reaction window's race) while the move was on its way:
				// decide again on the table as it is now.
				decided = -1
				continue
			}
			return fmt.Errorf("seat %d: %v", s.Seat(), r)
		}
		if err := s.Err(); err != nil {
			return err
		}
		s.mu.Lock()
		n, toMove, seat, pq, win := s.n, s.toMove, s.seat, s.planQ, s.window
		resend := false
		if s.resumes != resumes {
			resumes = s.resumes
			if decided == n {
				decided, resend = -1, true
			}
		}
		var view match.View
		if toMove == seat || (win[0] > 0 && [2]int{win[0], win[1]} != planned) {
			view = s.viewLocked() // decoded only when the bot has something to decide
		}
		s.planQ = nil
		s.mu.Unlock()
		if pq != nil {
			if err := b.answerPlan(pq); err != nil {
				return err
			}
		}
		if waiting != "" && fmt.Sprint(s.Seats()) != waiting {
			waiting = ""
		}
		if view != nil && toMove == seat && decided != n && waiting == "" {
			decided = n
			mv := last
			if !resend || lastN != n {
				if d := b.Think + time.Duration((rand.Float64()*2-1)*float64(b.Spread)); d > 0 {
					select {
					case <-time.After(d):
					case <-ctx.Done():
						return ctx.Err()
					}
				}
				mv = match.Choose(b.Bot, view)
				last, lastN = mv, n
			}
			at := time.Now()
			id, err := s.submit(mv, -1, n)
			if err != nil {
				return err
			}
			lastID = id
			if b.OnSend != nil && id != 0 {
				b.OnSend(id, mv, n, at)
			}
		}
		if r, ok := b.Bot.(match.Reactor); ok && view != nil && s.setup.Clock != "lockstep" && win[0] > 0 && [2]int{win[0], win[1]} != planned {
			planned = [2]int{win[0], win[1]}
			if timer != nil {
				timer.Stop()
				due = nil
			}
			if mv, ok := r.React(view); ok {
				dueReact = max(0, stampOf(mv)-win[2])
				dueMove = mv
				dueFrom, _ = s.Appeared(n)
				dueBase = n
				timer = time.NewTimer(time.Until(dueFrom.Add(time.Duration(dueReact) * time.Millisecond)))
				due = timer.C
			}
		}
		select {
		case <-s.Changed():
		case <-due:
			due = nil
			// The reaction time claimed is what passed since the update appeared: the plan's,
			// or more when the timer fired late.
			react := max(dueReact, int(time.Since(dueFrom).Milliseconds()))
			id, err := s.submit(dueMove, react, dueBase)
			if err != nil {
				return err
			}
			reactions[id] = true
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// answerPlan answers a lockstep plan? with the bot's plan for that view (asked again for
// the same window version, by a node that took the room over, the same plan).
func (b *Bot) answerPlan(pq *online.ServerMsg) error {
	s := b.Seat
	s.mu.Lock()
	codec, c := s.codec, s.conn
	s.ids++
	id := s.ids
	s.mu.Unlock()
	msg := online.ClientMsg{Type: online.TPlan, ID: id, Window: pq.Window, Version: pq.Version}
	if b.planned.has && b.planned.window == [2]int{pq.Window, pq.Version} {
		msg.Move = b.planned.move
	} else if r, ok := b.Bot.(match.Reactor); ok {
		v, err := codec.DecodeView(pq.View)
		if err != nil {
			return err
		}
		if mv, ok := r.React(v); ok {
			msg.Move = mv.String()
		}
		b.planned.window, b.planned.move, b.planned.has = [2]int{pq.Window, pq.Version}, msg.Move, true
	}
	if err := c.send(msg); err != nil && !s.autoReconnect() {
		return err
	}
	return nil
}

func stampOf(m match.Move) int {
	if s, ok := m.(interface{ Stamp() int }); ok {
		return s.Stamp()
	}
	return 0
}
