package online

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"

	"parlor/gameplay/match"
)

// Limits on what a client may send (the server refuses anything bigger or faster).
const (
	// MaxMessage is the largest client message read (bytes); a bigger one is refused
	// with "too-big" and skipped. HardMessage closes the connection.
	MaxMessage  = 8 << 10
	HardMessage = 1 << 20
	// RatePerSec bounds a connection's messages (a token bucket holding two seconds'
	// worth); beyond it a message is refused with "flood" and dropped. A -dev server
	// allows DevRatePerSec (bot clients there play at full speed).
	RatePerSec    = 40
	DevRatePerSec = 5000
)

// Client message types.
const (
	TCreate = "create" // Create: make a room; answered by "created"
	TJoin   = "join"   // Room, Seat, Name, Token, Last: take a seat (or watch); answered by "welcome"
	TMove   = "move"   // ID, Move, Base, ReactMs: make a move; refusals come back as "refused"
	TPlan   = "plan"   // ID, Window, Version, Move: a lockstep room's answer to "plan?"
	TAck    = "ack"    // N: the update N arrived (sent at once for updates marked Ack)
	TPong   = "pong"   // Ping, At: the answer to a ping
	TLeave  = "leave"  // give the seat up (a bot plays it); the connection closes
)

// Server message types.
const (
	TCreated = "created" // ID, Room, Link
	TWelcome = "welcome" // ID, Room, Seat, Token, Setup, Commit, Seats, N, Ack; then what the seat missed
	TUpdate  = "update"  // N, Events, View, Legal, ToMove, Ack, NeedAck, Window, Version, Clock
	TSeats   = "seats"   // Seats: who sits where changed
	TRefused = "refused" // ID, Code, Error: that message changed nothing
	TError   = "error"   // Code, Error: a message that could not be read
	TPing    = "ping"    // Ping, At, RTTMs
	TPlanQ   = "plan?"   // Window, Version, View: lockstep: what do you plan in this window version?
	TEnd     = "end"     // Seed, Nonce, Commit, Record, Summary: the game is over
)

// ClientMsg is every message a client sends: Type says which fields it uses (see the T*
// constants). Unknown fields and trailing data are refused.
type ClientMsg struct {
	Type string `json:"type"`
	// ID is the client's number for a create, join, move or plan; a reply echoes it.
	ID     int64     `json:"id,omitempty"`
	Create *RoomSpec `json:"create,omitempty"`
	// Room is a room code; Seat the seat to take (-1: watch; absent: the first free
	// person's seat); Name the player's name; Token the seat's secret from an earlier
	// welcome (to come back); Last the number of the last update seen (0: none).
	Room  string `json:"room,omitempty"`
	Seat  *int   `json:"seat,omitempty"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token,omitempty"`
	Last  int    `json:"last,omitempty"`
	// Move is a move in the game's notation ("discard 7H", "0: slap"); Base the number
	// of the update the player decided on; ReactMs (stamped moves in a reaction window)
	// the ms from that update appearing on the player's screen to the press.
	Move    string `json:"move,omitempty"`
	Base    int    `json:"base,omitempty"`
	ReactMs *int   `json:"react_ms,omitempty"`
	// Window and Version name the reaction window version a plan answers.
	Window  int `json:"window,omitempty"`
	Version int `json:"version,omitempty"`
	// N is the update an ack is for.
	N int `json:"n,omitempty"`
	// Ping is the ping a pong answers; At the client's monotonic clock in ms.
	Ping int64 `json:"ping,omitempty"`
	At   int64 `json:"at,omitempty"`
}

// RoomSpec is a new room: the game's setup as a person chooses it (match.Config's JSON:
// game, variant, players, options, rounds; its seed and decks never cross: a client
// stacks no deal), one SeatSpec per seat, an optional turn timer, the window clock, the
// stand-in bot level, and (a -dev server only) the seed.
type RoomSpec struct {
	match.Config
	Seats []SeatSpec `json:"seats"`
	// TimerMs: a person who has not moved TimerMs after the game started waiting for them
	// has the move made by the stand-in bot (0: no timer).
	TimerMs int `json:"timer_ms,omitempty"`
	// Clock is how reaction windows run: "real" (default: the server's clock, claims
	// judged by the slap judge) or "lockstep" (a -dev server only: windows wait for every
	// seat's plan, as parlor-sim's Driver runs them, so a game replays move for move).
	Clock string `json:"clock,omitempty"`
	// StandIn is the bot level that plays a person's seat while the person is away (default:
	// the game's middle level).
	StandIn string `json:"standin,omitempty"`
	// BotMs is how long the server's bots wait before a move (pacing for people; lockstep
	// rooms never wait). Absent: 600 ms.
	BotMs *int `json:"bot_ms,omitempty"`
	// DevSeed is the seed a client chooses for the room's game, which only a -dev server
	// allows (nil: the server rolls one and reveals it at the end). The server writes the
	// seed it plays into Config.Seed, which the wire never carries.
	DevSeed *uint64 `json:"seed,omitempty"`
}

// SeatSpec is one seat of a new room: Bot names a bot level; empty, the seat is a person's.
type SeatSpec struct {
	Bot string `json:"bot,omitempty"`
}

