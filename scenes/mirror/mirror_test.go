package mirror_test

import (
	"regexp"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	// Each game's words, as its table links them.
	_ "parlor/scenes/thirdwheel/mirrorwords"
	_ "parlor/scenes/threethirteen/mirrorwords"
	_ "parlor/scenes/triples/mirrorwords"
	_ "parlor/scenes/troeven/mirrorwords"
)

// rawWords are what a listener must never hear: a seat by number, a hidden card's
// "??", a card in notation ("7H", "12R", "GH3").
var rawWords = regexp.MustCompile(`\bseat \d\b|\?\?|\b(10|[2-9AJQK])[CDHS]\b|\b1?\d[HFRD]\b|\b[A-Z][A-Z]\d\b`)

// TestWholeGamesSaid plays a whole game of each title with bots and shows it to seat 0's
// mirror after every move, as the table does: every announcement is in words (names,
// no notation), every legal move is a button labelled in words with its notation as
// the command (which parses back to the move), the sections hold the hand, and the
// game's end says the final scores.
func TestWholeGamesSaid(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
		options []string
	}{
		{"threethirteen", 3, nil}, {"troeven", 3, nil}, {"thirdwheel", 3, []string{"doubledown", "snap"}}, {"triples", 3, nil},
	} {
		t.Run(c.game, func(t *testing.T) {
			g, err := games.Find(c.game)
			if err != nil {
				t.Fatal(err)
			}
			m, err := match.New(g, match.Config{Players: c.players, Seed: 11, Options: c.options}, nil)
			if err != nil {
				t.Fatal(err)
			}
			var bots []match.Bot
			for s := 0; s < c.players; s++ {
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
			names := mirror.Names{Seats: []string{"You", "Basil", "Cleo"}, Viewer: 0}
			mr := mirror.New(c.game, names)
			d := m.NewDriver(bots)
			buttons := 0
			show := func() mirror.Model {
				mr.Update(seat.Events(), seat.View(), seat.Legal())
				md := mr.Model()
				for _, s := range md.Said {
					if s == "" || rawWords.MatchString(s) {
						t.Fatalf("said %q: not in words", s)
					}
				}
				for _, b := range md.Buttons {
					buttons++
					if b.Label == "" || b.Label == b.Command || rawWords.MatchString(b.Label) {
						t.Errorf("button %q (command %q): not labelled in words", b.Label, b.Command)
					}
					mv, err := g.ParseMove(0, b.Command)
					if err != nil || mv.MoveSeat() != 0 {
						t.Errorf("button %q: its command %q does not parse as seat 0's move: %v", b.Label, b.Command, err)
					}
				}
				if md.Title == "" || len(md.Sections) == 0 || !strings.HasPrefix(md.Sections[0].Heading, "Your hand") {
					t.Fatalf("model %q has no hand section: %+v", md.Title, md.Sections)
				}
				return md
			}
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
			md := show()
			last := md.Log[len(md.Log)-1]
			if !strings.HasPrefix(last, "Game over") {
				t.Errorf("the last thing said is %q, want the game's end", last)
			}
			if buttons == 0 {
				t.Error("seat 0 never had a move button")
			}
			if txt, ok := mr.Command("last"); ok == false || txt != "" {
				t.Errorf("last: not answered")
			}
			if l := mr.Model().Said; len(l) != 1 || l[0] != last {
				t.Errorf("last said %q, want %q", l, last)
			}
			t.Logf("%d things said; the end: %q", len(md.Log), last)
		})
	}
}

