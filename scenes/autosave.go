package scenes

import (
	"fmt"
	"slices"
	"time"

	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
)

// autosaver is a local session's part in keeping the game in progress
// (saves.AutosaveName): what was last written, and the problem last reported.
type autosaver struct {
	moves, undos int  // the log length and undo count last written
	checked      bool // the saved game found at the start was looked at
	over         bool // the game's end has cleared the saved game
	failed       string
	// kept: the saved game is this game's (written by this session, or the one it
	// resumed); stopped: another window has saved its own game since, which this
	// session leaves alone.
	kept, stopped bool
}

// autosave writes the game in progress to st after every move, the person's and the
// bots' (a reaction window's clock ticks are written with the next move): the Shell
// calls it at the end of each Update, before the move is drawn, so a game closed or
// killed at any moment has every move it showed. A finished game clears it. A write
// that fails is said once through say (a toast), never fatal. Before the first write,
// saved data that is not a playable game is moved aside and reported, never silently
// replaced.
func (s *LocalSession) autosave(st saves.Store, say func(string)) {
	sv := &s.save
	if sv.over || sv.stopped {
		return
	}
	m := s.Match()
	failed := func(msg string) {
		if sv.failed != msg {
			sv.failed = msg
			say(msg)
		}
	}
	if m.Over() {
		sv.over = true
		if !sv.kept || saves.Foreign(st, m) {
			return // the saved game is not this one's to clear
		}
		if err := saves.ClearGame(st); err != nil {
			failed(l10n.T("Could not clear the finished game from %s: %s", st.Where(), err.Error()))
		}
		return
	}
	if m.Len() == sv.moves && m.Undos() == sv.undos {
		return
	}
	if m.Undos() == sv.undos && m.Len() > sv.moves && ticksOnly(m.Log()[sv.moves:]) {
		// Only a reaction window's clock moved on (a tick each update): no one's move
		// to keep, and a write per update would cost the race its frames. A game
		// resumed from the last save runs the window on from its settled time.
		return
	}
	if !sv.checked {
		sv.checked = true
		if _, err := saves.LoadGame(st); err != nil {
			say(Sentence(saves.BrokenText(err)))
		}
	}
	if sv.kept && saves.Foreign(st, m) {
		// Another window (a second tab) started a game since, by the person's choice
		// there: it is not written over.
		sv.stopped = true
		say(l10n.T(OtherWindowWords))
		return
	}
	if err := saves.SaveGame(st, m, time.Now()); err != nil {
		failed(l10n.T("Could not save the game: %s", err.Error()))
		return
	}
	sv.moves, sv.undos, sv.failed, sv.kept = m.Len(), m.Undos(), "", true
}

// OtherWindowWords is what a table says when another window has saved its own game over this one's.
const OtherWindowWords = "Another window has saved its own game since, so this game is no longer kept (the other one is)."

// ticksOnly reports log entries that are all clock ticks (made by no seat).
func ticksOnly(es []match.Entry) bool {
	for _, e := range es {
		if e.Seat >= 0 {
			return false
		}
	}
	return true
}

// SetupOf is the setup that goes on with a saved match: its game, variant, options and
// seed, a person in each seat its record names "human" and a bot of the recorded level
// in the others (a record naming no levels: a person in seat 0, bots of the game's
// default level elsewhere). With autoplay bots take every seat.
func SetupOf(m *match.Match, autoplay bool) (Setup, error) {
	cfg := m.Config()
	g, ok := Lookup(cfg.Game)
	if !ok {
		return Setup{}, fmt.Errorf("the saved game is %q, which this version of Parlor does not have", cfg.Game)
	}
	s := Setup{Config: cfg}
	s.Game, s.Players, s.Decks = g.ID, m.Players(), nil
	levels := m.Levels()
	s.Seats = make([]SeatSetup, s.Players)
	for i := range s.Seats {
		switch {
		case i < len(levels) && levels[i] == Human, len(levels) == 0 && i == 0:
			s.Seats[i].Human = true
		case i < len(levels) && levels[i] != "":
			s.Seats[i].Level = levels[i]
		default:
			s.Seats[i].Level = g.DefaultLevel
		}
		if autoplay && s.Seats[i].Human {
			s.Seats[i] = SeatSetup{Level: g.DefaultLevel}
		}
	}
	s.NameSeats()
	return s, nil
}

// SameGame reports that setup s describes the game m plays, so that an address or a
// command line naming it goes on with m rather than dealing it again: the same game,
// variant (none given: the game's first), options (in any order), rounds, seed, and in
// each seat a person or a bot of the same level (SetupOf's reading of m's record).
func SameGame(s Setup, m *match.Match) bool {
	ms, err := SetupOf(m, false)
	if err != nil || ms.Game != s.Game || ms.Players != s.Players || ms.Seed != s.Seed || ms.Rounds != s.Rounds {
		return false
	}
	g, _ := Lookup(s.Game)
	variant := func(v string) string {
		if v == "" && len(g.Variants) > 0 {
			return g.Variants[0].ID
		}
		return v
	}
	sorted := func(o []string) []string {
		o = slices.Clone(o)
		slices.Sort(o)
		return o
	}
	return variant(ms.Variant) == variant(s.Variant) && slices.Equal(sorted(ms.Options), sorted(s.Options)) &&
		slices.Equal(ms.Levels(), s.Levels())
}

// Resume opens the table of a saved match where it was left: the same hands, scores and
// turn, shown afresh from the view of the person whose move it is (or the first
// person; at a hot-seat table behind the privacy screen). With autoplay bots take every
// seat. Error: a game this version does not have, or seats it cannot fill.
func Resume(a *App, m *match.Match, autoplay bool) (Scene, error) {
	s, err := SetupOf(m, autoplay)
	if err != nil {
		return nil, err
	}
	g, _ := Lookup(s.Game)
	if g.Table == nil {
		return nil, fmt.Errorf("%s cannot be resumed at a table", g.Name)
	}
	m.SetLevels(s.Levels())
	sess, err := ResumeLocalSession(m, s)
	if err != nil {
		return nil, err
	}
	sess.save.checked, sess.save.kept, sess.save.moves, sess.save.undos = true, true, m.Len(), m.Undos()
	t, err := OpenTable(g, s, sess)
	if err != nil {
		return nil, err
	}
	sh := t.shellOf()
	viewer := sh.viewer
	if sh.Person(m.ToMove()) {
		viewer = m.ToMove()
	}
	sh.SetViewer(viewer)
	if len(sh.people) > 1 {
		sh.hidden = true
	}
	a.Launch = s
	return t, nil
}
