package scenes

import (
	"errors"
	"time"

	"parlor/scenes/saves"
)

// Saved is the store of saved games, a.Saves; without one (a.SavesErr says why, or
// tests) an empty store in memory and the reason, to be shown.
func (a *App) Saved() (saves.Store, error) {
	if a.Saves != nil {
		return a.Saves, nil
	}
	err := a.SavesErr
	if err == nil {
		err = errors.New("there is no place to keep them")
	}
	return saves.NewMem(), err
}

// keep puts a finished game played here by a person into the history, once.
func (s *Shell) keep(t Table) {
	if s.kept || !t.Over() || len(s.people) == 0 || s.App == nil || s.App.Saves == nil {
		return
	}
	ls, ok := s.Sess.(*LocalSession)
	if !ok {
		return
	}
	s.kept = true
	if _, err := saves.AddHistory(s.App.Saves, ls.Match(), time.Now()); err != nil {
		s.Toast("The game could not be kept in the history: " + err.Error())
	}
}

// Kept reports that the finished game has gone into the history.
func (s *Shell) Kept() bool { return s.kept }
