package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
)

// AutosaveName is the game in progress, a game record rewritten after every move.
const AutosaveName = "autosave.json"

// Saved is a saved game: the match rebuilt from its record, when it was saved, and for
// a game played online its room and names (nil: played here).
type Saved struct {
	Match  *match.Match
	Date   time.Time
	Online *Online
}

// Online is what the history keeps of a game played on a server: its Room's code, the
// seat played at this screen (You) and every seat's name as the tables showed it.
type Online struct {
	Room  string
	You   int
	Names []string
}

// onlineOf is what record r says of an online game (nil: it was played here).
func onlineOf(r *record.Record) *Online {
	if r.Room == "" || r.You == nil || len(r.Names) != r.Players {
		return nil
	}
	return &Online{Room: r.Room, You: *r.You, Names: r.Names}
}

// encode is the record of m dated now (UTC, to the second), as a file's bytes; o adds
// an online game's room, seat and names (nil: none).
func encode(m *match.Match, now time.Time, o *Online) ([]byte, *record.Record, error) {
	r := m.Record()
	r.Date = now.UTC().Truncate(time.Second).Format(time.RFC3339)
	if o != nil {
		you := o.You
		r.Room, r.Names, r.You = o.Room, slices.Clone(o.Names), &you
	}
	data, err := record.Marshal(r)
	if err != nil {
		return nil, nil, err
	}
	return data, r, nil
}

// SaveGame writes m as the game in progress (atomically; the browser: at once).
func SaveGame(st Store, m *match.Match, now time.Time) error {
	data, _, err := encode(m, now, nil)
	if err != nil {
		return err
	}
	if err := st.Write(AutosaveName, data); err != nil {
		return fmt.Errorf("saving the game in %s: %w", st.Where(), err)
	}
	return nil
}

// Foreign reports that st holds a game in progress other than m's own: another game,
// variant, options, rounds, seed or number of seats, or moves that neither start m's nor are started by them (m
// after an undo is still m's). Nothing saved, or data that is not a record, is not
// foreign (LoadGame reports such data and moves it aside).
func Foreign(st Store, m *match.Match) bool {
	data, err := st.Read(AutosaveName, record.MaxBytes)
	if err != nil {
		return false
	}
	r, err := record.Parse(data)
	if err != nil {
		return false
	}
	mine := m.Record()
	if r.Game != mine.Game || r.Variant != mine.Variant || r.Seed != mine.Seed || r.Players != mine.Players || r.Rounds != mine.Rounds ||
		!slices.Equal(sorted(r.Options), sorted(mine.Options)) {
		return true
	}
	n := min(len(r.Moves), len(mine.Moves))
	return !slices.Equal(r.Moves[:n], mine.Moves[:n])
}

// sorted is a sorted copy of ids.
func sorted(ids []string) []string {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	return ids
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
	s := &Saved{Match: m, Online: onlineOf(r)}
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
		return &moveError{move: le.Move, text: le.Text, notation: true, err: ne.Err}
	case errors.As(err, &le) && le.Move > 0:
		return &moveError{move: le.Move, text: le.Text, err: le.Err}
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
// ago", "yesterday", "4 days ago", else the date ("2 Nov 2026"); "date unknown" for a
// record that names none (the zero time: one written by hand, or a docs example).
func Ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case t.IsZero():
		return "date unknown"
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
