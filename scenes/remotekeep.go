package scenes

import (
	"strconv"
	"time"

	"parlor/gameplay/games"
	"parlor/online"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
)

// What an online table keeps (issue 24): its seat's token, as soon as the welcome gives
// it (seats.json), so that a restart or a reload takes the seat back; and at the end the
// game itself, from the record the server revealed, checked against the commitment
// made at the start, in the history with the room and everyone's names.

// keepUp writes the seat held when it changes (a seat taken, a spectator seated at a
// round start, a rematch's new room) and, once the game has ended, keeps it in the
// history and marks the seat finished (kept for a rematch). Problems are said through
// say, once.
func (s *RemoteSession) keepUp(st saves.Store, say func(string)) {
	if st == nil {
		return
	}
	seat, room, token := s.seat.Seat(), s.seat.Room(), s.seat.Token()
	e, over := s.seat.End()
	if seat < 0 || token == "" {
		return
	}
	key := room + "/" + strconv.Itoa(seat) + "/" + token + "/" + strconv.FormatBool(over)
	if key != s.keptKey {
		s.keptKey = key
		err := saves.KeepSeat(st, saves.Seat{Server: s.url, Room: room, Seat: seat, Token: token, Game: s.setup.Game, Over: over}, time.Now())
		if err != nil {
			say("Your seat could not be kept for coming back: " + err.Error())
		}
	}
	if !over || s.keptGame {
		return
	}
	s.keptGame = true
	switch {
	case !e.Verified:
		say("The seed revealed at the end does not open the commitment sealed at the start: this game is not kept in your history.")
		return
	case e.Record == nil:
		say("The server sent no record of the game: it is not kept in your history.")
		return
	}
	m, err := games.Load(e.Record)
	if err != nil {
		say("The server's record of the game does not replay (" + err.Error() + "): it is not kept in your history.")
		return
	}
	o := saves.Online{Room: room, You: seat, Names: s.names(m.Players())}
	if _, err := saves.AddOnline(st, m, o, time.Now()); err != nil {
		say("The game could not be kept in the history: " + err.Error())
	}
}

// names are the seats' names for the history: the people's as the server gave them
// (this screen's own too), the bots' names, "Player N" for a seat nobody named.
func (s *RemoteSession) names(players int) []string {
	out := make([]string, players)
	for i := range out {
		out[i] = "Player " + strconv.Itoa(i+1)
		if !s.personAt(i) {
			out[i] = online.BotName(i)
		}
	}
	for _, in := range s.seat.Seats() {
		if in.Seat >= 0 && in.Seat < players && in.Name != "" {
			if n := prefs.CleanName(in.Name); n != "" {
				out[in.Seat] = n
			}
		}
	}
	return out
}

// personAt reports whether seat i is a person's, as last told.
func (s *RemoteSession) personAt(i int) bool {
	for _, in := range s.infos {
		if in.Seat == i {
			return in.Person
		}
	}
	return true
}

// Kept reports that the finished game has gone into the history.
func (s *RemoteSession) Kept() bool { return s.keptGame }
