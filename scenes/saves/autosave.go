package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
)

// AutosaveName is the game in progress, a game record rewritten after every move.
const AutosaveName = "autosave.json"

// Saved is a saved game: the match rebuilt from its record, and when it was saved.
type Saved struct {
	Match *match.Match
	Date  time.Time
}

// encode is the record of m dated now (UTC, to the second), as a file's bytes.
func encode(m *match.Match, now time.Time) ([]byte, *record.Record, error) {
	r := m.Record()
	r.Date = now.UTC().Truncate(time.Second).Format(time.RFC3339)
	data, err := record.Marshal(r)
	if err != nil {
		return nil, nil, err
	}
	return data, r, nil
}

// SaveGame writes m as the game in progress (atomically; the browser: at once).
func SaveGame(st Store, m *match.Match, now time.Time) error {
	data, _, err := encode(m, now)
	if err != nil {
		return err
	}
	if err := st.Write(AutosaveName, data); err != nil {
		return fmt.Errorf("saving the game in %s: %w", st.Where(), err)
	}
	return nil
}

// ClearGame forgets the game in progress (it ended, or the player abandoned it).
func ClearGame(st Store) error { return st.Remove(AutosaveName) }

// LoadGame reads the game in progress. Nothing saved, or a game already over: nil and
// no error. Saved data that is not a playable game (garbage, a truncated record, an
// unknown game, a move the rules refuse, a folder in its place) is a *BrokenError in
// plain words, and the data is moved aside (autosave.json.broken), never replaced.
func LoadGame(st Store) (*Saved, error) {
	s, err := load(st, AutosaveName, "The saved game")
	if err != nil || s == nil {
		return nil, err
	}
	if s.Match.Over() {
		return nil, nil
	}
	return s, nil
}

// load reads the record name and replays it.
func load(st Store, name, what string) (*Saved, error) {
	data, err := st.Read(name, record.MaxBytes)
	if missing(err) {
		return nil, nil
	}
	if err != nil {
		return nil, broken(st, what, name, err)
	}
	r, err := record.Parse(data)
	if err != nil {
		return nil, broken(st, what, name, err)
	}
	m, err := games.Load(r)
	if err != nil {
		return nil, broken(st, what, name, plain(err))
	}
	s := &Saved{Match: m}
	if r.Date != "" {
		s.Date, _ = time.Parse(time.RFC3339, r.Date)
	}
	return s, nil
}

// plain rewords a replay error for the player.
func plain(err error) error {
	var le *match.LoadError
	var ne *match.NotationError
	switch {
	case errors.As(err, &le) && le.Move > 0 && errors.As(err, &ne):
		return fmt.Errorf("move %d (%q) is not a move of this game: %v", le.Move, le.Text, ne.Err)
	case errors.As(err, &le) && le.Move > 0:
		return fmt.Errorf("move %d (%q) is not allowed by the rules there: %v", le.Move, le.Text, le.Err)
	}
	return err
}

// Describe names a saved game for the menu: "Three-Thirteen, round 4, 5 minutes ago".
func Describe(s *Saved, now time.Time) string {
	sum := s.Match.Summary()
	text := fmt.Sprintf("%s, round %d", s.Match.Game().Name(), roundsIn(sum)+1)
	if !s.Date.IsZero() {
		text += ", " + Ago(s.Date, now)
	}
	return text
}

// roundsIn is the number of finished rounds in a summary.
func roundsIn(sum match.Summary) int {
	data, err := json.Marshal(sum.Rounds)
	if err != nil {
		return 0
	}
	var rounds []json.RawMessage
	json.Unmarshal(data, &rounds)
	return len(rounds)
}

// Ago says when t was, seen from now, in words: "just now", "5 minutes ago", "3 hours
// ago", "yesterday", "4 days ago", else the date ("2 Nov 2026").
func Ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < 2*time.Minute:
		return "a minute ago"
	case d < time.Hour:
		return fmt.Sprintf("%d minutes ago", int(d.Minutes()))
	case d < 2*time.Hour:
		return "an hour ago"
	case d < 24*time.Hour:
		return fmt.Sprintf("%d hours ago", int(d.Hours()))
	case d < 48*time.Hour:
		return "yesterday"
	case d < 7*24*time.Hour:
		return fmt.Sprintf("%d days ago", int(d.Hours()/24))
	}
	return t.Local().Format("2 Jan 2006")
}

// RoundsDone is the number of rounds m has finished (its summary's rounds).
func RoundsDone(m *match.Match) int { return roundsIn(m.Summary()) }
