// Package lesson is a game's guided first game as data, and the narrator's logic that
// runs it: which step wants which move and the words that explain the others
// (Lesson, Step, Run), the scripted seats of its deals (Script), and the narrator's
// panel as a widget (Run.Layout, Box.Draw). It knows no App and no Shell: the table
// framework (package scenes) runs a Run at a table, feeding it Moments, and the game
// packages give their GameInfo a *Lesson.
package lesson

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
)

// Lesson is a game's guided first game (GameInfo.Lesson), as data: one fixed deal or a
// few (Parts, played one after another), each with the moves of the seats the learner
// does not play and the narrator's steps. The table framework runs it generically (a
// Run): the narrator's panel says what to do next, a move of the learner's that the
// step does not want is explained and never reaches the match, and the steps read only
// the learner's view and the table's state (Moment), never the game's state. A game
// joins the lessons by giving its GameInfo a Lesson; nothing else.
type Lesson struct {
	Parts []Part
}

// Part is one fixed deal of a lesson.
type Part struct {
	// Config is the deal as a game record holds it (docs/game-record.md): players,
	// variant, options, seed and stacked decks; Game is filled in from the GameInfo.
	Config match.Config
	// Person is the learner's seat ("You").
	Person int
	// Level is the level of the bots in the other seats once their scripts run out.
	Level string
	// Script is, by seat, the moves that seat makes in record notation, in order
	// ("draw", "discard 5C", "play 7H"). A move made inside a reaction window carries
	// its time ("1: play 9H @1500": 1500 ms of game time after the window opened); it is
	// made in the first window in which its time comes and the rules accept it. A seat
	// plays its moves at the bots' pace, and as a bot of Level once they run out.
	Script map[int][]string
	// Steps are what the narrator says, in order.
	Steps []Step
}

// Step is one thing the narrator says and waits for. Its kind follows from its fields:
//   - a move step (Want or Any): it waits for the learner's move. A move among Want
//     (record notation without seat or time, case and spaces aside: "take", "out KS",
//     "slap") does the step; with Any every move the rules allow does, and the step
//     ends after the first one or, with Until, once Until holds. Any other move is
//     explained (Wrong, Why) and not played.
//   - a watch step (Until, no Want): the game runs until Until holds; a move is
//     explained as one the step does not want.
//   - a Go step (none of them): the game waits while the learner reads; the Go button
//     (Enter) goes on. The last step of a lesson is one: "you are ready".
type Step struct {
	// Say is what the narrator says; SayFn, when set, says it from the moment instead
	// (a tally that depends on how the round went).
	Say   string
	SayFn func(Moment) string
	// When holds back the step until it reports true (nil: at once); meanwhile the
	// game runs and the narrator's last words stay.
	When func(Moment) bool
	// Want are the moves that do the step; Any lets every move do it.
	Want []string
	Any  bool
	// Until ends a watch step, or an Any step, once it reports true.
	Until func(Moment) bool
	// Hold keeps the game waiting while a move step waits (a reaction window's clock
	// stands still and the bots wait), so that the learner has all the time needed.
	Hold bool
	// Go is the Go button's label on a Go step ("" : "Go on").
	Go string
	// Wrong explains other moves: the first whose Move begins the move's notation
	// ("discard 7", "draw"; "" for any); Why is said when none does.
	Wrong []Wrong
	Why   string
}

// Wrong is the narrator's answer to a move a step does not want.
type Wrong struct {
	Move, Say string
}

// Moment is what a step's tests and words read: the learner's view, and what the
// table shows of the game.
type Moment struct {
	// View is the learner's view (the game's View type).
	View match.View
	// Yours: the table waits for the learner's move.
	Yours bool
	// Ended: a round's end is on show (the next deal waits); Over: the game ended.
	Ended, Over bool
}

// ErrHeld is the error of a move the lesson's narrator held back (the table's Submit):
// the narrator explains it; a toast has nothing to add.
var ErrHeld = errors.New("the narrator holds that move back")

