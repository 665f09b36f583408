package scenes

import (
	"strings"

	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/ui"
)

// Mirror is the page's screen reader mirror, the browser's blind mode (`?a11y`): the
// browser build sets App.Mirror (scenes/mirror/dom); nil everywhere else, where
// nothing below runs. The tables and screens give it a mirror.Model when what it
// shows changes (from events, never per frame) and take its commands once per Update.
type Mirror interface {
	// Show shows m: its announcements are said, its sections and buttons replace the
	// last ones.
	Show(m mirror.Model)
	// Commands are the lines sent since the last call, oldest first: a button's
	// command or a line typed into the command line.
	Commands() []string
}

// MirrorScreen is a screen with a mirror of its own (scenes/screens): shown again when its MirrorN
// changes or a command is answered. A command it does not take (ok false) is the App's (start, back, menu).
type MirrorScreen interface {
	MirrorModel(a *App, said []string) mirror.Model
	MirrorCommand(a *App, cmd string) (said string, ok bool)
	MirrorN() int
}

// mirrorState is the App's side of the mirror: the commands of this Update, the scene
// last shown (and its MirrorN), and the score sheet on show.
type mirrorState struct {
	cmds                      []string
	shown, sheetOf, sheetBack Scene
	shownN                    int
	sheet                     *ui.ScoreSheet
	sheetNew                  func(a *App) (Scene, error)
}

// mirrorTake takes the mirror's commands for this Update (before the top scene's).
func (a *App) mirrorTake() {
	if a.Mirror == nil {
		return
	}
	a.mirror.cmds = a.Mirror.Commands()
}

// mirrorScreen shows a screen that is not a table in the mirror: its own (MirrorScreen),
// the score sheet on show, else a screen drawn only, and does its commands.
func (a *App) mirrorScreen(top Scene) {
	if a.Mirror == nil || ShellOf(top) != nil {
		return
	}
	cmds := a.mirror.cmds
	a.mirror.cmds = nil
	var said []string
	for _, c := range cmds {
		if s := a.mirrorScreenCommand(top, c); s != "" {
			said = append(said, s)
		}
	}
	own, _ := top.(MirrorScreen)
	if a.mirror.shown == top && len(said) == 0 && (own == nil || own.MirrorN() == a.mirror.shownN) {
		return
	}
	a.mirror.shown = top
	var md mirror.Model
	_, loading := top.(*Loading)
	switch {
	case own != nil:
		md, a.mirror.shownN = own.MirrorModel(a, said), own.MirrorN()
	case top == a.mirror.sheetOf && a.mirror.sheet != nil:
		md = sheetModel(a.mirror.sheet, a.mirror.sheetBack != nil)
		md.Said = said
	case loading:
		md = mirror.LoadingModel(said)
	case len(a.stack) > 1:
		md = mirror.OverModel(said)
	default:
		md = mirror.DrawnModel(said)
	}
	a.Mirror.Show(md)
}

// mirrorScreenCommand does one command of a screen's mirror; the answer is said.
func (a *App) mirrorScreenCommand(top Scene, c string) string {
	f := strings.Fields(strings.ToLower(c))
	_, loading := top.(*Loading)
	if own, ok := top.(MirrorScreen); ok {
		if s, ok := own.MirrorCommand(a, c); ok {
			return s
		}
	}
	switch {
	case loading:
		return mirror.LoadingRefusal
	case len(f) == 1 && f[0] == "back" && len(a.stack) > 1:
		a.Pop()
		return l10n.T("Back.")
	case len(f) == 1 && f[0] == "new" && top == a.mirror.sheetOf && a.mirror.sheetNew != nil:
		sc, err := a.mirror.sheetNew(a)
		if err != nil {
			return l10n.T("Could not deal a new game: %s", err.Error())
		}
		a.Goto(sc)
		return l10n.T("A new game.")
	case len(f) == 1 && f[0] == "next" && top == a.mirror.sheetOf && a.mirror.sheetBack != nil:
		a.Goto(a.mirror.sheetBack)
		return l10n.T("The next round.")
	case len(f) == 1 && f[0] == "menu":
		LeaveToMenu(a, a.Launch)
		return l10n.T("The menu.")
	}
	return l10n.T("On this screen: %s is not a command. Press one of the buttons.", strings.TrimSpace(c))
}

