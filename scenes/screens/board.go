package screens

import (
	"context"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/remote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// answer is a request's answer, from the network's goroutine.
type answer[T any] struct {
	v   T
	err error
}

// ask runs f on a new connection to srv (identified with this device's key, so the
// answer can hold the player's own entry) off the frame loop, bounded by roomsWait*2,
// and closes the connection after; the answer comes on the channel.
func ask[T any](o remote.Online, srv string, f func(context.Context, *client.Conn) (T, error)) chan answer[T] {
	ch := make(chan answer[T], 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*roomsWait)
		defer cancel()
		var a answer[T]
		c, err := o.Dial(ctx, srv)
		if err != nil {
			a.err = err
		} else {
			a.v, a.err = f(ctx, c)
			c.Close()
		}
		ch <- a
	}()
	return ch
}

// Board is the leaderboard screen: a game's best ratings (tabs choose the game, ← →
// too), with the player's own rank and rating, from the online screen's server.
type Board struct {
	setup   scenes.Setup
	game    int
	board   online.Board
	err     string
	asking  chan answer[online.Board]
	asked   int // the game asked for (-1: none yet)
	focus   int
	hover   int
	widgets []ui.Widget
	mirror  mirrorCount // the mirror's changes (boardmirror.go)
}

// Leaderboard widget ids; the games' tabs add their index to bdGameBase.
const (
	bdBack = iota + 1
	bdGameBase
)

// NewBoard opens the leaderboard of game (the menu's setup s is kept for the way back).
func NewBoard(s scenes.Setup, game string) *Board {
	b := &Board{setup: s, asked: -1, focus: -1, hover: -1}
	for i, g := range scenes.Games() {
		if g.ID == game {
			b.game = i
		}
	}
	return b
}

// Update handles one tick.
func (b *Board) Update(a *scenes.App) error {
	b.layout(a.W, a.H)
	if b.asking != nil {
		select {
		case r := <-b.asking:
			b.asking, b.board, b.err = nil, r.v, ""
			if r.err != nil {
				b.board, b.err = online.Board{}, l10n.T("The leaderboard could not be read: %s", remote.Reason(r.err))
			}
		default:
		}
	}
	if b.asked != b.game && b.asking == nil {
		b.asked = b.game
		game := scenes.Games()[b.game].ID
		b.asking = ask(scenes.OnlineOf(a), OnlineServer, func(ctx context.Context, c *client.Conn) (online.Board, error) {
			return c.Leaderboard(ctx, game)
		})
	}
	in := &a.In
	b.hover = ui.Hovered(in, b.widgets)
	switch {
	case in.Key(input.KeyEscape):
		a.Goto(NewLobby(b.setup, ""))
		return nil
	case in.Key(input.KeyLeft), in.Key(input.KeyRight):
		n := len(scenes.Games())
		b.game = (b.game + input.Arrow(in.Keys[0]) + n) % n
		return nil
	}
	act := ui.Navigate(in, b.widgets, &b.focus)
	switch {
	case !act.OK:
	case act.ID == bdBack, act.ID >= bdGameBase:
		a.Sound.Play(clickEffect)
		b.act(a, act.ID)
	}
	return nil
}

// Settled reports the board read (or its failure said).
func (b *Board) Settled() bool { return b.asking == nil && b.asked == b.game }

// Data is the board shown and the problem met reading it ("" for none).
func (b *Board) Data() (online.Board, string) { return b.board, b.err }

// Widgets are the screen's tabs and buttons as last laid out.
func (b *Board) Widgets() []ui.Widget { return b.widgets }

func (b *Board) layout(w, h float64) {
	b.widgets = gameTabs(b.widgets[:0], w, bdGameBase, b.game, nil)
	b.widgets = append(b.widgets, backButton(w, h, bdBack, l10n.T("Back to the online screen (Esc)")))
	if b.focus < 0 {
		b.focus = b.game // on the chosen game's tab
	}
}

// gameTabs appends a tab per game (skip: those not offered, dimmed) under the title:
// one row on a wide screen, two on an upright one.
func gameTabs(ws []ui.Widget, w float64, base, on int, skip func(id string) bool) []ui.Widget {
	games := scenes.Games()
	cols := len(games)
	x0, tw, y := 40.0, 220.0, 90.0
	if w < 1000 {
		cols, x0, y = 2, 14, 64
		tw = (w - 2*x0 - 8) / 2
	}
	for i, g := range games {
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: base + i, X: x0 + float64(i%cols)*(tw+8), Y: y + float64(i/cols)*52, W: tw, H: 44,
			Label: g.Name, On: i == on, Disabled: skip != nil && skip(g.ID)})
	}
	return ws
}

