//go:build display

package thirdwheel

import (
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/gametext"
	. "parlor/scenes/scenetest"
	"parlor/scenes/thirdwheel/board"
)

// table starts a Third Wheel table of seed with options and bots (a comma list).
func table(t *testing.T, options, bots string, seed uint64) *Table {
	t.Helper()
	return Started(t, info, build, Setup(t, ID, "", 0, options, bots, seed))
}

// TestEveryPersonHasASlapKey: three people at one keyboard each have their own slap
// key (A, L, G), F1–F3 to change it, and each key slaps for its own person (the third
// person used to have none).
func TestEveryPersonHasASlapKey(t *testing.T) {
	tb := table(t, "doubledown", "human,human,human", 2)
	keys := tb.in.binds.Keys
	if len(keys) != 3 || keys[0] == keys[1] || keys[1] == keys[2] || keys[0] == keys[2] {
		t.Fatalf("three people have slap keys %v", keys)
	}
	seen := map[int]bool{}
	for p, k := range keys {
		b := tbBinding(k)
		seat := tb.in.seatOf(tb, b)
		if seat != tb.People()[p] || seen[seat] {
			t.Errorf("key %d slaps for seat %d, want %d", k, seat, tb.People()[p])
		}
		seen[seat] = true
	}
	rects, players := tb.slapButtons()
	if len(rects) != 3 || len(players) != 3 {
		t.Errorf("Double-Down with three people: %d SLAP buttons, want 3", len(rects))
	}
}

// TestNoSlapButtonWhereNobodyMaySlap: no SLAP button at a table without slaps, and under
// Snap Match alone only the Third Wheel's person gets one.
func TestNoSlapButtonWhereNobodyMaySlap(t *testing.T) {
	if rects, _ := table(t, "", "human,normal,normal", 1).slapButtons(); len(rects) != 0 {
		t.Errorf("base game: %d SLAP buttons", len(rects))
	}
	tb := table(t, "snap", "human,human,human", 4)
	rects, players := tb.slapButtons()
	if len(rects) != 1 || tb.v.Roles[tb.People()[players[0]]] != tw.ThirdWheel {
		t.Errorf("Snap Match: %d SLAP buttons (for %v); want the Third Wheel's only", len(rects), players)
	}
}

// TestRebindRefusesTableKeysAndShowsOnPrivacy: a table key is refused with words that
// say so, and the rebinding's question is on the privacy screen too.
func TestRebindRefusesTableKeysAndShowsOnPrivacy(t *testing.T) {
	tb := table(t, "doubledown", "human,human,normal", 3)
	tb.rebind = 1
	for _, k := range []ebiten.Key{ebiten.KeyK, ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyF1, ebiten.KeyR, ebiten.KeyArrowLeft} {
		err := tb.in.binds.Set(1, int(k))
		if err == nil {
			t.Errorf("%v became a slap key", k)
			continue
		}
		if msg := tb.bindRefusal(k, err); !strings.Contains(msg, "table's own keys") {
			t.Errorf("%v refused with %q", k, msg)
		}
	}
	_, _, note := tb.PrivacyNote(tb.People()[1])
	if !strings.Contains(note, "Press the new slap key") {
		t.Errorf("privacy screen note %q hides the rebinding's question", note)
	}
}

// TestLockoutIsShown: a false slap's lockout counts down on the person's SLAP button.
func TestLockoutIsShown(t *testing.T) {
	var v tw.View
	v.LockedUntil[1] = 1500
	v.Window.Open = true
	if got := lockLeft(&v, 1, 900); got != 600 || lockText(got) != "locked out · 0.6 s" {
		t.Errorf("open window at 900 ms, locked until 1500: %d ms left, %q", got, lockText(got))
	}
	if got := lockLeft(&v, 0, 900); got != 0 {
		t.Errorf("seat 0 is not locked, shows %d ms", got)
	}
	v.Window.Open = false
	v.LockedUntil[1] = 400
	if got := lockLeft(&v, 1, 0); got != 400 {
		t.Errorf("between windows, 400 ms left: shows %d", got)
	}
}

