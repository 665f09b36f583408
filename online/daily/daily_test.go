package daily

import (
	"strings"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
	"parlor/online"
)

var secret = []byte("0123456789abcdef0123456789abcdef")

// play plays deal d with an easy bot in the person's seat and returns the record.
func play(t *testing.T, d online.DailyDeal) *record.Record {
	t.Helper()
	g, _ := games.Find(d.Game)
	m, err := match.New(g, Config(d), d.Bots)
	if err != nil {
		t.Fatal(err)
	}
	bots, err := Bots(d)
	if err != nil {
		t.Fatal(err)
	}
	if bots[0], err = g.NewBot("easy", 0, 7); err != nil {
		t.Fatal(err)
	}
	matchtest.PlayOut(t, m, bots)
	return m.Record()
}

// TestDealIsTheDays: the same secret, day and game give the same deal; another day,
// game or secret another seed; the commitment opens with the nonce.
func TestDealIsTheDays(t *testing.T) {
	a, err := Deal(secret, "2026-12-02", "threethirteen")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Deal(secret, "2026-12-02", "threethirteen")
	if a.Seed != b.Seed || a.Commit != b.Commit || online.Commitment(a.Seed, a.Nonce) != a.Commit {
		t.Fatalf("deals differ or do not open: %+v %+v", a, b)
	}
	for _, o := range []online.DailyDeal{
		must(Deal(secret, "2026-12-03", "threethirteen")),
		must(Deal(secret, "2026-12-02", "triples")),
		must(Deal([]byte("another secret of thirty-two b.."), "2026-12-02", "threethirteen")),
	} {
		if o.Seed == a.Seed || o.Commit == a.Commit {
			t.Errorf("%s %s has the same seed or commitment as threethirteen 2026-12-02", o.Date, o.Game)
		}
	}
	if a.Players != 3 || strings.Join(a.Bots, ",") != "human,normal,hard" {
		t.Errorf("the seating is %d players %v", a.Players, a.Bots)
	}
	if _, err := Deal(secret, "2026-12-02", "thirdwheel"); err == nil || !strings.Contains(err.Error(), "reaction times") {
		t.Errorf("Third Wheel's deal: %v", err)
	}
	for _, bad := range []string{"2026-1-2", "2026-12-02T00:00", "", "yesterday"} {
		if _, err := Deal(secret, bad, "triples"); err == nil {
			t.Errorf("the date %q was taken", bad)
		}
	}
}

func must(d online.DailyDeal, err error) online.DailyDeal {
	if err != nil {
		panic(err)
	}
	return d
}

// TestVerify: an honest record verifies to seat 0's total, in every game with a deal.
func TestVerify(t *testing.T) {
	ids := []string{"threethirteen", "troeven", "triples"}
	if testing.Short() {
		ids = ids[:1]
	}
	for _, id := range ids {
		d := must(Deal(secret, "2026-12-02", id))
		rec := play(t, d)
		score, m, err := Verify(d, rec)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if score != m.Summary().Totals[0] {
			t.Fatalf("%s: score %d, totals %v", id, score, m.Summary().Totals)
		}
	}
}

// TestForgeries: what a forged record tries is refused, and the words say what.
func TestForgeries(t *testing.T) {
	d := must(Deal(secret, "2026-12-02", "threethirteen"))
	rec := play(t, d)
	g, _ := games.Find(d.Game)
	// The first move of a bot seat, replaced by another legal move of that seat.
	m, _ := match.New(g, Config(d), d.Bots)
	botMove := -1
	var other string
	for i, text := range rec.Moves {
		if s := m.ToMove(); s > 0 && botMove < 0 {
			for _, l := range m.Legal(s) {
				if l.String() != text {
					botMove, other = i, l.String()
					break
				}
			}
		}
		if _, err := m.ApplyText(text); err != nil {
			t.Fatal(err)
		}
	}
	if botMove < 0 {
		t.Fatal("no bot move with an alternative")
	}
	forged := func(f func(r *record.Record)) *record.Record {
		c := *rec
		c.Moves = append([]string(nil), rec.Moves...)
		f(&c)
		return &c
	}
	other2 := must(Deal(secret, "2026-12-01", "threethirteen"))
	for _, c := range []struct {
		name string
		rec  *record.Record
		want string
	}{
		{"a move the rules refuse", forged(func(r *record.Record) { r.Moves[0] = "discard AS" }), "move 1"},
		{"a bot move the bot would not make", forged(func(r *record.Record) { r.Moves = append(r.Moves[:botMove], other) }), "bot plays"},
		{"another day's deal", forged(func(r *record.Record) { r.Seed = other2.Seed }), "seed"},
		{"undos", forged(func(r *record.Record) { r.Undos = 2 }), "without undo"},
		{"not over", forged(func(r *record.Record) { r.Moves = r.Moves[:len(r.Moves)-1] }), "not over"},
		{"stacked", forged(func(r *record.Record) { r.Decks = [][]string{{"AS"}} }), "stacks"},
		{"other players", forged(func(r *record.Record) { r.Players = 2 }), "players"},
	} {
		_, _, err := Verify(d, c.rec)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v (want words with %q)", c.name, err, c.want)
		}
		t.Logf("%s: %v", c.name, err)
	}
}

// TestUploadable: today, yesterday within the hour after midnight, nothing else.
func TestUploadable(t *testing.T) {
	at := func(s string) time.Time { tm, _ := time.Parse(time.RFC3339, s); return tm }
	for _, c := range []struct {
		date, now string
		ok        bool
	}{
		{"2026-12-02", "2026-12-02T13:00:00Z", true},
		{"2026-12-01", "2026-12-02T00:59:00Z", true},
		{"2026-12-01", "2026-12-02T01:01:00Z", false},
		{"2026-12-03", "2026-12-02T23:00:00Z", false},
		{"2026-11-30", "2026-12-02T00:10:00Z", false},
		{"12/02/2026", "2026-12-02T00:10:00Z", false},
	} {
		if err := Uploadable(c.date, at(c.now)); (err == nil) != c.ok {
			t.Errorf("Uploadable(%s at %s) = %v", c.date, c.now, err)
		}
	}
}

// TestShare: the words to share.
func TestShare(t *testing.T) {
	if s := Share("threethirteen", "2026-12-02", 34, 2, 57); s != "Parlor daily Three-Thirteen 2026-12-02: 34 points, 2nd of 57" {
		t.Fatal(s)
	}
}

// TestResume: a daily game saved midway and continued with Resume's bots ends as the
// game played without a break, and verifies.
func TestResume(t *testing.T) {
	d := must(Deal(secret, "2026-12-02", "triples"))
	whole := play(t, d)
	half := *whole
	half.Moves = whole.Moves[:len(whole.Moves)/2]
	m, bots, err := Resume(d, &half)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := games.Find(d.Game)
	if bots[0], err = g.NewBot("easy", 0, 7); err != nil {
		t.Fatal(err)
	}
	// The person's easy bot decides from the view alone: asked again only from here on, it
	// plays as it did (play's person is the same easy bot, seeded alike).
	matchtest.PlayOut(t, m, bots)
	if got := m.Record().Moves; strings.Join(got, "|") != strings.Join(whole.Moves, "|") {
		t.Fatalf("the resumed game went another way after move %d", len(half.Moves))
	}
	if _, _, err := Verify(d, m.Record()); err != nil {
		t.Fatal(err)
	}
}