// tabsBottom is the y under gameTabs' rows.
func tabsBottom(w float64) float64 {
	if w < 1000 {
		return 64 + 2*52 + 8
	}
	return 90 + 52 + 8
}

// backButton is a screen's Back at its foot.
func backButton(w, h float64, id int, hint string) ui.Widget {
	bw := 180.0
	if w < 700 {
		bw = w - 28
	}
	return ui.Widget{Kind: ui.Button, ID: id, X: 14 + 26*boolf(w >= 700), Y: h - 14 - 56, W: bw, H: 56, Label: l10n.T("Back"), Hint: hint}
}

func boolf(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// Draw draws the leaderboard.
func (b *Board) Draw(c *ui.Canvas) {
	ui.DrawFelt(c)
	g := scenes.Games()[b.game]
	c.Text(l10n.T("Leaderboard"), 18+22*boolf(c.W >= 1000), 34+6*boolf(c.W >= 1000), 32, true, ui.Left, ui.Gold)
	for i := range b.widgets {
		ui.DrawWidget(c, &b.widgets[i], i == b.focus, i == b.hover)
	}
	x, w := 18.0, c.W-36
	if c.W >= 1000 {
		x, w = 40, 900
	}
	y := tabsBottom(c.W) + 10
	switch {
	case b.err != "":
		c.Text(c.Wrap(b.err, 17, w, false), x, y+20, 17, false, ui.Left, ui.Danger)
		return
	case b.asking != nil:
		c.Text(l10n.T("Reading the ratings of %s…", g.Name), x, y+20, 17, false, ui.Left, ui.InkDim)
		return
	}
	me := b.meWords(g.Name)
	c.Text(c.Wrap(me, 17, w, true), x, y+12, 17, true, ui.Left, ui.Ink)
	y += 48
	drawBoardRows(c, b.board, x, y, w, c.H-y-90, false)
}

// drawBoardRows draws a board's entries from y, as many as fit in h: rank, name, and
// the rating and games (scores: the daily score).
func drawBoardRows(c *ui.Canvas, bd online.Board, x, y, w, h float64, scores bool) {
	const rowH = 30.0
	if len(bd.Entries) == 0 {
		c.Text(l10n.T("Nobody is on this board yet."), x, y+14, 17, false, ui.Left, ui.InkDim)
		return
	}
	c.Text(l10n.T("Rank"), x+8, y+12, 15, true, ui.Left, ui.InkDim)
	c.Text(l10n.T("Name"), x+70, y+12, 15, true, ui.Left, ui.InkDim)
	if scores {
		c.Text(l10n.T("Score"), x+w-8, y+12, 15, true, ui.Right, ui.InkDim)
	} else {
		c.Text(l10n.T("Rating"), x+w-90, y+12, 15, true, ui.Right, ui.InkDim)
		c.Text(l10n.T("Games"), x+w-8, y+12, 15, true, ui.Right, ui.InkDim)
	}
	y += 28
	for i, e := range bd.Entries {
		if float64(i+2)*rowH > h {
			break
		}
		if i%2 == 0 {
			c.RoundRect(x, y, w, rowH-2, 6, ui.FeltLight)
		}
		clr := ui.Ink
		if bd.Me != nil && bd.Me.Rank == e.Rank && bd.Me.Name == e.Name {
			clr = ui.Gold
		}
		c.Text(itoa(e.Rank), x+8, y+rowH/2-1, 16, true, ui.Left, clr)
		c.Text(c.Ellipsize(e.Name, 16, w-200, false), x+70, y+rowH/2-1, 16, false, ui.Left, clr)
		switch {
		case scores && e.Score != nil:
			c.Text(itoa(*e.Score), x+w-8, y+rowH/2-1, 16, true, ui.Right, clr)
		case !scores:
			c.Text(itoa(e.Rating), x+w-90, y+rowH/2-1, 16, true, ui.Right, clr)
			c.Text(itoa(e.Games), x+w-8, y+rowH/2-1, 16, false, ui.Right, clr)
		}
		y += rowH
	}
}

// ordinal is n as a rank: 1st, 2nd, 3rd, 4th, 11th, 21st.
func ordinal(n int) string { return l10n.Ordinal(n) }

// meWords say where the player stands on the board of game (its name): their place,
// rating and rated games, or how to get a rating.
func (b *Board) meWords(game string) string {
	m := b.board.Me
	if m == nil {
		return l10n.T("You have no rating in %s yet: a rated game (Quick play, a public room) gives you one.", game)
	}
	return l10n.Plural("You: %[2]s of %[3]s, rating %[4]s after %[1]d rated games", m.Games, ordinal(m.Rank), l10n.Int(b.board.Count), itoa(m.Rating))
}
