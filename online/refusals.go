package online

// Refusals are the codes (ServerMsg.Code) of the server's refusals and errors and of
// those the client makes itself, other than a game's rule ids (a move the rules refuse
// comes back with its match.Refusal's RuleID, "not-your-turn", …). A client words each
// for its player (scenes/remote: RefusalWords); the server's test
// (TestEveryRefusalCodeIsListed) fails on a code it sends that this list lacks.
var Refusals = []string{
	// A connection, its messages and its identity.
	"too-many-connections", "too-big", "flood", "bad-message", "no-pong", "join-timeout",
	"replaced", "bad-name", "bad-key", "bad-signature", "already-identified", "no-challenge",
	"not-identified",
	// Rooms: making, finding and joining one.
	"bad-room", "server-full", "too-many-rooms", "storage-full", "no-room", "unreachable",
	"too-many-guesses", "bad-token", "already-seated", "not-seated", "no-such-seat",
	"bot-seat", "seat-taken", "room-full", "bad-quick", "bad-game",
	// Play.
	"spectator", "game-over", "not-started", "duplicate", "bad-move", "wrong-seat",
	"lockstep", "bad-base", "stale", "refused", "no-plan", "stale-plan",
	// Votes, rematches and ratings.
	"no-vote", "not-a-voter", "bad-vote", "not-over", "rematch-made", "declined",
	"no-rematch", "no-rating",
	// The lobby's boards and the daily deal.
	"bad-date", "no-ledger", "no-daily", "bad-record", "too-many-results", "already-played",
	// Made by the client (online/client): a welcome it cannot read, a move asked for
	// while the connection comes back.
	"bad-welcome", "reconnecting",
}
