package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// TestQuickTwoPeople: two clients pressing Quick play for a 2-player game sit at the same
// table, as the two people of a public, rated, quick room.
func TestQuickTwoPeople(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	a, b := quickPair(t, url, "threethirteen")
	seats := [2]*client.Seat{a, b}
	setup := seats[0].Setup()
	if !setup.Public || !setup.Rated || !setup.Quick || setup.TimerMs != online.DefaultClockMs("threethirteen") {
		t.Fatalf("setup %+v", setup)
	}
	waitUntil(t, "both people seated", func() bool {
		in := seats[0].Seats()
		return len(in) == 2 && in[0].Person && in[1].Person && in[0].Connected && in[1].Connected
	})
}

// TestQuickAlone: a lone client gets a game with bots within 2 s of asking (its first
// update, the deal, in hand).
func TestQuickAlone(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 20*time.Second)
	c := dial(t, url)
	start := time.Now()
	s, err := c.Quick(ctx, quickSpec("triples", 4), client.JoinOptions{Name: "Solo"})
	if err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the deal", func() bool { return s.Latest() >= 1 })
	took := time.Since(start)
	t.Logf("seated and dealt %v after asking", took.Round(time.Millisecond))
	if took > 2*time.Second {
		t.Fatalf("quick play took %v, more than 2 s", took)
	}
	in := s.Seats()
	people := 0
	for _, x := range in {
		if x.Person {
			people++
		} else if x.Level != "easy" || x.Name != online.BotName(x.Seat) {
			t.Errorf("bot seat %+v", x)
		}
	}
	if people != 1 || len(in) != 4 || in[s.Seat()].Name != "Solo" {
		t.Fatalf("seats %+v", in)
	}
}

