package screens

import (
	"errors"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Widget ids of the menu; seats, options and games add their index to a base.
const (
	wPlayers = iota + 1
	wSeed
	wNewSeed
	wSpeed
	wSound
	wFour
	wRules
	wStart
	wQuit
	wOnline
	wRounds
	wFull
	wContinue
	wHistory
	wStats
	wDaily
	wLearn
	wLang
	wGameBase    = 100
	wSeatBase    = 200
	wOptionBase  = 300
	wVariantBase = 400
)

// MaxSeedDigits bounds the seed field; random seeds have at most 9 digits so they are
// easy to read out and type back.
const MaxSeedDigits = 19

// Menu is the opening screen: game picker, seats (human or bot and level), the game's
// options, the seed, speed, sound and four-colour settings, the rules, and Start.
// Everything works with the mouse and with the keyboard alone (Tab/arrows/Enter).
type Menu struct {
	setup   scenes.Setup
	seedTxt string
	focus   int
	widgets []ui.Widget
	status  string
	hover   int
	built   bool
	app     *scenes.App
	// saved is the game in progress found in the App's store, offered as "Continue";
	// savedText its button's label.
	saved     *saves.Saved
	savedText string
	said      bool // the status was set by Say before the first Update
	// online is a seat this device holds in an online game still going on, newer than
	// the game in progress here: Continue takes it back (menuonline.go).
	online *saves.Seat
	up     menuScroll
	// mirrorN counts the changes the mirror shows (MirrorN); settings: its mirror shows
	// the settings, not the menu's entries.
	mirrorN  int
	settings bool
}

// NewMenu starts the menu from a setup (the command line's, or the last game's); a zero
// seed is replaced by a random one. Humans in the setup stay humans. Scenes going back
// to the menu pass the last game's setup with the seed cleared, so the next deal is new
// (the table shows each game's seed for replaying it).
func NewMenu(s scenes.Setup) *Menu {
	m := &Menu{setup: s, focus: -1}
	if _, ok := scenes.Lookup(s.Game); !ok && len(scenes.Games()) > 0 {
		m.setup.Game = ""
		m.pickGame(scenes.Games()[0])
	}
	if m.setup.Seed == 0 {
		m.setup.Seed = scenes.RandomSeed()
	}
	m.seedTxt = strconv.FormatUint(m.setup.Seed, 10)
	return m
}

// SetSeed puts seed in the seed field, 0 included (a Setup's 0 asks for a random seed;
// a seed given on the command line is kept as it is, as parlor-sim keeps it).
func (m *Menu) SetSeed(seed uint64) {
	m.setup.Seed = seed
	m.seedTxt = strconv.FormatUint(seed, 10)
}

func (m *Menu) info() *scenes.GameInfo {
	g, _ := scenes.Lookup(m.setup.Game)
	return g
}

// pickGame switches the menu to g, keeping the seats' human/bot choices where possible.
func (m *Menu) pickGame(g *scenes.GameInfo) {
	if m.setup.Game == g.ID {
		return
	}
	old := m.setup.Seats
	m.setup.Game = g.ID
	m.setup.Variant = ""
	if len(g.Variants) > 0 {
		m.setup.Variant = g.Variants[0].ID
	}
	m.setup.Options = nil
	n := m.setup.Players
	if n < g.MinPlayers || n > g.MaxPlayers {
		n = g.DefaultPlayers
	}
	m.setPlayers(g, n, old)
}

func (m *Menu) setPlayers(g *scenes.GameInfo, n int, old []scenes.SeatSetup) {
	seats := make([]scenes.SeatSetup, n)
	for i := range seats {
		switch {
		case i < len(old):
			seats[i] = old[i]
			if !seats[i].Human && !slices.Contains(g.Levels, seats[i].Level) {
				seats[i].Level = g.DefaultLevel
			}
		case i == 0:
			seats[i].Human = true
		default:
			seats[i].Level = g.DefaultLevel
		}
	}
	m.setup.Players = n
	m.setup.Seats = seats
	m.setup.NameSeats()
}

// isStart reports the Start button.
func isStart(w ui.Widget) bool { return w.ID == wStart }

// seatValue is the text of a seat's cycle: "Human" or "Bot · normal".
func seatValue(s scenes.SeatSetup) string {
	if s.Human {
		return l10n.T("Human")
	}
	return l10n.T("Bot · %s", l10n.T(s.Level))
}

// cycleSeat steps a seat through Human, then each bot level.
func cycleSeat(g *scenes.GameInfo, s scenes.SeatSetup, d int) scenes.SeatSetup {
	n := len(g.Levels) + 1
	i := 0
	if !s.Human {
		for j, l := range g.Levels {
			if l == s.Level {
				i = j + 1
			}
		}
	}
	i = ((i+d)%n + n) % n
	if i == 0 {
		return scenes.SeatSetup{Human: true}
	}
	return scenes.SeatSetup{Level: g.Levels[i-1]}
}

func (m *Menu) prefs() *prefs.Settings {
	if m.app == nil {
		d := prefs.Default()
		return &d
	}
	return &m.app.Prefs
}

func (m *Menu) speedText() string { return m.prefs().Speed.Label() }

// Update handles one tick of input.
func (m *Menu) Update(a *scenes.App) error {
	m.app = a
	m.layout(a.W, a.H)
	if a.Notice != "" {
		m.status, a.Notice = a.Notice, ""
		m.mirrorN++
	}
	if !m.built {
		m.built = true
		m.focus = slices.IndexFunc(m.widgets, isStart)
		said := m.status
		m.loadSaved(a)
		if m.said && m.status == "" {
			m.status = said
		}
		savedMsg := m.status
		if a.PrefsErr != nil {
			m.status = l10n.T("Settings file problem: %s", a.PrefsErr.Error())
			if pe := (*prefs.Error)(nil); errors.As(a.PrefsErr, &pe) {
				// The reason, then a short form of the path: a whole path is one long
				// word that would not wrap inside the status column.
				m.status = l10n.T("Settings file problem, using the defaults: %s (in %s)", pe.Err.Error(), shortPath(pe.Where))
				if pe.Aside != "" {
					m.status = l10n.T("Settings file problem, using the defaults: %s (in %s); the file is kept as %s", pe.Err.Error(), shortPath(pe.Where), filepath.Base(pe.Aside))
				}
			}
			if savedMsg != "" {
				m.status += ". " + savedMsg
			}
		}
	}
	in := &a.In
	m.hover = ui.Hovered(in, m.widgets)
	if in.Key(input.KeyEscape) && !a.Transitioning() {
		// Escape leaves the seed field / does nothing else on the menu.
		m.focus = slices.IndexFunc(m.widgets, isStart)
		return nil
	}
	if act := m.navigate(a); act.OK {
		m.act(a, act.ID, act.Delta)
	}
	return nil
}

// act does what the widget id does when used (delta: the step of a ‹ value ›
// chooser): the drawn menu's widgets and its mirror's buttons (menumirror.go) alike.
func (m *Menu) act(a *scenes.App, id, delta int) {
	g := m.info()
	a.Sound.Play(clickEffect)
	m.status = ""
	m.mirrorN++
	switch {
	case id >= wVariantBase && g != nil:
		if i := id - wVariantBase; i < len(g.Variants) {
			m.setup.Variant = g.Variants[i].ID
		}
	case id >= wOptionBase && g != nil:
		o := g.Options[id-wOptionBase].ID
		if m.setup.Has(o) {
			out := m.setup.Options[:0]
			for _, x := range m.setup.Options {
				if x != o {
					out = append(out, x)
				}
			}
			m.setup.Options = out
		} else {
			m.setup.Options = append(m.setup.Options, o)
		}
	case id >= wSeatBase && g != nil:
		i := id - wSeatBase
		m.setup.Seats[i] = cycleSeat(g, m.setup.Seats[i], delta)
		m.setup.NameSeats()
	case id >= wGameBase:
		m.pickGame(scenes.Games()[id-wGameBase])
	case id == wPlayers && g != nil:
		n := m.setup.Players + delta
		if n > g.MaxPlayers {
			n = g.MinPlayers
		}
		if n < g.MinPlayers {
			n = g.MaxPlayers
		}
		m.setPlayers(g, n, m.setup.Seats)
	case id == wRounds:
		if rs, def := m.roundChoices(); rs != nil {
			k := (slices.Index(rs, m.rounds(rs, def)) + delta + len(rs)) % len(rs)
			m.setup.Rounds = rs[k]
		}
	case id == wSeed:
		m.editSeed(&a.In)
	case id == wFull:
		m.app.ToggleFullscreen()
	case id == wNewSeed:
		m.setup.Seed = scenes.RandomSeed()
		m.seedTxt = strconv.FormatUint(m.setup.Seed, 10)
	case id == wSpeed || id == wSound || id == wFour || id == wLang:
		a.Prefs.Change(settingOf[id], delta)
		if id == wLang {
			l10n.Set(a.Prefs.Lang())
		}
		m.save(a)
	case id == wRules && g != nil:
		a.Push(newRulesToLearn(g))
	case id == wLearn && g != nil:
		m.learn(a, g)
	case id == wHistory:
		a.Goto(NewHistory())
	case id == wStats:
		a.Goto(NewStats())
	case id == wDaily:
		m.setup.Seed = 0
		a.Goto(NewDaily(m.setup))
	case id == wQuit:
		a.Quit()
	case id == wOnline:
		m.setup.Seed = 0
		a.Goto(NewLobby(m.setup, ""))
	case id == wStart && g != nil:
		m.start(a)
	case id == wContinue && m.online != nil:
		m.setup.Seed = 0
		OnlineServer = m.online.Server
		a.Goto(NewLobbyWith(m.setup, LobbyStart{Code: m.online.Room}))
	case id == wContinue && m.saved != nil:
		sc, err := scenes.Resume(a, m.saved.Match, false)
		if err != nil {
			m.status = l10n.T("The saved game cannot go on: %s", err.Error())
			return
		}
		a.Goto(sc)
	}
}

// settingOf is the setting each of the menu's settings widgets changes.
var settingOf = map[int]prefs.Setting{wSpeed: prefs.SpeedSetting, wSound: prefs.SoundSetting, wFour: prefs.FourColourSetting, wLang: prefs.LanguageSetting}

func (m *Menu) save(a *scenes.App) {
	if err := a.SavePrefs(); err != nil {
		m.status = l10n.T("Could not save settings: %s", err.Error())
	}
}

func (m *Menu) editSeed(in *ui.Input) {
	if in.Key(input.KeyBackspace) && len(m.seedTxt) > 0 {
		m.seedTxt = m.seedTxt[:len(m.seedTxt)-1]
	}
	for i := 0; i < in.NChars; i++ {
		r := in.Chars[i]
		if r >= '0' && r <= '9' && len(m.seedTxt) < MaxSeedDigits {
			m.seedTxt += string(r)
		}
	}
}

func (m *Menu) start(a *scenes.App) {
	g := m.info()
	seed, err := strconv.ParseUint(m.seedTxt, 10, 64)
	if err != nil {
		m.status = l10n.T("The seed must be a whole number from 0 to %s.", "18446744073709551615")
		return
	}
	m.setup.Seed = seed
	s := m.setup
	s.Seats = append([]scenes.SeatSetup(nil), m.setup.Seats...)
	s.Options = append([]string(nil), m.setup.Options...)
	s.Rounds = 0
	if rs, def := m.roundChoices(); rs != nil {
		s.Rounds = m.rounds(rs, def)
	}
	if err := s.Validate(); err != nil {
		m.status = err.Error()
		return
	}
	sc, err := g.NewTable(s)
	if err != nil {
		m.status = err.Error()
		return
	}
	a.Launch = s
	if err := scenes.RememberSetup(a, s); err != nil {
		m.status = l10n.T("Could not save settings: %s", err.Error())
	}
	a.Goto(sc)
}

// Draw draws the menu.
func (m *Menu) Draw(c *ui.Canvas) {
	if geom.Compact(c.W, c.H) {
		m.drawPortrait(c)
		return
	}
	c.Fill(ui.FeltDark)
	ox := (c.W - ui.BaseW) / 2
	oy := (c.H - ui.BaseH) / 2
	// Decorative felt panel.
	c.RoundRect(ox+20, oy+20, ui.BaseW-40, ui.BaseH-40, 24, ui.Felt)
	c.RoundRectLine(ox+20, oy+20, ui.BaseW-40, ui.BaseH-40, 24, 3, ui.GoldDark)
	c.Text("Parlor", ox+menuColL, oy+80, 56, true, ui.Left, ui.Gold)
	c.Text(l10n.T("card games against bots or friends"), ox+menuColL+200, oy+92, 20, false, ui.Left, ui.InkDim)

	c.Text(l10n.T("Game"), ox+menuColL, oy+170, 20, true, ui.Left, ui.Ink)
	c.Text(l10n.T("Seats"), ox+menuColM, oy+170, 20, true, ui.Left, ui.Ink)
	c.Text(l10n.T("Table options and settings"), ox+menuColR, oy+170, 20, true, ui.Left, ui.Ink)
	if g := m.info(); g != nil {
		// Top-aligned under the game list, however many lines it wraps to.
		sum, size, y := m.menuSummary(c, g)
		c.Text(sum, ox+menuColL, y+float64(ui.Lines(sum))*size*1.35/2, size, false, ui.Left, ui.InkDim)
		if len(g.Options) == 0 {
			y := oy + 218
			if len(g.Variants) > 1 {
				y += float64(len(g.Variants))*(menuRowH+menuGap) + 8
			}
			c.Text(l10n.T("This game has no table options."), ox+menuColR, y, 17, false, ui.Left, ui.InkDim)
		}
	}
	for i := range m.widgets {
		ui.DrawWidget(c, &m.widgets[i], i == m.focus, i == m.hover)
	}
	// Status line: an error, or the focused widget's hint.
	msg, clr := m.statusLine()
	// Wrapped to the middle column (clear of Start) and raised as it grows, so a long
	// message never runs into Start or the keys line below.
	msg = c.Wrap(msg, 17, menuWideM, false)
	c.Text(msg, ox+menuColM, oy+statusCentreY(ui.Lines(msg)), 17, false, ui.Left, clr)
	c.Text(l10n.T("Tab / arrows to move · Enter to choose · ← → to change"), ox+ui.BaseW/2, oy+ui.BaseH-34, 15, false, ui.Center, ui.InkFaint)
}

// statusCentreY is the vertical centre, in layout units from the menu's top, of a
// status message of n lines: one line sits level with Start; more lines rise so the
// last one ends above the keys line at the bottom (BaseH-34).
func statusCentreY(n int) float64 {
	const lineH = 17 * 1.35
	return math.Min(ui.BaseH-80, ui.BaseH-50-float64(n)*lineH/2)
}

// shortPath keeps the last two elements of a slash-separated path ("…/parlor/settings.json").
func shortPath(p string) string {
	parts := strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == '\\' })
	if len(parts) <= 2 {
		return p
	}
	return "…/" + strings.Join(parts[len(parts)-2:], "/")
}

