package remote

import (
	"errors"

	"parlor/internal/words"
	"parlor/online/client"
	"parlor/scenes/l10n"
)

// Reason is err in words for the player, in the language on: a server's refusal as
// RefusalWords says it, a trouble of the connection's (no server answered, the
// connection lost) in words, any other error as it is.
func Reason(err error) string {
	var r *client.Refusal
	if errors.As(err, &r) {
		return RefusalWords(r)
	}
	if s, ok := troubleWords(err); ok {
		return s
	}
	return err.Error()
}

// Worded is r with its words (Msg) the player's (RefusalWords), its code kept: what a
// table's toast shows of a refused move.
func Worded(r *client.Refusal) *client.Refusal {
	return &client.Refusal{ID: r.ID, Code: r.Code, Msg: RefusalWords(r)}
}

// RefusalWords is the refusal r in the player's words, in the language on, saying what
// they can do: one sentence for each code of online.Refusals (the server's words carry
// protocol terms and are English). A code this build does not know (a game's rule id,
// a newer server's) keeps the server's words. The details a server puts only in its
// words (a wait in seconds, a seat's number) are left out rather than read from them.
func RefusalWords(r *client.Refusal) string {
	if r.Code == "storage-full" && r.Msg != "" && l10n.Current() == l10n.En {
		// The server's words say how far the game is kept ("up to move 41"), a detail
		// only they carry, in English.
		return words.Capital(r.Msg)
	}
	if r.Code == "not-your-turn" && r.Msg != "" && l10n.Current() != l10n.En {
		return l10n.T("It is not your turn.") // every game's rule id; the server's words are English
	}
	if s := refusalWords(r.Code); s != "" {
		return s
	}
	if r.Msg == "" {
		return r.Code
	}
	return r.Msg
}

func refusalWords(code string) string {
	switch code {
	case "too-many-connections":
		return l10n.T("Too many connections from your address: close some Parlor windows and try again.")
	case "too-big":
		return l10n.T("The server could not take a message that large.")
	case "flood":
		return l10n.T("Too much at once: slow down a little.")
	case "bad-message", "bad-welcome":
		return l10n.T("This Parlor and the server do not understand each other: Parlor may need an update.")
	case "no-pong":
		return l10n.T("The connection went quiet and was closed: connect again to play on.")
	case "join-timeout":
		return l10n.T("No room was joined in time, so the connection was closed: connect again to play.")
	case "replaced":
		return l10n.T("Your seat was taken up on another screen.")
	case "bad-name":
		return l10n.T("The server does not take that name: choose another in the settings.")
	case "bad-key", "bad-signature", "already-identified", "no-challenge":
		return l10n.T("The server could not check this device's key: your games are not rated for now.")
	case "not-identified":
		return l10n.T("The daily deal is for players the server knows: connect again so that this device can prove who you are.")
	case "bad-room", "bad-quick":
		return l10n.T("The server cannot set up a table with these settings.")
	case "bad-game":
		return l10n.T("The server does not know this game: one of you may need to update Parlor.")
	case "server-full":
		return l10n.T("The server is full: try again in a few minutes.")
	case "too-many-rooms":
		return l10n.T("Too many new rooms from your address: wait a minute and try again.")
	case "too-many-guesses":
		return l10n.T("Too many room codes that open no room: wait a minute and try again.")
	case "too-many-results":
		return l10n.T("Too many daily deals asked for from your address: wait a minute and try again.")
	case "storage-full":
		return l10n.T("The server cannot save games now: try again in a while.")
	case "no-room":
		return l10n.T("No room has that code (it may have closed): check the code.")
	case "unreachable":
		return l10n.T("The server cannot do that just now: try again.")
	case "bad-token":
		return l10n.T("That seat link opens no seat: the game may have ended.")
	case "already-seated":
		return l10n.T("This connection has a seat already: open Parlor again to join another table.")
	case "not-seated":
		return l10n.T("Join a room first.")
	case "no-such-seat":
		return l10n.T("This table has no such seat.")
	case "bot-seat":
		return l10n.T("A bot plays that seat.")
	case "seat-taken":
		return l10n.T("Someone has taken that seat already: choose another.")
	case "room-full":
		return l10n.T("Every seat is taken: you can watch instead.")
	case "spectator":
		return l10n.T("You are watching: only the players at the table can do that.")
	case "game-over":
		return l10n.T("The game is over.")
	case "not-started":
		return l10n.T("The game starts when every seat is taken.")
	case "duplicate":
		return l10n.T("That move was made already.")
	case "bad-move", "refused":
		return l10n.T("The server did not take that move.")
	case "wrong-seat":
		return l10n.T("That move is another player's.")
	case "lockstep", "no-plan", "bad-base":
		return l10n.T("That move came at the wrong moment: try again.")
	case "stale", "stale-plan":
		return l10n.T("Too late: the game had moved on before your move arrived.")
	case "no-vote":
		return l10n.T("No vote is open.")
	case "not-a-voter":
		return l10n.T("This vote is not yours to cast.")
	case "bad-vote":
		return l10n.T("The server did not take that vote.")
	case "not-over":
		return l10n.T("A rematch can be asked for once the game is over.")
	case "rematch-made":
		return l10n.T("The rematch is made already.")
	case "declined":
		return l10n.T("Someone has left the table: there is no rematch.")
	case "no-rematch":
		return l10n.T("The rematch could not be made.")
	case "no-rating":
		return l10n.T("The ratings of this game could not be stored.")
	case "bad-date":
		return l10n.T("The server has nothing for that day.")
	case "no-ledger":
		return l10n.T("This server keeps no leaderboards or daily deals.")
	case "no-daily":
		return l10n.T("There is no daily deal of this game.")
	case "bad-record":
		return l10n.T("The server did not accept this result.")
	case "already-played":
		return l10n.T("Your result for that day's deal is in already: the first one counts.")
	case "reconnecting":
		return l10n.T("The connection dropped: wait for your seat to come back, then decide again.")
	}
	return ""
}
