package mirror

// Recorder is a mirror without a page (the App's Mirror in tests and tools): it keeps
// every model shown, oldest first, and hands out the commands queued in Cmds.
type Recorder struct {
	Shown []Model
	Cmds  []string
}

// Show keeps m.
func (r *Recorder) Show(m Model) { r.Shown = append(r.Shown, m) }

// Commands hands out the commands queued since the last call, oldest first.
func (r *Recorder) Commands() []string {
	c := r.Cmds
	r.Cmds = nil
	return c
}
