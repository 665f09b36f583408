package remote

import (
	"strconv"
	"time"

	"parlor/gameplay/games"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
)

// What an online table keeps (issue 24): its seat's token, as soon as the welcome gives
// it (seats.json), so that a restart or a reload takes the seat back; and at the end the
// game itself, from the record the server revealed, checked against the commitment
// made at the start, in the history with the room and everyone's names.

// Keeper is what an online table has kept on this device: the seat last written to
// seats.json and whether the finished game is in the history.
type Keeper struct {
	key  string // room, seat, token, over as last written
	kept bool
}

// Keep writes the seat held through seat (a room on the server at url, playing game) when it
// changes (a seat taken, a spectator seated at a round start, a rematch's new room)
// and, once the game has ended, keeps it in the history, with the names of infos (who
// sits where, as last told), and marks the seat finished (kept for a rematch).
// Problems are said through say, once. A nil st keeps nothing.
func (k *Keeper) Keep(st saves.Store, seat *client.Seat, url, game string, infos []online.SeatInfo, say func(string)) {
	if st == nil {
		return
	}
	me, room, token := seat.Seat(), seat.Room(), seat.Token()
	e, over := seat.End()
	if me < 0 || token == "" {
		return
	}
	key := room + "/" + strconv.Itoa(me) + "/" + token + "/" + strconv.FormatBool(over)
	if key != k.key {
		k.key = key
		err := saves.KeepSeat(st, saves.Seat{Server: url, Room: room, Seat: me, Token: token, Game: game, Over: over}, time.Now())
		if err != nil {
			say(l10n.T("Your seat could not be kept for coming back: %s", err.Error()))
		}
	}
	if !over || k.kept {
		return
	}
	k.kept = true
	switch {
	case !e.Verified:
		say(l10n.T("The seed revealed at the end does not open the commitment sealed at the start: this game is not kept in your history."))
		return
	case e.Record == nil:
		say(l10n.T("The server sent no record of the game: it is not kept in your history."))
		return
	}
	m, err := games.Load(e.Record)
	if err != nil {
		say(l10n.T("The server's record of the game does not replay (%s): it is not kept in your history.", err.Error()))
		return
	}
	o := saves.Online{Room: room, You: me, Names: names(m.Players(), seat.Seats(), infos)}
	if _, err := saves.AddOnline(st, m, o, time.Now()); err != nil {
		say(l10n.T("The game could not be kept in the history: %s", err.Error()))
	}
}

// names are the seats' names for the history: the people's as the server gave them
// (now: seated; this screen's own too), the bots' names (infos as last told, for who
// is a person), "Player N" for a seat nobody named.
func names(players int, seated, infos []online.SeatInfo) []string {
	out := make([]string, players)
	for i := range out {
		out[i] = "Player " + strconv.Itoa(i+1)
		if !personAt(infos, i) {
			out[i] = online.BotName(i)
		}
	}
	for _, in := range seated {
		if in.Seat >= 0 && in.Seat < players && in.Name != "" {
			if n := prefs.CleanName(in.Name); n != "" {
				out[in.Seat] = n
			}
		}
	}
	return out
}

// personAt reports whether seat i is a person's in infos (a seat not told of is).
func personAt(infos []online.SeatInfo, i int) bool {
	for _, in := range infos {
		if in.Seat == i {
			return in.Person
		}
	}
	return true
}

// Kept reports that the finished game has gone into the history.
func (k *Keeper) Kept() bool { return k.kept }
