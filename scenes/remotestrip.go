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

// copyHint ends a line whose link a click copies (where this build can copy).
const copyHint = " · click to copy"

// stripRow is one row of the online strip as drawn: a line of Lines, or part of one.
type stripRow struct {
	text  string
	first bool   // of the first line
	copy  string // the link a click on the row copies ("" for none)
}

// copyOf is the link a click on strip line l copies ("" for none), and the line as
// shown: with the copy hint, or where nothing can be copied, a seat link in full.
func (s *RemoteSession) copyOf(l string) (string, string) {
	can := device.CanCopy()
	switch {
	case strings.HasPrefix(l, invitePrefix) && can:
		return s.Invite(), l + copyHint
	case l == seatLinkLine && can:
		return s.SeatLink(), l + copyHint
	case l == seatLinkLine:
		return "", "Seat link for another device: " + s.SeatLink()
	}
	return "", l
}

// strip lays the online strip out at the table's left, above the viewer's plate: its
// rows (Lines wrapped to at most half the screen; on a phone, the screen's width) and
// its box.
func (s *RemoteSession) strip(c *ui.Canvas) ([]stripRow, geom.Rect) {
	maxW := c.W/2 - 30
	if c.W < 700 {
		maxW = c.W - 36
	}
	var rows []stripRow
	w := 0.0
	for i, l := range s.Lines() {
		link, l := s.copyOf(l)
		for _, r := range strings.Split(c.Wrap(l, 14, maxW-20, i == 0), "\n") {
			rows = append(rows, stripRow{r, i == 0, link})
			w = math.Max(w, c.TextWidth(r, 14, i == 0))
		}
	}
	h := 20*float64(len(rows)) + 8
	return rows, geom.Rect{X: 18, Y: c.H - 160 - h, W: math.Min(w+20, maxW), H: h}
}

// StripRect is where the online strip is drawn on c: a table keeps what must be seen
// clear of it.
func (s *RemoteSession) StripRect(c *ui.Canvas) geom.Rect {
	_, r := s.strip(c)
	return r
}

// copyArea is a strip line a click copies: where it was drawn and its link.
type copyArea struct {
	at   geom.Rect
	link string
}

// drawOnline draws the online strip (see strip). Where a link can be copied
// (device.CanCopy), its line says so and its place is kept for the click (CopyAt).
func (s *RemoteSession) drawOnline(c *ui.Canvas) {
	rows, box := s.strip(c)
	c.RoundRect(box.X, box.Y, box.W, box.H, 8, ui.BannerFill)
	s.copyAt = s.copyAt[:0]
	for k, r := range rows {
		clr := ui.InkDim
		ry := box.Y + 4 + 20*float64(k)
		switch {
		case r.first:
			clr = ui.Gold
		case r.copy != "":
			clr = ui.Ink
			if n := len(s.copyAt); n > 0 && s.copyAt[n-1].link == r.copy {
				s.copyAt[n-1].at.H += 20
			} else {
				s.copyAt = append(s.copyAt, copyArea{geom.Rect{X: box.X, Y: ry, W: box.W, H: 20}, r.copy})
			}
		}
		c.Text(r.text, box.X+10, ry+10, 14, r.first, ui.Left, clr)
	}
}

// CopyAt is the link a click at x, y on the strip as last drawn copies ("" for none).
func (s *RemoteSession) CopyAt(x, y float64) string {
	for _, a := range s.copyAt {
		if a.at.Contains(x, y) {
			return a.link
		}
	}
	return ""
}

// InviteLine is where the strip's invite line was last drawn (empty when it is not
// shown or the link cannot be copied here).
func (s *RemoteSession) InviteLine() geom.Rect {
	for _, a := range s.copyAt {
		if a.link == s.Invite() {
			return a.at
		}
	}
	return geom.Rect{}
}

// Invite is the room's invite link.
func (s *RemoteSession) Invite() string { return client.InviteLink(s.url, s.seat.Room()) }
