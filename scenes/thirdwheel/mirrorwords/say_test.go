package mirrorwords

import (
	"regexp"
	"strings"
	"testing"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

func mustCard(t *testing.T, s string) tw.Card {
	t.Helper()
	c, err := tw.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// everyEvent is one of each Third Wheel event (and each slap outcome, race and end),
// as the seat 0 ("You") sees them.
func everyEvent(t *testing.T) []tw.Event {
	r9, h9, w := mustCard(t, "9R"), mustCard(t, "9H"), tw.Wild
	top := tw.TableCard{Card: r9, Rank: 9, Value: 9, Seat: 1, N: 3}
	under := tw.TableCard{Card: h9, Rank: 9, Value: 9, Seat: 2, N: 2}
	hike := tw.TableCard{Card: tw.Hike, Rank: 8, Value: 8, Seat: 1, N: 4}
	slap := tw.Move{Seat: 0, Kind: tw.MoveSlap, At: 230}
	return []tw.Event{
		tw.RolesDrawn{Roles: [3]tw.Role{tw.ThirdWheel, tw.Duo1, tw.Duo2}},
		tw.Dealt{Seat: 0, Count: 2, Cards: []tw.Card{r9, w}},
		tw.Dealt{Seat: 1, Count: 5},
		tw.SetAside{Count: 10, Deck: 30},
		tw.Drew{Seat: 0, Card: r9, Reason: tw.DrawReplacement, Deck: 29},
		tw.Drew{Seat: 1, Card: tw.Hidden, Reason: tw.DrawTurn, Deck: 28},
		tw.Played{Seat: 1, Role: tw.Duo1, Card: tw.Hike, Table: hike, Score: 60},
		tw.Played{Seat: 2, Role: tw.Duo2, Card: tw.Room, Table: tw.TableCard{Card: tw.Room, Seat: 2, N: 5}, Target: 1, Score: 60},
		tw.Busted{Seat: 1, Total: 104, Score: 50},
		tw.BlockLifted{Seat: 2, Value: 9, Score: 70},
		tw.Swapped{By: 2, Duo: 1, TW: 0, ToTW: r9, ToDuo: h9},
		tw.Swapped{By: 1, Duo: 2, TW: 0, Empty: true},
		tw.WindowOpened{ID: 1, Card: top, Snap: true, Race: true, RaceSeat: 2},
		tw.WindowOpened{ID: 2, Card: top, Shield: true},
		tw.WindowOpened{ID: 3, Card: top},
		tw.Submitted{Seat: 0, Move: tw.Move{Seat: 0, Kind: tw.MoveMatch, Card: h9}, Window: 1},
		tw.Matched{Seat: 0, Card: h9, Target: top, Removed: 9, Score: 41, At: 300},
		tw.Blocked{Seat: 0, Target: top, Removed: 9, Score: 41},
		tw.Withdrawn{Seat: 0, Target: top, Removed: 9, Score: 41},
		tw.Slapped{Seat: 0, Role: tw.ThirdWheel, At: 230, Outcome: tw.SlapSnap, Top: top, Under: under},
		tw.Slapped{Seat: 1, Role: tw.Duo1, At: 400, Outcome: tw.SlapMiss, Lockout: true},
		tw.Slapped{Seat: 0, Role: tw.ThirdWheel, At: 900, Outcome: tw.SlapLate, Penalty: true},
		tw.Slapped{Seat: 2, Role: tw.Duo2, At: 500, Outcome: tw.SlapLost},
		tw.Snapped{Seat: 0, Target: top, Under: under, Removed: 18, Score: 32},
		tw.DoubleDown{Seat: 2, Role: tw.Duo2, Floor: 60, Score: 60},
		tw.DoubleDown{Seat: 0, Role: tw.ThirdWheel, Removed: []tw.TableCard{top, under}, Subtracted: 18, Score: 42},
		tw.RaceLost{Seat: 0, Move: slap, At: 260, Winner: 2, WinnerAt: 240, ByMs: 20, Race: "doubledown"},
		tw.RaceLost{Seat: 1, Move: slap, At: 260, Winner: -1, ByMs: 0, Race: "window"},
		tw.RaceLost{Seat: 1, Move: slap, At: 260, Winner: 2, ByMs: 5, Race: "shield"},
		tw.PenaltyOwed{Seat: 0},
		tw.Discarded{Seat: 0, Card: w},
		tw.Shielded{Seat: 1, Restored: 9, Score: 50},
		tw.Countered{Seat: 0, Removed: 9, Score: 41},
		tw.Cancelled{Seat: 0, Move: tw.Move{Seat: 0, Kind: tw.MovePass}, Reason: "game-over"},
		tw.Cancelled{Seat: 1, Move: tw.Move{Seat: 1, Kind: tw.MoveSlap}, Reason: "game-over"},
		tw.Passed{Seat: 0},
		tw.TurnSkipped{Seat: 1},
		tw.PlayOutStarted{Score: 80},
		tw.GameOver{Result: tw.Result{Winners: []int{1, 2}, Reason: tw.ReasonExact100, Score: 100}},
		tw.GameOver{Result: tw.Result{Winners: []int{0}, Reason: tw.ReasonDeckEmpty, Score: 90}},
	}
}

var names = mirror.Names{Seats: []string{"You", "Basil", "Cleo"}, Viewer: 0}

// TestSaidInTheLanguage: in the pseudo-locale every event is said with no English word
// left (only the bots' names), and said at all.
func TestSaidInTheLanguage(t *testing.T) {
	l10n.Set(l10n.Pseudo)
	defer l10n.Set(l10n.En)
	plain := regexp.MustCompile(`[A-Za-z]{3,}`)
	for _, ev := range everyEvent(t) {
		s := thirdWheel{}.Say(ev, names)
		if s == "" {
			t.Errorf("%T %v: said nothing", ev, ev)
		}
		rest := strings.NewReplacer("Basil", "", "Cleo", "").Replace(s)
		if ws := plain.FindAllString(rest, -1); len(ws) > 0 {
			t.Errorf("%T: English %q in %q", ev, ws, s)
		}
	}
}

// TestSaidInEnglish: in English the events read as a listener hears them; a race won
// and a window with a race are said as the blind-mode browser test looks for them.
func TestSaidInEnglish(t *testing.T) {
	said := map[string]bool{}
	for _, ev := range everyEvent(t) {
		said[thirdWheel{}.Say(ev, names)] = true
	}
	for _, want := range []string{
		"Roles: You the Third Wheel, Basil Duo 1, Cleo Duo 2.",
		"You are dealt 9 of rings, Wild.",
		"Basil is dealt 5 cards.",
		"Basil draws a card.",
		"Basil plays Take a Hike as an 8: score 60.",
		"Cleo plays Read the Room with Basil: score 60.",
		"Cleo reads the room: Basil gives you the 9 of rings for the 9 of hearts.",
		"Slap, double-down race for Cleo window open on the 9 of rings.",
		"You win the race at 230 ms: the 9 of rings on the 9 of hearts.",
		"Basil slaps on no match. Basil may not slap for a moment.",
		"You lose the Double-Down race. First: Cleo, by 20 ms.",
		"Basil loses the race against the window's clock. The window's clock ran out first.",
		"Game over: the score hit exactly 100. Final score: 100. Basil and Cleo share the win.",
		"Game over: the deck ran out. Final score: 90. You win.",
	} {
		if !said[want] {
			t.Errorf("not said: %q", want)
		}
	}
}

// TestLabels: the move buttons keep the English the blind-mode browser test presses
// ("Slap", "Play the…", "Match…", "Pass").
func TestLabels(t *testing.T) {
	for m, want := range map[tw.Move]string{
		{Kind: tw.MoveSlap}:                          "Slap",
		{Kind: tw.MovePass}:                          "Pass",
		{Kind: tw.MovePlay, Card: mustCard(t, "9R")}: "Play the 9 of rings",
		{Kind: tw.MovePlay, Card: tw.Hike, Rank: 11}: "Play Take a Hike as an 11",
		{Kind: tw.MoveMatch, Card: tw.Wild}:          "Match with the Wild",
		{Kind: tw.MoveRoom, Target: 2}:               "Read the Room with seat 2",
	} {
		if got := (thirdWheel{}).Label(m, nil); got != want {
			t.Errorf("%v: %q, want %q", m, got, want)
		}
	}
}
