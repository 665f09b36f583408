package screens

import (
	"image/color"
	"strconv"
	"strings"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/review"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"
	"parlor/scenes/reasonwords"
	"parlor/scenes/toast"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// ReviewProgress, when set, hears of a review in the viewer each frame while it runs
// and once when it ends (finished, with the time it took): the browser build shows it
// to the page (cmd/parlor), so a test can time the review.
var ReviewProgress func(done, total int, finished bool, took time.Duration)

// jumpLink is one of the summary's costly moves: where it is drawn, and the move.
type jumpLink struct {
	rect geom.Rect
	move int
}

// reviewDemo is what a development screenshot asks of the review (PARLOR_DEMO): once
// it is done, show the costliest move, or the summary.
type reviewDemo struct {
	seek, summary bool
}

// StartReview has the hard bot review the game in the background (the Review button, or
// V): its progress shows in the review strip, costly moves get a mark on the track as
// they are found. It does nothing when a review is under way or done.
func (r *Replay) StartReview() {
	if r.rev != nil {
		return
	}
	run, err := startReview(r.full)
	if err != nil {
		r.status = l10n.T("No review: %s", err.Error())
		return
	}
	r.rev, r.reviewed = run, false
}

// DemoReview starts the review for a development screenshot: once it is done the table
// shows the costliest move (seek), or the summary opens.
func (r *Replay) DemoReview(summary bool) {
	r.demo = reviewDemo{seek: !summary, summary: summary}
	r.StartReview()
}

// Review is the review's progress: moves looked at, of how many, and whether it is done
// (all 0 and false before one is asked for).
func (r *Replay) Review() (done, total int, finished bool) {
	s := r.reviewSnap()
	return s.done, s.total, s.report != nil
}

// ReviewLine is what the review strip says for the move shown: its head line (who, the
// cost, the hard bot's move) and the sentence of why (or the progress, or why the move
// was not reviewed).
func (r *Replay) ReviewLine() (head, body string) {
	head, body, _, _ = r.stripText()
	return head, body
}

// ReviewReport is the finished review (nil until then).
func (r *Replay) ReviewReport() *review.Report { return r.reviewSnap().report }

// SummaryOpen reports the review's summary on show.
func (r *Replay) SummaryOpen() bool { return r.summary }

// SummaryLinks are the summary's jump links as last drawn: where each is, and its move.
func (r *Replay) SummaryLinks() (rects []geom.Rect, moves []int) {
	for _, l := range r.links {
		rects, moves = append(rects, l.rect), append(moves, l.move)
	}
	return rects, moves
}

func (r *Replay) reviewSnap() reviewSnap {
	if r.rev == nil {
		return reviewSnap{}
	}
	return r.rev.snapshot()
}

// reviewPressed is the Review button (V): start the review; once it is done, open or
// close the summary.
func (r *Replay) reviewPressed() {
	switch snap := r.reviewSnap(); {
	case r.rev == nil:
		r.StartReview()
	case snap.report == nil:
		r.status = l10n.T("Reviewing… %s: the summary comes when the review is done", l10n.Percent(float64(snap.percent())))
	default:
		r.summary = !r.summary
		r.chart = false
	}
}

// reviewTick follows the review each Update: the page hears of its progress, and when it
// ends, a development screenshot's wish is granted.
func (r *Replay) reviewTick() {
	snap := r.rev.snapshot()
	if ReviewProgress != nil && !r.reviewed {
		ReviewProgress(snap.done, snap.total, snap.report != nil, snap.took)
	}
	if snap.report == nil || r.reviewed {
		return
	}
	r.reviewed = true
	if snap.err != nil {
		r.status = l10n.T("The review stopped: %s", snap.err.Error())
	}
	switch {
	case r.demo.summary:
		r.summary = true
	case r.demo.seek:
		for _, s := range snap.report.Summary {
			if len(s.Costliest) > 0 {
				r.seekFrom(s.Costliest[0].Move)
				break
			}
		}
	}
}

// costlyTarget is where N (the next costly move) and P (the previous) go.
func (r *Replay) costlyTarget(in *ui.Input) (int, bool) {
	next, back := in.Key(input.KeyN), in.Key(input.KeyP)
	if !next && !back {
		return 0, false
	}
	if r.rev == nil {
		r.status = l10n.T("Press V to review the game: N and P then jump between its costly moves")
		return 0, false
	}
	marks := r.reviewSnap().costly(r.rev.scale)
	k := r.K()
	if next {
		for _, m := range marks {
			if m > k {
				return m, true
			}
		}
		r.status = l10n.T("No costly move after this one")
		return 0, false
	}
	for i := len(marks) - 1; i >= 0; i-- {
		if marks[i] < k {
			return marks[i], true
		}
	}
	r.status = l10n.T("No costly move before this one")
	return 0, false
}

// leave goes back to where the viewer was opened from, stopping the review.
func (r *Replay) leave(a *scenes.App) {
	if r.rev != nil {
		r.rev.cancel()
	}
	a.Goto(r.back(a))
}

// costText is a cost in the review's unit, in the language on: "4.2 points", "0.23
// tally", "4.6% win chance".
func costText(x float64, s match.ReviewScale) string {
	d := 1
	if s.Costly < 1 {
		d = 2
	}
	n := strconv.FormatFloat(x, 'f', d, 64)
	if l := l10n.Current(); l != l10n.En && l != l10n.Pseudo {
		n = strings.Replace(n, ".", ",", 1)
	}
	switch s.Unit {
	case "points":
		return l10n.T("%s points", n)
	case "tally":
		return l10n.T("%s tally", n)
	case "% win chance":
		return l10n.T("%s%% win chance", n)
	}
	if strings.HasPrefix(s.Unit, "%") {
		return n + s.Unit
	}
	return n + " " + s.Unit
}

// unitWords is the review's unit in the language on ("points", "tally", "% win chance").
func unitWords(s match.ReviewScale) string {
	switch s.Unit {
	case "points":
		return l10n.T("points")
	case "tally":
		return l10n.T("tally")
	case "% win chance":
		return "% " + l10n.T("win chance")
	}
	return s.Unit
}

// costColour tells a cost at a glance: red past the costly mark, gold past near, green
// within it.
func costColour(x float64, s match.ReviewScale) color.RGBA {
	switch {
	case x > s.Costly:
		return ui.Danger
	case x > s.Near:
		return ui.Gold
	}
	return ui.Good
}

// stripText is what the review strip says for the move shown: its review (who, the
// cost, the hard bot's move, and the sentence of why), or the review's progress, or why
// the move was not reviewed.
func (r *Replay) stripText() (head, body string, cost float64, reviewed bool) {
	snap := r.reviewSnap()
	k := r.K()
	if d, ok := snap.at(k); ok {
		head = l10n.T("Move %s · %s · cost %s", l10n.Int(k), r.shownName(d.Seat), costText(d.Cost, r.rev.scale))
		if d.Played != d.Preferred {
			head += " · " + l10n.T("the hard bot: %s", r.moveWords(d.Seat, d.Preferred))
		}
		return head, r.why(d), d.Cost, true
	}
	switch {
	case snap.report == nil:
		head = l10n.Plural("Reviewing… %[2]s (%[3]s of %[1]d moves)", snap.total, l10n.Percent(float64(snap.percent())), l10n.Int(snap.done))
		body = l10n.T("Costly moves get a red mark on the bar as the review finds them; N and P jump to the next and the previous.")
	case k == 0:
		head = l10n.Plural("The deal · %d moves reviewed", len(snap.decisions))
		body = r.jumpHint(snap)
	default:
		e := r.full.Log()[k-1]
		head = l10n.T("Move %s · %s · not reviewed", l10n.Int(k), r.madeBy(e.Seat, e.Move))
		body = l10n.T("Only the people's decisions are reviewed (every seat's when nobody played): not a bot's move, a forced move or a race's reflex.") + " " + r.jumpHint(snap)
	}
	return head, body, 0, false
}

// why is decision d's reason in the language on (scenes/reasonwords), the seats it
// names by number ("make seat 2 draw 2") named as the table names them ("make Cleo draw
// 2"); a decision without its words (read from JSON) gives its English sentence.
func (r *Replay) why(d review.Decision) string {
	raw := func(i int) string {
		if i < 0 || i >= len(r.setup.Seats) {
			return "?"
		}
		return r.setup.Seats[i].Name
	}
	if d.Words.Format == "" {
		return toast.SeatWords(d.Why, len(r.setup.Seats), raw)
	}
	return reasonwords.Say(d.Words, reasonwords.Names(raw))
}

// moveWords is a move of seat's, given in the record's notation, in the game's words
// for the player ("play GH5+2 GT2" → "play the green heart 5 (Draw 2), then the green
// triangle 2"); the notation itself when the game cannot read it.
func (r *Replay) moveWords(seat int, text string) string {
	g := r.full.Game()
	if m, err := g.ParseMove(seat, text); err == nil {
		return movewords.Say(g, m, r.shownName)
	}
	return text
}

// jumpHint tells how many moves are marked and how to reach them.
func (r *Replay) jumpHint(snap reviewSnap) string {
	n := len(snap.costly(r.rev.scale))
	if n == 0 {
		return l10n.T("No move cost more than %s.", costText(r.rev.scale.Costly, r.rev.scale))
	}
	return l10n.Plural("%d costly moves marked in red on the bar: N and P jump to them, V opens the summary.", n)
}
