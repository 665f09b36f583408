package scenes

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"parlor/gameplay/match"
	"parlor/scenes/prefs"
)

// Lesson is a game's guided first game (GameInfo.Lesson), as data: one fixed deal or a
// few (Parts, played one after another), each with the moves of the seats the learner
// does not play and the narrator's steps. The Shell runs it generically (lessonRun):
// the narrator's panel says what to do next, a move of the learner's that the step
// does not want is explained and never reaches the match, and the steps read only the
// learner's view and the table's state (Moment), never the game's state. A game joins
// the lessons by giving its GameInfo a Lesson; nothing else.
type Lesson struct {
	Parts []LessonPart
}

// LessonPart is one fixed deal of a lesson.
type LessonPart struct {
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

// ErrLesson is the error of a move the lesson's narrator held back (Shell.Submit): the
// narrator explains it; a toast has nothing to add (Refusal is "").
var ErrLesson = errors.New("the narrator holds that move back")

// steps is how many steps the lesson has, over all its parts.
func (l *Lesson) steps() int {
	n := 0
	for _, p := range l.Parts {
		n += len(p.Steps)
	}
	return n
}

// locate is the part and the step in it of the lesson's step k (counted over all
// parts); k past the end is the last step.
func (l *Lesson) locate(k int) (part, step int) {
	for i, p := range l.Parts {
		if k < len(p.Steps) {
			return i, k
		}
		k -= len(p.Steps)
	}
	last := len(l.Parts) - 1
	return last, len(l.Parts[last].Steps) - 1
}

// first is the number of the first step of part.
func (l *Lesson) first(part int) int {
	n := 0
	for _, p := range l.Parts[:part] {
		n += len(p.Steps)
	}
	return n
}

// LessonLabel is the label of the button that starts g's lesson with settings p: "Learn
// to play", "Resume the lesson (step 4 of 12)" or, once finished, "Learn to play
// again"; "" when g has no lesson.
func LessonLabel(p prefs.Settings, g *GameInfo) string {
	if g.Lesson == nil {
		return ""
	}
	switch pr := p.Lessons.Get(g.ID); {
	case pr.Step > 0 && pr.Step < g.Lesson.steps():
		return fmt.Sprintf("Resume the lesson (step %d of %d)", pr.Step+1, g.Lesson.steps())
	case pr.Done:
		return "Learn to play again"
	}
	return "Learn to play"
}

// LessonDone reports that g's lesson was finished once with settings p.
func LessonDone(p prefs.Settings, g *GameInfo) bool { return p.Lessons.Get(g.ID).Done }

// StartLesson opens g's lesson where the player left it (the step kept in the
// settings), or from its start; the scene is its table. Error: g has no lesson, or its
// deal cannot be made.
func StartLesson(a *App, g *GameInfo) (Scene, error) {
	if g.Lesson == nil || len(g.Lesson.Parts) == 0 || g.Table == nil {
		return nil, errors.New(g.Name + " has no lesson yet")
	}
	at := a.Prefs.Lessons.Get(g.ID).Step
	if at >= g.Lesson.steps() {
		at = 0
	}
	part, _ := g.Lesson.locate(at)
	t, err := lessonTable(a, g, part)
	if err != nil {
		return nil, err
	}
	if at > g.Lesson.first(part) {
		ShellOf(t).lessonCatchUp(at)
	}
	return t, nil
}

// lessonTable is the table of part of g's lesson, at its first step: a local match of
// the part's deal, the learner in Person, the scripted seats held by their scripts.
func lessonTable(a *App, g *GameInfo, part int) (Table, error) {
	lp := &g.Lesson.Parts[part]
	cfg := lp.Config
	cfg.Game, cfg.Options = g.ID, slices.Clone(cfg.Options)
	s := Setup{Config: cfg, Seats: make([]SeatSetup, cfg.Players)}
	s.Decks = nil // a Setup carries no stacked decks; the match below has them
	for i := range s.Seats {
		s.Seats[i] = SeatSetup{Human: i == lp.Person, Level: lp.Level}
	}
	s.NameSeats()
	m, err := match.New(g.Game, cfg, s.Levels())
	if err != nil {
		return nil, fmt.Errorf("the lesson's deal: %w", err)
	}
	sess, err := ResumeLocalSession(m, s)
	if err != nil {
		return nil, err
	}
	if err := sess.useScript(lp.Script); err != nil {
		return nil, err
	}
	t, err := OpenTable(g, s, sess)
	if err != nil {
		return nil, err
	}
	sh := ShellOf(t)
	sh.lesson = &lessonRun{l: g.Lesson, part: part}
	sh.app = a
	return t, nil
}

// normMove is a move's notation as a lesson compares it: lower case, single spaces,
// without a seat ("1: ") or a time ("@350").
func normMove(s string) string {
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