// sheetModel is a score sheet for the mirror (mirror.SheetModel).
func sheetModel(sh *ui.ScoreSheet, more bool) mirror.Model {
	return mirror.SheetModel(mirror.Sheet{Game: sh.Game, Names: sh.Names, RoundLabels: sh.RoundLabels,
		Scores: sh.Scores, Totals: sh.Totals, Over: sh.Over, Winners: sh.Winners}, more)
}

// MirrorMover is a table that makes a move pressed in the mirror its own way (Third
// Wheel stamps a move made in a reaction window); the error is the rules' refusal.
type MirrorMover interface {
	MirrorMove(m match.Move) error
}

// mirrorTable keeps the table's mirror: the events taken since the last Update, shown
// with the view and legal moves when anything in its signature changed.
type mirrorTable struct {
	m    *mirror.Mirror
	evs  []match.Event
	sig  mirrorSig
	full bool
}

// mirrorSig is what the mirror was last shown from: view number, ended, round over, last round, viewer moves.
type mirrorSig struct {
	viewN                           int
	ended, roundOver, final, moving bool
}

// mirrorUpdate does the mirror's commands and shows what changed; the Shell calls it
// at the end of each Update.
func (s *Shell) mirrorUpdate(a *App) {
	if a.Mirror == nil || ShellOf(a.Top()) != s {
		s.mirror.evs = s.mirror.evs[:0] // a table inside another screen (the replay viewer's):
		return                          // it is in that screen's mirror
	}
	mt := &s.mirror
	if mt.m == nil {
		mt.m = mirror.New(s.info.Game.ID(), mirror.Names{Seats: s.setup.Names(), Viewer: s.viewer})
		mt.full = true
	}
	cmds := a.mirror.cmds
	a.mirror.cmds = nil
	for _, c := range cmds {
		s.mirrorCommand(a, c)
		mt.full = true
	}
	if ShellOf(a.Top()) != s || a.Transitioning() {
		return // the command left the table
	}
	if a.mirror.shown != a.Top() {
		// Back from a screen the App showed (the rules over the table): all afresh.
		a.mirror.shown, mt.full = a.Top(), true
	}
	moving := s.Person(s.viewer) && !s.ended && !s.privacy && !s.t.Over()
	sig := mirrorSig{s.viewN, s.ended, s.RoundOver(), s.final, moving}
	if !mt.full && len(mt.evs) == 0 && sig == mt.sig {
		return
	}
	mt.full, mt.sig = false, sig
	var legal []match.Move
	if moving {
		legal = s.hand.Legal()
	}
	mt.m.Update(mt.evs, s.view, legal)
	mt.evs = mt.evs[:0]
	status, acts := mirror.TableActions(s.RoundOver(), s.final, s.privacy, s.Name(s.privacyFor))
	mt.m.SetStatus(status)
	mt.m.SetActions(acts)
	a.Mirror.Show(mt.m.Model())
}

// mirrorCommand does one line of the mirror at the table: a table action (next,
// sheet, reveal, menu), a command the mirror answers (hand, table, …), or a move in
// the game's notation, made as the viewer's; a refusal is said (mirror.Refused).
func (s *Shell) mirrorCommand(a *App, line string) {
	mt := &s.mirror
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "next":
		if s.RoundOver() && !s.final {
			s.nextRound()
			return
		}
		mt.m.Announce(l10n.T("The round is not over."))
		return
	case "sheet":
		if s.RoundOver() {
			s.showScores()
			return
		}
		mt.m.Announce(l10n.T("The score sheet opens at the round's end."))
		return
	case "reveal":
		if s.privacy {
			s.reveal()
		}
		return
	case "menu":
		LeaveToMenu(a, s.setup)
		return
	}
	text, answered := mt.m.Command(line)
	if answered {
		return
	}
	mv, err := s.info.Game.ParseMove(s.viewer, text)
	if err != nil { // the rules' words say what the notation wants, in English: moves lists them
		mt.m.Announce(l10n.T("Not a move: %s. Type moves for the legal moves, or help for the commands.", text))
		return
	}
	if !s.q.Idle(s.now) {
		s.fastForward()
	}
	if mm, ok := s.t.(MirrorMover); ok {
		err = mm.MirrorMove(mv)
	} else {
		err = s.Submit(mv)
	}
	if err != nil {
		s.Toast(mirror.Refused(s.t, err, mv, Refusal))
	}
}
