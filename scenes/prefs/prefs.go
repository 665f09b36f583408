// Package prefs holds the player's settings (animation speed, sound, four-colour deck,
// language, the last setup and the lessons' progress) and keeps them between runs: in a JSON file in the user's configuration folder on the
// desktop, in the browser's localStorage under the key "parlor.settings" in the web
// build.
//
// A broken settings file is reported (with its path and what is wrong with it), the
// defaults are used, and the file is moved aside (settings.json.broken; in the browser
// the key parlor.settings.broken) so the player can repair it: Save never replaces it
// silently.
package prefs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"

	"parlor/internal/clip"
)

// Speed is the animation and bot pacing speed.
type Speed uint8

// The speeds, slowest first. Default() uses Normal.
const (
	Slow Speed = iota
	Normal
	Fast
	Instant // no animation: every move lands at once
)

// Speeds lists the speeds in menu order.
var Speeds = [...]Speed{Slow, Normal, Fast, Instant}

var speedNames = [...]string{"slow", "normal", "fast", "instant"}

// String is the speed's lower-case name as stored in the settings file ("normal").
func (s Speed) String() string {
	if int(s) < len(speedNames) {
		return speedNames[s]
	}
	return fmt.Sprintf("Speed(%d)", uint8(s))
}

// Label is the speed's name for menus ("Normal").
func (s Speed) Label() string {
	if s.Valid() {
		return speedLabels[s]
	}
	return label(s.String())
}

// speedLabels are the speeds' labels, made once (the menu shows one every frame).
var speedLabels = func() (ls [len(speedNames)]string) {
	for i := range ls {
		ls[i] = label(Speed(i).String())
	}
	return ls
}()

// label is n with its first letter upper-case.
func label(n string) string { return strings.ToUpper(n[:1]) + n[1:] }

// Valid reports whether s is one of the four speeds.
func (s Speed) Valid() bool { return int(s) < len(speedNames) }

// Next is the following speed in menu order, wrapping from Instant to Slow.
func (s Speed) Next() Speed { return (s + 1) % Speed(len(speedNames)) }

// Prev is the preceding speed in menu order, wrapping from Slow to Instant.
func (s Speed) Prev() Speed { return (s + Speed(len(speedNames)) - 1) % Speed(len(speedNames)) }

// ParseSpeed reads a speed name, case-insensitively ("slow", "normal", "fast",
// "instant").
func ParseSpeed(name string) (Speed, error) {
	for i, n := range speedNames {
		if strings.EqualFold(strings.TrimSpace(name), n) {
			return Speed(i), nil
		}
	}
	return Normal, fmt.Errorf("unknown speed %s (want slow, normal, fast or instant)", clip.Quote(name))
}

// factors scale animation lengths: Slow is 1.6× the normal length, Fast half, Instant 0.
var factors = [...]float64{1.6, 1, 0.5, 0}

// Factor is the multiplier applied to animation lengths given at normal speed (1.6, 1,
// 0.5, 0); an invalid speed counts as Normal.
func (s Speed) Factor() float64 {
	if !s.Valid() {
		return 1
	}
	return factors[s]
}

// Ticks scales a duration given in ticks at normal speed to this speed, rounding to
// whole ticks; a positive duration stays at least 1 tick except at Instant, where every
// duration is 0.
func (s Speed) Ticks(normal int) int {
	if normal <= 0 || s == Instant {
		return 0
	}
	t := int(float64(normal)*s.Factor() + 0.5)
	return max(t, 1)
}

// PaceMs is how long a bot waits before its move, in ms of real time, in every game:
// half a second at Normal, 800 ms at Slow, 250 at Fast, none at Instant.
func (s Speed) PaceMs() float64 { return 500 * s.Factor() }

