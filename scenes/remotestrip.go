package scenes

import (
	"cmp"
	"fmt"
	"math"
	"strconv"
	"strings"

	"parlor/gameplay/match"
	"parlor/online/client"
	"parlor/scenes/device"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The online strip: what a table played through a RemoteSession says about the room.

// invitePrefix starts the strip's invite line.
const invitePrefix = "Invite: "

// Lines are what the table's online strip says: the room (and while people are
// missing, its invite link), the seed's commitment (the seed itself once the game is
// over), people away, the turn timer, and the connection's state.
func (s *RemoteSession) Lines() []string {
	room := s.seat.Room()
	out := []string{"Online · room " + room}
	if free := s.free(); free > 0 {
		out[0] += fmt.Sprintf(" · waiting for %d more", free)
		out = append(out, invitePrefix+client.InviteLink(s.url, room))
	}
	if e, ok := s.seat.End(); ok {
		ok := "does NOT match"
		if e.Verified {
			ok = "matches"
		}
		out = append(out, fmt.Sprintf("Seed %d %s the sealed SHA-256", e.Seed, ok))
	} else if c := s.seat.Commitment(); len(c) >= 16 {
		out = append(out, "Deal sealed: SHA-256 "+c[:8]+"…"+c[len(c)-8:])
	}
	for _, in := range s.infos {
		if in.Person && in.StandIn {
			out = append(out, in.Name+" is away: a "+in.Level+" bot plays")
		}
	}
	for _, in := range s.infos {
		if in.Fast && in.Seat >= 0 && in.Seat < len(s.table.Seats) {
			who := cmp.Or(in.Name, s.table.Seats[in.Seat].Name) + " reacts"
			if in.Seat == s.seat.Seat() {
				who = "You react"
			}
			out = append(out, fmt.Sprintf("%s faster than a person can (under %d ms)", who, match.HumanLineMs))
		}
	}
	if t := s.setup.TimerMs; t > 0 {
		line := "Turn timer " + strconv.Itoa(t/1000) + " s"
		if me := s.seat.Seat(); me >= 0 && s.toMove == me {
			left := math.Max(0, float64(t)-(s.now()-s.turnAt))
			line = fmt.Sprintf("Your turn: %.0f s left", math.Ceil(left/1000))
		}
		out = append(out, line)
	}
	if s.seat.Seat() < 0 {
		out = append(out, "Watching: you see no one's hand")
	}
	s.mu.Lock()
	switch {
	case s.resumeErr != nil:
		out = append(out, "Connection lost: "+s.resumeErr.Error())
	case s.resuming:
		out = append(out, "Reconnecting…")
	}
	s.mu.Unlock()
	if s.hand.pending != 0 && s.hand.pending == s.seat.Latest() {
		out = append(out, "Sending your move…")
	}
	return out
}

// free counts the people's seats nobody has taken yet.
func (s *RemoteSession) free() int {
	n := 0
	for _, in := range s.infos {
		if in.Person && in.Name == "" {
			n++
		}
	}
	return n
}

// strip lays the online strip (ui.Strip) out from Lines; where the link can be copied
// (device.CanCopy), the invite line says so.
func (s *RemoteSession) strip(c *ui.Canvas) ([]ui.StripRow, geom.Rect) {
	return ui.Strip(c, s.Lines(), func(l string) bool { return device.CanCopy && strings.HasPrefix(l, invitePrefix) })
}

// StripRect is where the online strip is drawn on c: a table keeps what must be seen
// clear of it.
func (s *RemoteSession) StripRect(c *ui.Canvas) geom.Rect {
	_, r := s.strip(c)
	return r
}

// drawOnline draws the online strip, keeping the invite line's place for the click
// that copies it (InviteLine).
func (s *RemoteSession) drawOnline(c *ui.Canvas) {
	rows, box := s.strip(c)
	s.inviteAt = ui.DrawStrip(c, rows, box)
}

// InviteLine is where the strip's invite line was last drawn (empty when it is not
// shown or the link cannot be copied here); Invite is the link it shows.
func (s *RemoteSession) InviteLine() geom.Rect { return s.inviteAt }

// Invite is the room's invite link.
func (s *RemoteSession) Invite() string { return client.InviteLink(s.url, s.seat.Room()) }
