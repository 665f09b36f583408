package screens

import (
	"strconv"
	"strings"

	"parlor/gameplay/review"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// The review's part of the replay viewer's mirror (replaymirror.go): the review of the
// move shown and every verdict so far as lists, the Review button (V), the next and
// previous costly moves (N, P), and the summary with its moves to go to, as the drawn
// strip and summary offer them (reviewview.go, reviewdraw.go).

// reviewSig is what the review's part of the mirror is made from: the review asked
// for, its progress by tenths, done, and the summary open.
type reviewSig struct {
	started, done, summary bool
	tenths                 int
}

// reviewSig is the review's part of the mirror's signature.
func (r *Replay) reviewSig() reviewSig {
	if r.rev == nil {
		return reviewSig{}
	}
	snap := r.reviewSnap()
	return reviewSig{started: true, done: snap.report != nil, summary: r.summary, tenths: snap.percent() / 10}
}

// reviewButtons are the review's buttons on the bar: Review (V) before one is asked
// for, its progress while it runs, the summary once done; then, with a review, the next
// and previous costly moves (N, P).
func (r *Replay) reviewButtons() []mirror.Button {
	snap := r.reviewSnap()
	switch {
	case r.rev == nil:
		return []mirror.Button{{Label: l10n.T("Review the game with the hard bot"), Command: "review"}}
	case snap.report == nil:
		return []mirror.Button{{Label: l10n.T("Review: %s done", l10n.Percent(float64(snap.percent()))), Command: "review"},
			{Label: l10n.T("Next costly move"), Command: "costly next"}, {Label: l10n.T("Previous costly move"), Command: "costly back"}}
	}
	return []mirror.Button{{Label: l10n.T("Review summary"), Command: "review"},
		{Label: l10n.T("Next costly move"), Command: "costly next"}, {Label: l10n.T("Previous costly move"), Command: "costly back"}}
}

// reviewSections are the review's lists: the review of the move shown (the strip's
// words), and each decision reviewed so far, in order.
func (r *Replay) reviewSections() []mirror.Section {
	if r.rev == nil {
		return nil
	}
	head, body, _, _ := r.stripText()
	secs := []mirror.Section{{Heading: l10n.T("Review of this move"), Items: []string{head, body}}}
	snap := r.reviewSnap()
	verdicts := make([]string, 0, len(snap.decisions))
	for _, d := range snap.decisions {
		verdicts = append(verdicts, r.verdictWords(d))
	}
	if len(verdicts) == 0 {
		verdicts = []string{l10n.T("No move reviewed yet.")}
	}
	return append(secs, mirror.Section{Heading: l10n.T("Review, move by move"), Items: verdicts})
}

// verdictWords are one decision's review in words: "Move 12 · Ann: discard the 7 of
// hearts · cost 4.2 points, costly · the hard bot: discard the king of spades. Why…".
func (r *Replay) verdictWords(d review.Decision) string {
	sc := r.rev.scale
	cost := costText(d.Cost, sc)
	if d.Cost > sc.Costly {
		cost = l10n.T("%s, costly", cost)
	}
	s := l10n.T("Move %s · %s: %s · cost %s", l10n.Int(d.Move), r.shownName(d.Seat), r.moveWords(d.Seat, d.Played), cost)
	if d.Played != d.Preferred {
		s += " · " + l10n.T("the hard bot: %s", r.moveWords(d.Seat, d.Preferred))
	}
	return s + ". " + r.why(d)
}

// summaryModel is the mirror of the review's summary, over the table: per seat its
// accuracy and total cost, its costliest moves as a list and a button each to go
// there, and Close the summary (V, Esc).
func (r *Replay) summaryModel(md mirror.Model) mirror.Model {
	snap := r.reviewSnap()
	sc := r.rev.scale
	md.Title = l10n.T("Review summary: %s", r.info.Name)
	md.Status = l10n.T("Each decision against the hard bot's, from what the player could see. Costs in %s: within %s counts as the hard bot's move (accuracy); over %s is costly.",
		unitWords(sc), costText(sc.Near, sc), costText(sc.Costly, sc)) + " " + l10n.T("Noise: %s · reviewed in %s", sc.Noise, seconds(snap.took)) + "."
	md.Sections, md.Buttons = nil, nil
	for _, s := range snap.report.Summary {
		name := r.shownName(s.Seat)
		var items []string
		for _, k := range s.Costliest {
			t := l10n.T("Move %s · %s · cost %s", l10n.Int(k.Move), r.moveWords(s.Seat, k.Played), costText(k.Cost, sc))
			items = append(items, t)
			md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Go to %[1]s's %[2]s", name, t), Command: "move " + strconv.Itoa(k.Move)})
		}
		if len(items) == 0 {
			items = []string{l10n.T("No move cost anything.")}
		}
		md.Sections = append(md.Sections, mirror.Section{Heading: l10n.T("%s · accuracy %s · total %s", name, l10n.Percent(s.Accuracy*100), costText(s.Cost, sc)), Items: items})
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: l10n.T("Close the summary"), Command: "review"})
	return md
}

// reviewCommand does a command of the review's part of the mirror: review (V), costly
// next and costly back (N, P), move N (a summary's link; any move), and while the
// summary is open back (Esc) closes it and the bar's commands wait. Others are the
// bar's (ok false).
func (r *Replay) reviewCommand(cmd string) (said string, ok bool) {
	f := strings.Fields(strings.ToLower(cmd))
	line := strings.Join(f, " ")
	switch {
	case line == "review" || line == "back" && r.summary:
		was := r.summary
		r.status = ""
		r.reviewPressed()
		switch snap := r.reviewSnap(); {
		case r.status != "":
			return r.status + ".", true
		case was:
			return l10n.T("The summary is closed."), true
		case r.summary:
			return l10n.T("The review's summary."), true
		case snap.report == nil:
			return l10n.T("The hard bot reviews the game: costly moves are listed as it finds them."), true
		}
		return "", true
	case len(f) == 2 && f[0] == "move":
		k, err := strconv.Atoi(f[1])
		if err != nil || k < 0 || k > r.Len() {
			return l10n.Plural("There is no move %[2]s: the game has %[1]d moves.", r.Len(), f[1]), true
		}
		r.summary = false
		if err := r.seekFrom(k); err != nil {
			return l10n.T("The replay cannot go there: %s", err.Error()), true
		}
		return r.moveReview(), true
	case r.summary:
		return l10n.T("The review's summary is open: go to one of its moves, or close it."), true
	case line == "costly next" || line == "costly back":
		in := &ui.Input{NKeys: 1}
		in.Keys[0] = input.KeyN
		if line == "costly back" {
			in.Keys[0] = input.KeyP
		}
		r.status = ""
		k, ok := r.costlyTarget(in)
		if !ok {
			return r.status + ".", true
		}
		if err := r.seekFrom(k); err != nil {
			return l10n.T("The replay cannot go there: %s", err.Error()), true
		}
		return r.moveReview(), true
	}
	return "", false
}

// moveReview is the strip's words for the move shown: its review, or why there is none.
func (r *Replay) moveReview() string {
	if r.rev == nil {
		return l10n.T("Move %s of %s", l10n.Int(r.K()), l10n.Int(r.Len())) + "."
	}
	head, body, _, _ := r.stripText()
	return head + ". " + body
}
