package screens

import (
	"context"
	"errors"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/remote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// Daily is the daily deal screen (docs/online.md, "The daily deal"): for each game
// that has one, today's deal, the same for everyone, played here against the day's
// fixed bots (no undo); its record is sent to the server at the end, which replays it
// and ranks the score. The screen shows the deal, the player's result with its words
// to share (plain words, which a screen reader reads; Copy puts them on the
// clipboard) and the day's leaderboard.
type Daily struct {
	setup   scenes.Setup
	game    int
	st      *dailyState // the state of each game's deal (shared with the game played)
	focus   int
	hover   int
	widgets []ui.Widget
	status  string
	mirror  mirrorCount // the mirror's changes (dailymirror.go)
}

// dailyState is what the screen knows of one day's deals, kept across the game played
// (its end sends the result here).
type dailyState struct {
	deals  map[string]online.DailyDeal
	boards map[string]online.Board
	errs   map[string]string
	result map[string]online.DailyResult
	asking chan dailyAnswer
	asked  string
	sent   chan dailyAnswer // a result being sent
}

// dailyAnswer is a game's deal and board, or a result sent, or why not.
type dailyAnswer struct {
	game   string
	deal   online.DailyDeal
	board  online.Board
	result *online.DailyResult
	err    error
}

// Daily widget ids; the games' tabs add their index to dyGameBase.
const (
	dyBack = iota + 1
	dyPlay
	dyCopy
	dyGameBase
)

// NewDaily opens the daily deal screen (the menu's setup s is kept for the way back).
func NewDaily(s scenes.Setup) *Daily {
	d := &Daily{setup: s, focus: -1, hover: -1, st: &dailyState{deals: map[string]online.DailyDeal{},
		boards: map[string]online.Board{}, errs: map[string]string{}, result: map[string]online.DailyResult{}}}
	for i, g := range scenes.Games() {
		if g.ID == s.Game && hasDaily(g.ID) {
			d.game = i
		}
	}
	return d
}

// hasDaily reports whether game has a daily deal: every game but Third Wheel, whose
// races are won on reaction times no replay can check.
func hasDaily(game string) bool { return game != "thirdwheel" }

// gameID is the chosen game's id.
func (d *Daily) gameID() string { return scenes.Games()[d.game].ID }

// Update handles one tick.
func (d *Daily) Update(a *scenes.App) error {
	d.layout(a.W, a.H)
	st := d.st
	d.poll()
	if game := d.gameID(); st.asking == nil && st.asked != game && hasDaily(game) {
		st.asked = game
		st.asking = unwrap(game, ask(scenes.OnlineOf(a), OnlineServer, func(ctx context.Context, c *client.Conn) (dailyAnswer, error) {
			deal, err := c.Daily(ctx, game)
			if err != nil {
				return dailyAnswer{}, err
			}
			if !client.Verified(deal) {
				return dailyAnswer{}, errors.New(l10n.T("Today's deal does not open the commitment the server published: it is not played."))
			}
			b, err := c.DailyBoard(ctx, game, deal.Date)
			return dailyAnswer{game: game, deal: deal, board: b}, err
		}))
	}
	in := &a.In
	d.hover = ui.Hovered(in, d.widgets)
	if in.Key(input.KeyEscape) {
		a.Goto(NewLobby(d.setup, ""))
		return nil
	}
	act := ui.Navigate(in, d.widgets, &d.focus)
	if !act.OK {
		return nil
	}
	a.Sound.Play(clickEffect)
	d.act(a, act.ID)
	return nil
}

// poll takes the answers that came: a game's deal and board, a result sent.
func (d *Daily) poll() {
	st := d.st
	for _, ch := range []*chan dailyAnswer{&st.asking, &st.sent} {
		if *ch == nil {
			continue
		}
		select {
		case r := <-*ch:
			*ch = nil
			switch {
			case r.err != nil:
				st.errs[r.game] = scenes.Sentence(remote.Reason(r.err))
			case r.result != nil:
				st.result[r.game] = *r.result
				st.asked = "" // the board again, with the result on it
			default:
				st.deals[r.game], st.boards[r.game] = r.deal, r.board
				delete(st.errs, r.game)
			}
		default:
		}
	}
}

// play deals today's deal of the chosen game at a table here: seat 0 the player's, the
// others the day's bots; at its end the record goes to the server.
func (d *Daily) play(a *scenes.App) {
	game := d.gameID()
	deal, ok := d.st.deals[game]
	info, _ := scenes.Lookup(game)
	if !ok || info == nil {
		return
	}
	s := scenes.Setup{Config: match.Config{Game: game, Variant: deal.Variant, Players: deal.Players, Options: deal.Options, Rounds: deal.Rounds, Seed: deal.Seed}}
	s.Seats = make([]scenes.SeatSetup, deal.Players)
	for i := range s.Seats {
		if i == 0 {
			s.Seats[i].Human = true
		} else if i < len(deal.Bots) {
			s.Seats[i].Level = deal.Bots[i]
		}
	}
	s.NameSeats()
	sess, err := scenes.NewLocalSession(info.Game, s)
	if err != nil {
		d.status = l10n.T("Today's deal cannot be dealt here: %s", err.Error())
		return
	}
	st, o := d.st, scenes.OnlineOf(a)
	sess.OnlyOnce(func(m *match.Match) {
		rec, sum := m.Record(), m.Summary()
		score := 0
		if len(sum.Totals) > 0 {
			score = sum.Totals[0]
		}
		ch := ask(o, OnlineServer, func(ctx context.Context, c *client.Conn) (dailyAnswer, error) {
			r, err := c.DailyResult(ctx, deal, rec, score)
			return dailyAnswer{game: game, result: &r}, err
		})
		st.sent = unwrap(game, ch)
	}, func(scenes.Setup) (scenes.Scene, error) { return d, nil })
	t, err := scenes.OpenTable(info, s, sess)
	if err != nil {
		d.status = err.Error()
		return
	}
	a.Goto(t)
}

// unwrap turns ask's answer into a dailyAnswer channel (the game named on a failure).
func unwrap(game string, ch chan answer[dailyAnswer]) chan dailyAnswer {
	out := make(chan dailyAnswer, 1)
	go func() {
		r := <-ch
		if r.err != nil {
			r.v = dailyAnswer{game: game, err: r.err}
		}
		out <- r.v
	}()
	return out
}

// share is the chosen game's result in words to share ("" before it is in).
func (d *Daily) share() string {
	if r, ok := d.st.result[d.gameID()]; ok {
		return r.Share
	}
	return ""
}

// Settled reports the chosen game's deal read (or its failure said) and no result on
// its way.
func (d *Daily) Settled() bool {
	return d.st.asking == nil && d.st.sent == nil && (d.st.asked == d.gameID() || !hasDaily(d.gameID()))
}

// Deal is the chosen game's deal as read, and its problem ("" for none).
func (d *Daily) Deal() (online.DailyDeal, string) {
	return d.st.deals[d.gameID()], d.st.errs[d.gameID()]
}

// Board is the chosen game's daily board as last read (ok false: not read yet).
func (d *Daily) Board() (online.Board, bool) {
	b, ok := d.st.boards[d.gameID()]
	return b, ok
}

// Widgets are the screen's tabs and buttons as last laid out.
func (d *Daily) Widgets() []ui.Widget { return d.widgets }

// Result is the chosen game's result sent this time (ok false: none yet).
func (d *Daily) Result() (online.DailyResult, bool) {
	r, ok := d.st.result[d.gameID()]
	return r, ok
}

// dealWords describe a deal: "Today's deal, 2 December 2026 (UTC): you against a normal
// and a hard bot, 3 players."
func dealWords(deal online.DailyDeal) string {
	var bots []string
	for _, b := range deal.Bots[min(1, len(deal.Bots)):] {
		bots = append(bots, l10n.T(b))
	}
	return l10n.T("The deal of %s (UTC), the same for everyone: %s players, you against bots of the levels %s. No undo; the server replays your game to check the score.",
		deal.Date, l10n.Int(deal.Players), l10n.List(bots))
}
