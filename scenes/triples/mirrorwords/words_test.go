package mirrorwords

import (
	"regexp"
	"strings"
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// english are words the mirror said in English before it spoke the language on.
var english = regexp.MustCompile(`\b(the|plays|draws|deals|seat|round|cards?|points?|turn|Draw|Play|Make|pile|red|blue|heart|star|You)\b`)

// TestWholeGameInDutch: a whole game of bots said in Dutch: every event said, every move
// button, the title, the status and the sections (the hand's heading aside, which the
// mirror's "hand" command finds by its English start) hold no English word, and the
// game's end gives the final scores.
func TestWholeGameInDutch(t *testing.T) {
	l10n.Set(l10n.Nl)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	g, err := games.Find("triples")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g, match.Config{Players: 3, Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var bots []match.Bot
	for s := 0; s < 3; s++ {
		b, err := g.NewBot("easy", s, uint64(s+1))
		if err != nil {
			t.Fatal(err)
		}
		bots = append(bots, b)
	}
	seat, err := m.Seat(0)
	if err != nil {
		t.Fatal(err)
	}
	mr := mirror.New("triples", mirror.Names{Seats: []string{"You", "Basil", "Player 3"}, Viewer: 0})
	check := func(what, s string) {
		if w := english.FindString(s); w != "" {
			t.Fatalf("%s %q: %q is English", what, s, w)
		}
	}
	var log []string
	show := func() {
		mr.Update(seat.Events(), seat.View(), seat.Legal())
		md := mr.Model()
		for _, s := range md.Said {
			check("said", s)
		}
		for _, b := range md.Buttons {
			check("button", b.Label)
		}
		check("title", md.Title)
		check("status", md.Status)
		for _, sec := range md.Sections {
			if !strings.HasPrefix(sec.Heading, "Your hand") && sec.Heading != "Scores" {
				check("heading", sec.Heading)
			}
			for _, it := range sec.Items {
				check("item", it)
			}
		}
		log = md.Log
	}
	d := m.NewDriver(bots)
	show()
	for n := 0; !m.Over(); n++ {
		if n > 20000 {
			t.Fatal("no end")
		}
		mv, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(mv); err != nil {
			t.Fatal(err)
		}
		show()
	}
	if last := log[len(log)-1]; !strings.HasPrefix(last, "Spel voorbij. Eindstand: Jij: ") {
		t.Errorf("the game ends with %q", last)
	}
}
