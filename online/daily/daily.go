// Package daily is the daily deal (docs/online.md, "The daily deal"): for each UTC day and
// each game, one deal everyone plays against the same bots. The seed comes from the day,
// the game and a server secret (Deal); a player plays it on their own machine and uploads
// the finished record, which Verify replays: the day's config exactly, every move legal,
// every bot's move exactly what the day's bot decides there, the score the replay's.
//
// The package is pure (no clock: the caller passes the time; no I/O) so that a client can
// use it too: Bots rebuilds a deal's bots as a local table must make them.
package daily

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/internal/clip"
	"parlor/online"

	"parlor/internal/words"
)

// Seating is a game's daily table: the players (seat 0 the person's) and the bots'
// levels for seats 1 on.
type Seating struct {
	Players int
	Bots    []string
}

// seatings are the daily tables: three players, the person against a normal and a hard
// bot, the default variant and no options. Third Wheel has none (NoDaily).
var seatings = map[string]Seating{
	"threethirteen": {Players: 3, Bots: []string{"normal", "hard"}},
	"troeven":       {Players: 3, Bots: []string{"normal", "hard"}},
	"triples":       {Players: 3, Bots: []string{"normal", "hard"}},
}

// NoDaily is why Third Wheel has no daily deal, in words.
const NoDaily = "Third Wheel has no daily deal: its races are won on reaction times the player's own machine measures, which no replay can check"

// Grace is how long after midnight (UTC) yesterday's deal may still be uploaded.
const Grace = time.Hour

// MaxMoves bounds a daily record's moves (Verify refuses more; the longest daily game is
// a few hundred).
const MaxMoves = 5000

