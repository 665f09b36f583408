package triples

import "testing"

func benchGame(b *testing.B, players int, level string) {
	moves := 0
	for i := 0; b.Loop(); i++ {
		s, err := New(Config{Players: players, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]Bot, players)
		for j := range bots {
			bots[j], _ = NewBot(level, j, uint64(i))
		}
		for !s.Over() {
			seat := s.Turn()
			if _, err := s.Apply(bots[seat].Choose(s.View(seat))); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// Whole 3-round games with bots at every seat (one op = one game).
func BenchmarkGameEasy4(b *testing.B)   { benchGame(b, 4, LevelEasy) }
func BenchmarkGameNormal4(b *testing.B) { benchGame(b, 4, LevelNormal) }
func BenchmarkGameHard4(b *testing.B)   { benchGame(b, 4, LevelHard) }

// decisionViews collects views where the seat on turn has a real choice, from normal
// games of the given size.
func decisionViews(b *testing.B, players, want int) []View {
	var out []View
	normal, _ := NewBot(LevelNormal, 0, 1)
	for seed := uint64(0); len(out) < want; seed++ {
		s, err := New(Config{Players: players, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over() && len(out) < want {
			v := s.View(s.Turn())
			if len(v.Legal()) > 2 {
				out = append(out, v)
			}
			if _, err := s.Apply(normal.Choose(v)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// One hard-bot decision (one op = one whole Choose) at 4 and 10 seats.
func benchHardChoose(b *testing.B, players int) {
	views := decisionViews(b, players, 64)
	bot, _ := NewBot(LevelHard, 0, 1)
	for i := 0; b.Loop(); i++ {
		v := views[i%len(views)]
		_ = bot.Choose(v)
	}
}

func BenchmarkHardChoose4(b *testing.B)  { benchHardChoose(b, 4) }
func BenchmarkHardChoose10(b *testing.B) { benchHardChoose(b, 10) }

// One Thinker step (one op = one candidate on one deal), the unit of work a browser
// frame can take.
func BenchmarkHardStep10(b *testing.B) {
	views := decisionViews(b, 10, 64)
	bot, _ := NewBot(LevelHard, 0, 1)
	th := bot.(Thinker)
	i := 0
	th.Begin(views[0])
	for b.Loop() {
		if th.Step() {
			i++
			th.Begin(views[i%len(views)])
		}
	}
}

// One normal-bot decision.
func BenchmarkNormalChoose4(b *testing.B) {
	views := decisionViews(b, 4, 64)
	bot, _ := NewBot(LevelNormal, 0, 1)
	for i := 0; b.Loop(); i++ {
		_ = bot.Choose(views[i%len(views)])
	}
}
