package server

import (
	"crypto/ed25519"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// TestIdentify: a connection proves its key with the challenge signed; hostile keys,
// signatures, names and replayed challenges are refused with their codes and words.
func TestIdentify(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 20*time.Second)
	k, _ := client.NewKey()
	c := dial(t, url)
	if err := c.Identify(ctx, k, "Zoë"); err != nil {
		t.Fatal(err)
	}
	refusedWith(t, "a second auth", c.Identify(ctx, k, "Zoë"), "already-identified")

	// Raw messages, as a hostile client sends them.
	raw := dialHostile(t, url)
	ask := func(m online.ClientMsg) error { _, err := raw.request(ctx, m); return err }
	pub := client.KeyID(k)
	refusedWith(t, "auth without hello", ask(online.ClientMsg{Type: online.TAuth, Key: pub, Sig: strings.Repeat("0", 128)}), "no-challenge")
	hello, err := raw.request(ctx, online.ClientMsg{Type: online.THello})
	if err != nil || len(hello.Challenge) != online.ChallengeLen {
		t.Fatalf("hello: %v %+v", err, hello)
	}
	sig := hex.EncodeToString(ed25519.Sign(k, online.AuthMessage(hello.Challenge)))
	for _, c := range []struct {
		what string
		m    online.ClientMsg
		code string
	}{
		{"a key that is not hex", online.ClientMsg{Key: strings.Repeat("z", 64), Sig: sig}, "bad-key"},
		{"a short key", online.ClientMsg{Key: pub[:62], Sig: sig}, "bad-key"},
		{"an upper-case key", online.ClientMsg{Key: strings.ToUpper(pub), Sig: sig}, "bad-key"},
		{"a short signature", online.ClientMsg{Key: pub, Sig: sig[:100]}, "bad-signature"},
		{"a name with a bidi override", online.ClientMsg{Key: pub, Sig: sig, Name: "Ann\u202eeve"}, "bad-name"},
		{"a name with a control character", online.ClientMsg{Key: pub, Sig: sig, Name: "Ann\x07"}, "bad-name"},
		{"a name of 25 characters", online.ClientMsg{Key: pub, Sig: sig, Name: strings.Repeat("é", 25)}, "bad-name"},
	} {
		c.m.Type = online.TAuth
		refusedWith(t, c.what, ask(c.m), c.code)
	}
	// The challenge was spent by the first auth that reached the check.
	hello, _ = raw.request(ctx, online.ClientMsg{Type: online.THello})
	other, _ := client.NewKey()
	wrong := hex.EncodeToString(ed25519.Sign(other, online.AuthMessage(hello.Challenge)))
	refusedWith(t, "another key's signature", ask(online.ClientMsg{Type: online.TAuth, Key: pub, Sig: wrong}), "bad-signature")
	refusedWith(t, "the same challenge again", ask(online.ClientMsg{Type: online.TAuth, Key: pub,
		Sig: hex.EncodeToString(ed25519.Sign(k, online.AuthMessage(hello.Challenge)))}), "no-challenge")

	// A signature made on one connection does not open another (its challenge differs).
	thief := dialHostile(t, url)
	if _, err := thief.request(ctx, online.ClientMsg{Type: online.THello}); err != nil {
		t.Fatal(err)
	}
	hello, _ = raw.request(ctx, online.ClientMsg{Type: online.THello})
	stolen := hex.EncodeToString(ed25519.Sign(k, online.AuthMessage(hello.Challenge)))
	_, err = thief.request(ctx, online.ClientMsg{Type: online.TAuth, Key: pub, Sig: stolen})
	refusedWith(t, "a signature replayed on another connection", err, "bad-signature")
	r, err := raw.request(ctx, online.ClientMsg{Type: online.TAuth, Key: pub, Sig: stolen, Name: "  Zoë  "})
	if err != nil || r.Type != online.TAuthed || r.Key != pub {
		t.Fatalf("the signature on its own connection: %v %+v", err, r)
	}
}

// TestNames: checkName keeps plain names (trimmed) and says what is wrong with the rest.
func TestNames(t *testing.T) {
	for in, want := range map[string]string{"  Ann ": "Ann", "Zoë": "Zoë", "李小龍": "李小龍", "": "", "O'Brien-Smith": "O'Brien-Smith"} {
		if got, err := checkName(in); err != nil || got != want {
			t.Errorf("checkName(%q) = %q, %v", in, got, err)
		}
	}
	for _, bad := range []string{"a\u200db", "\u2066x", "tab\there", "\xff", strings.Repeat("x", 25), "pri\ue000"} {
		if _, err := checkName(bad); err == nil {
			t.Errorf("checkName(%q) took it", bad)
		}
	}
}

// TestSeatByKey: a person who comes back to a room with the key that holds a seat there
// takes it back without the token.
func TestSeatByKey(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 20*time.Second)
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "triples"}, Seats: []online.SeatSpec{{}, {}, {Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	a, k := identified(t, url, "Ann")
	first, err := a.Join(ctx, code, client.JoinOptions{Seat: intp(1)})
	if err != nil {
		t.Fatal(err)
	}
	if in := first.Seats(); in[1].Name != "Ann" {
		t.Fatalf("seat 1 is %+v", in[1])
	}
	a.Close()
	again := dial(t, url)
	if err := again.Identify(ctx, k, "Ann"); err != nil {
		t.Fatal(err)
	}
	s, err := again.Join(ctx, code, client.JoinOptions{})
	if err != nil || s.Seat() != 1 {
		t.Fatalf("the key's seat: %v, seat %d", err, s.Seat())
	}
	// Another key with no seat there gets the free one; then the private room is full.
	b, _ := identified(t, url, "Bea")
	if s, err := b.Join(ctx, code, client.JoinOptions{}); err != nil || s.Seat() != 0 {
		t.Fatalf("Bea: %v, seat %v", err, s)
	}
	c, _ := identified(t, url, "Cy")
	_, err = c.Join(ctx, code, client.JoinOptions{})
	refusedWith(t, "a full private room", err, "room-full")
}
