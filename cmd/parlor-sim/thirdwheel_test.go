package main

import (
	"parlor/gameplay/match"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
	"parlor/gameplay/thirdwheel"
)

var twOptionSets = func() []string {
	var sets []string
	for _, on := range matchtest.Subsets([]string{"snap", "doubledown", "actions", "playout"}) {
		sets = append(sets, strings.Join(on, ","))
	}
	return sets
}()

// TestThirdWheelPlayDeterministic: every option combination, the same arguments give the
// same bytes (races included), and the result follows the rules.
func TestThirdWheelPlayDeterministic(t *testing.T) {
	reasons := map[string]bool{}
	for i, opts := range twOptionSets {
		bots := "hard,easy,normal"
		if i%2 == 0 {
			bots = "easy"
		}
		args := []string{"play", "-game", "thirdwheel", "-seed", "2026", "-bots", bots, "-options", opts}
		a := playTwice(t, args...)
		r := decode[thirdWheelResult](t, a)
		if r.Game != "thirdwheel" || r.Seed != 2026 || r.Players != 3 || !r.Over || len(r.Rounds) != 1 || r.Moves < 10 {
			t.Fatalf("%s: %s", opts, a)
		}
		want := []string{}
		if opts != "" {
			want = strings.Split(opts, ",")
		}
		if !slices.Equal(r.Options, want) {
			t.Fatalf("options %v, want %v", r.Options, want)
		}
		rd := r.Rounds[0]
		roles := slices.Clone(rd.Roles)
		slices.Sort(roles)
		if !slices.Equal(roles, []string{"duo1", "duo2", "tw"}) || rd.Score < rd.Floor || rd.Score > 100 {
			t.Fatalf("%s: round %+v", opts, rd)
		}
		if !slices.Equal(r.Totals, rd.Scores) {
			t.Fatalf("totals %v scores %v", r.Totals, rd.Scores)
		}
		for seat, role := range rd.Roles {
			won := slices.Contains(r.Winners, seat)
			if won != (rd.Scores[seat] == 1) || won != ((role == "tw") == (rd.Winner == "tw")) {
				t.Fatalf("%s: seat %d (%s) winners %v side %s", opts, seat, role, r.Winners, rd.Winner)
			}
		}
		switch rd.Reason {
		case "exact-100":
			if rd.Score != 100 || rd.Winner != "duo" {
				t.Fatalf("%s: %+v", opts, rd)
			}
		case "deck-empty", "no-scoring-cards":
			if rd.Winner != "tw" || (rd.Reason == "no-scoring-cards") != strings.Contains(opts, "playout") {
				t.Fatalf("%s: %+v", opts, rd)
			}
		default:
			t.Fatalf("%s: reason %q", opts, rd.Reason)
		}
		if strings.Contains(opts, "snap") != (rd.Windows > 0) && !strings.Contains(opts, "doubledown") && !strings.Contains(opts, "actions") {
			t.Fatalf("%s: %d windows", opts, rd.Windows)
		}
		reasons[rd.Reason] = true
		c, _, _ := sim(t, "", append(slices.Clone(args), "-seed", "2027")...)
		if c == a {
			t.Errorf("%s: another seed played the same game", opts)
		}
	}
	if len(reasons) < 2 {
		t.Errorf("every game ended the same way: %v", reasons)
	}
	// One level plays every seat.
	one, _, st := sim(t, "", "play", "-game", "thirdwheel", "-seed", "5", "-bots", "normal", "-options", "snap")
	three, _, _ := sim(t, "", "play", "-game", "thirdwheel", "-seed", "5", "-bots", "normal,normal,normal", "-options", "snap")
	if st != 0 || one != three {
		t.Fatalf("-bots normal: %s vs %s", one, three)
	}
}

