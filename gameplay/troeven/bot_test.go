package troeven

import (
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards"
)

func TestNewBotErrors(t *testing.T) {
	if _, err := NewBot("expert", 0, 1); err == nil || !strings.Contains(err.Error(), `unknown troeven bot level "expert"`) {
		t.Errorf("NewBot(expert): %v", err)
	}
	if _, err := NewBot("easy", 3, 1); err == nil {
		t.Error("NewBot for seat 3 should fail: the dummy is played by the caller's bot")
	}
	for _, l := range Levels {
		b, err := NewBot(l, 1, 1)
		if err != nil || b.Level() != l {
			t.Errorf("NewBot(%s) = %v, %v", l, b, err)
		}
	}
}

func TestBotsPassWhenNotToMove(t *testing.T) {
	s, _ := New(Config{Seed: 3})
	other := (s.ToMove() + 1) % 3
	for _, l := range Levels {
		b, _ := NewBot(l, other, 1)
		if m := b.Choose(s.View(other)); m != (Move{}) {
			t.Errorf("%s bot out of turn chose %v", l, m)
		}
	}
}

func TestEasyBotIsSeeded(t *testing.T) {
	play := func(seed uint64) []string {
		s, _ := New(Config{Seed: 11})
		var bots [3]Bot
		for i := range bots {
			bots[i], _ = NewBot("easy", i, seed)
		}
		var out []string
		for n := 0; n < 40; n++ {
			seat := s.ToMove()
			m := bots[seat].Choose(s.View(seat))
			if _, err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
			out = append(out, m.String())
		}
		return out
	}
	a, b, c := play(1), play(1), play(2)
	if strings.Join(a, ",") != strings.Join(b, ",") {
		t.Error("the same bot seed played differently")
	}
	if strings.Join(a, ",") == strings.Join(c, ",") {
		t.Error("different bot seeds played the same 40 moves")
	}
}

func TestNormalBotNamesTrumpsFromStrength(t *testing.T) {
	for _, tc := range []struct{ hand, want string }{
		{"AH KH 7S 8C", "H"},
		{"7C 8C 9C AS", "C"},    // length beats a lone ace
		{"AD KD QS JS", "D"},    // the stronger pair
		{"7C 9D AH KH QH", "H"}, // solo: five cards
	} {
		b, _ := NewBot("normal", 1, 0)
		v := View{Seat: 1, Phase: PhaseTrump, ToMove: 1, Hand: cards.MustParseList(tc.hand),
			Legal: []Move{{Seat: 1, Kind: NameTrump, Suit: cards.Hearts}}}
		if m := b.Choose(v); m.Kind != NameTrump || m.Suit.String() != tc.want {
			t.Errorf("hand %s: named %v, want trump %s", tc.hand, m, tc.want)
		}
	}
}

// playView builds the view of the position to play: seat (the caller when turn is the
// dummy), trick so far as "card@position" tokens, finished tricks likewise.
func playView(v Variant, seat, turn, dealer int, trump, hand, dummyUp, trick string, tricks ...string) View {
	vw := View{Variant: v, Seat: seat, Turn: turn, ToMove: seat, Dealer: dealer, Caller: (dealer + 1) % 3,
		Cutter: (dealer + 2) % 3, Phase: PhasePlay, Hand: cards.MustParseList(hand)}
	vw.Trump, _ = ParseSuit(trump)
	for k, c := range cards.MustParseList(dummyUp) {
		vw.DummyUp[k] = c
	}
	parse := func(s string) Trick {
		t := Trick{Winner: -1}
		for _, tok := range strings.Fields(s) {
			c, p, _ := strings.Cut(tok, "@")
			t.Cards = append(t.Cards, TrickCard{Seat: int(p[0] - '0'), Card: card(c)})
		}
		return t
	}
	vw.Trick = parse(trick)
	for _, s := range tricks {
		vw.Tricks = append(vw.Tricks, parse(s))
	}
	own := vw.Hand
	if turn == DummySeat {
		own = cards.MustParseList(dummyUp)
	}
	var follow []cards.Card
	if len(vw.Trick.Cards) > 0 {
		for _, c := range own {
			if c.Suit == vw.Trick.Cards[0].Card.Suit {
				follow = append(follow, c)
			}
		}
	}
	if len(follow) == 0 {
		follow = own
	}
	for _, c := range follow {
		vw.Legal = append(vw.Legal, Move{Seat: seat, Kind: PlayCard, Card: c, FromDummy: turn == DummySeat})
	}
	return vw
}

