package prefs

import (
	"strings"
	"testing"
)

func TestLessonsRoundTrip(t *testing.T) {
	var l Lessons
	var err error
	for _, c := range []struct {
		id string
		p  Lesson
	}{{"troeven", Lesson{Step: 4}}, {"threethirteen", Lesson{Done: true}}, {"troeven", Lesson{Step: 5, Done: true}}, {"triples", Lesson{}}} {
		if l, err = l.With(c.id, c.p); err != nil {
			t.Fatal(err)
		}
	}
	if got := l.Get("troeven"); got != (Lesson{Step: 5, Done: true}) {
		t.Errorf("troeven = %+v", got)
	}
	if got := l.Get("triples"); got != (Lesson{}) {
		t.Errorf("triples = %+v, want none", got)
	}
	s := Settings{Speed: Fast, Lessons: l}
	enc, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(enc), `"threethirteen": {`) || !strings.Contains(string(enc), `"done": true`) {
		t.Errorf("lessons not stored as an object by game id:\n%s", enc)
	}
	back, err := Decode(enc)
	if err != nil || back != s {
		t.Fatalf("decoded %+v, %v; want %+v", back, err, s)
	}
	if l2, err := l.With("troeven", Lesson{}); err != nil || l2.Get("troeven") != (Lesson{}) || l2.Get("threethirteen") != (Lesson{Done: true}) {
		t.Errorf("removing troeven: %q, %v", l2, err)
	}
}

func TestLessonsRefused(t *testing.T) {
	for _, bad := range []string{
		`{"lessons": [1]}`, `{"lessons": {"Bad Id": {"step": 1}}}`, `{"lessons": {"troeven": {"step": -1}}}`,
		`{"lessons": {"troeven": {"step": 100000}}}`, `{"lessons": {"troeven": {"done": "yes"}}}`,
		`{"lessons": {"x;y": {"step": 1}}}`,
	} {
		s, err := Decode([]byte(bad))
		if err == nil || s != Default() {
			t.Errorf("%s: decoded %+v, %v; want an error and the defaults", bad, s, err)
		}
	}
	var many strings.Builder
	many.WriteString(`{"lessons": {`)
	for i := range MaxLessons + 1 {
		if i > 0 {
			many.WriteString(",")
		}
		many.WriteString(`"g` + strings.Repeat("a", i%5) + string(rune('a'+i%26)) + string(rune('a'+i/26)) + `": {"step": 1}`)
	}
	many.WriteString("}}")
	if _, err := Decode([]byte(many.String())); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("%d lessons: %v, want refused", MaxLessons+1, err)
	}
	var l Lessons
	if _, err := l.With("no such id!", Lesson{Step: 1}); err == nil {
		t.Error("a bad id was kept")
	}
	if _, err := l.With("troeven", Lesson{Step: MaxLessonStep}); err == nil {
		t.Error("a step out of range was kept")
	}
	// Unknown fields of an entry are a newer game's: ignored.
	if s, err := Decode([]byte(`{"lessons": {"troeven": {"step": 2, "stars": 3}}}`)); err != nil || s.Lessons.Get("troeven").Step != 2 {
		t.Errorf("an unknown field: %+v, %v", s, err)
	}
}