// twRecord plays a bot game through the match layer and returns it as a record.
func twRecord(t *testing.T, opts []string, seed uint64, levels [3]string) *record.Record {
	t.Helper()
	return botRecord(t, match.Config{Game: "thirdwheel", Players: 3, Options: opts, Seed: seed}, levels[:])
}

func TestThirdWheelReplay(t *testing.T) {
	opts := []string{"snap", "doubledown", "actions", "playout", "fairdeck"}
	r := twRecord(t, opts, 77, [3]string{"hard", "normal", "easy"})
	out := replayEqualsPlay(t, r, "-game", "thirdwheel", "-options", strings.Join(opts, ","), "-seed", "77", "-bots", "hard,normal,easy")
	if res := decode[thirdWheelResult](t, out); res.Rounds[0].Windows == 0 {
		t.Fatal("the game should have had reaction windows")
	}

	// An unfinished record: no rounds, not over.
	short := *r
	short.Moves = r.Moves[:8]
	out, _, code := replay(t, &short)
	if res := decode[thirdWheelResult](t, out); code != 0 || res.Over || res.Moves != 8 || len(res.Rounds) != 0 || res.Winners == nil {
		t.Fatalf("unfinished: %s", out)
	}

	// A move the rules refuse: exit 1 naming the move number and the rule.
	bad := short
	bad.Moves = append(slices.Clone(short.Moves), "0: counter @5")
	replayRefused(t, &bad, "move 9")
	extra := *r
	extra.Moves = append(slices.Clone(r.Moves), "tick @99")
	replayRefused(t, &extra, "game-over")

	// Bad input in a record: exit 2.
	replayBadRecords(t, r,
		func(x *record.Record) { x.Moves = []string{"1: play 14Q"} },
		func(x *record.Record) { x.Moves = []string{"fly"} },
		func(x *record.Record) { x.Options = []string{"wild"} },
		func(x *record.Record) { x.Decks = [][]string{{"1H"}} },
		func(x *record.Record) { x.Decks = [][]string{{"ZZ"}} },
		func(x *record.Record) { x.Players = 4 },
		func(x *record.Record) { x.Variant = "solo" },
	)
}

func TestThirdWheelReplayStackedDeck(t *testing.T) {
	deck := thirdwheel.Strings(thirdwheel.NewDeck(false))
	r := &record.Record{
		Config: match.Config{Game: "thirdwheel", Players: 3, Seed: 9, Decks: [][]string{deck}},
		Moves:  []string{"play 3H"},
	}
	// The deck is dealt as stacked: Duo 1 gets 1H 4H 7H 10H 13H and draws 3F, so
	// "play 3H" (Duo 2's card) is refused; "play 13H" then the TW's "pass" are fine.
	replayRefused(t, r, "not-in-hand")
	r.Moves = []string{"play 13H", "pass"}
	out, errs, code := replay(t, r)
	if code != 0 || decode[thirdWheelResult](t, out).Over {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
}

// TestThirdWheelFairDeckStacked: with the fair deck a stacked deck's last cards are set
// aside; the draws come off the top as without it, and the record replays the same.
func TestThirdWheelFairDeckStacked(t *testing.T) {
	deck := thirdwheel.Strings(thirdwheel.NewDeck(false))
	r := &record.Record{
		Config: match.Config{Game: "thirdwheel", Players: 3, Seed: 9, Options: []string{"fairdeck"}, Decks: [][]string{deck}},
		Moves:  []string{"play 13H", "pass"},
	}
	out, errs, code := replay(t, r)
	if code != 0 || decode[thirdWheelResult](t, out).Over {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
	m, err := games.Load(r)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := match.Unwrap[*thirdwheel.State](m.State())
	n := (thirdwheel.Options{FairDeck: true}).SetAside()
	if s.Aside() != n || s.DeckSize() != thirdwheel.DeckSize-15-n-2 {
		t.Fatalf("set aside %d (want %d), deck %d", s.Aside(), n, s.DeckSize())
	}
}