// Say puts msg in the menu's status line (it stays until the next action).
func (m *Menu) Say(msg string) { m.status, m.said = msg, true }

// loadSaved looks for the game in progress in the App's store: one is offered as
// "Continue: <game>, round N, <when>" (focused, so Enter goes on with it); saved data
// that is not a playable game is reported in the status line in plain words (it has
// been moved aside, never replaced); a missing store is said too.
func (m *Menu) loadSaved(a *scenes.App) {
	switch {
	case a.SavesErr != nil:
		m.status = l10n.T("Games in progress cannot be kept: %s", a.SavesErr.Error())
		return
	case a.Saves == nil:
		return
	}
	sv, err := saves.LoadGame(a.Saves)
	if err != nil {
		m.status = saves.BrokenText(err)
	}
	if m.offerOnline(a, sv) {
		m.layout(a.W, a.H)
		m.focus = 0
		return
	}
	if sv == nil {
		return
	}
	m.saved, m.savedText = sv, l10n.T("Continue: %s", savedWords(sv, time.Now()))
	m.layout(a.W, a.H)
	m.focus = 0
}

// Status is the menu's status line now (a problem to report; "" when none).
func (m *Menu) Status() string { return m.status }

// ContinueLabel is the Continue button's label ("" when no game is in progress).
func (m *Menu) ContinueLabel() string { return m.savedText }

// Widgets are the menu's buttons and choices as last laid out.
func (m *Menu) Widgets() []ui.Widget { return m.widgets }
