package scenes

// undoTo is the log length an undo by viewer goes back to now (takeback.Target): just
// before the viewer's previous decision in this round; the error says in plain words
// why there is none. The answer is kept until the match or the viewer changes.
func (s *LocalSession) undoTo(viewer int, name func(int) string) (int, error) {
	return s.undo.To(s.Match(), viewer, s.people, name)
}

// takeBack takes the match back to its first n moves (an undo by viewer, refused when
// it would take back a card shown to viewer): the bots forget what they were deciding.
// The handles' events go back with it; the table is shown afresh.
func (s *LocalSession) takeBack(viewer, n int) error { return s.local.TakeBack(viewer, n) }
