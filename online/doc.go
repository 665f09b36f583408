// Package online is the wire between Parlor's online server (online/server) and its
// clients (online/client): the messages (msg.go), the codec that carries each game's
// events, views and moves (codec.go, with plan.go and quick.go to make the common
// messages cheap), and the slap judge that turns a client's claimed reaction time into a
// stamp (judge.go, racesim.go to measure it). The protocol is described in
// docs/online.md; the server's running and limits in docs/server.md.
//
// The package knows no game by name: every game of gameplay/games.All crosses the wire
// through its match.Game (Game.Events lists its event types, Game.ParseMove reads its
// notation), so a new game needs nothing here.
//
// # One move, from a press to every seat's screen
//
// Take a person at a Three-Thirteen table who clicks the stock.
//
//  1. The table (scenes/threethirteen/table.go) reads the click as an intent
//     (scenes/threethirteen/board/intents.go, MapInput) and makes a move of the game's
//     own type, tt.Move{Seat: me, Kind: tt.DrawStock}, through the Shell's Try
//     (scenes/seats.go). The Shell hands it to the seat's handle, the only way a table
//     moves: for an online table that is scenes/remote.go's remoteSeat, which asks the
//     game's GameInfo.Predict for the events the view already tells (a discard: which
//     card, where it goes) to show at once, then calls client.Seat.SubmitReact.
//  2. The client (online/client/seat.go) sends one ClientMsg: {"type":"move","id":N,
//     "move":"draw","base":B}: the move in its record notation (docs/game-record.md),
//     the seat's own move number (the server refuses a number seen before, so nothing is
//     made twice), and the update it decided on (a move decided on an old update is
//     refused as "stale"). A press in a Third Wheel reaction window adds react_ms, the
//     time from that update appearing on the screen to the press.
//  3. The server's connection (online/server/conn.go, readLoop) reads the message under
//     the size and rate limits, decodes it strictly (DecodeClient: a known type, no
//     unknown field, nothing after it), forwards it if the room lives on another node
//     (online/server/cluster.go), and posts it to the room's goroutine: every room handles
//     its messages one at a time (online/server/room.go).
//  4. The room (online/server/play.go, handle) checks who sent it (a seat, not a
//     spectator; the game started; the seat's number is new), reads the notation with the
//     game's parser (Codec.ParseMove: Game.ParseMove) as that seat's move, refuses a move
//     of another seat, and, for a stamped move in a reaction window, has the judge set its
//     stamp (online/server/window.go, judge.go here; docs/online.md#reaction-windows-third-wheel).
//  5. The match (gameplay/match, Match.Apply) asks the rules (gameplay/threethirteen,
//     State.Apply) to make the move. A move the rules refuse changes nothing and goes back
//     as a "refused" message with the rule's id and its reason in words; the table shows
//     the reason. A move made is appended to the room's log (online/server/roomlog.go),
//     stored in JetStream (online/server/natsstore.go) before anything that depends on it
//     is sent, so a move anyone has seen is never lost.
//  6. Per-seat redaction (online/server/play.go, publish): for every seat and for the
//     spectators, each event of the move is redacted for that seat (the game's Redact:
//     seat 1 learns that seat 0 drew, not which card), encoded by the codec (EncodeEvent:
//     {"type":"Drew","data":{…}}, "??" for a hidden card; seats that see the same event
//     share its bytes), and put in one "update" with the seat's view
//     (Match.ViewShared, Codec.AppendView), its legal moves in notation, and the seat to
//     move (online/server/wire.go, appendUpdate). A seat that sees nothing new is sent
//     nothing. Updates are numbered per seat, so a client that comes back asks for exactly
//     what it missed (docs/online.md#protocol).
//  7. The update reaches each client (online/client/client.go, readLoop; DecodeServer with
//     the quick reader), whose Seat (online/client/seat.go, receive) keeps its events and
//     its view as they came and decodes them with the codec when the table asks: the Go
//     values the server's rules made, as that seat may see them. An update marked need_ack
//     is acknowledged at once (the judge measures the round trip from it).
//  8. The table's session (scenes/remote.go, RemoteSession.Pump, remoteSeat.sync) takes
//     the events, drops those it already showed ahead (or, when they differ, shows the
//     table afresh from the view), and the Shell queues them (scenes/shell.go, take; the
//     queue is scenes/anim): one by one, at the pace the speed setting gives, each event
//     goes to the table's Animate (scenes/threethirteen/animate.go), which changes the
//     table's model at once and sets its cards flying (sprites tweens) and returns how
//     long the next event waits. Drew makes a card leave the stock for the drawer's hand,
//     face up for the drawer, face down at every other screen.
//
// Meanwhile the room goes on (online/server/play.go, drive): bots play their seats, and a
// stand-in bot plays a person who is away or out of time, each move through steps 5 to 8.
// At the end every seat gets "end": the seed (which opens the commitment sent at the
// start), the game record and the result object.
package online
