package remote

import (
	"cmp"
	"math"
	"strconv"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
)

// What the online strip says (the scenes package draws it with ui.Strip) and the
// questions put to the player over the game.

// InvitePrefix starts the strip's invite line, in the language on.
func InvitePrefix() string { return l10n.T("Invite: ") }

// OnlineTitle is the start of the strip's title, in the language on ("Online · room …"),
// which a phone's folded strip leaves out.
func OnlineTitle() string { return l10n.T("Online") + " · " }

// Lines are what the table's online strip says: the room (and while people are
// missing, its invite link), the seed's commitment (the seed itself once the game is
// over), people away, the turn timer, and the connection's state.
func (s *Link) Lines() []string {
	room := s.seat.Room()
	out := []string{OnlineTitle() + l10n.T("room %s", room)}
	if free := s.free(); free > 0 {
		out[0] += " · " + l10n.T("waiting for %s more", l10n.Int(free))
		out = append(out, InvitePrefix()+client.InviteLink(s.url, room))
	}
	if e, ok := s.seat.End(); ok {
		line := l10n.T("Seed %s does NOT match the sealed SHA-256", strconv.FormatUint(e.Seed, 10))
		if e.Verified {
			line = l10n.T("Seed %s matches the sealed SHA-256", strconv.FormatUint(e.Seed, 10))
		}
		out = append(out, line)
	} else if c := s.seat.Commitment(); len(c) >= 16 {
		out = append(out, l10n.T("Deal sealed: SHA-256 %s", c[:8]+"…"+c[len(c)-8:]))
	}
	for _, in := range s.infos {
		switch {
		case in.Person && in.StandIn && in.Seat == s.seat.Seat():
			out = append(out, youAway(in.Level))
		case in.Person && in.StandIn:
			out = append(out, away(in.Name, in.Level))
		}
	}
	for _, in := range s.infos {
		if in.Fast && in.Seat >= 0 && in.Seat < s.setup.Players {
			ms := l10n.Int(match.HumanLineMs)
			if in.Seat == s.seat.Seat() {
				out = append(out, l10n.T("You react faster than a person can (under %s ms)", ms))
			} else {
				out = append(out, l10n.T("%s reacts faster than a person can (under %s ms)", cmp.Or(in.Name, s.name(in.Seat)), ms))
			}
		}
	}
	if t := s.setup.TimerMs; t > 0 && !s.Revealed() {
		line := l10n.T("Turn clock %s s a move", l10n.Int(t/1000))
		if me := s.seat.Seat(); me >= 0 && s.toMove == me {
			left := math.Max(0, float64(t)-(s.now()-s.turnAt))
			line = l10n.T("Your turn: %s s left, then a bot moves for you", l10n.Int(int(math.Ceil(left/1000))))
		}
		out = append(out, line)
	}
	if l := s.votes.Line(s.seat, s.name); l != "" {
		out = append(out, l)
	}
	if l := s.votes.ResultLine(s.seat, s.now(), s.name); l != "" {
		out = append(out, l)
	}
	if n, ok := s.seat.Next(); ok && s.seat.Seat() < 0 {
		out = append(out, NextWords(n))
	} else if s.seat.Seat() < 0 {
		out = append(out, l10n.T("Watching: you see no one's hand"))
	}
	if l := RematchLine(s.seat, s.name); l != "" {
		out = append(out, l)
	}
	if s.seat.Seat() >= 0 && s.seat.Token() != "" && !s.Revealed() {
		out = append(out, SeatLinkLine())
	}
	s.mu.Lock()
	switch {
	case s.resumeErr != nil:
		out = append(out, l10n.T("Connection lost: %s", Reason(s.resumeErr)))
	case s.resuming:
		out = append(out, l10n.T("Reconnecting…"))
	}
	s.mu.Unlock()
	if s.hand.Pending != 0 && s.hand.Pending == s.seat.Latest() {
		out = append(out, l10n.T("Sending your move…"))
	}
	return out
}

// youAway says that a bot of level plays for this screen's player while they are away.
func youAway(level string) string {
	switch level {
	case "easy":
		return l10n.T("You are away: an easy bot plays for you")
	case "normal":
		return l10n.T("You are away: a normal bot plays for you")
	case "hard":
		return l10n.T("You are away: a hard bot plays for you")
	}
	return l10n.T("You are away: a bot plays for you")
}

// away says that a bot of level plays for name while they are away.
func away(name, level string) string {
	switch level {
	case "easy":
		return l10n.T("%s is away: an easy bot plays", name)
	case "normal":
		return l10n.T("%s is away: a normal bot plays", name)
	case "hard":
		return l10n.T("%s is away: a hard bot plays", name)
	}
	return l10n.T("%s is away: a bot plays", name)
}

// SeatLinkLine is the strip's line that copies the seat link (SeatLink), in the
// language on.
func SeatLinkLine() string { return l10n.T("Seat link: play this seat on another device") }

// NextWords says what comes of a spectator's ask for a bot's seat (online.NextSeat):
// whose seat they take at the next round, or why none.
func NextWords(n online.NextSeat) string {
	switch {
	case n.Cancelled && n.Seat < 0:
		return l10n.T("Every bot's seat here is taken: you are watching")
	case n.Cancelled:
		return l10n.T("The game ended before the next round: ask for quick play again")
	}
	return l10n.T("You take %s's seat at the next round", n.Name)
}

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
