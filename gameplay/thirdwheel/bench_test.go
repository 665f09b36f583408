package thirdwheel

import "testing"

// benchGames plays whole bot games (one level per seat, seeds 1, 2, …) with the Driver:
// games per second and moves (ticks included) per game.
func benchGames(b *testing.B, o Options) {
	moves, seed := 0, uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		s, err := New(Config{Options: o, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		var bots [3]Bot
		for i := range bots {
			bots[i], _ = NewBot(Levels[(int(seed)+i)%3], i, seed)
		}
		ms, err := PlayBots(s, bots, maxMoves)
		if err != nil {
			b.Fatal(err)
		}
		moves += len(ms)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkBotGameBase: bot games of the base game.
func BenchmarkBotGameBase(b *testing.B) { benchGames(b, Options{}) }

// BenchmarkBotGameAllOptions: bot games with every house rule (windows, races, actions).
func BenchmarkBotGameAllOptions(b *testing.B) {
	benchGames(b, Options{Snap: true, DoubleDown: true, Actions: true, PlayOut: true})
}

// BenchmarkSlapRace is one snap race: a TW slap queued and resolved by a tick, on a
// cloned game (ns and allocations per race).
func BenchmarkSlapRace(b *testing.B) {
	base := snapGame(b, Options{Snap: true}, 5)
	_, tw, _ := seats(base)
	b.ReportAllocs()
	for b.Loop() {
		s := base.Clone()
		if _, err := s.Apply(Move{Seat: tw, Kind: MoveSlap, At: 300}); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Apply(Tick(301)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHardTWAnswer is one look-ahead decision of the hard Third Wheel on its turn
// (searchSamples samples for each answer: a Wild match, a natural match, letting the
// card go): ns per decision; BenchmarkHardTWSlice is one Step of it, the most a browser
// frame spends on it.
func BenchmarkHardTWAnswer(b *testing.B) { benchHardTW(b, func(bot *bot, v View) { bot.Choose(v) }) }

func BenchmarkHardTWSlice(b *testing.B) {
	benchHardTW(b, func(bot *bot, v View) { bot.Begin(v); bot.Step() })
}

// benchHardTW runs think, one op at a time, for the hard Third Wheel on its turn.
func benchHardTW(b *testing.B, think func(*bot, View)) {
	s, tw := twView(b, Options{FairDeck: true}, "W 12R 8R 5R 2R", "12D", 70)
	v := s.View(tw)
	bot := mustBot(b, LevelHard, tw, 1).(*bot)
	b.ReportAllocs()
	for b.Loop() {
		think(bot, v)
	}
}