func TestNormalBotPlay(t *testing.T) {
	for _, tc := range []struct {
		name string
		view View
		want string
	}{
		{"wins a trick with the cheapest card that is sure to win",
			playView(Solo, 2, 2, 0, "S", "10H QH AH 7C", "", "9H@0 JH@1"), "play QH"},
		{"does not spend a trump on a pointless trick",
			playView(Solo, 2, 2, 0, "S", "7S 9C 10D", "", "7H@0 8H@1"), "play 9C"},
		{"trumps a trick worth points",
			playView(Solo, 2, 2, 0, "S", "7S 9C 10D", "", "7H@0 KH@1"), "play 7S"},
		{"dumps a zero-point card when it cannot win",
			playView(Solo, 1, 1, 2, "S", "KC 8C QH 8H", "", "AD@0"), "play 8C"},
		{"gives points to a partner sure to win",
			playView(Dummy, 1, 1, 0, "H", "KS 7S QD 7C", "", "8S@2 AS@3 9S@0"), "play KS"},
		{"gives nothing to an opponent winning the trick",
			playView(Dummy, 1, 1, 0, "H", "KS 7S QD 7C", "", "8S@2 AS@3 7H@0"), "play 7S"},
		{"leads a master it knows from the cards played",
			playView(Solo, 0, 0, 1, "S", "KH 7C 8D 9D", "", "", "AH@2 7H@0 8H@1"), "play KH"},
		{"otherwise leads low from its longest plain suit",
			playView(Solo, 0, 0, 1, "S", "KH 7C 8D 9D", "", ""), "play 8D"},
		{"draws trumps holding the master trump and three trumps",
			playView(Solo, 0, 0, 1, "S", "AS 9S 8S 7D", "", ""), "play AS"},
		{"plays the dummy's cards for the caller: KD is sure to win as AD is its own",
			playView(Dummy, 1, DummySeat, 0, "H", "KS 7S QD 7C", "8C KD AD 9S", "7D@2"), "dummy KD"},
	} {
		b, _ := NewBot("normal", tc.view.Seat, 0)
		if got := b.Choose(tc.view).String(); got != tc.want {
			t.Errorf("%s: chose %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestNormalBeatsEasy: one normal bot against two easy ones wins well over its third
// of the games in both variants (about 85% when measured).
func TestNormalBeatsEasy(t *testing.T) {
	for _, v := range []Variant{Dummy, Solo} {
		if wins, games := winsAgainst(t, v, 120, "normal", "easy"); wins*100 < games*60 {
			t.Errorf("%s: normal won %d of %d games against two easy bots", v, wins, games)
		}
	}
}

// winsAgainst plays games seeded games of v, one bot of level against two of others,
// taking turns at the three seats (the seed picks it), and counts the level's wins.
func winsAgainst(t *testing.T, v Variant, games int, level, others string) (wins, n int) {
	for seed := uint64(0); seed < uint64(games); seed++ {
		seat := int(seed % 3)
		lv := [3]string{others, others, others}
		lv[seat] = level
		if slices.Contains(playBots(t, v, seed, lv).Winners(), seat) {
			wins++
		}
	}
	return wins, games
}

// playBots plays a whole game with bots of the given levels.
func playBots(t testing.TB, v Variant, seed uint64, levels [3]string) *State {
	s, err := New(Config{Variant: v, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var bots [3]Bot
	for i := range bots {
		if bots[i], err = NewBot(levels[i], i, seed); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; !s.Over(); n++ {
		seat := s.ToMove()
		m := bots[seat].Choose(s.View(seat))
		if _, err := s.Apply(m); err != nil {
			t.Fatalf("move %d %v: %v", n, m, err)
		}
	}
	return s
}
