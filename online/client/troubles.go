package client

import (
	"errors"
	"fmt"
	"strconv"
)

// The connection's troubles a player may be told of: each is an error of its own, so
// that a front end words it in the player's language (errors.Is) instead of showing
// its English text. Their texts are the English words, lower case, to follow a colon.
var (
	// ErrNoAnswer is a dial to an address where no game server answered.
	ErrNoAnswer = errors.New("the server did not answer (is it running, and is the address right?)")
	// ErrTimeout is a dial the server did not answer in time.
	ErrTimeout = errors.New("the server did not answer in time")
	// ErrNoSuchServer is a dial to a name no server has (the name follows).
	ErrNoSuchServer = errors.New("there is no server named")
	// ErrNotAServer is a dial that something answered that is not a game server's /ws.
	ErrNotAServer = errors.New("something answered there, but not a game server (the address ends in /ws)")
	// ErrClosedHere is a read or write on a connection this side closed.
	ErrClosedHere = errors.New("the connection to the server was closed")
	// ErrLost is a connection that ended without a closing handshake.
	ErrLost = errors.New("the connection to the server was lost")
	// ErrServerClosed is a connection the server closed (its reason may follow).
	ErrServerClosed = errors.New("the server closed the connection")
	// ErrGoingAway is a connection closed by a server restarting or shutting down.
	ErrGoingAway = errors.New("the server is going away (restarting or shutting down)")
	// ErrServerRefused is a connection the server refused.
	ErrServerRefused = errors.New("the server refused the connection")
	// ErrTooBigForServer is a message the server would not take.
	ErrTooBigForServer = errors.New("a message was too big for the server")
	// ErrServerProblem is a connection closed by a problem on the server.
	ErrServerProblem = errors.New("the server ran into a problem")
	// ErrTooMuch is a server that sent more than this side takes in (a message, or
	// messages not read).
	ErrTooMuch = errors.New("the server sent more than the game could take in")
	// ErrSlow is a connection whose sending is not keeping up.
	ErrSlow = errors.New("the connection to the server is not keeping up")
	// ErrNoWebSocket is a browser that cannot open a connection (no WebSocket).
	ErrNoWebSocket = errors.New("this browser cannot open a connection to a game server (it has no WebSocket)")
	// ErrBadAddress is a server address that is not one (want ws://HOST:PORT/ws).
	ErrBadAddress = errors.New("not a server address (want ws://HOST:PORT/ws)")
	// ErrBrowserRefused is an address the browser will not connect to (the host follows; a port it
	// blocks, a ws:// server from an https:// page).
	ErrBrowserRefused = errors.New("the browser will not connect to")
	// ErrSendFailed is a message the connection could not send.
	ErrSendFailed = errors.New("sending to the server failed")
)

// errNoAnswer, errClosed and errLost are the transports' names for three of them.
var errNoAnswer, errClosed, errLost = ErrNoAnswer, ErrClosedHere, ErrLost

// detailed is trouble with a detail after it: "the server closed the connection: bye
// now" (the detail is the server's or the system's words, as they are).
func detailed(trouble error, sep, detail string) error {
	return fmt.Errorf("%w%s%s", trouble, sep, detail)
}

// closeWords says in words why the server closed the connection: the close frame's code
// and reason (the server's words, cut to the protocol's 123 bytes).
func closeWords(code int, reason string) error {
	if len(reason) > 123 {
		reason = reason[:123]
	}
	var why error
	switch code {
	case 1000:
		why = ErrServerClosed
	case 1001:
		why = ErrGoingAway
	case 1005, 1006:
		return errLost
	case 1008:
		why = ErrServerRefused
	case 1009:
		why = ErrTooBigForServer
	case 1011:
		why = ErrServerProblem
	default:
		why = detailed(ErrServerClosed, " ", "(code "+strconv.Itoa(code)+")")
	}
	if reason != "" && reason != "bye" {
		why = detailed(why, ": ", reason)
	}
	return why
}