// TestCommands: the command line's own commands are answered from the model; anything
// else is handed back as a move.
func TestCommands(t *testing.T) {
	g, _ := games.Find("threethirteen")
	m, err := match.New(g, match.Config{Players: 2, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	seat, _ := m.Seat(0)
	mr := mirror.New("threethirteen", mirror.Names{Seats: []string{"You", "Basil"}, Viewer: 0})
	mr.Update(seat.Events(), seat.View(), seat.Legal())
	mr.Model()
	for cmd, want := range map[string]string{
		"hand": "Your hand, 3 cards: ", "HELP": "Type a move", "table": "Three-Thirteen, round 1: 3s are wild.",
		"scores": "Scores: You: 0 points", "moves": "Moves: ", "": "Type a move or help.",
	} {
		if mv, ok := mr.Command(cmd); !ok || mv != "" {
			t.Errorf("%q: not answered (%q)", cmd, mv)
		}
		said := mr.Model().Said
		if len(said) != 1 || !strings.HasPrefix(said[0], want) {
			t.Errorf("%q said %q, want %q…", cmd, said, want)
		}
	}
	if mv, ok := mr.Command("  draw "); ok || mv != "draw" {
		t.Errorf("draw: answered %v, move %q", ok, mv)
	}
}

// TestPlain: an event's own words with the seats named and the cards in words.
func TestPlain(t *testing.T) {
	n := mirror.Names{Seats: []string{"You", "Basil"}}
	if got := mirror.Plain("seat 1 discards 10H; seat 0 draws ??", n); got != "Basil discards 10 of hearts; You draws a card" {
		t.Errorf("Plain: %q", got)
	}
	if got := mirror.Card(cards.Card{Rank: cards.King, Suit: cards.Spades}); got != "the king of spades" {
		t.Errorf("Card: %q", got)
	}
}

// TestScreenModels: the screens' mirrors offer what each may do: the menu a game to
// start each, a screen being made nothing, a screen drawn only over another Back, one
// on its own the way to the menu; a table's
// own buttons follow the round and the privacy screen, and end with the menu.
func TestScreenModels(t *testing.T) {
	md := mirror.GamesModel([]mirror.GameChoice{{"Triples", "triples"}}, []string{"Hello."})
	if md.Status != mirror.ChooseWords || len(md.Buttons) != 1 || md.Buttons[0].Command != "start triples" || md.Buttons[0].Label != "Play Triples against bots" || len(md.Said) != 1 {
		t.Errorf("the games' model is %+v", md)
	}
	if md := mirror.LoadingModel(nil); md.Status != mirror.LoadingWords || len(md.Buttons) != 0 {
		t.Errorf("the loading model is %+v, want no buttons", md)
	}
	if md := mirror.OverModel(nil); len(md.Buttons) != 1 || md.Buttons[0].Command != "back" {
		t.Errorf("the model over another screen is %+v, want one Back", md)
	}
	if md := mirror.DrawnModel(nil); md.Status != mirror.DrawnWords || len(md.Buttons) != 1 || md.Buttons[0].Command != "menu" {
		t.Errorf("the model of a screen drawn only is %+v, want one button to the menu", md)
	}
	for _, c := range []struct {
		round, final, privacy bool
		want                  []string
	}{
		{false, false, false, []string{"menu"}},
		{true, false, false, []string{"next", "menu"}},
		{true, true, false, []string{"sheet", "menu"}},
		{false, false, true, []string{"reveal", "menu"}},
	} {
		status, acts := mirror.TableActions(c.round, c.final, c.privacy, "Ada")
		var got []string
		for _, b := range acts {
			got = append(got, b.Command)
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("round over %v, final %v, privacy %v: buttons %v, want %v", c.round, c.final, c.privacy, got, c.want)
		}
		if c.privacy && !strings.Contains(status, "Ada") {
			t.Errorf("behind the privacy screen the status %q names no one", status)
		}
	}
}

// TestSharedWordsInTheLanguage: the shared words (a card, the winners, a seat list,
// Says, Plain's names and cards) follow the language on.
func TestSharedWordsInTheLanguage(t *testing.T) {
	defer l10n.Set(l10n.En)
	n := mirror.Names{Seats: []string{"You", "Basil", "Cleo"}, Viewer: 0}
	l10n.Set(l10n.Nl)
	for got, want := range map[string]string{
		mirror.Card(cards.Card{Rank: cards.King, Suit: cards.Spades}): "de schoppen heer",
		mirror.Winners([]int{0}, n):                                   "Jij wint.",
		mirror.Winners([]int{1}, n):                                   "Basil wint.",
		mirror.Winners([]int{1, 2, 0}, n):                             "Basil, Cleo en Jij delen de winst.",
		n.Says(1, "You discard %s.", "%s discards %s.", "x"):          "Basil legt x af.",
		mirror.Plain("seat 1 discards 10H; seat 0 draws ??", n):       "Basil discards " + mirror.CardName(cards.Card{Rank: 10, Suit: cards.Hearts}) + "; Jij draws een kaart",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}
