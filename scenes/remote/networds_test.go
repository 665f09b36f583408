package remote

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"parlor/online/client"
	"parlor/scenes/l10n"
)

// TestTroubleWords: the connection's troubles are said in the language on, the details
// around them (an address, the server's reason) as they are; a dial where no server
// answers is one; an error that is no trouble of the connection's keeps its words.
func TestTroubleWords(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	l10n.Set(l10n.Nl)
	_, dialErr := client.Dial(context.Background(), "ws://127.0.0.1:1/ws") // nothing answers there
	for _, c := range []struct {
		err  error
		want string
	}{
		{dialErr, "de server antwoordde niet (draait hij, en klopt het adres?)"},
		{fmt.Errorf("%w: maintenance", client.ErrGoingAway), "de server gaat weg (hij herstart of stopt): maintenance"},
		{fmt.Errorf("%w example.org", client.ErrNoSuchServer), "er is geen server met de naam example.org"},
		{fmt.Errorf("resume: %w", client.ErrLost), "resume: de verbinding met de server is verbroken"},
		{client.ErrClosed, "de verbinding met de server is gesloten"},
		{errors.New("disk full"), "disk full"},
	} {
		if got := Reason(c.err); got != c.want {
			t.Errorf("Reason(%v) in Dutch = %q, want %q", c.err, got, c.want)
		}
	}
	l10n.Set(l10n.En)
	if got := Reason(dialErr); got != client.ErrNoAnswer.Error() {
		t.Errorf("Reason(%v) in English = %q", dialErr, got)
	}
}
