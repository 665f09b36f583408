package main

import (
	"math"
	"strings"
	"testing"
)

// TestTournamentCountsEverySeatGame: every game of every game id is counted once per
// seat, wins add up to the games played (shared wins split), the Wilson interval holds
// the win rate, and the counts do not depend on -workers.
func TestTournamentCountsEverySeatGame(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		players int
	}{
		{[]string{"-game", "threethirteen", "-bots", "normal,easy,easy"}, 3},
		{[]string{"-game", "troeven", "-variant", "solo", "-bots", "normal,easy,easy"}, 3},
		{[]string{"-game", "thirdwheel", "-options", "snap", "-bots", "hard,easy,normal"}, 3},
		{[]string{"-game", "triples", "-players", "4", "-bots", "easy,normal,normal,hard"}, 4},
	} {
		const games = 12
		args := append([]string{"tournament", "-games", "12", "-seed", "40"}, tc.args...)
		one := simOK(t, "", args...)
		two, _, _ := sim(t, "", append(args, "-workers", "2")...)
		r, r2 := decode[tournamentResult](t, one), decode[tournamentResult](t, two)
		seatGames, wins := 0, 0.0
		for i, e := range r.Levels {
			if e.WinRate < e.CI95[0] || e.WinRate > e.CI95[1] || e.CI95[0] < 0 || e.CI95[1] > 1 {
				t.Errorf("%v %s: rate %v outside %v", tc.args, e.Level, e.WinRate, e.CI95)
			}
			if e.SeatGames != r2.Levels[i].SeatGames || e.Wins != r2.Levels[i].Wins {
				t.Errorf("%v: -workers 2 counted %+v, -workers 1 %+v", tc.args, r2.Levels[i], e)
			}
			if e.Role == "" {
				seatGames += e.SeatGames
				wins += e.Wins
			}
		}
		if r.Games != games || seatGames != games*tc.players || math.Abs(wins-games) > 1e-6 {
			t.Errorf("%v: %d seat-games and %v wins over %d games", tc.args, seatGames, wins, r.Games)
		}
		if tc.args[1] == "thirdwheel" && !strings.Contains(one, `"role":"tw"`) {
			t.Errorf("Third Wheel is split by role: %s", one)
		}
	}
}

// TestTournamentRotatesSeats: with one hard and two easy Triples bots over 3 games,
// the hard level plays each seat once (seat_games 3), whatever seat it was given.
func TestTournamentRotatesSeats(t *testing.T) {
	out, _, st := sim(t, "", "tournament", "-game", "triples", "-players", "3", "-bots", "hard,easy,easy", "-games", "3", "-seed", "1")
	r := decode[tournamentResult](t, out)
	if st != 0 || r.Levels[0].Level != "hard" || r.Levels[0].SeatGames != 3 || r.Levels[1].SeatGames != 6 {
		t.Fatalf("exit %d: %s", st, out)
	}
}

// TestTournamentRolesFixLevels: with -roles the Duo level plays both Duo seats of
// every game and the Third Wheel level the Third Wheel, whatever seats the roles fall
// on; the counts split by role follow.
func TestTournamentRolesFixLevels(t *testing.T) {
	out := simOK(t, "", "tournament", "-game", "thirdwheel", "-options", "snap,fairdeck", "-roles", "tw=easy,duo=hard", "-games", "20", "-seed", "3")
	r := decode[tournamentResult](t, out)
	got := map[string]levelStats{}
	for _, e := range r.Levels {
		got[e.Level+"/"+e.Role] = *e
	}
	hd, et, ha, ea := got["hard/duo"], got["easy/tw"], got["hard/"], got["easy/"]
	if len(r.Levels) != 4 || hd.SeatGames != 40 || et.SeatGames != 20 || ha.SeatGames != 40 || ea.SeatGames != 20 {
		t.Fatalf("levels by role: %s", out)
	}
	if math.Abs(hd.Wins+et.Wins-20) > 1e-9 { // a Duo win is half a win for each Duo seat
		t.Fatalf("every game has one winning side: %s", out)
	}
	for _, bad := range []struct{ args, want string }{
		{"-roles duo=hard", "duo=LEVEL,tw=LEVEL"},
		{"-roles duo=hard,tw=easy,tw=hard", "duo=LEVEL,tw=LEVEL"},
		{"-roles duo=hard,tw=genius", `"genius"`},
		{"-roles duo=genius,tw=easy", `"genius"`},
		{"-roles duo=hard,tw=easy -bots easy", "not both"},
	} {
		badInput(t, bad.want, append([]string{"tournament", "-game", "thirdwheel", "-games", "2"}, strings.Fields(bad.args)...)...)
	}
	if _, errs, st := sim(t, "", "tournament", "-game", "troeven", "-roles", "duo=hard,tw=easy", "-games", "2"); st != 2 || !strings.Contains(errs, "thirdwheel") {
		t.Errorf("-roles for troeven: exit %d %q", st, errs)
	}
}

func TestTournamentBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "triples", "-players", "3", "-bots", "easy"}, "-games"},
		{[]string{"-game", "triples", "-players", "3", "-bots", "easy", "-games", "0"}, "-games 0"},
		{[]string{"-game", "chess", "-bots", "easy", "-games", "2"}, `"chess"`},
		{[]string{"-game", "troeven", "-bots", "easy,easy", "-games", "2"}, "3 bots"},
		{[]string{"-game", "triples", "-players", "2000000000", "-bots", "easy", "-games", "2"}, "not 2000000000"},
		{[]string{"-game", "troeven", "-bots", "easy", "-games", "2", "-workers", "0"}, "-workers 0"},
	} {
		badInput(t, tc.want, append([]string{"tournament"}, tc.args...)...)
	}
}

func TestWilson(t *testing.T) {
	ci := wilson(60, 100)
	if math.Abs(ci[0]-0.5020) > 1e-3 || math.Abs(ci[1]-0.6906) > 1e-3 {
		t.Fatalf("wilson(60/100) = %v, want about [0.502, 0.691]", ci)
	}
}
