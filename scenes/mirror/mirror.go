// Package mirror is the screen reader's side of a table (the browser's blind mode,
// `?a11y`): it turns one seat's view, its redacted events and its legal moves into a
// Model — headings with lists a screen reader can walk, a button per legal move
// labelled by its meaning with the move's notation, and the announcements each event
// makes, in words — and reads the mirror's command line. It holds no state of a game,
// only what the seat's handle gave it, and draws nothing: package mirror/dom renders a
// Model into the page (js builds) and sends its presses back as Commands.
//
// Each game has its Words (scenes/<game>/mirrorwords, registered with Register): how
// its events are said and what its view shows. Events a game does not phrase are
// said in their own one-line words (their String), with seats named.
package mirror

import (
	"strconv"
	"strings"

	"parlor/gameplay/match"
	"parlor/scenes/l10n"
)

// Section is one heading and the list under it ("Your hand", ["7 of hearts", …]).
type Section struct {
	Heading string
	Items   []string
}

// Button is one thing to press: Label is what it means ("Discard the 7 of hearts"),
// Command what pressing it sends (a move in the game's notation, "discard 7H", or a
// mirror command such as "next").
type Button struct {
	Label   string
	Command string
	// Key, when set, is the key press (a KeyboardEvent code, "Space") the button makes
	// instead of sending Command: Third Wheel's Slap goes in as the slap key with the
	// press's own timestamp, like any other slap.
	Key string
}

// Model is everything the mirror shows at one moment.
type Model struct {
	// Title is the top heading ("Three-Thirteen, round 3 of 11").
	Title string
	// Status is the polite status line: whose turn, what to do.
	Status string
	// Sections are the table as headings and lists: the hand, the piles, the players.
	Sections []Section
	// Buttons are the legal moves and the table's own actions (next round, score sheet).
	Buttons []Button
	// Said are the announcements made since the last Model, oldest first (an event
	// each, a refusal, a command's answer); Log is every announcement of the game so
	// far (the "last" command and the log list read it).
	Said []string
	Log  []string
}

// Names are the seats' names, in seat order ("You", "Basil", "Cleo"), and the seat the
// mirror is for (Viewer, -1 for a spectator).
type Names struct {
	Seats  []string
	Viewer int
}

// Of is seat's name ("seat 4" for a seat without one, "the dummy" for Troeven's).
func (n Names) Of(seat int) string {
	if seat >= 0 && seat < len(n.Seats) && n.Seats[seat] != "" {
		return n.Seats[seat]
	}
	return l10n.T("seat %s", strconv.Itoa(seat))
}

// Shown is seat's name in the language on (l10n.SeatName): "You" is "Jij".
func (n Names) Shown(seat int) string { return l10n.SeatName(n.Of(seat)) }

// Says is a sentence about seat in the language on: the message you (with args) when
// seat is "You", else other with the seat's name (Shown) before args (at most two):
// n.Says(seat, "You draw %s.", "%s draws %s.", card).
func (n Names) Says(seat int, you, other string, args ...string) string {
	if n.Of(seat) == "You" {
		return l10n.T(you, args...)
	}
	return l10n.T(other, append([]string{n.Shown(seat)}, args...)...)
}

// Words is a game's side of the mirror. Every method works on a value of the game's
// own view, event and move types (given as match.View, match.Event, match.Move); a value
// of another game's type gives "" or nothing.
type Words interface {
	// Say is an event in words ("Basil draws from the stock"); "" for one not said on
	// its own (a card dealt face down to another seat).
	Say(e match.Event, n Names) string
	// Table is what the view shows: the title, the status line and the sections.
	Table(v match.View, n Names) (title, status string, sections []Section)
	// Label is a legal move in words ("Discard the 7 of hearts").
	Label(m match.Move, v match.View) string
	// Scores are each seat's scores in words, for the "scores" command and its section
	// ("Basil: 23 points").
	Scores(v match.View, n Names) []string
}

// Keyer is a game's Words whose moves may be key presses (Button.Key).
type Keyer interface {
	// Key is the key press that makes m ("" for a move sent as a command).
	Key(m match.Move) string
}

// words holds each game's Words by game id (Register).
var words = map[string]Words{}

// Register makes w game id's Words. Each game registers its own from its folder
// (scenes/<game>/mirrorwords, linked through scenes/all), at init.
func Register(game string, w Words) { words[game] = w }

// For is game id's Words (nil for a game without them).
func For(game string) Words { return words[game] }

// Mirror keeps one table's mirror: its last view and legal moves, and the game's log
// of announcements. The zero Mirror is not usable: make one with New.
type Mirror struct {
	w      Words
	names  Names
	view   match.View
	legal  []match.Move
	log    []string
	said   []string
	extra  []Button
	status string
}

