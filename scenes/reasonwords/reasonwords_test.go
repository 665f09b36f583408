package reasonwords_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/review"
	"parlor/scenes/l10n"
	"parlor/scenes/reasonwords"

	_ "parlor/scenes/thirdwheel/mirrorwords" // Third Wheel's card words
	_ "parlor/scenes/triples/mirrorwords"    // Triples' card words
)

// formats are the reasons' formats the games' hints and reviews make: the string
// literals of gameplay/<game>/hint*.go and review*.go on a line that says match.Say or
// that hold a %s verb.
func formats(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../../gameplay/*/hint*.go", "../../gameplay/*/review*.go"} {
		fs, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	lit := regexp.MustCompile(`"((?:[^"\\\n]|\\.)*)"`)
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if strings.Contains(line, "Errorf") || strings.Contains(line, "Noun:") {
				continue
			}
			for _, m := range lit.FindAllStringSubmatch(line, -1) {
				s := m[1]
				if s == "%s" || seen[s] || !strings.Contains(line, "match.Say(") && !strings.Contains(s, "%s") && !strings.Contains(s, "%[") {
					continue
				}
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	if len(out) < 100 {
		t.Fatalf("only %d formats found in %d files", len(out), len(files))
	}
	return out
}

// TestEveryReasonTranslated: every format of a hint's or a review's reason is in the
// Dutch, German, French and Spanish catalogues (as it is, or under Context).
func TestEveryReasonTranslated(t *testing.T) {
	fs := formats(t)
	for _, l := range l10n.Langs[1:] {
		c, err := l10n.Catalogue(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fs {
			_, ok := c[f]
			_, inCtx := c[reasonwords.Context+f]
			if !ok && !inCtx {
				t.Errorf("%v lacks the reason %q", l, f)
			}
		}
	}
}

// TestSayInDutch: a reason reads in Dutch with its card, count and number worded the
// Dutch way, and in English as the core says it.
func TestSayInDutch(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	nine := cards.Card{Rank: 9, Suit: cards.Clubs}
	for _, tc := range []struct {
		w      match.Words
		en, nl string
	}{
		{match.Say("Discard the %[1]s: it leaves %[2]s unmatched, the least of any discard.", nine, match.Count{N: 1, Noun: "point"}),
			"Discard the 9♣: it leaves 1 point unmatched, the least of any discard.",
			"Leg de klaveren 9 af: dan heb je nog 1 punt los, het minst van alle aflegkaarten."},
		{match.Say("%[1]s; %[2]s.", match.Say("Draw from the stock: it leaves %[1]s points on average after your best discard, over the %[2]s cards you have not seen", 4.25, 30),
			match.Say("taking the %[1]s would leave %[2]s", nine, 7)),
			"Draw from the stock: it leaves 4.2 points on average after your best discard, over the 30 cards you have not seen; taking the 9♣ would leave 7.",
			"Pak van de stapel: dat laat na je beste afleg gemiddeld 4,3 punten over, over de 30 kaarten die je nog niet hebt gezien; de klaveren 9 pakken laat 7 over."},
		{match.Say("%[1]s: it %[2]s over %[3]s sampled deals%[4]s.", match.Say("Make %s draw 2", match.SeatNo(1)), match.Say("leaves the opponent nearest to going out %s cards on average", 4.0), 40, match.Say(", going out in %s of them", match.Percent(25))),
			"Make Basil draw 2: it leaves the opponent nearest to going out 4.0 cards on average over 40 sampled deals, going out in 25% of them.",
			"Laat Basil 2 kaarten pakken: dat laat de tegenstander die het dichtst bij uitgaan is gemiddeld 4 kaarten (over 40 gesimuleerde delingen), met in 25% daarvan uitgaan."},
	} {
		name := func(int) string { return "Basil" }
		l10n.Set(l10n.En)
		if got := reasonwords.Say(tc.w, name); got != tc.en {
			t.Errorf("English:\n\t%q, want\n\t%q", got, tc.en)
		}
		l10n.Set(l10n.Nl)
		if got := reasonwords.Say(tc.w, name); got != tc.nl {
			t.Errorf("Dutch:\n\t%q, want\n\t%q", got, tc.nl)
		}
	}
}

// The words a reason in Dutch never has (English ones; "won" is Dutch too), and a run of plain letters a
// reason in the pseudo-locale never has; the Third Wheel action cards keep their
// English names in every language.
var (
	englishWords = regexp.MustCompile(`(?i)\b(the|and|your|you|would|have|left|leaves?|points?|cards?|average|sampled|deals?|games?|stock|discard|draw|drawing|play|playing|taking|going|out|wins?|side|trumps|dummy|with|after|next|turn|round|only|exactly|bust|pair|slap|nearest|opponent|against|kept|player|melds?|seat|which|it|to|from)\b`)
	plainRun     = regexp.MustCompile(`[A-Za-z]{3,}`)
	properNames  = regexp.MustCompile(`Take a Hike|Awkward Silence|Talking Too Much|Read the Room`)
)

// TestReasonsSpeakTheLanguage: each game's hints (on turns of a bots' game) and review
// (of that game) come out in Dutch with no English word, and in the pseudo-locale with
// every word translated.
func TestReasonsSpeakTheLanguage(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	for _, tc := range []struct {
		game    string
		players int
	}{{"threethirteen", 3}, {"troeven", 3}, {"triples", 3}, {"thirdwheel", 3}} {
		t.Run(tc.game, func(t *testing.T) {
			var ws []match.Words
			hints, reviews := 0, 0
			m := playOut(t, tc.game, tc.players, func(w match.Words) { ws = append(ws, w); hints++ })
			r, err := review.Run(m, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range r.Decisions {
				if d.Words.String() != d.Why {
					t.Fatalf("move %d: the review's words say %q, its sentence %q", d.Move, d.Words.String(), d.Why)
				}
				ws = append(ws, d.Words)
				reviews++
			}
			if hints < 5 || reviews < 5 {
				t.Fatalf("%d hints and %d reviewed decisions: too few to check", hints, reviews)
			}
			for _, w := range ws {
				l10n.Set(l10n.Nl)
				nl := reasonwords.Say(w, func(int) string { return "Basil" })
				if bad := englishWords.FindString(properNames.ReplaceAllString(nl, "")); bad != "" || strings.Contains(nl, "%!") {
					t.Errorf("%q in Dutch is %q: %q is English", w.String(), nl, bad)
				}
				l10n.Set(l10n.Pseudo)
				ps := reasonwords.Say(w, func(int) string { return "Ƀášîľ" })
				if bad := plainRun.FindString(ps); bad != "" || strings.Contains(ps, "%!") {
					t.Errorf("%q in the pseudo-locale is %q: %q is not translated", w.String(), ps, bad)
				}
			}
			l10n.Set(l10n.En)
		})
	}
}

// playOut plays a game of bots to its end, giving the hint of the seat to move every
// other move (at most 20) to hint; the match is returned, its seat 0 a person's (the
// one the review looks at).
func playOut(t *testing.T, id string, players int, hint func(match.Words)) *match.Match {
	t.Helper()
	g, ok := games.Lookup(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	levels := make([]string, players)
	bots := make([]match.Bot, players)
	for i := range bots {
		levels[i] = g.Levels()[len(g.Levels())/2]
		b, err := g.NewBot(levels[i], i, 7)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = b
	}
	m, err := match.New(g, match.Config{Game: id, Players: players, Seed: 7}, levels)
	if err != nil {
		t.Fatal(err)
	}
	d := m.NewDriver(bots)
	hints := 0
	for k := 0; !m.Over() && k < 5000; k++ {
		if k%2 == 0 && hints < 20 {
			for s := range players {
				if _, why, ok := g.Hint(m.View(s)); ok {
					hint(why)
					hints++
				}
			}
		}
		mv, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	return m
}
