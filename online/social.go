package online

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
)

// Messages of play people come back to (docs/online.md, "Identity", "Quick play",
// "Lobby", "Rematch", "Nobody stalls a table", "Ratings", "The daily deal"). Every one
// is checked by the server like the others: a known type, known fields, bounded sizes.

// Client message types added for identity, quick play, the lobby, rematches, votes,
// ratings and the daily deal.
const (
	THello       = "hello"        // ID: ask for a challenge; answered by "hello" {Challenge}
	TAuth        = "auth"         // ID, Key, Sig, Name: prove the device key; answered by "authed"
	TQuick       = "quick"        // ID, Quick, Name: a seat at a table of that game; answered by "welcome"
	TRooms       = "rooms"        // ID, Game (optional filter): public rooms waiting for players; answered by "rooms"
	TRematch     = "rematch"      // ask for a rematch at the end (the room tells everyone: "rematch")
	TVote        = "vote"         // Vote: a choice in the open vote ("replace", "end", "keep")
	TBack        = "back"         // a person marked away (idle) is back
	TLeaderboard = "leaderboard"  // ID, Game, Date (a day: that day's daily board): answered by "leaderboard"
	TDaily       = "daily"        // ID, Game: today's daily deal (needs auth); answered by "daily"
	TDailyResult = "daily-result" // ID, Game, Date, Record, Score, Sig: a finished daily deal; answered by "daily-result"
)

// Server message types added (THello, TRematch, TVote, TLeaderboard, TDaily and
// TDailyResult are also the answers' types).
const (
	TAuthed  = "authed"  // ID, Key: the connection now speaks for this key
	TNext    = "next"    // Next: you take a bot's seat at the next round (or that was cancelled)
	TRatings = "ratings" // Ratings: the ratings a rated game changed, after its end
)

// Sizes of what the new messages carry.
const (
	// MaxRecordMessage is the largest daily-result message (bytes): a whole game record.
	// It must begin exactly `{"type":"daily-result",` (as encoding/json writes a
	// ClientMsg); any other message over MaxMessage is refused "too-big".
	MaxRecordMessage = 256 << 10
	// MaxName is the longest name in runes (docs/online.md, "Identity").
	MaxName = 24
	// ChallengeLen is the challenge's length in hex digits (32 random bytes).
	ChallengeLen = 64
	// MaxRooms is the most rooms a "rooms" answer lists, newest first.
	MaxRooms = 50
	// MaxBoard is the most entries a leaderboard lists.
	MaxBoard = 50
)

// The bot levels a quick-play table fills its free seats with when QuickSpec.Bots is
// empty: each game's middle level (as the stand-in).

// QuickSpec asks for a seat at a table of a game: Game (required), Players (0: the
// game's fewest, but 3 for games of 3 or more), Variant and Options (empty: the game's
// defaults), Bots the level of the bots that fill the free seats (empty: the game's
// middle level). Fresh: a new table now, never a seat at a table already playing (taken
// at its next round start). BotMs paces the server's bots (a -dev server only; absent:
// 600 ms).
type QuickSpec struct {
	Game    string   `json:"game"`
	Players int      `json:"players,omitempty"`
	Variant string   `json:"variant,omitempty"`
	Options []string `json:"options,omitempty"`
	Bots    string   `json:"bots,omitempty"`
	Fresh   bool     `json:"fresh,omitempty"`
	BotMs   *int     `json:"bot_ms,omitempty"`
}

// RoomInfo is one public room waiting for players, as the lobby lists it: its code, game,
// variant, options and players, Free the seats a newcomer may take (a free person's seat
// now, or a quick-play bot's seat at the next round start: Waiting then says so), People
// the names of the people seated, Rated whether it counts for ratings, Started whether
// its game has begun.
type RoomInfo struct {
	Room    string   `json:"room"`
	Game    string   `json:"game"`
	Variant string   `json:"variant,omitempty"`
	Options []string `json:"options,omitempty"`
	Players int      `json:"players"`
	Free    int      `json:"free"`
	People  []string `json:"people"`
	Rated   bool     `json:"rated,omitempty"`
	Started bool     `json:"started,omitempty"`
	Waiting bool     `json:"waiting,omitempty"`
}

// NextSeat tells a spectator who came through quick play or the lobby which bot's seat
// it takes at the next round start (Seat, Name: the bot's name); Cancelled: the game
// ended first (or the seat went to someone else) and Say says what to do. Say is the
// same in words ("You take Basil's seat at the next round").
type NextSeat struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name,omitempty"`
	Cancelled bool   `json:"cancelled,omitempty"`
	Say       string `json:"say"`
}

// RematchState is who asked for a rematch (seats) and who declined (left instead); when
// every person has asked, Room, Seat and Token are the new room, the receiver's seat in it
// and its token (join Room with Token: the seat is the receiver's). Say says it in words.
type RematchState struct {
	Asked    []int  `json:"asked"`
	Declined []int  `json:"declined,omitempty"`
	Room     string `json:"room,omitempty"`
	Seat     *int   `json:"seat,omitempty"`
	Token    string `json:"token,omitempty"`
	Say      string `json:"say"`
}

// Vote choices (TVote's Vote field).
const (
	VoteReplace = "replace" // a bot plays the idle person's seat for good
	VoteEnd     = "end"     // the game ends now
	VoteKeep    = "keep"    // no change
)

