package screens

import (
	"strings"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The replay viewer's mirror (scenes.MirrorScreen, the browser's blind mode): the move
// shown and the table from the seat it is seen from, in the game's own words; each
// move stepped on is said; the bar's buttons do what the drawn bar's do (barAct).

// replayMirror follows what the replay's mirror shows: n counts its changes, sig is
// what it was last counted from, saidK the move shown when it was last made.
type replayMirror struct {
	n     int
	sig   replaySig
	saidK int
}

// replaySig is what the replay's mirror is made from.
type replaySig struct {
	k, viewer int
	playing   bool
	status    string
	review    reviewSig
}

// noteChange counts a change of what the mirror shows (each Update, and before its
// model is made).
func (r *Replay) noteChange() {
	if sig := (replaySig{r.K(), r.Viewer(), r.playing, r.status, r.reviewSig()}); sig != r.mirror.sig {
		r.mirror.sig = sig
		r.mirror.n++
	}
}

// MirrorN counts the changes of what the replay's mirror shows.
func (r *Replay) MirrorN() int { return r.mirror.n }

// MirrorModel is the replay's mirror: the move shown (the bar's status line), the
// table from the seat it is seen from as the game's mirror words it, the move stepped
// on said, and the bar's buttons: moves, tricks (or turns) and rounds back and on, the
// ends, play or pause, the next seat, the review's (reviewmirror.go), the rules and
// Back. With the review's summary open, the summary (summaryModel).
func (r *Replay) MirrorModel(a *scenes.App, said []string) mirror.Model {
	r.noteChange()
	names := mirror.Names{Seats: r.setup.Names(), Viewer: r.Viewer()}
	w := mirror.For(r.info.ID)
	k := r.K()
	if k > 0 && k == r.mirror.saidK+1 {
		for _, e := range r.full.EventsOf(k - 1) {
			s := mirror.Plain(e.String(), names)
			if w != nil {
				s = w.Say(e, names)
			}
			if s != "" {
				said = append(said, s)
			}
		}
	}
	r.mirror.saidK = k
	md := mirror.Model{Title: l10n.T("Replay: %s", r.titleWords()), Status: strings.TrimSuffix(r.describe(false), replayKeys()) + ".", Said: said}
	if r.status != "" {
		md.Status = r.status + " " + md.Status
	}
	if v := r.sess.SeatView(r.Viewer()); w != nil && v != nil {
		_, _, md.Sections = w.Table(v, names)
		if sc := w.Scores(v, names); len(sc) > 0 {
			md.Sections = append(md.Sections, mirror.Section{Heading: l10n.T("Scores"), Items: sc})
		}
	}
	md.Sections = append(md.Sections, r.reviewSections()...)
	unit := "turn"
	next, previous := l10n.T("Next turn"), l10n.T("Previous turn")
	if r.info.TrickDone != nil {
		unit = "trick"
		next, previous = l10n.T("Next trick"), l10n.T("Previous trick")
	}
	var bs []mirror.Button
	add := func(on bool, label, cmd string) {
		if on {
			bs = append(bs, mirror.Button{Label: label, Command: cmd})
		}
	}
	n, rounds := r.Len(), len(r.rounds) > 1
	add(k < n, l10n.T("Next move"), "next")
	add(k > 0, l10n.T("Previous move"), "previous")
	add(k < n, next, unit+" next")
	add(k > 0, previous, unit+" back")
	add(rounds && k < n, l10n.T("Next round"), "round next")
	add(rounds && k > 0, l10n.T("Previous round"), "round back")
	add(k > 0, l10n.T("To the start"), "first")
	add(k < n, l10n.T("To the end"), "last")
	add(!r.playing, l10n.T("Play on by itself"), "play")
	add(r.playing, l10n.T("Pause"), "play")
	add(true, l10n.T("Seen from %s. Press to see from %s's seat", r.shownName(r.Viewer()), r.shownName((r.Viewer()+1)%len(r.setup.Seats))), "seat")
	bs = append(bs, r.reviewButtons()...)
	add(true, l10n.T("Rules of %s", r.info.Name), "rules")
	add(true, l10n.T("Back"), "back")
	md.Buttons = bs
	if r.summary && r.ReviewReport() != nil {
		return r.summaryModel(md)
	}
	return md
}

// replayCommands are the bar's buttons the mirror's commands stand for.
var replayCommands = map[string]int{
	"next": rbMoveOn, "previous": rbMoveBack, "trick next": rbTrickOn, "trick back": rbTrickBack,
	"turn next": rbTrickOn, "turn back": rbTrickBack, "round next": rbRoundOn, "round back": rbRoundBack,
	"first": rbStart, "last": rbEnd, "play": rbPlay, "seat": rbSeat, "rules": rbRules, "back": rbBack,
}

// MirrorCommand does a command of the replay's mirror (its buttons', the review's
// first: reviewCommand). Others are the App's (ok false).
func (r *Replay) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	if said, ok := r.reviewCommand(cmd); ok {
		return said, true
	}
	id, ok := replayCommands[strings.Join(strings.Fields(strings.ToLower(cmd)), " ")]
	if !ok {
		return "", false
	}
	if err := r.barAct(a, id); err != nil {
		return l10n.T("The replay cannot go there: %s", err.Error()), true
	}
	switch id {
	case rbBack:
		return l10n.T("Back."), true
	case rbRules:
		return l10n.T("The rules of %s.", r.info.Name), true
	case rbSeat:
		return l10n.T("Seen from %s.", r.shownName(r.Viewer())), true
	case rbPlay:
		if r.playing {
			return l10n.T("Playing on."), true
		}
		return l10n.T("Paused."), true
	}
	return "", true
}