// TestDeckPanelWords: under Play Out Hands the deck panel does not say the Third Wheel
// wins when the deck runs out; the fair deck's cards set aside are shown there and in the
// menu's label for the option.
func TestDeckPanelWords(t *testing.T) {
	v := tw.View{}
	if a, b := deckWords(&v); a+" "+b != "Third Wheel wins when it runs out" {
		t.Errorf("base game: %q %q", a, b)
	}
	v.Options.PlayOut = true
	if a, b := deckWords(&v); strings.Contains(a+b, "wins when") || !strings.Contains(b, "plays out") {
		t.Errorf("Play Out Hands: %q %q", a, b)
	}
	tb := table(t, "snap,fairdeck", "human,normal,normal", 1)
	opts, _ := tw.ParseOptions([]string{"snap", "fairdeck"})
	n := opts.SetAside()
	if n == 0 || tb.v.Aside != n || asideText(&tb.v) != strconv.Itoa(n)+" set aside" {
		t.Errorf("fair deck sets %d aside; view %d, panel %q", n, tb.v.Aside, asideText(&tb.v))
	}
	label := optionLabel(tb.Setup(), gametext.Choice{ID: tw.OptFairDeck, Label: "x"})
	if !strings.Contains(label, strconv.Itoa(n)+" cards set aside") {
		t.Errorf("menu label %q does not say %d cards", label, n)
	}
}

// TestTakeAHikeRanksFit: Take a Hike's thirteen rank buttons fit side by side, each
// label inside its button.
func TestTakeAHikeRanksFit(t *testing.T) {
	tb := table(t, "actions", "human,normal,normal", 1)
	a := App(0)
	Step(tb, a, 1)
	tb.choosing = tw.Hike
	tb.v.Legal = tb.v.Legal[:0]
	for r := 1; r <= 13; r++ {
		tb.v.Legal = append(tb.v.Legal, tw.Move{Seat: tb.Viewer(), Kind: tw.MovePlay, Card: tw.Hike, Rank: r})
	}
	tb.refreshButtons()
	if len(tb.buttons) != 13 {
		t.Fatalf("%d buttons for 13 ranks", len(tb.buttons))
	}
	c := a.Measure()
	for i, b := range tb.buttons {
		r := tb.lay.ActionButton(i, len(tb.buttons))
		if w := c.TextWidth(b.label, 19, true); w > r.W-8 {
			t.Errorf("button %q is %.0f wide, its label %.0f", b.label, r.W, w)
		}
	}
}

func tbBinding(k int) board.Binding { return board.Binding{Device: board.DevKey, Code: k} }

// TestSlapWordsNeverOverlap: the words of slaps on show at once (a race's winner and
// loser) stack clear of each other and of the other players' plates above the pile.
func TestSlapWordsNeverOverlap(t *testing.T) {
	tb := table(t, "doubledown", "human,normal,normal", 1)
	_, py, _ := tb.lay.PileCard(0)
	const size = slapWordSize
	for k := 0; k < slapWordsMax; k++ {
		y := slapWordY(py, k)
		if k > 0 && slapWordY(py, k-1)-y < size {
			t.Errorf("words %d and %d are %.0f apart, less than their size", k-1, k, slapWordY(py, k-1)-y)
		}
		if top := y - size/2; top < tb.lay.Plates[1].Y+tb.lay.Plates[1].H {
			t.Errorf("word %d reaches y %.0f, into the plates (bottom %.0f)", k, top, tb.lay.Plates[1].Y+tb.lay.Plates[1].H)
		}
	}
}

// TestLostRaceSaysByHowMuch: a person who loses a Double-Down race by a tick or more is
// told by how many ms ("lost the race to Basil by 17 ms"), never "no race is on".
func TestLostRaceSaysByHowMuch(t *testing.T) {
	tb := table(t, "doubledown", "human,normal,normal", 1)
	tb.Animate(tw.RaceLost{Seat: 0, Winner: 1, At: 240, WinnerAt: 223, ByMs: 17, Race: "doubledown"})
	want := "You lost the race to " + tb.Name(1) + " by 17 ms"
	if tb.feedback != want {
		t.Errorf("feedback %q, want %q", tb.feedback, want)
	}
	tb.Animate(tw.RaceLost{Seat: 0, Winner: -1, At: 1510, ByMs: 10, Race: "snap"})
	if !strings.Contains(tb.feedback, "by 10 ms") || strings.Contains(tb.feedback, "no race") {
		t.Errorf("late slap: feedback %q", tb.feedback)
	}
}

// TestHelpListsEveryPersonsKey: the key help lists each person's slap key, three at a
// three-person table.
func TestHelpListsEveryPersonsKey(t *testing.T) {
	tb := table(t, "doubledown", "human,human,human", 2)
	lines := tb.HelpLines()
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l[1], "SLAP for ") {
			n++
		}
	}
	if n != 3 || !strings.Contains(lines[3][0], "F3") {
		t.Errorf("help %q: want three slap keys and F3", lines)
	}
}
