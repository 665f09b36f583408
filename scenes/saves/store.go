// Package saves keeps what Parlor remembers between runs besides the settings: the game
// in progress (autosave.json, a game record rewritten after every move), the last 200
// finished games (history/, one record each) and the statistics computed from them
// (stats.json holds only when they were last reset). Desktop: files in the settings
// folder (scenes/prefs), written atomically; browser: localStorage under the same names
// ("parlor." + name).
//
// Broken saved data (garbage, a truncated file, a record of another game or with a move
// the rules refuse, a folder in the file's place) is reported in plain words and moved
// aside as NAME.broken, never silently replaced and never a crash.
package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"

	"parlor/scenes/l10n"
)

// Store is where saved data lives: named blobs ("autosave.json",
// "history/20261201T150405Z-threethirteen.json").
type Store interface {
	// Read returns the blob, at most limit bytes (fs.ErrNotExist when there is none; an
	// error when it is not a plain file or too long).
	Read(name string, limit int64) ([]byte, error)
	// Write stores data under name atomically, replacing what was there.
	Write(name string, data []byte) error
	// Remove deletes name (no error when it does not exist).
	Remove(name string) error
	// Aside renames name to name+".broken" (replacing an older one) and returns the new
	// name; something that is not a plain file is left where it is (error).
	Aside(name string) (string, error)
	// List returns the names under prefix ("history/"), in no particular order.
	List(prefix string) ([]string, error)
	// Where describes the store for messages ("/home/ann/.config/parlor").
	Where() string
}

// BrokenSuffix is added to the name of broken saved data moved aside.
const BrokenSuffix = ".broken"

// BrokenError is saved data that could not be used: what it was, what was wrong in plain
// words, and where it was moved (Aside; "" when it could not be moved).
type BrokenError struct {
	What  string // "The saved game", "A game in the history"
	Name  string
	Aside string
	Err   error
}

func (e *BrokenError) Error() string {
	msg := fmt.Sprintf("%s (%s) could not be used: %v", e.What, e.Name, e.Err)
	if e.Aside != "" {
		msg += "; it was kept as " + e.Aside
	}
	return msg
}

func (e *BrokenError) Unwrap() error { return e.Err }

// BrokenText says in plain words, in the language on, what was wrong with saved data
// and where it was put: "The saved game (autosave.json) could not be used: … It was
// kept as autosave.json.broken." English says what was wrong as the error has it; the
// other languages word a move the rules refuse (moveError) and say any other fault
// is damaged data. Any other error is said as it is.
func BrokenText(err error) string {
	var be *BrokenError
	if !errors.As(err, &be) {
		return err.Error()
	}
	msg := l10n.T("%s (%s) could not be used: %s.", whatWords(be.What), be.Name, whyWords(be.Err))
	if be.Aside != "" {
		return msg + " " + l10n.T("It was kept as %s.", path.Base(filepathSlash(be.Aside)))
	}
	return msg + " " + l10n.T("It was left where it is; move it away to save games again.")
}

// whatWords is a BrokenError's What in the language on, as BrokenText's sentence
// has it (l10n.Ctx "broken").
func whatWords(what string) string {
	switch what {
	case "The saved game", "A game in the history", "The online seats kept", "The device keys", "The statistics' reset date":
		return l10n.Ctx("broken", what)
	}
	return what
}

// whyWords is what was wrong with saved data (a BrokenError's Err) in the language on.
func whyWords(err error) string {
	var me *moveError
	switch {
	case l10n.Current() == l10n.En || err == nil:
		return fmt.Sprint(err)
	case errors.As(err, &me) && me.notation:
		return l10n.T("move %s (%s) is not a move of this game", strconv.Itoa(me.move), strconv.Quote(me.text))
	case errors.As(err, &me):
		return l10n.T("move %s (%s) is not allowed by the rules there", strconv.Itoa(me.move), strconv.Quote(me.text))
	}
	return l10n.T("the data is damaged or was not written by Parlor")
}

// moveError is a saved game's move that could not be replayed: move (counted from 1),
// its text, and why: not the game's notation, or refused by the rules there.
type moveError struct {
	move     int
	text     string
	notation bool
	err      error
}

func (e *moveError) Error() string {
	if e.notation {
		return fmt.Sprintf("move %d (%q) is not a move of this game: %v", e.move, e.text, e.err)
	}
	return fmt.Sprintf("move %d (%q) is not allowed by the rules there: %v", e.move, e.text, e.err)
}

func (e *moveError) Unwrap() error { return e.err }

// filepathSlash turns a Windows path's separators into slashes for path.Base.
func filepathSlash(p string) string {
	b := []byte(p)
	for i, c := range b {
		if c == '\\' {
			b[i] = '/'
		}
	}
	return string(b)
}

// broken moves name aside and returns the BrokenError describing it.
func broken(st Store, what, name string, err error) *BrokenError {
	e := &BrokenError{What: what, Name: name, Err: err}
	if aside, aerr := st.Aside(name); aerr == nil {
		e.Aside = aside
	}
	return e
}

// missing reports whether err means "nothing saved under that name".
func missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