// New is a mirror for game (its Words; a game without them is said by its events'
// own words and shows no sections) with the seats' names.
func New(game string, n Names) *Mirror {
	return &Mirror{w: For(game), names: n}
}

// Update takes the events since the last Update (redacted for the viewer, in order),
// the viewer's view after them and its legal moves now; each event said goes into the
// announcements.
func (m *Mirror) Update(evs []match.Event, v match.View, legal []match.Move) {
	for _, e := range evs {
		if e == nil {
			continue // an event the seat may not know of at all (redacted away)
		}
		if s := m.sayEvent(e); s != "" {
			m.Announce(s)
		}
	}
	m.view, m.legal = v, legal
}

// SetActions sets the table's own buttons after the moves (next round, score sheet).
func (m *Mirror) SetActions(bs []Button) { m.extra = bs }

// SetStatus overrides the status line ("" gives the game's own).
func (m *Mirror) SetStatus(s string) { m.status = s }

// Announce adds a sentence to the announcements (a refusal, a command's answer).
func (m *Mirror) Announce(s string) {
	m.said = append(m.said, s)
	m.log = append(m.log, s)
}

func (m *Mirror) sayEvent(e match.Event) string {
	if m.w != nil {
		return m.w.Say(e, m.names)
	}
	return Plain(e.String(), m.names)
}

// Model is what the mirror shows now; the announcements it carries are taken (the next
// Model has only newer ones).
func (m *Mirror) Model() Model {
	md := Model{Said: m.said, Log: m.log}
	m.said = nil
	if m.w != nil && m.view != nil {
		md.Title, md.Status, md.Sections = m.w.Table(m.view, m.names)
		if sc := m.w.Scores(m.view, m.names); len(sc) > 0 {
			md.Sections = append(md.Sections, Section{Heading: l10n.T("Scores"), Items: sc})
		}
	}
	if m.status != "" {
		md.Status = m.status
	}
	for _, mv := range m.legal {
		label := mv.String()
		if m.w != nil {
			label = m.w.Label(mv, m.view)
		}
		b := Button{Label: label, Command: mv.String()}
		if k, ok := m.w.(Keyer); ok {
			b.Key = k.Key(mv)
		}
		md.Buttons = append(md.Buttons, b)
	}
	md.Buttons = append(md.Buttons, m.extra...)
	return md
}

// Help is the command line's help.
const Help = "Type a move in the game's notation (the buttons show each legal one), or: " +
	"hand (your cards), table (the table), scores, last (the last thing said), moves (the legal moves), help."

// Command reads one line of the command line. A mirror command (hand, table, scores,
// last, moves, help) is answered at once: answered is true and the answer is
// announced. Anything else is a move for the caller to parse in the game's notation
// (answered false, the line trimmed).
func (m *Mirror) Command(line string) (move string, answered bool) {
	line = strings.TrimSpace(line)
	md := m.peek()
	// A section by its heading's start, in the language on or in English (a game
	// whose words are English yet).
	section := func(prefix string) string {
		var out []string
		for _, s := range md.Sections {
			if prefix == "" || strings.HasPrefix(s.Heading, l10n.T(prefix)) || strings.HasPrefix(s.Heading, prefix) {
				out = append(out, s.Heading+": "+ListOrNone(s.Items)+".")
			}
		}
		return strings.Join(out, " ")
	}
	var say string
	switch strings.ToLower(line) {
	case "":
		say = l10n.T("Type a move or help.")
	case "help", "?":
		say = l10n.T(Help)
	case "hand", "h":
		say = section("Your hand")
		if say == "" {
			say = l10n.T("You hold no cards.")
		}
	case "table", "t":
		say = strings.TrimSpace(md.Title + ". " + md.Status + ". " + section(""))
	case "scores", "score", "s":
		say = section("Scores")
		if say == "" {
			say = l10n.T("No scores yet.")
		}
	case "last", "l":
		say = l10n.T("Nothing has been said yet.")
		if len(m.log) > 0 {
			say = m.log[len(m.log)-1]
		}
	case "moves", "m":
		var ls []string
		for _, b := range md.Buttons {
			ls = append(ls, b.Label+" ("+b.Command+")")
		}
		say = l10n.T("Moves: %s.", ListOrNone(ls))
	default:
		return line, false
	}
	m.Announce(say)
	return "", true
}

// peek is the Model without taking its announcements.
func (m *Mirror) peek() Model {
	said := m.said
	md := m.Model()
	m.said = said
	return md
}

func ListOrNone(items []string) string {
	if len(items) == 0 {
		return l10n.T("none")
	}
	return strings.Join(items, ", ")
}

// Verb is the form of a verb agreeing with seat: base for "You", else third.
func (n Names) Verb(seat int, third, base string) string {
	if n.Of(seat) == "You" {
		return base
	}
	return third
}
