package remote

import (
	"cmp"
	"fmt"
	"math"
	"strconv"

	"parlor/gameplay/match"
	"parlor/internal/words"
	"parlor/online"
	"parlor/online/client"
)

// What the online strip says (the scenes package draws it with ui.Strip) and the
// questions put to the player over the game.

// InvitePrefix starts the strip's invite line.
const InvitePrefix = "Invite: "

// Lines are what the table's online strip says: the room (and while people are
// missing, its invite link), the seed's commitment (the seed itself once the game is
// over), people away, the turn timer, and the connection's state.
func (s *Link) Lines() []string {
	room := s.seat.Room()
	out := []string{"Online · room " + room}
	if free := s.free(); free > 0 {
		out[0] += fmt.Sprintf(" · waiting for %d more", free)
		out = append(out, InvitePrefix+client.InviteLink(s.url, room))
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
			out = append(out, "You are away: "+words.A(in.Level)+" bot plays for you")
		case in.Person && in.StandIn:
			out = append(out, in.Name+" is away: "+words.A(in.Level)+" bot plays")
		}
	}
	for _, in := range s.infos {
		if in.Fast && in.Seat >= 0 && in.Seat < s.setup.Players {
			who := cmp.Or(in.Name, s.name(in.Seat)) + " reacts"
			if in.Seat == s.seat.Seat() {
				who = "You react"
			}
			out = append(out, fmt.Sprintf("%s faster than a person can (under %d ms)", who, match.HumanLineMs))
		}
	}
	if t := s.setup.TimerMs; t > 0 && !s.Revealed() {
		line := "Turn clock " + strconv.Itoa(t/1000) + " s a move"
		if me := s.seat.Seat(); me >= 0 && s.toMove == me {
			left := math.Max(0, float64(t)-(s.now()-s.turnAt))
			line = fmt.Sprintf("Your turn: %.0f s left, then a bot moves for you", math.Ceil(left/1000))
		}
		out = append(out, line)
	}
	if l := s.votes.Line(s.seat, s.name); l != "" {
		out = append(out, l)
	}
	if l := s.votes.ResultLine(s.seat, s.now()); l != "" {
		out = append(out, l)
	}
	if n, ok := s.seat.Next(); ok && s.seat.Seat() < 0 {
		out = append(out, n.Say)
	} else if s.seat.Seat() < 0 {
		out = append(out, "Watching: you see no one's hand")
	}
	if l := RematchLine(s.seat, s.name); l != "" {
		out = append(out, l)
	}
	if s.seat.Seat() >= 0 && s.seat.Token() != "" && !s.Revealed() {
		out = append(out, SeatLinkLine)
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

// SeatLinkLine is the strip's line that copies the seat link (SeatLink).
const SeatLinkLine = "Seat link: play this seat on another device"

// SeatLink is the address that takes this screen's seat on another device: the invite
// link with the seat's token in its fragment (#seat=…), which a browser never sends to
// the page's server ("" for a spectator).
func (s *Link) SeatLink() string {
	if s.seat.Seat() < 0 || s.seat.Token() == "" {
		return ""
	}
	return client.SeatLinkOf(s.url, s.seat.Room(), s.seat.Token())
}

// free counts the people's seats nobody has taken yet.
func (s *Link) free() int {
	n := 0
	for _, in := range s.infos {
		if in.Person && in.Name == "" {
			n++
		}
	}
	return n
}

// Prompt is the question the table puts over the game now: "away" (the turn clock ran
// out and a bot plays this player's seat until they say they are back), "vote" (replace
// a person who missed turns, end the game, or wait), or "" for none.
func (s *Link) Prompt() string {
	me := s.seat.Seat()
	if me < 0 {
		return ""
	}
	if _, over := s.seat.End(); over {
		return ""
	}
	for _, in := range s.infos {
		if in.Seat == me && in.Idle && !in.Replaced && !s.backSent {
			return "away"
		}
	}
	if s.votes.Asked(s.seat) {
		return "vote"
	}
	return ""
}

// Back says the player is back from being away (the away prompt is answered).
func (s *Link) Back() {
	s.seat.Back()
	s.backSent = true
}

// Vote is the room's vote as last told, and Cast casts Choices[i] in it.
func (s *Link) Vote() (online.VoteState, bool) { return s.seat.Vote() }
func (s *Link) Cast(i int)                     { s.votes.Cast(s.seat, i) }

// Invite is the room's invite link.
func (s *Link) Invite() string { return client.InviteLink(s.url, s.seat.Room()) }