// Setup is a room's game as every client sees it: its config without the seed
// (match.Config's JSON: game, variant, players, options, rounds), the turn timer and the
// window clock.
type Setup struct {
	match.Config
	TimerMs int    `json:"timer_ms,omitempty"`
	Clock   string `json:"clock"`
}

// SeatInfo says who sits at a seat: a person (Name, Connected) or a bot (Level). StandIn:
// the person is away and the Level bot plays for them until they come back. Fast: the
// seat's presses came faster than a person can react (docs/online.md, "The human line").
type SeatInfo struct {
	Seat      int    `json:"seat"`
	Person    bool   `json:"person"`
	Name      string `json:"name,omitempty"`
	Level     string `json:"level,omitempty"`
	Connected bool   `json:"connected"`
	StandIn   bool   `json:"standin"`
	Fast      bool   `json:"fast,omitempty"`
}

// ServerMsg is every message the server sends: Type says which fields it uses.
type ServerMsg struct {
	Type string `json:"type"`
	ID   int64  `json:"id,omitempty"`
	Room string `json:"room,omitempty"`
	Link string `json:"link,omitempty"`
	// Seat is the welcomed seat (-1: a spectator); Token its secret for coming back.
	Seat  *int   `json:"seat,omitempty"`
	Token string `json:"token,omitempty"`
	Setup *Setup `json:"setup,omitempty"`
	// Commit is the SHA-256 commitment to the seed (Commitment), shown from the start.
	Commit string     `json:"commit,omitempty"`
	Seats  []SeatInfo `json:"seats,omitempty"`
	// N numbers this seat's updates from 1 (welcome: the latest so far); each seat (and the
	// spectators) has its own numbering.
	N int `json:"n,omitempty"`
	// Events are the seat's events of one move, redacted; View the seat's view after it
	// (absent on updates told again after a reconnect, except the last); Legal the seat's
	// legal moves in notation; ToMove the seat the game waits for (-1: nobody, or a
	// reaction window is open).
	Events []Event         `json:"events,omitempty"`
	View   json.RawMessage `json:"view,omitempty"`
	Legal  []string        `json:"legal,omitempty"`
	ToMove *int            `json:"to_move,omitempty"`
	// Ack is the ID of the receiver's move this update carries out (welcome: the last move
	// ID the seat made, so a client coming back numbers on from there); NeedAck asks the
	// client to ack the update on arrival (updates during real-time reaction windows).
	Ack     int64 `json:"ack,omitempty"`
	NeedAck bool  `json:"need_ack,omitempty"`
	// Window and Version: the reaction window version an update shows or a plan? asks
	// about; Clock the window's clock (ms of game time) when the update was sent: a
	// reaction time counts from there.
	Window  int `json:"window,omitempty"`
	Version int `json:"version,omitempty"`
	Clock   int `json:"clock,omitempty"`
	// Code is a refusal's or error's id ("not-your-turn", "stale", "flood", …); Error says
	// it in words.
	Code  string `json:"code,omitempty"`
	Error string `json:"error,omitempty"`
	// Ping numbers a ping; At is the server's clock in ms; RTTMs the last round trip the
	// server measured for this connection (-1: none yet).
	// Pad (spaces; ignored) fills some pings at a racing table to two full TCP segments,
	// which the client's kernel acknowledges at once (online.PadEvery).
	Ping  int64  `json:"ping,omitempty"`
	At    int64  `json:"at,omitempty"`
	RTTMs *int   `json:"rtt_ms,omitempty"`
	Pad   string `json:"pad,omitempty"`
	// Seed and Nonce, revealed at the end, open Commit; Record is the finished game's
	// record (docs/game-record.md), Summary the result object of parlor-sim play.
	Seed    *uint64         `json:"seed,omitempty"`
	Nonce   string          `json:"nonce,omitempty"`
	Record  json.RawMessage `json:"record,omitempty"`
	Summary json.RawMessage `json:"summary,omitempty"`
}

// DecodeClient reads one client message strictly: exactly one JSON object, no unknown
// fields, a known type.
func DecodeClient(b []byte) (ClientMsg, error) {
	var m ClientMsg
	if !quickClient(b, &m) {
		m = ClientMsg{}
		if err := strict(b, &m); err != nil {
			return ClientMsg{}, fmt.Errorf("not a message: %v", err)
		}
	}
	switch m.Type {
	case TCreate, TJoin, TMove, TPlan, TAck, TPong, TLeave:
		return m, nil
	case "":
		return ClientMsg{}, fmt.Errorf("a message needs a type")
	}
	return ClientMsg{}, fmt.Errorf("unknown message type %q", short(m.Type))
}

// DecodeServer reads one server message (unknown fields are refused: client and server are
// built from the same source). An update's View may share b's memory.
func DecodeServer(b []byte) (ServerMsg, error) {
	var m ServerMsg
	if quickServer(b, &m) {
		return m, nil
	}
	m = ServerMsg{}
	if err := strict(b, &m); err != nil {
		return ServerMsg{}, err
	}
	return m, nil
}

// Commitment is the SHA-256 commitment to a seed, in hex: the hash of "parlor seed SEED
// NONCE" (SEED in decimal, NONCE the hex string revealed with the seed at the end).
func Commitment(seed uint64, nonce string) string {
	h := sha256.Sum256([]byte("parlor seed " + strconv.FormatUint(seed, 10) + " " + nonce))
	return hex.EncodeToString(h[:])
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
