package remote

import (
	"errors"
	"strings"
	"testing"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
)

// TestRefusalWords: every code of online's refusal set is said in the player's words
// (not the server's, with its protocol terms), in English and in Dutch (where the
// server's English words for a full disk, which say how far the game is kept, are not
// shown), and a code this build does not know keeps the server's words.
func TestRefusalWords(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	for _, lang := range []l10n.Lang{l10n.En, l10n.Nl} {
		l10n.Set(lang)
		for _, code := range online.Refusals {
			if lang == l10n.En && code == "storage-full" {
				continue
			}
			refusalSaid(t, lang, code)
		}
	}
	l10n.Set(l10n.Nl)
	if got := RefusalWords(&client.Refusal{Code: "not-your-turn", Msg: "it is Basil's turn"}); got != "Je bent niet aan de beurt." {
		t.Errorf("a move out of turn in Dutch: %q", got)
	}
	l10n.Set(l10n.En)
	if got, want := RefusalWords(&client.Refusal{Code: "storage-full", Msg: "the server cannot save the game (disk full); it is kept up to move 4"}), "The server cannot save the game (disk full); it is kept up to move 4"; got != want {
		t.Errorf("a full disk in English: %q, want %q", got, want)
	}
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&client.Refusal{Code: "not-your-turn", Msg: "it is Basil's turn"}, "it is Basil's turn"},
		{&client.Refusal{Code: "no-such-code"}, "no-such-code"},
		{errors.New("dial failed"), "dial failed"},
		{&client.Refusal{Code: "room-full", Msg: "every person's seat is taken: join with seat -1 to watch"}, "Every seat is taken: you can watch instead."},
	} {
		if got := Reason(tc.err); got != tc.want {
			t.Errorf("Reason(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// refusalSaid checks code's words in lang: a sentence of the client's, without the
// protocol's terms.
func refusalSaid(t *testing.T, lang l10n.Lang, code string) {
	t.Run(lang.Code()+"/"+code, func(t *testing.T) {
		const server = "the server's words (hello, auth)"
		got := RefusalWords(&client.Refusal{Code: code, Msg: server})
		if got == server || got == "" || got == code {
			t.Fatalf("RefusalWords(%s) = %q: no words of the client's", code, got)
		}
		if strings.ContainsAny(got[:1], "abcdefghijklmnopqrstuvwxyz") || !strings.HasSuffix(got, ".") {
			t.Errorf("RefusalWords(%s) = %q: not a sentence", code, got)
		}
		for _, w := range []string{"hello", "auth", "token", "lockstep", "seat -1", "hex"} {
			if strings.Contains(got, w) {
				t.Errorf("RefusalWords(%s) = %q says %q", code, got, w)
			}
		}
	})
}