// TestQuickLaterTakesBotSeat: a person who asks for quick play while a table of the game
// is playing watches it, is told whose seat they take, and takes that bot's seat when the
// next round starts (a seat entry from a bot in the log; everyone told).
func TestQuickLaterTakesBotSeat(t *testing.T) {
	url, _, store := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 60*time.Second)
	a, err := dial(t, url).Quick(ctx, quickSpec("threethirteen", 2), client.JoinOptions{Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	// Ann does not move yet: the table waits for her; Bea comes.
	time.Sleep(QuickWindow + 200*time.Millisecond)
	bc, _ := identified(t, url, "Bea")
	b, err := bc.Quick(ctx, quickSpec("threethirteen", 2), client.JoinOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if b.Room() != a.Room() || b.Seat() != -1 {
		t.Fatalf("Bea: room %s (Ann's %s), seat %d", b.Room(), a.Room(), b.Seat())
	}
	bot := 1 - a.Seat()
	waitUntil(t, "Bea told whose seat", func() bool { n, ok := b.Next(); return ok && n.Seat == bot })
	n, _ := b.Next()
	if want := "You take " + online.BotName(bot) + "'s seat at the next round"; n.Say != want {
		t.Fatalf("next: %+v, want %q", n, want)
	}
	rooms, err := dial(t, url).Rooms(ctx, "threethirteen")
	if err != nil || len(rooms) != 0 {
		t.Fatalf("the table with its bot's seat claimed is listed: %v %+v", err, rooms)
	}
	// Ann plays until the round ends.
	pctx, stop := context.WithCancel(ctx)
	defer stop()
	go func() {
		bt, _ := newBot(t, a)
		(&client.Bot{Seat: a, Bot: bt}).Run(pctx)
	}()
	waitUntil(t, "Bea seated", func() bool { return b.Seat() == bot })
	if b.Moved() != 1 || b.Token() == "" {
		t.Fatalf("Bea moved %d times, token %q", b.Moved(), b.Token())
	}
	waitUntil(t, "everyone told", func() bool { in := a.Seats(); return in[bot].Person && in[bot].Name == "Bea" })
	entries, _, _ := store.Load(ctx, a.Room())
	found := false
	for _, e := range entries {
		if e.Kind == "seat" && e.Seat == bot && e.From == "bot" && e.Name == "Bea" && e.Key == client.KeyID(bc.Key()) {
			found = true
		}
	}
	if !found {
		t.Fatal("no seat entry from the bot in the room log")
	}
	// Bea's events start with her seat's latest update: the new round.
	waitUntil(t, "Bea's view", func() bool { return b.View() != nil && b.Latest() >= 1 })
	stop()
}

// TestQuickHostile: what a hostile quick-play request gets.
func TestQuickHostile(t *testing.T) {
	url, _, _ := testServer(t, Config{}, "")
	ctx := ctxFor(t, 20*time.Second)
	for _, c := range []struct {
		what string
		q    *online.QuickSpec
		name string
		code string
		says string
	}{
		{"no spec", nil, "", "bad-quick", "needs a game"},
		{"a game there is not", &online.QuickSpec{Game: "chess"}, "", "bad-quick", "chess"},
		{"a billion players", &online.QuickSpec{Game: "triples", Players: 1e9}, "", "bad-quick", "players"},
		{"minus one player", &online.QuickSpec{Game: "triples", Players: -1}, "", "bad-quick", "players"},
		{"an unknown bot level", &online.QuickSpec{Game: "triples", Bots: "godlike"}, "", "bad-quick", "godlike"},
		{"an unknown variant", &online.QuickSpec{Game: "troeven", Variant: "x"}, "", "bad-quick", "variant"},
		{"seventeen options", &online.QuickSpec{Game: "triples", Options: make([]string, 17)}, "", "bad-quick", "16 options"},
		{"an unknown option", &online.QuickSpec{Game: "triples", Options: []string{"turbo"}}, "", "bad-quick", "turbo"},
		{"bot_ms without -dev", &online.QuickSpec{Game: "triples", BotMs: intp(0)}, "", "bad-quick", "-dev"},
		{"a bidi name", &online.QuickSpec{Game: "triples"}, "a\u202eb", "bad-name", "U+202E"},
	} {
		_, err := dial(t, url).Quick(ctx, derefQuick(c.q), client.JoinOptions{Name: c.name})
		if c.q == nil {
			raw := dialHostile(t, url)
			_, err = raw.request(ctx, online.ClientMsg{Type: online.TQuick})
		}
		refusedWith(t, c.what, err, c.code)
		if err != nil && !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v does not say %q", c.what, err, c.says)
		}
	}
	c := dial(t, url)
	if _, err := c.Quick(ctx, online.QuickSpec{Game: "triples", Fresh: true}, client.JoinOptions{}); err != nil {
		t.Fatal(err)
	}
	_, err := c.Quick(ctx, online.QuickSpec{Game: "triples"}, client.JoinOptions{})
	refusedWith(t, "quick play twice on one connection", err, "already-seated")
}

func derefQuick(q *online.QuickSpec) online.QuickSpec {
	if q == nil {
		return online.QuickSpec{}
	}
	return *q
}

// TestLobby: a public room is listed while it waits for players, a private one never;
// the lobby filters by game and refuses an unknown one.
func TestLobby(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 20*time.Second)
	c := dial(t, url)
	pub, _, err := c.Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Public: true, Seats: []online.SeatSpec{{}, {}, {Bot: "hard"}}})
	if err != nil {
		t.Fatal(err)
	}
	priv, _, err := c.Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: []online.SeatSpec{{}, {}, {Bot: "hard"}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dial(t, url).Join(ctx, pub, client.JoinOptions{Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	if _, err := dial(t, url).Join(ctx, priv, client.JoinOptions{Name: "Cy"}); err != nil {
		t.Fatal(err)
	}
	var rooms []online.RoomInfo
	waitUntil(t, "the public room listed", func() bool {
		rooms, err = dial(t, url).Rooms(ctx, "")
		return err == nil && len(rooms) == 1
	})
	r := rooms[0]
	if r.Room != pub || r.Game != "troeven" || r.Free != 1 || r.Players != 3 || len(r.People) != 1 || r.People[0] != "Ann" || !r.Rated {
		t.Fatalf("listed %+v", r)
	}
	for _, g := range []string{"troeven", "triples"} {
		rs, err := dial(t, url).Rooms(ctx, g)
		if err != nil || (g == "troeven") != (len(rs) == 1) {
			t.Fatalf("rooms of %s: %v %+v", g, err, rs)
		}
	}
	_, err = dial(t, url).Rooms(ctx, "chess")
	refusedWith(t, "rooms of an unknown game", err, "bad-game")
	// Full, it leaves the list; the private room was never in it.
	if _, err := dial(t, url).Join(ctx, pub, client.JoinOptions{Name: "Bea"}); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the full room unlisted", func() bool { rs, err := dial(t, url).Rooms(ctx, ""); return err == nil && len(rs) == 0 })
	// A clock-less public room is refused; a private one may have none.
	_, _, err = c.Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Public: true, TimerMs: -1, Seats: []online.SeatSpec{{}, {}, {}}})
	refusedWith(t, "a public room without a clock", err, "bad-room")
	if _, _, err := c.Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, TimerMs: -1, Seats: []online.SeatSpec{{}, {}, {}}}); err != nil {
		t.Fatal(err)
	}
}

// TestGuessBudget: an address may join codes that name no room 20 times a minute; past
// that every join by code from it is refused too-many-guesses, the rooms that exist too.
func TestGuessBudget(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true, Limits: Limits{ConnsPerAddr: -1}}, "")
	ctx := ctxFor(t, 20*time.Second)
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: []online.SeatSpec{{}, {}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	c := dial(t, url)
	for i := range 20 {
		_, err := c.Join(ctx, strings.Repeat(string(codeLetters[i]), codeLen), client.JoinOptions{})
		refusedWith(t, "a guess", err, "no-room")
	}
	_, err = c.Join(ctx, "BBBBBC", client.JoinOptions{})
	refusedWith(t, "the 21st guess", err, "too-many-guesses")
	_, err = c.Join(ctx, code, client.JoinOptions{})
	refusedWith(t, "a room that exists, past the budget", err, "too-many-guesses")
}
