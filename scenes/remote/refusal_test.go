package remote

import (
	"errors"
	"strings"
	"testing"

	"parlor/online"
	"parlor/online/client"
)

// TestRefusalWords: every code of online's refusal set is said in the player's words
// (not the server's, with its protocol terms), and a code this build does not know
// keeps the server's words.
func TestRefusalWords(t *testing.T) {
	for _, code := range online.Refusals {
		t.Run(code, func(t *testing.T) {
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
