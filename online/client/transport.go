package client

import (
	"errors"
	"strconv"
)

// wire is one WebSocket connection as a Conn uses it: whole text messages both ways.
// Two files implement it, chosen by the build: transport_ws.go (github.com/coder/websocket,
// for the desktop game, parlor-sim and the tests) and transport_js.go (the browser's own
// WebSocket through syscall/js, so the browser build carries no HTTP client, TLS or
// second network stack). dialWire(ctx, url) opens one to a server's /ws address; its
// error says in words why the server could not be reached (the lobby shows it after
// "cannot reach the server at URL: ").
type wire interface {
	// read appends the next message to b and returns b; after an error (the connection
	// ended: the error says why) every later read returns an error too.
	read(b []byte) ([]byte, error)
	// write sends b as one text message.
	write(b []byte) error
	// close ends the connection with a normal closure, abort ends it at once; either
	// makes a pending read return.
	close() error
	abort()
}

// maxMessage bounds one message from the server, in bytes (a message over it ends the
// connection).
const maxMessage = 16 << 20

// errNoAnswer is a dial to an address where no game server answered.
var errNoAnswer = errors.New("the server did not answer (is it running, and is the address right?)")

// errClosed is a read or write on a connection this side closed.
var errClosed = errors.New("the connection to the server was closed")

// errLost is a connection that ended without a closing handshake.
var errLost = errors.New("the connection to the server was lost")

// closeWords says in words why the server closed the connection: the close frame's code
// and reason (the server's words, cut to the protocol's 123 bytes).
func closeWords(code int, reason string) error {
	if len(reason) > 123 {
		reason = reason[:123]
	}
	var why string
	switch code {
	case 1000:
		why = "the server closed the connection"
	case 1001:
		why = "the server is going away (restarting or shutting down)"
	case 1005, 1006:
		return errLost
	case 1008:
		why = "the server refused the connection"
	case 1009:
		why = "a message was too big for the server"
	case 1011:
		why = "the server ran into a problem"
	default:
		why = "the server closed the connection (code " + strconv.Itoa(code) + ")"
	}
	if reason != "" && reason != "bye" {
		why += ": " + reason
	}
	return errors.New(why)
}