// Date is t's UTC day, YYYY-MM-DD.
func Date(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// ParseDate reads a day, YYYY-MM-DD. Error: anything else, in words.
func ParseDate(s string) (time.Time, error) {
	shaped := len(s) == len(time.DateOnly)
	for i := 0; shaped && i < len(s); i++ {
		if i == 4 || i == 7 {
			shaped = s[i] == '-'
		} else {
			shaped = s[i] >= '0' && s[i] <= '9'
		}
	}
	if !shaped {
		return time.Time{}, fmt.Errorf("a day is written YYYY-MM-DD, not %s", clip.Quote(s))
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("there is no day %s", s)
	}
	return t, nil
}

// Uploadable reports whether date's deal may be uploaded at now: today's, or yesterday's
// within Grace after midnight; otherwise the error says why in words.
func Uploadable(date string, now time.Time) error {
	if _, err := ParseDate(date); err != nil {
		return err
	}
	today := Date(now)
	if date == today {
		return nil
	}
	if date == Date(now.Add(-Grace)) {
		return nil
	}
	return fmt.Errorf("the deal of %s is closed: today's is %s (yesterday's is taken until 01:00 UTC)", date, today)
}

// Check reports whether game has a daily deal (its id as the games know it); the error
// says why not in words.
func Check(game string) (string, error) {
	g, err := games.Find(game)
	if err != nil {
		return "", err
	}
	if _, ok := seatings[g.ID()]; !ok {
		return "", fmt.Errorf("%s", NoDaily)
	}
	return g.ID(), nil
}

// Deal is date's deal of game from the server's secret: the config with the seed, the
// nonce and the commitment (Started and Played are the caller's). Error: no such game,
// or a game without a daily deal, or a bad date.
func Deal(secret []byte, date, game string) (online.DailyDeal, error) {
	id, err := Check(game)
	if err != nil {
		return online.DailyDeal{}, err
	}
	if _, err := ParseDate(date); err != nil {
		return online.DailyDeal{}, err
	}
	g, _ := games.Find(id)
	st := seatings[id]
	seedMac := mac(secret, "parlor daily "+date+" "+id)
	nonceMac := mac(secret, "parlor daily nonce "+date+" "+id)
	d := online.DailyDeal{Date: date, Game: id, Players: st.Players, Seed: binary.BigEndian.Uint64(seedMac[:8]),
		Nonce: hex.EncodeToString(nonceMac[:16]), Bots: append([]string{match.Human}, st.Bots...)}
	if vs := g.Variants(); len(vs) > 0 {
		d.Variant = vs[0]
	}
	d.Commit = online.Commitment(d.Seed, d.Nonce)
	return d, nil
}

func mac(secret []byte, msg string) []byte {
	h := hmac.New(sha256.New, secret)
	h.Write([]byte(msg))
	return h.Sum(nil)
}

// Config is the deal's game config (with the seed).
func Config(d online.DailyDeal) match.Config {
	return match.Config{Game: d.Game, Variant: d.Variant, Players: d.Players, Options: slices.Clone(d.Options),
		Rounds: d.Rounds, Seed: d.Seed}
}

// Bots are the deal's bots, one per seat (nil at seat 0, the person's), as a local table
// must make them: game.NewBot(level, seat, seed), asked in order, once per position
// where their seat is to move, from the start (a game resumed midway asks them again
// along the moves made: see Verify, whose replay is that).
func Bots(d online.DailyDeal) ([]match.Bot, error) {
	g, err := games.Find(d.Game)
	if err != nil {
		return nil, err
	}
	bots := make([]match.Bot, len(d.Bots))
	for i, l := range d.Bots {
		if l == match.Human {
			continue
		}
		if bots[i], err = g.NewBot(l, i, d.Seed); err != nil {
			return nil, err
		}
	}
	return bots, nil
}

// Verify replays a finished daily record against its deal and returns the person's score
// (seat 0's total) and the match. Errors, in words: the record is not the deal's (game,
// variant, players, options, rounds, seed, stacked decks), it was played with undo, a
// move cannot be read or the rules refuse it, a bot seat's move is not what its bot
// decides there, a move out of turn, the game is not over, more than MaxMoves moves.
func Verify(d online.DailyDeal, rec *record.Record) (int, *match.Match, error) {
	m, _, err := Resume(d, rec)
	if err != nil {
		return 0, nil, err
	}
	if !m.Over() {
		return 0, nil, fmt.Errorf("the game is not over after its %d moves", len(rec.Moves))
	}
	sum := m.Summary()
	if len(sum.Totals) < 1 {
		return 0, nil, fmt.Errorf("the game gave no score")
	}
	return sum.Totals[0], m, nil
}

// Resume replays a daily record (finished or not) as Verify does and returns the match
// and the deal's bots as they are after it: each asked, in order, at every position its
// seat was to move. A table that continues a daily deal saved midway plays on with these
// bots, so that they decide as they would have without the break (their choices may
// depend on what they decided before), and the finished record verifies. Errors: as
// Verify's, but for the game not being over.
func Resume(d online.DailyDeal, rec *record.Record) (*match.Match, []match.Bot, error) {
	switch {
	case rec.Game != d.Game:
		return nil, nil, fmt.Errorf("the record is a game of %s, not the daily %s", clip.Quote(rec.Game), d.Game)
	case rec.Variant != d.Variant:
		return nil, nil, fmt.Errorf("the record's variant %s is not the deal's %s", clip.Quote(rec.Variant), clip.Quote(d.Variant))
	case rec.Players != d.Players:
		return nil, nil, fmt.Errorf("the record has %d players; the deal has %d", rec.Players, d.Players)
	case !slices.Equal(rec.Options, d.Options) || rec.Rounds != d.Rounds:
		return nil, nil, fmt.Errorf("the record's options or rounds are not the deal's")
	case rec.Seed != d.Seed:
		return nil, nil, fmt.Errorf("the record's seed is not the deal of %s (another day's, or another game's)", d.Date)
	case len(rec.Decks) > 0:
		return nil, nil, fmt.Errorf("the record stacks the deck: the daily deal is dealt from its seed")
	case rec.Undos > 0:
		return nil, nil, fmt.Errorf("the record took back %d moves: the daily deal is played without undo", rec.Undos)
	case len(rec.Moves) > MaxMoves:
		return nil, nil, fmt.Errorf("the record has %d moves, more than any game (%d)", len(rec.Moves), MaxMoves)
	}
	g, err := games.Find(d.Game)
	if err != nil {
		return nil, nil, err
	}
	m, err := match.New(g, Config(d), d.Bots)
	if err != nil {
		return nil, nil, err
	}
	bots, err := Bots(d)
	if err != nil {
		return nil, nil, err
	}
	for i, text := range rec.Moves {
		if m.Over() {
			return nil, nil, fmt.Errorf("move %d %s: the game was over", i+1, clip.Quote(text))
		}
		seat := m.ToMove()
		mv, err := m.Live().ParseMove(text)
		if err != nil {
			return nil, nil, fmt.Errorf("move %d %s cannot be read: %v", i+1, clip.Quote(text), err)
		}
		if mv.MoveSeat() != seat {
			return nil, nil, fmt.Errorf("move %d %s is seat %d's, but seat %d was to move", i+1, clip.Quote(text), mv.MoveSeat(), seat)
		}
		if seat > 0 && seat < len(bots) && bots[seat] != nil {
			want := match.Choose(bots[seat], m.View(seat))
			if want == nil || want.String() != mv.String() {
				return nil, nil, fmt.Errorf("move %d %s: seat %d's %s bot plays %s there", i+1, clip.Quote(text), seat, d.Bots[seat], clip.Quote(fmt.Sprint(want)))
			}
		}
		if _, err := m.Apply(mv); err != nil {
			why := err.Error()
			var rf match.Refusal
			if errors.As(err, &rf) {
				why = rf.Reason()
			}
			return nil, nil, fmt.Errorf("move %d %s: the rules refuse it: %s", i+1, clip.Quote(text), why)
		}
	}
	return m, bots, nil
}

// LowWins reports whether a lower score ranks first on game's daily board.
func LowWins(d online.DailyDeal) bool {
	g, err := games.Find(d.Game)
	return err == nil && g.LowWins(Config(d))
}

// Share is a result in plain words, to copy and paste (screen readers read it as it is):
// "Parlor daily Three-Thirteen 2026-12-02: 34 points, 2nd of 57".
func Share(game, date string, score, rank, of int) string {
	name := game
	if g, err := games.Find(game); err == nil {
		name = g.Name()
	}
	pts := "points"
	if score == 1 || score == -1 {
		pts = "point"
	}
	return fmt.Sprintf("Parlor daily %s %s: %d %s, %s of %d", name, date, score, pts, words.Ordinal(rank), of)
}

// IDs lists the games with a daily deal, comma-separated (for errors).
func IDs() string {
	ids := make([]string, 0, len(seatings))
	for id := range seatings {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return strings.Join(ids, ", ")
}
