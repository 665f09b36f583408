package client

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