// VoteState is a vote about an idle person (docs/online.md, "Nobody stalls a table"):
// Seat and Name the idle person, Missed the turns missed in a row, Voters the seats that
// may vote (the other people), Need the votes a choice needs (a majority of Voters),
// Votes each voter's choice so far, LeftMs the ms left when sent; Open false once
// decided: Result is then VoteReplace, VoteEnd or "none" (no majority in time). Say
// says it in words.
type VoteState struct {
	ID     int        `json:"id"`
	Seat   int        `json:"seat"`
	Name   string     `json:"name"`
	Missed int        `json:"missed"`
	Voters []int      `json:"voters"`
	Need   int        `json:"need"`
	Votes  []VoteCast `json:"votes"`
	LeftMs int        `json:"left_ms"`
	Open   bool       `json:"open"`
	Result string     `json:"result,omitempty"`
	Say    string     `json:"say"`
}

// VoteCast is one voter's choice.
type VoteCast struct {
	Seat   int    `json:"seat"`
	Choice string `json:"choice"`
}

// Board is a leaderboard: a game's ratings (Date empty) or a day's daily deal results
// (Date set), best first, at most MaxBoard entries; Count is how many players it ranks in
// all, Me the receiver's own entry (nil: not identified, or not on it).
type Board struct {
	Game    string       `json:"game"`
	Date    string       `json:"date,omitempty"`
	Entries []BoardEntry `json:"entries"`
	Count   int          `json:"count"`
	Me      *BoardEntry  `json:"me,omitempty"`
}

// BoardEntry is one line of a Board: Rank from 1 (players with equal ratings or scores
// share it), Name, and the game's Rating (rounded) and Games rated, or the daily deal's
// Score.
type BoardEntry struct {
	Rank   int    `json:"rank"`
	Name   string `json:"name"`
	Rating int    `json:"rating,omitempty"`
	Games  int    `json:"games,omitempty"`
	Score  *int   `json:"score,omitempty"`
}

// RatingChange is a person's rating after a rated game: Seat, Name, the rating Before
// and After (rounded), and the rated games so far.
type RatingChange struct {
	Seat   int    `json:"seat"`
	Name   string `json:"name"`
	Before int    `json:"before"`
	After  int    `json:"after"`
	Games  int    `json:"games"`
}

// DailyDeal is a day's deal of a game: Date (UTC, YYYY-MM-DD), the game's Config (the
// seed included: the deal is played on the player's own machine), Bots the level per seat
// ("human" for the person's, seat 0), Commit the commitment published for the day
// (Commitment(Seed, Nonce)), Started when the player first asked for it (unix ms), and
// Played the player's score when its result is in already.
type DailyDeal struct {
	Date    string   `json:"date"`
	Game    string   `json:"game"`
	Variant string   `json:"variant,omitempty"`
	Players int      `json:"players"`
	Options []string `json:"options,omitempty"`
	Rounds  int      `json:"rounds,omitempty"`
	Seed    uint64   `json:"seed"`
	Nonce   string   `json:"nonce"`
	Commit  string   `json:"commit"`
	Bots    []string `json:"bots"`
	Started int64    `json:"started"`
	Played  *int     `json:"played,omitempty"`
}

// DailyResult is a daily deal's result as the server replayed it: the person's Score,
// Rank among Of players so far, and Share, the result in plain words to copy ("Parlor
// daily Three-Thirteen 2026-12-02: 34 points, 2nd of 57").
type DailyResult struct {
	Date  string `json:"date"`
	Game  string `json:"game"`
	Score int    `json:"score"`
	Rank  int    `json:"rank"`
	Of    int    `json:"of"`
	Share string `json:"share"`
}

// AuthMessage is what a client signs with its device key to prove it (the domain prefix
// keeps a signature made for Parlor's login from meaning anything else).
func AuthMessage(challenge string) []byte {
	return []byte("parlor auth v1\n" + challenge)
}

// DailyMessage is what a client signs with its device key to upload a daily deal's
// result: the day, the game, the SHA-256 of the record's bytes exactly as they are in the
// message's "record" field (compact JSON, as encoding/json writes a raw value), and the
// score.
func DailyMessage(date, game string, record []byte, score int) []byte {
	h := sha256.Sum256(record)
	return []byte("parlor daily v1\n" + date + "\n" + game + "\n" + hex.EncodeToString(h[:]) + "\n" + strconv.Itoa(score))
}

// botNames name the bots' seats (the same names at a local table).
var botNames = [...]string{"Ada", "Basil", "Cleo", "Dmitri", "Edie", "Felix", "Gwen", "Hugo", "Iris", "Jonah"}

// BotName is the name of the bot at seat ("Ada", "Basil", …).
func BotName(seat int) string {
	if seat < 0 {
		seat = -seat
	}
	return botNames[seat%len(botNames)]
}

// DefaultClockMs is a game's default turn clock in an online room (ms): how long a
// person may take over a decision before the stand-in makes it and marks them away.
// Three-Thirteen's turns weigh a whole hand of melds (45 s); a trick's card, a Triples
// play or a Third Wheel turn less (30 s). Third Wheel's reaction windows keep their own
// timing.
func DefaultClockMs(game string) int {
	if game == "threethirteen" {
		return 45_000
	}
	return 30_000
}
