package scenes

import (
	"cmp"
	"fmt"
	"math"
	"parlor/online/client"
	"strconv"
	"strings"

	"parlor/gameplay/match"
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
		switch {
		case in.Person && in.StandIn && in.Seat == s.seat.Seat():
			out = append(out, "You are away: a "+in.Level+" bot plays for you")
		case in.Person && in.StandIn:
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
	if t := s.setup.TimerMs; t > 0 && !s.revealed() {
		line := "Turn clock " + strconv.Itoa(t/1000) + " s a move"
		if me := s.seat.Seat(); me >= 0 && s.toMove == me {
			left := math.Max(0, float64(t)-(s.now()-s.turnAt))
			line = fmt.Sprintf("Your turn: %.0f s left, then a bot moves for you", math.Ceil(left/1000))
		}
		out = append(out, line)
	}
	if l := s.voteLine(); l != "" {
		out = append(out, l)
	}
	if l := s.voteResultLine(); l != "" {
		out = append(out, l)
	}
	if n, ok := s.seat.Next(); ok && s.seat.Seat() < 0 {
		out = append(out, n.Say)
	} else if s.seat.Seat() < 0 {
		out = append(out, "Watching: you see no one's hand")
	}
	if l := s.rematchLine(); l != "" {
		out = append(out, l)
	}
	if s.seat.Seat() >= 0 && s.seat.Token() != "" && !s.revealed() {
		out = append(out, seatLinkLine)
	}
	s.mu.Lock()
	switch {
	case s.resumeErr != nil:
		out = append(out, "Connection lost: "+s.resumeErr.Error())
	case s.resuming:
		out = append(out, "Reconnecting…")
	}
	s.mu.Unlock()
	if s.hand.Pending != 0 && s.hand.Pending == s.seat.Latest() {
		out = append(out, "Sending your move…")
	}
	return out
}

// seatLinkLine is the strip's line that copies the seat link (SeatLink).
const seatLinkLine = "Seat link: play this seat on another device"

// SeatLink is the address that takes this screen's seat on another device: the invite
// link with the seat's token in its fragment (#seat=…), which a browser never sends to
// the page's server ("" for a spectator).
func (s *RemoteSession) SeatLink() string {
	if s.seat.Seat() < 0 || s.seat.Token() == "" {
		return ""
	}
	return client.SeatLinkOf(s.url, s.seat.Room(), s.seat.Token())
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

// stripLines are Lines as the strip shows them: a line whose link a click copies (where
// this build can copy) says so; where nothing can be copied, a seat link is shown in
// full.
func (s *RemoteSession) stripLines() []ui.StripLine {
	lines := s.Lines()
	out := make([]ui.StripLine, len(lines))
	can := device.CanCopy()
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, invitePrefix) && can:
			out[i] = ui.StripLine{Text: l + ui.StripCopyHint, Copy: s.Invite()}
		case l == seatLinkLine && can:
			out[i] = ui.StripLine{Text: l + ui.StripCopyHint, Copy: s.SeatLink()}
		case l == seatLinkLine:
			out[i] = ui.StripLine{Text: "Seat link for another device: " + s.SeatLink()}
		default:
			out[i] = ui.StripLine{Text: l}
		}
	}
	return out
}

// StripRect is where the online strip is drawn on c: a table keeps what must be seen
// clear of it.
func (s *RemoteSession) StripRect(c *ui.Canvas) geom.Rect {
	s.strip.Lines = s.stripLines()
	return s.strip.Rect(c)
}

// drawOnline draws the online strip (ui.Strip). Where a link can be copied
// (device.CanCopy), its line says so and its place is kept for the click (CopyAt).
func (s *RemoteSession) drawOnline(c *ui.Canvas) {
	s.strip.Lines = s.stripLines()
	s.strip.Draw(c)
}

// CopyAt is the link a click at x, y on the strip as last drawn copies ("" for none).
func (s *RemoteSession) CopyAt(x, y float64) string { return s.strip.CopyAt(x, y) }

// InviteLine is where the strip's invite line was last drawn (empty when it is not
// shown or the link cannot be copied here).
func (s *RemoteSession) InviteLine() geom.Rect { return s.strip.LineOf(s.Invite()) }

// Invite is the room's invite link.
func (s *RemoteSession) Invite() string { return client.InviteLink(s.url, s.seat.Room()) }
