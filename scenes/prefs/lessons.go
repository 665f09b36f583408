package prefs

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/internal/clip"
)

// Lesson is how far the player got in one game's guided first game: the step reached
// (0-based, counted over all of the lesson's deals) and whether the lesson was
// finished once (a finished lesson starts again from its first step).
type Lesson struct {
	Step int  `json:"step,omitempty"`
	Done bool `json:"done,omitempty"`
}

// Bounds of the lessons kept in the settings: at most MaxLessons games, ids of at most
// maxLessonID letters, steps below MaxLessonStep.
const (
	MaxLessons    = 32
	MaxLessonStep = 1000
	maxLessonID   = 32
)

// Lessons is the progress of every game's lesson, by game id. It is kept as one string
// in a canonical form (so that Settings stay comparable) and stored in the settings
// file as a JSON object: {"troeven": {"step": 4}, "triples": {"done": true}}. The zero
// value holds no lesson.
type Lessons string

// Get is game id's progress (the zero Lesson when the game has none).
func (l Lessons) Get(id string) Lesson {
	for _, e := range l.entries() {
		if e.id == id {
			return e.Lesson
		}
	}
	return Lesson{}
}

// With is l with game id's progress set to p (removed when p is the zero Lesson).
// Error: an id that is not a game id (lower-case letters, digits and '-', at most 32),
// a step out of 0..MaxLessonStep-1, or more than MaxLessons games.
func (l Lessons) With(id string, p Lesson) (Lessons, error) {
	if err := checkLesson(id, p); err != nil {
		return l, err
	}
	es := slices.DeleteFunc(l.entries(), func(e lessonEntry) bool { return e.id == id })
	if p != (Lesson{}) {
		es = append(es, lessonEntry{id, p})
	}
	if len(es) > MaxLessons {
		return l, fmt.Errorf("lessons: more than %d games", MaxLessons)
	}
	return encodeLessons(es), nil
}

type lessonEntry struct {
	id string
	Lesson
}

// entries reads the canonical form: "id step done;" per game, sorted by id.
func (l Lessons) entries() []lessonEntry {
	var out []lessonEntry
	for _, f := range strings.Split(string(l), ";") {
		parts := strings.Fields(f)
		if len(parts) != 3 {
			continue
		}
		step, _ := strconv.Atoi(parts[1])
		out = append(out, lessonEntry{parts[0], Lesson{Step: step, Done: parts[2] == "1"}})
	}
	return out
}

func encodeLessons(es []lessonEntry) Lessons {
	slices.SortFunc(es, func(a, b lessonEntry) int { return strings.Compare(a.id, b.id) })
	var b strings.Builder
	for _, e := range es {
		done := "0"
		if e.Done {
			done = "1"
		}
		b.WriteString(e.id + " " + strconv.Itoa(e.Step) + " " + done + ";")
	}
	return Lessons(b.String())
}

func checkLesson(id string, p Lesson) error {
	if id == "" || len(id) > maxLessonID || strings.Trim(id, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
		return fmt.Errorf("lessons: %s is not a game id", clip.Quote(id))
	}
	if p.Step < 0 || p.Step >= MaxLessonStep {
		return fmt.Errorf("lessons: %s: step %d is not in 0..%d", id, p.Step, MaxLessonStep-1)
	}
	return nil
}

// MarshalJSON stores the lessons as an object by game id.
func (l Lessons) MarshalJSON() ([]byte, error) {
	m := map[string]Lesson{}
	for _, e := range l.entries() {
		m[e.id] = e.Lesson
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads the object MarshalJSON writes. Errors: not an object, a key that
// is not a game id, a step out of range, more than MaxLessons games; unknown fields of
// an entry are ignored (a newer game may add some).
func (l *Lessons) UnmarshalJSON(b []byte) error {
	var m map[string]Lesson
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("lessons: want an object of {\"step\": N, \"done\": true|false} by game id: %v", err)
	}
	if len(m) > MaxLessons {
		return fmt.Errorf("lessons: %d games, more than %d", len(m), MaxLessons)
	}
	es := make([]lessonEntry, 0, len(m))
	for id, p := range m {
		if err := checkLesson(id, p); err != nil {
			return err
		}
		if p != (Lesson{}) {
			es = append(es, lessonEntry{id, p})
		}
	}
	*l = encodeLessons(es)
	return nil
}
