package saves

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
)

// MaxHistory is how many finished games the history keeps (the newest).
const MaxHistory = 200

// HistoryDir is the prefix of the history's names.
const HistoryDir = "history/"

// Entry is one game of the history, as the history screen lists it.
type Entry struct {
	// Name is the entry's name in the store ("history/20261201T150405Z-triples.json").
	Name string
	// Date is when the game ended (or was imported).
	Date time.Time
	// Match is the game rebuilt from its record; Summary its result object.
	Match   *match.Match
	Summary match.Summary
	// Online is the room, the seat played here and the names of a game played online
	// (nil: played at this screen).
	Online *Online
}

// Levels are who played each seat ("human", "easy", …); nil when the record does not
// say.
func (e Entry) Levels() []string { return e.Match.Levels() }

// AddHistory keeps a game (usually finished) in the history, dated now, and forgets the
// oldest games past MaxHistory. It returns the entry's name.
func AddHistory(st Store, m *match.Match, now time.Time) (string, error) {
	return addHistory(st, m, nil, now)
}

// AddOnline keeps a game played online in the history: m rebuilt from the record the
// server revealed at its end, with its room, the seat played here and the seats' names
// (o). Error: the seat or names do not fit the game, or it could not be written.
func AddOnline(st Store, m *match.Match, o Online, now time.Time) (string, error) {
	if o.You < 0 || o.You >= m.Players() || len(o.Names) != m.Players() {
		return "", fmt.Errorf("an online game of %d seats kept with seat %d and %d names", m.Players(), o.You, len(o.Names))
	}
	return addHistory(st, m, &o, now)
}

func addHistory(st Store, m *match.Match, o *Online, now time.Time) (string, error) {
	data, _, err := encode(m, now, o)
	if err != nil {
		return "", err
	}
	if _, err := record.Parse(data); err != nil {
		return "", err // a name the record cannot hold
	}
	base := HistoryDir + now.UTC().Format("20060102T150405.000Z") + "-" + m.Game().ID()
	name := base + ".json"
	names, _ := st.List(HistoryDir)
	for i := 2; slices.Contains(names, name); i++ {
		name = fmt.Sprintf("%s-%d.json", base, i)
	}
	if err := st.Write(name, data); err != nil {
		return "", fmt.Errorf("keeping the game in the history (%s): %w", st.Where(), err)
	}
	names = append(names, name)
	if len(names) > MaxHistory {
		slices.Sort(names)
		for _, old := range names[:len(names)-MaxHistory] {
			st.Remove(old)
		}
	}
	return name, nil
}

// History lists the kept games, newest first. A record that cannot be replayed is moved
// aside and reported in errs (the others are still listed).
func History(st Store) (entries []Entry, errs []error) {
	names, err := st.List(HistoryDir)
	if err != nil {
		return nil, []error{fmt.Errorf("reading the history in %s: %w", st.Where(), err)}
	}
	slices.Sort(names)
	slices.Reverse(names)
	for _, name := range names {
		if !strings.HasSuffix(name, ".json") {
			continue
		}
		s, err := load(st, name, "A game in the history")
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if s == nil {
			continue
		}
		entries = append(entries, Entry{Name: name, Date: s.Date, Match: s.Match, Summary: s.Match.Summary(), Online: s.Online})
	}
	return entries, errs
}

// Export is an entry's game record, as a file to keep or share.
func Export(e Entry) ([]byte, error) {
	data, _, err := encode(e.Match, e.Date, e.Online)
	return data, err
}

// Import adds a game record from a file to the history, after checking that it is a
// record that replays (any game of docs/game-record.md, finished or not). The error
// says in plain words what is wrong with the file.
func Import(st Store, data []byte, now time.Time) (Entry, error) {
	r, err := record.Parse(data)
	if err != nil {
		return Entry{}, err
	}
	m, err := games.Load(r)
	if err != nil {
		return Entry{}, plain(err)
	}
	date := now
	if r.Date != "" {
		if t, err := time.Parse(time.RFC3339, r.Date); err == nil {
			date = t
		}
	}
	o := onlineOf(r)
	name, err := addHistory(st, m, o, date)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Name: name, Date: date.UTC().Truncate(time.Second), Match: m, Summary: m.Summary(), Online: o}, nil
}

// Remove forgets one game of the history.
func Remove(st Store, name string) error {
	if !strings.HasPrefix(name, HistoryDir) {
		return fmt.Errorf("%q is not a game of the history", name)
	}
	return st.Remove(name)
}