// MarshalText stores the speed by name.
func (s Speed) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("invalid speed %d", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a speed name (see ParseSpeed).
func (s *Speed) UnmarshalText(b []byte) error {
	v, err := ParseSpeed(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Settings are the player's preferences.
type Settings struct {
	// Speed paces animations and bot moves.
	Speed Speed `json:"speed"`
	// Muted silences every sound effect.
	Muted bool `json:"muted"`
	// FourColour draws clubs green and diamonds blue (hearts red, spades black).
	FourColour bool `json:"fourColour"`
	// Last is the setup of the last game started from the menu, which the menu starts
	// from next time (zero: none yet).
	Last LastSetup `json:"last,omitzero"`
	// Name is the name the others see at an online table (at most MaxName characters;
	// empty: the server calls the seat "Player N").
	Name string `json:"name,omitempty"`
	// Lessons is how far the player got in each game's guided first game.
	Lessons Lessons `json:"lessons,omitzero"`
	// Language is the code of the language chosen in the settings (package l10n: "nl");
	// empty, the system's. A file from before languages has none: the system's.
	Language string `json:"language,omitempty"`
}

// MaxName is the longest player's name, in characters (the server's limit).
const MaxName = 24

// CleanName is name as the online tables may show it: trimmed, without control or
// bidirectional formatting characters, at most MaxName characters.
func CleanName(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(name) {
		if n == MaxName {
			break
		}
		if !unicode.IsPrint(r) || unicode.Is(unicode.Bidi_Control, r) {
			continue
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

// LastSetup is a game's setup as the command line gives it (all strings, so Settings
// stay comparable): the game and variant ids, the option ids and each seat's level
// ("human" for a person) as comma lists. Whoever uses it checks it against the games.
type LastSetup struct {
	Game    string `json:"game"`
	Variant string `json:"variant,omitempty"`
	Options string `json:"options,omitempty"`
	Seats   string `json:"seats"`
}

// Default is the settings of a first run: Normal speed, sound on, two-colour deck.
func Default() Settings { return Settings{Speed: Normal} }

// Encode is the settings as stored: indented JSON with a final newline.
func Encode(s Settings) ([]byte, error) {
	if !s.Speed.Valid() {
		return nil, fmt.Errorf("prefs: invalid speed %d", uint8(s.Speed))
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// Decode reads stored settings. Fields missing from the data keep their defaults and
// unknown fields are ignored (so an older or newer game can share the file); invalid
// JSON, a wrong type or an unknown speed is an error, and then Decode returns Default().
func Decode(data []byte) (Settings, error) {
	s := Default()
	if len(bytes.TrimSpace(data)) == 0 {
		return Default(), fmt.Errorf("empty: no settings in it")
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return Default(), describe(data, err)
	}
	return s, nil
}

// describe makes a JSON error say where the problem is (line and column).
func describe(data []byte, err error) error {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
		if e.Field != "" {
			want := e.Type.String()
			switch e.Field {
			case "speed":
				want = "a speed name (slow, normal, fast or instant)"
			case "muted", "fourColour":
				want = "true or false"
			}
			return fmt.Errorf("field %q: want %s, found a JSON %s", e.Field, want, e.Value)
		}
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	line := 1 + bytes.Count(data[:off], []byte{'\n'})
	col := off - int64(bytes.LastIndexByte(data[:off], '\n'))
	return fmt.Errorf("line %d, column %d: %v", line, col, err)
}

// Error is the error Load returns when the stored settings cannot be read; the
// defaults are used instead.
type Error struct {
	// Where names the settings file (its path) or, in the browser, the localStorage key.
	Where string
	// Err is the problem.
	Err error
	// Aside is where the broken settings were moved (a path or a localStorage key), ""
	// when they were left where they are.
	Aside string
}

func (e *Error) Error() string {
	s := fmt.Sprintf("settings in %s could not be read, using the defaults: %v", e.Where, e.Err)
	if e.Aside != "" {
		s += "; the broken settings are kept in " + e.Aside
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// EnvDir names the environment variable that, when set, is the settings folder itself
// (settings are then $PARLOR_CONFIG_DIR/settings.json); tests use it. The browser build
// keeps its settings in localStorage and does not read it (it is declared for every
// build so shared test helpers compile for js too).
const EnvDir = "PARLOR_CONFIG_DIR"
