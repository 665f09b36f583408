package screens

import (
	"errors"
	"math"
	"strings"
	"time"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// saved is the store of saved games, a.Saves; without one (a.SavesErr says why, or
// tests) an empty store in memory and the reason, to be shown.
func saved(a *scenes.App) (saves.Store, error) {
	if a.Saves != nil {
		return a.Saves, nil
	}
	err := a.SavesErr
	if err == nil {
		err = errors.New(l10n.T("there is no place to keep them"))
	}
	return saves.NewMem(), err
}

// SeatNames are the names a game's seats get from its record's levels ("You", "Ada",
// …), as at the table; levels may be nil.
func SeatNames(levels []string, players int) []string {
	s := scenes.Setup{Seats: make([]scenes.SeatSetup, players)}
	for i := range s.Seats {
		if i < len(levels) && levels[i] == scenes.Human {
			s.Seats[i].Human = true
		}
	}
	s.NameSeats()
	out := make([]string, players)
	for i, st := range s.Seats {
		out[i] = st.Name
	}
	return out
}

// Players describes who played (playersWords): "You, Basil (normal), Cleo (easy)",
// "You, Ada and Basil (normal bots)".
func Players(m *match.Match) string {
	return playersWords(SeatNames(m.Levels(), m.Players()), m.Levels())
}

// Result says how a game ended: "You won", "Ada and Basil won", "in progress".
func Result(m *match.Match, sum match.Summary) string {
	return resultWords(sum.Over, SeatNames(m.Levels(), m.Players()), sum.Winners)
}

// GameTitle is a game's name with its variant where it has several ("3-Player Troeven ·
// solo"), in the language on.
func GameTitle(m *match.Match) string {
	g := m.Game()
	if v := m.Config().Variant; v != "" && len(g.Variants()) > 1 {
		return TitleWords(g.Name(), v)
	}
	return TitleWords(g.Name(), "")
}

// TitleWords are a game's name and variant (or role: "Duo") in the language on, as
// history and statistics head a game: "3-Player Troeven · dummy", "Triples" for no
// variant.
func TitleWords(name, variant string) string {
	if variant == "" {
		return l10n.T(name)
	}
	return l10n.T(name) + " · " + l10n.T(variant)
}

// History is the history screen: the last finished games, newest first, each with
// its date, game, players and their levels, and result. Enter or a click on the
// chosen game opens it in the replay viewer; E exports it, Delete forgets it, I
// imports a record (desktop: type its path, or drop the file on the window; browser:
// the file picker), S opens the statistics, Esc the menu.
type History struct {
	entries []saves.Entry
	sel     int
	top     int
	status  string
	bad     bool
	typing  bool
	path    string
	now     time.Time
	loaded  bool
	widgets []ui.Widget
	focus   int
	hover   int
	mirrorN int // the changes of what the mirror shows (MirrorN)
}

// History widget ids.
const (
	hOpen = iota + 1
	hExport
	hRemove
	hImport
	hStats
	hMenu
)

// NewHistory makes the history screen; the games are read on its first update.
func NewHistory() *History { return &History{focus: -1, hover: -1} }

// Entries are the games listed (newest first); Selected the chosen one's index.
func (h *History) Entries() []saves.Entry { return h.entries }
func (h *History) Selected() int          { return h.sel }

// Status is the screen's message line.
func (h *History) Status() string { return h.status }

func (h *History) load(a *scenes.App) {
	h.loaded = true
	h.mirrorN++
	st, err := saved(a)
	if err != nil {
		h.say(l10n.T("Saved games cannot be kept here: %s", err.Error()), true)
	}
	entries, errs := saves.History(st)
	h.entries = entries
	if len(errs) > 0 {
		h.say(errs[0].Error(), true)
	}
	h.sel = min(h.sel, max(len(h.entries)-1, 0))
}

func (h *History) say(msg string, bad bool) {
	h.status, h.bad = msg, bad
	h.mirrorN++
}

// The list's rows: from historyTop, historyRowH high; on a phone (historyNarrow) each
// game takes two lines from historyTopN, and the buttons two rows.
const (
	historyRowH   = 46.0
	historyTop    = 150.0
	historyRowHN  = 62.0
	historyTopN   = 118.0
	historyNarrow = 700.0
)

// list is where the games are listed on a w×hh screen: the first row's top, a row's
// height and how many rows fit.
func (h *History) list(w, hh float64) (top, rowH float64, n int) {
	if w < historyNarrow {
		return historyTopN, historyRowHN, max(1, int((hh-historyTopN-200)/historyRowHN))
	}
	return historyTop, historyRowH, max(1, int((hh-historyTop-130)/historyRowH))
}

func (h *History) rows(a *scenes.App) int { _, _, n := h.list(a.W, a.H); return n }

func (h *History) layout(w, hh float64) {
	ws := h.widgets[:0]
	labels := []struct {
		id           int
		label, short string
	}{{hOpen, l10n.T("Replay (Enter)"), l10n.T("Replay")}, {hExport, l10n.T("Export (E)"), l10n.T("Export")}, {hRemove, l10n.T("Forget (Del)"), l10n.T("Forget")},
		{hImport, l10n.T("Import (I)"), l10n.T("Import")}, {hStats, l10n.T("Statistics (S)"), l10n.T("Statistics")}, {hMenu, l10n.T("Menu (Esc)"), l10n.T("Menu")}}
	narrow := w < historyNarrow
	bw := (w - 80 - 5*12) / 6
	if narrow {
		bw = (w - 28 - 2*8) / 3 // two rows of three
	}
	for i, l := range labels {
		b := ui.Widget{Kind: ui.Button, ID: l.id, X: 40 + float64(i)*(bw+12), Y: hh - 84, W: bw, H: 52, Label: l.label,
			Disabled: len(h.entries) == 0 && (l.id == hOpen || l.id == hExport || l.id == hRemove)}
		if narrow {
			b.X, b.Y, b.H, b.Label = 14+float64(i%3)*(bw+8), hh-130+float64(i/3)*58, 50, l.short
		}
		ws = append(ws, b)
	}
	h.widgets = ws
}

// Update handles the list and the buttons.
func (h *History) Update(a *scenes.App) error {
	if !h.loaded {
		h.now = time.Now()
		h.load(a)
	}
	h.layout(a.W, a.H)
	in := &a.In
	for _, p := range pickedFiles() {
		h.importData(a, p.name, p.data, p.err)
	}
	if h.typing {
		h.typePath(a, in)
		return nil
	}
	h.hover = ui.Hovered(in, h.widgets)
	n := h.rows(a)
	id := 0
	switch {
	case in.Key(input.KeyUp):
		h.sel = max(h.sel-1, 0)
	case in.Key(input.KeyDown):
		h.sel = min(h.sel+1, max(len(h.entries)-1, 0))
	case in.Key(input.KeyPageUp):
		h.sel = max(h.sel-n, 0)
	case in.Key(input.KeyPageDown):
		h.sel = min(h.sel+n, max(len(h.entries)-1, 0))
	case in.Key(input.KeyEnter):
		id = hOpen
	case in.Key(input.KeyE):
		id = hExport
	case in.Key(input.KeyBackspace) || in.Key(input.KeyX):
		id = hRemove
	case in.Key(input.KeyI):
		id = hImport
	case in.Key(input.KeyS):
		id = hStats
	case in.Key(input.KeyEscape) || in.Key(input.KeyM):
		id = hMenu
	case in.WheelY != 0:
		h.top = max(0, min(h.top-int(in.WheelY), len(h.entries)-n))
	case h.onList(a, in):
		top, rowH, _ := h.list(a.W, a.H)
		i := h.top + int((in.Y-top)/rowH)
		if i < len(h.entries) {
			if i == h.sel {
				id = hOpen
			}
			h.sel = i
		}
	default:
		if act := ui.Navigate(in, h.widgets, &h.focus); act.OK {
			id = act.ID
		}
	}
	if h.sel < h.top {
		h.top = h.sel
	}
	if h.sel >= h.top+n {
		h.top = h.sel - n + 1
	}
	if id != 0 {
		a.Sound.Play(clickEffect)
		h.act(a, id)
	}
	return nil
}

// onList reports a press on the list's rows.
func (h *History) onList(a *scenes.App, in *ui.Input) bool {
	top, rowH, n := h.list(a.W, a.H)
	return in.Pressed && in.Pointer && in.Y >= top && in.Y < top+float64(n)*rowH && in.X > 10 && in.X < a.W-10
}

func (h *History) act(a *scenes.App, id int) {
	if (id == hOpen || id == hExport || id == hRemove) && len(h.entries) == 0 {
		h.say(l10n.T("No finished games yet: a game you play to its end is kept here."), false)
		return
	}
	switch id {
	case hOpen:
		e := h.entries[h.sel]
		r, err := NewReplay(e.Match, e.Date, func(*scenes.App) scenes.Scene { return NewHistory() })
		if err != nil {
			h.say(err.Error(), true)
			return
		}
		a.Goto(r)
	case hExport:
		e := h.entries[h.sel]
		data, err := saves.Export(e)
		if err == nil {
			var where string
			if where, err = SaveExport(exportName(e.Match, e.Date), data); err == nil {
				h.say(l10n.T("Exported to %s", where), false)
				return
			}
		}
		h.say(l10n.T("Could not export: %s", err.Error()), true)
	case hRemove:
		st, _ := saved(a)
		if err := saves.Remove(st, h.entries[h.sel].Name); err != nil {
			h.say(err.Error(), true)
			return
		}
		h.load(a)
		h.say(l10n.T("Forgotten."), false)
	case hImport:
		if !pickFile() {
			h.typing, h.path = true, ""
		}
	case hStats:
		a.Goto(NewStats())
	case hMenu:
		next := a.Launch
		next.Seed = 0
		a.Goto(NewMenu(next))
	}
}

// typePath edits the path of a record to import (desktop): Enter imports, Esc cancels.
func (h *History) typePath(a *scenes.App, in *ui.Input) {
	switch {
	case in.Key(input.KeyEscape):
		h.typing = false
	case in.Key(input.KeyEnter):
		h.typing = false
		p := strings.TrimSpace(h.path)
		data, err := ReadRecordFile(p)
		h.importData(a, p, data, err)
	case in.Key(input.KeyBackspace):
		if r := []rune(h.path); len(r) > 0 {
			h.path = string(r[:len(r)-1])
		}
	default:
		for i := 0; i < in.NChars; i++ {
			if len(h.path) < 4096 {
				h.path += string(in.Chars[i])
			}
		}
	}
}

// importData adds a record's file to the history, or says what is wrong with it.
func (h *History) importData(a *scenes.App, name string, data []byte, err error) {
	if err == nil {
		st, _ := saved(a)
		var e saves.Entry
		if e, err = saves.Import(st, data, time.Now()); err == nil {
			h.load(a)
			for i := range h.entries {
				if h.entries[i].Name == e.Name {
					h.sel = i
				}
			}
			h.say(l10n.T("Imported %s: %s, %s.", name, EntryTitle(e), EntryResult(e)), false)
			return
		}
	}
	h.say(l10n.T("Could not import %s: %s", name, err.Error()), true)
}

// Draw draws the list, the buttons and the message line.
func (h *History) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	if c.W < historyNarrow {
		h.drawNarrow(c)
		return
	}
	title := l10n.T("History")
	c.Text(title, 40, 50, 34, true, ui.Left, ui.Gold)
	sub := l10n.T("The last %s finished games · open one to watch it again", l10n.Int(saves.MaxHistory))
	sx := math.Max(200, 40+c.TextWidth(title, 34, true)+24)
	c.Text(c.Ellipsize(sub, 17, c.W-sx-180, false), sx, 56, 17, false, ui.Left, ui.InkDim)
	x0, w := 40.0, c.W-80
	cols := []float64{x0 + 16, x0 + 190, x0 + 400, x0 + w - 260}
	if w < 1000 {
		// A short landscape screen (a phone or a tablet held sideways): closer columns,
		// so the players keep room.
		cols = []float64{x0 + 16, x0 + 150, x0 + 320, x0 + w - 190}
	}
	for i, t := range []string{l10n.T("When"), l10n.T("Game"), l10n.T("Players"), l10n.T("Result")} {
		right := x0 + w
		if i < 3 {
			right = cols[i+1]
		}
		c.Text(c.Ellipsize(t, 15, right-cols[i]-12, true), cols[i], historyTop-20, 15, true, ui.Left, ui.InkDim)
	}
	n := int((c.H - historyTop - 130) / historyRowH)
	if len(h.entries) == 0 {
		msg := c.Wrap(l10n.T("No finished games yet. A game played to its end at this screen is kept here; a record can be imported with I (or dropped on the window)."), 19, math.Min(c.W-80, 760), false)
		c.Text(msg, c.W/2, historyTop+75, 19, false, ui.Center, ui.Ink)
	}
	for row := 0; row < n && h.top+row < len(h.entries); row++ {
		i := h.top + row
		e := &h.entries[i]
		y := historyTop + float64(row)*historyRowH
		fill := ui.Felt
		if row%2 == 1 {
			fill = ui.FeltLight
		}
		c.RoundRect(x0, y+2, w, historyRowH-4, 8, fill)
		if i == h.sel {
			c.RoundRectLine(x0, y+2, w, historyRowH-4, 8, 3, ui.Focus)
		}
		cy := y + historyRowH/2
		c.Text(c.Ellipsize(agoWords(e.Date, h.now), 16, cols[1]-cols[0]-12, false), cols[0], cy, 16, false, ui.Left, ui.Ink)
		c.Text(c.Wrap(EntryTitle(*e), 16, cols[2]-cols[1]-12, true), cols[1], cy, 16, true, ui.Left, ui.Ink)
		players := EntryPlayers(*e)
		if geom.Short(c.W, c.H) {
			// A phone held sideways: one line (the replay names everyone).
			players = c.Ellipsize(players, 15, cols[3]-cols[2]-16, false)
		} else {
			players = c.Wrap(players, 15, cols[3]-cols[2]-16, false)
		}
		c.Text(players, cols[2], cy, 15, false, ui.Left, ui.InkDim)
		res := EntryResult(*e)
		clr := ui.Ink
		if entryYouWon(*e) {
			clr = ui.Good
		}
		c.Text(c.Ellipsize(res, 16, x0+w-cols[3]-10, true), cols[3], cy, 16, true, ui.Left, clr)
	}
	if len(h.entries) > n {
		c.Text(l10n.T("%s–%s of %s", l10n.Int(h.top+1), l10n.Int(min(h.top+n, len(h.entries))), l10n.Int(len(h.entries))), c.W-40, 56, 15, false, ui.Right, ui.InkDim)
	}
	h.drawFoot(c, 16, c.W-80, c.H-106)
}