// Steps is how many steps the lesson has, over all its parts.
func (l *Lesson) Steps() int {
	n := 0
	for _, p := range l.Parts {
		n += len(p.Steps)
	}
	return n
}

// Locate is the part and the step in it of the lesson's step k (counted over all
// parts, from 0); k past the end is the last step.
func (l *Lesson) Locate(k int) (part, step int) {
	for i, p := range l.Parts {
		if k < len(p.Steps) {
			return i, k
		}
		k -= len(p.Steps)
	}
	last := len(l.Parts) - 1
	return last, len(l.Parts[last].Steps) - 1
}

// First is the number (over all parts, from 0) of the first step of part.
func (l *Lesson) First(part int) int {
	n := 0
	for _, p := range l.Parts[:part] {
		n += len(p.Steps)
	}
	return n
}

// Label is the label of the button that starts the lesson l with progress p (the
// settings' for its game): "Learn to play", "Resume the lesson (step 4 of 12)" or, once
// finished, "Learn to play again".
func Label(l *Lesson, p prefs.Lesson) string {
	switch {
	case p.Step > 0 && p.Step < l.Steps():
		return l10n.T("Resume the lesson (step %s of %s)", strconv.Itoa(p.Step+1), strconv.Itoa(l.Steps()))
	case p.Done:
		return l10n.T("Learn to play again")
	}
	return l10n.T("Learn to play")
}

// Norm is a move's notation as a lesson compares it: lower case, single spaces,
// without a seat ("1: ") or a time ("@350").
func Norm(s string) string {
	f := strings.Fields(strings.ToLower(s))
	if len(f) > 0 && strings.HasSuffix(f[0], ":") {
		f = f[1:]
	}
	if n := len(f); n > 0 && strings.HasPrefix(f[n-1], "@") {
		f = f[:n-1]
	}
	return strings.Join(f, " ")
}

// Stacked is a stacked deck for a lesson's deal: the cards top (in card notation, top
// first), then the rest of deck (a game's whole deck, or shoe) in its order, each card
// of top taken out of it once. A card of top that deck does not hold is left in, and
// the game's check of the deck names it.
func Stacked[C fmt.Stringer](deck []C, top ...string) []string {
	rest := make([]string, len(deck))
	for i, c := range deck {
		rest[i] = c.String()
	}
	for _, t := range top {
		if i := slices.Index(rest, t); i >= 0 {
			rest = slices.Delete(rest, i, i+1)
		}
	}
	return append(slices.Clone(top), rest...)
}

// IsMove, IsWatch and IsGo tell the kinds of steps apart (see Step).
func (st *Step) IsMove() bool  { return len(st.Want) > 0 || st.Any }
func (st *Step) IsWatch() bool { return !st.IsMove() && st.Until != nil }
func (st *Step) IsGo() bool    { return !st.IsMove() && st.Until == nil }

// GoLabel is a Go step's button label.
func (st *Step) GoLabel() string {
	if st.Go != "" {
		return st.Go
	}
	return "Go on"
}

// Wants reports that n (a move's notation, Norm'd) does st.
func (st *Step) Wants(n string) bool {
	return st.Any || slices.ContainsFunc(st.Want, func(w string) bool { return Norm(w) == n })
}

// Explain is the narrator's answer to move n (Norm'd) that st does not want, said
// instead of the step's words (said) until the next move: so it says what to do as
// well.
func (st *Step) Explain(n, said string) string {
	for _, w := range st.Wrong {
		if strings.HasPrefix(n, Norm(w.Move)) {
			return l10n.T(w.Say)
		}
	}
	switch {
	case st.Why != "":
		return l10n.T(st.Why)
	case st.IsGo():
		return l10n.T("Read the narrator first, then press %s.", l10n.T(st.GoLabel()))
	case st.IsWatch():
		return l10n.T("Not now: watch what happens first.")
	}
	return l10n.T("Not that one. %s", said)
}
