// Package client is the client side of Parlor's online play: a WebSocket connection to
// parlor-server and a seat at a room's table that a table scene or a bot plays through
// exactly as through a local seat. It builds for js/wasm (there it talks through the
// browser's own WebSocket: transport.go) and knows no game by name: the room's setup names the game, and
// online.CodecOf gives its codec. The protocol is docs/online.md; how one move travels
// from a press to every seat's screen is in package online's doc.
//
// The files:
//   - client.go: Conn, one connection. Dial connects to a server's /ws; Create makes a
//     room (online.RoomSpec: the game's match.Config, the seats, the clocks) and returns
//     its code and invite link; Join takes a seat (or watches) and returns the Seat.
//     Conn answers the server's pings and acknowledges the updates that ask for it by
//     itself, and routes each reply to the request that carries its ID.
//   - transport.go: the wire under a Conn, whole text messages both ways:
//     transport_ws.go (github.com/coder/websocket) everywhere but the browser,
//     transport_js.go (the browser's WebSocket through syscall/js) in it.
//   - seat.go: Seat, a match.Seat over the network. Each update's events (already
//     redacted for the seat by the server) and view are kept as they came and decoded
//     with the game's codec when asked: Events() gives the events since the last call,
//     in order; View() and Legal() the newest view and legal moves. Submit is
//     asynchronous: it sends the move in its notation and returns; the move's events come
//     with the next update, or a refusal comes in Refused() and nothing changed.
//     Changed() is signalled whenever something arrived. In a reaction window a table
//     stamps a press with SubmitReact(m, ms from the update appearing on screen to the
//     press); Appeared(n) is when update n arrived, for tables that measure from their own
//     frame or DOM times. Seats() says who sits where (a person away is marked StandIn: a
//     bot plays for them); End() has the revealed seed, checked against the commitment
//     sent at the start, the game record and the result object.
//   - reconnect.go: coming back. Resume reconnects a seat whose connection ended with its
//     token and the number of the last update it saw, and the seat goes on with exactly
//     what it missed; a seat joined with JoinOptions.Nodes does so by itself, trying each
//     node of a cluster in turn.
//   - bot.go: Bot plays a seat with one of the game's bots until the game ends, deciding
//     from the seat's view as match.Driver and match.Planner decide locally (parlor-sim's
//     online and load tools, and tests, run it).
//   - invite.go: the page address that joins a room (InviteLink) and the room code in
//     what a person typed or pasted (RoomCode).
package client