// drawFoot draws the buttons and, centred at y, the status or the keys' help (size,
// wrapped to width).
func (h *History) drawFoot(c *ui.Canvas, size, width, y float64) {
	for i := range h.widgets {
		ui.DrawWidget(c, &h.widgets[i], i == h.focus, i == h.hover)
	}
	msg, clr := h.status, ui.InkDim
	if h.bad {
		clr = ui.Danger
	}
	if h.typing {
		msg, clr = l10n.T("Path of the record to import: %s_   (Enter: import · Esc: cancel)", h.path), ui.Gold
	} else if msg == "" {
		msg = l10n.T("↑ ↓ choose · Enter or click again: replay · drop a record's file on the window to import it")
	}
	c.Text(c.Wrap(msg, size, width, false), c.W/2, y, size, false, ui.Center, clr)
}

// drawNarrow draws the history on a phone: each game on two lines (the game and its
// result; when and who played), the buttons in two rows.
func (h *History) drawNarrow(c *ui.Canvas) {
	c.Text(c.Ellipsize(l10n.T("History"), 30, c.W-110, true), 18, 40, 30, true, ui.Left, ui.Gold)
	sub := c.Wrap(l10n.T("The last %s finished games · open one to watch it again", l10n.Int(saves.MaxHistory)), 15, c.W-36, false)
	c.Text(sub, 18, 78+float64(ui.Lines(sub)-1)*9, 15, false, ui.Left, ui.InkDim)
	top, rowH, n := h.list(c.W, c.H)
	x0, w := 14.0, c.W-28
	if len(h.entries) == 0 {
		msg := c.Wrap(l10n.T("No finished games yet. A game played to its end at this screen is kept here; a record can be imported with Import."), 17, w-20, false)
		c.Text(msg, c.W/2, top+60, 17, false, ui.Center, ui.Ink)
	}
	for row := 0; row < n && h.top+row < len(h.entries); row++ {
		i := h.top + row
		e := &h.entries[i]
		y := top + float64(row)*rowH
		fill := ui.Felt
		if row%2 == 1 {
			fill = ui.FeltLight
		}
		c.RoundRect(x0, y+2, w, rowH-4, 8, fill)
		if i == h.sel {
			c.RoundRectLine(x0, y+2, w, rowH-4, 8, 3, ui.Focus)
		}
		res := EntryResult(*e)
		clr := ui.Ink
		if entryYouWon(*e) {
			clr = ui.Good
		}
		rw := math.Min(c.TextWidth(res, 15, true), w/2-16)
		c.Text(c.Ellipsize(res, 15, rw, true), x0+w-10, y+20, 15, true, ui.Right, clr)
		c.Text(c.Ellipsize(EntryTitle(*e), 16, w-rw-32, true), x0+10, y+20, 16, true, ui.Left, ui.Ink)
		ago := agoWords(e.Date, h.now)
		line := ago + " · " + EntryPlayers(*e)
		if c.TextWidth(line, 14, false) > w-20 {
			line = ago + " · " + EntryPlayersShort(*e)
		}
		c.Text(c.Ellipsize(line, 14, w-20, false), x0+10, y+42, 14, false, ui.Left, ui.InkDim)
	}
	if len(h.entries) > n {
		c.Text(l10n.T("%s–%s of %s", l10n.Int(h.top+1), l10n.Int(min(h.top+n, len(h.entries))), l10n.Int(len(h.entries))), c.W-18, 44, 15, false, ui.Right, ui.InkDim)
	}
	h.drawFoot(c, 14, c.W-28, c.H-160)
}

// picked is one file chosen for import: dropped on the window or picked in the browser.
type picked struct {
	name string
	data []byte
	err  error
}
