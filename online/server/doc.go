// Package server is Parlor's online server, which cmd/parlor-server runs: rooms with
// short codes and invite links, one authoritative match.Match per room, each connection
// seeing only its seat's redacted events and view, reaction windows judged fairly over
// the network, and every room's log kept in JetStream so that any node can rebuild a room
// from it. The protocol (and the wire's types) are in package online and
// docs/online.md; running a server, its limits, its security and its faults are in
// docs/server.md. The package knows no game by name: a room's game is any of
// gameplay/games.All.
//
// Where a message goes (package online's doc follows one move all the way):
//   - server.go: Server, its HTTP handler (/ws, the site) and the hub that holds the
//     rooms this node hosts; create and join are routed there.
//   - conn.go: one WebSocket connection: the reader (size and rate limits, strict
//     decoding, forwarding to the room's node), the writer (a bounded queue; a client
//     that falls too far behind is cut off and comes back with its last update number),
//     pings and the judge's allowance; transport*.go reads the kernel's TCP round trip.
//   - spec.go: a create's online.RoomSpec checked and given its defaults (the game, the
//     seats, the clocks, the -dev seed); names.go checks the codes, tokens and names a
//     client gives before they reach a map, a subject or a log; invite.go makes links.
//   - room.go: a room: its match, its seats and spectators, joining and coming back, and
//     its goroutine, which handles the room's messages one at a time.
//   - play.go: a move: checked, parsed with the game's notation, applied, logged, and
//     published to each seat as an update of its own redacted events and view (wire.go
//     encodes it); the bots' and stand-ins' moves; the end.
//   - window.go: Third Wheel's reaction windows on the server's clock (claims judged by
//     online's slap judge, the human line) or in lockstep (a -dev room that replays move
//     for move).
//   - roomlog.go, store.go: the room's log (config with the seed, seats, moves with
//     their times, the end), written in fenced records before anything that depends on
//     them is sent; natsstore.go, natsboot.go, natsopts.go, natssec.go: the Store on an
//     embedded NATS server with JetStream, and who may talk to it; diskfull.go: a full
//     disk stands the room still and says so.
//   - cluster.go, rebuild.go, raft.go: several nodes as one: a room is hosted by one node,
//     the others forward to it, and a room whose node died is rebuilt from its log where
//     someone comes back.
//   - limits.go, reap.go: what strangers can make a server hold, each with a cap and an
//     expiry, and what is let go.
package server
