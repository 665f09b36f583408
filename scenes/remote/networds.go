package remote

import (
	"errors"
	"strings"

	"parlor/online/client"
	"parlor/scenes/l10n"
)

// troubles are the connection's troubles (online/client) a player may be told of, each
// with its words in the language on (lower case, to follow a colon as their English does).
var troubles = []struct {
	err   error
	words func() string
}{
	{client.ErrNoAnswer, func() string { return l10n.T("the server did not answer (is it running, and is the address right?)") }},
	{client.ErrTimeout, func() string { return l10n.T("the server did not answer in time") }},
	{client.ErrNoSuchServer, func() string { return l10n.T("there is no server named") }},
	{client.ErrNotAServer, func() string {
		return l10n.T("something answered there, but not a game server (the address ends in /ws)")
	}},
	{client.ErrClosedHere, func() string { return l10n.T("the connection to the server was closed") }},
	{client.ErrClosed, func() string { return l10n.T("the connection to the server is closed") }},
	{client.ErrLost, func() string { return l10n.T("the connection to the server was lost") }},
	{client.ErrGoingAway, func() string { return l10n.T("the server is going away (restarting or shutting down)") }},
	{client.ErrServerClosed, func() string { return l10n.T("the server closed the connection") }},
	{client.ErrServerRefused, func() string { return l10n.T("the server refused the connection") }},
	{client.ErrTooBigForServer, func() string { return l10n.T("a message was too big for the server") }},
	{client.ErrServerProblem, func() string { return l10n.T("the server ran into a problem") }},
	{client.ErrTooMuch, func() string { return l10n.T("the server sent more than the game could take in") }},
	{client.ErrSlow, func() string { return l10n.T("the connection to the server is not keeping up") }},
	{client.ErrNoWebSocket, func() string {
		return l10n.T("this browser cannot open a connection to a game server (it has no WebSocket)")
	}},
	{client.ErrBadAddress, func() string { return l10n.T("not a server address (want ws://HOST:PORT/ws)") }},
	{client.ErrBrowserRefused, func() string { return l10n.T("the browser will not connect to") }},
	{client.ErrSendFailed, func() string { return l10n.T("sending to the server failed") }},
}

// troubleWords is err's text with the connection's trouble it is (a dial that found no
// server, a connection lost, …) in the language on; the details around it (an address,
// the server's own reason) stay as they are. ok is false for an error that is no trouble
// of the connection's.
func troubleWords(err error) (words string, ok bool) {
	for _, t := range troubles {
		if !errors.Is(err, t.err) {
			continue
		}
		text, en := err.Error(), t.err.Error()
		if i := strings.Index(text, en); i >= 0 {
			return text[:i] + t.words() + text[i+len(en):], true
		}
		return t.words(), true
	}
	return "", false
}
