package screens

import (
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"
	"parlor/scenes/ui"
)

// The replay bar's words in the language on: its buttons' labels, a move with who made
// it, the seats' names, the title and the keys.

// label is button i's text (shorter on a narrow bar), in the language on.
func (r *Replay) label(i int) string {
	tricks := r.info.TrickDone != nil
	narrow := r.bar.narrow
	switch i {
	case rbTrickBack:
		if tricks {
			return l10n.T("‹ Trick")
		}
		return l10n.T("‹ Turn")
	case rbPlay:
		if r.playing {
			return l10n.T("Pause")
		}
		return l10n.Ctx("replay", "Play") // the playback, not a card put down
	case rbTrickOn:
		if tricks {
			return l10n.T("Trick ›")
		}
		return l10n.T("Turn ›")
	case rbSpeed:
		if narrow {
			return replaySpeeds[r.speed].label
		}
		return l10n.T("Speed %s", replaySpeeds[r.speed].label)
	case rbReview:
		switch snap := r.reviewSnap(); {
		case r.rev == nil || narrow && snap.report != nil:
			return l10n.T("Review")
		case snap.report == nil:
			return l10n.Percent(float64(snap.percent()))
		}
		return l10n.T("Summary")
	case rbRoundBack:
		if narrow && !r.bar.atTop { // a bar at the top has them in its More panel, wide
			return l10n.T("« Rnd")
		}
		return l10n.T("« Round")
	case rbRoundOn:
		if narrow && !r.bar.atTop {
			return l10n.T("Rnd »")
		}
		return l10n.T("Round »")
	}
	return barLabel(i)
}

// barLabel is the text of button i, one whose words never change.
func barLabel(i int) string {
	switch i {
	case rbMore:
		return l10n.T("More")
	case rbRules:
		return l10n.T("Rules")
	case rbStart:
		return l10n.T("Start")
	case rbMoveBack:
		return l10n.T("‹ Move")
	case rbMoveOn:
		return l10n.T("Move ›")
	case rbEnd:
		return l10n.T("End")
	case rbSeat:
		return l10n.T("Seat ›")
	case rbChart:
		return l10n.T("Chart")
	case rbExport:
		return l10n.T("Export")
	case rbBack:
		return l10n.T("Back")
	}
	return ""
}

// madeBy is a move of seat's (-1: the clock's) with who made it, in the language on:
// "Basil: play the 9♠" (movewords).
func (r *Replay) madeBy(seat int, mv match.Move) string {
	words := movewords.Say(r.full.Game(), mv, r.shownName)
	if seat < 0 {
		return l10n.T("clock: %s", words)
	}
	return l10n.T("%s: %s", r.shownName(seat), words)
}

// shownName is seat's name in the language on (ui.ShownName).
func (r *Replay) shownName(seat int) string { return ui.ShownName(r.setup.Seats[seat].Name) }

// titleWords is the replay's title: the game's name, and when it was played.
func (r *Replay) titleWords() string {
	if r.date.IsZero() {
		return TitleWords(r.title, "")
	}
	return TitleWords(r.title, "") + " · " + l10n.DateTime(r.date.Local())
}

// replayKeys end a wide screen's status line, in the language on.
func replayKeys() string {
	return " · " + l10n.T("keys ← → [ ] PgUp PgDn Space Tab C V N P E Esc")
}
