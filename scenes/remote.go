package scenes

import (
	"cmp"
	"fmt"
	"strconv"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/remote"
	"parlor/scenes/roomview"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// RemoteSession is a Session on a room of parlor-server: the one seat this screen plays
// there (or none: a spectator watching the public view), through a client.Seat. The
// server holds the state and plays the bots; this side only sends the person's moves and
// takes the updates. A move is sent at once and the table goes on animating meanwhile;
// its events come with the server's next update (a refusal comes back as a toast and
// nothing changed). Stamped moves in a reaction window carry the reaction time measured
// on this screen: from the frame the window's update appeared to the press.
//
// The link to the room (the seat's handle, reconnecting, the strip's words, the votes,
// what is kept) is remote.Link's; this side keeps the table's seat names and seed
// up to date and draws the strip and the prompts.
type RemoteSession struct {
	*remote.Link
	// table is the Shell's Setup: its seat names are kept up to date with who sits
	// where (a person away is marked while a bot plays for them), and its seed is the
	// revealed one once the game is over.
	table *Setup
	// view is the online strip, with its copy lines (the invite and seat links) as
	// last drawn, and the prompts (roomview).
	view roomview.View
	// cameBack: the table opened on the game as it stood (its events not dealt again), so
	// a game already over shows its final scores (scoresShown, once) rather than a
	// table whose end was never animated.
	cameBack, scoresShown bool
	rematch               *Rematch
}

// RemoteOf is the online session the table scene sc plays through (nil for a table
// played here, or any other scene): for tests and tools that look at the connection
// (the client seat, the online strip's lines). It gives no match: the server holds it.
func RemoteOf(sc Scene) *RemoteSession {
	if sh := ShellOf(sc); sh != nil {
		r, _ := sh.sess.(*RemoteSession)
		return r
	}
	return nil
}

func (s *RemoteSession) clock(now func() float64) { s.SetClock(now) }

// Pump takes what the server sent (remote.Link.Pump): the seat names follow who sits
// where, and the table's seed is the one revealed at the game's end. The error is a
// refusal of this screen's move, in the server's words.
func (s *RemoteSession) Pump(bool, float64, int) error {
	err := s.Link.Pump(s.seats)
	if e, ok := s.Client().End(); ok && s.table.Seed == 0 {
		s.table.Seed = e.Seed
	}
	return err
}

// seats renames the table's seats after who sits where.
func (s *RemoteSession) seats(infos []online.SeatInfo) {
	me := s.Client().Seat()
	for _, in := range infos {
		if in.Seat < 0 || in.Seat >= len(s.table.Seats) {
			continue
		}
		n := &s.table.Seats[in.Seat]
		n.Human, n.Level = in.Person, in.Level
		switch {
		case in.Seat == me:
			n.Name = "You"
		case !in.Person:
			n.Name = cmp.Or(in.Name, online.BotName(in.Seat))
		case in.Name == "":
			n.Name = FreeSeat
		case in.StandIn || in.Replaced:
			n.Name = in.Name + " (bot)"
		default:
			n.Name = in.Name
		}
	}
}

// FreeSeat names a person's seat nobody has taken yet, on the table and in its
// banners alike.
const FreeSeat = "Free seat"

// RemoteTable is the table of the game seat's room plays, played through seat (a
// person's seat, or a spectator's place shown from seat 0) in a room joined at url.
func RemoteTable(seat *client.Seat, url string) (Scene, error) {
	st := seat.Setup()
	info, ok := Lookup(st.Game)
	if !ok || info.Table == nil {
		return nil, fmt.Errorf("this build has no table for %q", st.Game)
	}
	sess := &RemoteSession{Link: remote.NewLink(seat, url, info.Predict)}
	sess.SetNames(sess.tableName)
	s := Setup{Config: st.Config, Seats: make([]SeatSetup, st.Players)}
	t, err := OpenTable(info, s, sess)
	if err == nil && seat.Latest() > 1 {
		// A table come back to (a restart, a reload, a spectator arriving late): the
		// game so far is shown as it stands, not dealt again move by move.
		sh := t.shellOf()
		sh.SetViewer(sh.viewer)
		sess.cameBack = true
	}
	return t, err
}

// keepUp writes the seat held to seats.json when it changes and, once the game has
// ended, keeps it in the history (remote.Keeper). Problems are said through say, once.
func (s *RemoteSession) keepUp(st saves.Store, say func(string)) { s.Keep(st, say) }

// overOnReturn reports (once) that the table, opened on the game as it stood, finds
// the game over: its final scores (and the rematch) are what the player came back to.
func (s *RemoteSession) overOnReturn() bool {
	if !s.cameBack || s.scoresShown {
		return false
	}
	if _, over := s.Client().End(); !over {
		return false
	}
	s.scoresShown = true
	return true
}

// tableName is seat's name as the table shows it, in the language on (ui.ShownName).
func (s *RemoteSession) tableName(seat int) string {
	if s.table != nil && seat >= 0 && seat < len(s.table.Seats) {
		return ui.ShownName(s.table.Seats[seat].Name)
	}
	return ui.ShownName("Seat " + strconv.Itoa(seat+1))
}

// StripRect is where the online strip is drawn on c (roomview): a table keeps what must
// be seen clear of it.
func (s *RemoteSession) StripRect(c *ui.Canvas) geom.Rect { return s.view.StripRect(c, s.Link) }

// CopyAt is the link a click at x, y on the strip as last drawn copies ("" for none).
func (s *RemoteSession) CopyAt(x, y float64) string { return s.view.CopyAt(x, y) }

// InviteLine is where the strip's invite line was last drawn (empty when it is not
// shown or the link cannot be copied here).
func (s *RemoteSession) InviteLine() geom.Rect { return s.view.InviteLine(s.Link) }

// stripToggled opens or folds a phone's strip on this tick's press on it (outside its
// copy lines), reporting whether it did (ui.Strip.Toggle).
func (s *Shell) stripToggled(in *ui.Input) bool {
	r, ok := s.sess.(*RemoteSession)
	return ok && s.app != nil && r.view.Toggle(s.app.Measure(), r.Link, in.X, in.Y)
}
