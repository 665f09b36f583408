package screens

import (
	"strconv"
	"strings"

	"parlor/gameplay/review"
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
		return []mirror.Button{{Label: "Review the game with the hard bot", Command: "review"}}
	case snap.report == nil:
		return []mirror.Button{{Label: "Review: " + strconv.Itoa(snap.percent()) + "% done", Command: "review"},
			{Label: "Next costly move", Command: "costly next"}, {Label: "Previous costly move", Command: "costly back"}}
	}
	return []mirror.Button{{Label: "Review summary", Command: "review"},
		{Label: "Next costly move", Command: "costly next"}, {Label: "Previous costly move", Command: "costly back"}}
}

// reviewSections are the review's lists: the review of the move shown (the strip's
// words), and each decision reviewed so far, in order.
func (r *Replay) reviewSections() []mirror.Section {
	if r.rev == nil {
		return nil
	}
	head, body, _, _ := r.stripText()
	secs := []mirror.Section{{Heading: "Review of this move", Items: []string{head, body}}}
	snap := r.reviewSnap()
	verdicts := make([]string, 0, len(snap.decisions))
	for _, d := range snap.decisions {
		verdicts = append(verdicts, r.verdictWords(d))
	}
	if len(verdicts) == 0 {
		verdicts = []string{"No move reviewed yet."}
	}
	return append(secs, mirror.Section{Heading: "Review, move by move", Items: verdicts})
}

// verdictWords are one decision's review in words: "Move 12 · Ann: discard the 7 of
// hearts · cost 4.2 points, costly · the hard bot: discard the king of spades. Why…".
func (r *Replay) verdictWords(d review.Decision) string {
	sc := r.rev.scale
	s := "Move " + ui.Itoa(d.Move) + " · " + r.setup.Seats[d.Seat].Name + ": " + r.moveWords(d.Seat, d.Played) + " · cost " + costText(d.Cost, sc)
	if d.Cost > sc.Costly {
		s += ", costly"
	}
	if d.Played != d.Preferred {
		s += " · the hard bot: " + r.moveWords(d.Seat, d.Preferred)
	}
	return r.seatNames(s + ". " + d.Why)
}

// summaryModel is the mirror of the review's summary, over the table: per seat its
// accuracy and total cost, its costliest moves as a list and a button each to go
// there, and Close the summary (V, Esc).
func (r *Replay) summaryModel(md mirror.Model) mirror.Model {
	snap := r.reviewSnap()
	sc := r.rev.scale
	md.Title = "Review summary: " + r.info.Name
	md.Status = "Each decision against the hard bot's, from what the player could see. Costs in " + sc.Unit +
		": within " + costText(sc.Near, sc) + " counts as the hard bot's move (accuracy); over " + costText(sc.Costly, sc) +
		" is costly. Noise: " + sc.Noise + " · reviewed in " + seconds(snap.took) + "."
	md.Sections, md.Buttons = nil, nil
	for _, s := range snap.report.Summary {
		name := r.setup.Seats[s.Seat].Name
		var items []string
		for _, k := range s.Costliest {
			t := r.seatNames("Move " + ui.Itoa(k.Move) + " · " + k.Played + " · cost " + costText(k.Cost, sc))
			items = append(items, t)
			md.Buttons = append(md.Buttons, mirror.Button{Label: "Go to " + name + "'s " + t, Command: "move " + strconv.Itoa(k.Move)})
		}
		if len(items) == 0 {
			items = []string{"No move cost anything."}
		}
		md.Sections = append(md.Sections, mirror.Section{Heading: name + " · accuracy " + ui.Itoa(int(s.Accuracy*100+0.5)) + "% · total " + costText(s.Cost, sc), Items: items})
	}
	md.Buttons = append(md.Buttons, mirror.Button{Label: "Close the summary", Command: "review"})
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
			return "The summary is closed.", true
		case r.summary:
			return "The review's summary.", true
		case snap.report == nil:
			return "The hard bot reviews the game: costly moves are listed as it finds them.", true
		}
		return "", true
	case len(f) == 2 && f[0] == "move":
		k, err := strconv.Atoi(f[1])
		if err != nil || k < 0 || k > r.Len() {
			return "There is no move " + f[1] + ": the game has " + ui.Count(r.Len(), "move") + ".", true
		}
		r.summary = false
		if err := r.seekFrom(k); err != nil {
			return "The replay cannot go there: " + err.Error(), true
		}
		return r.moveReview(), true
	case r.summary:
		return "The review's summary is open: go to one of its moves, or close it.", true
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
			return "The replay cannot go there: " + err.Error(), true
		}
		return r.moveReview(), true
	}
	return "", false
}

// moveReview is the strip's words for the move shown: its review, or why there is none.
func (r *Replay) moveReview() string {
	if r.rev == nil {
		return "Move " + ui.Itoa(r.K()) + " of " + ui.Itoa(r.Len()) + "."
	}
	head, body, _, _ := r.stripText()
	return head + ". " + body
}
