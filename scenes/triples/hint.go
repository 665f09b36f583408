package triples

// OwnsHint: Triples has its own hint button and key (H), which light the legal plays
// and ask the rules core for its suggestion (scenes.Shell.GiveHint).
func (t *Table) OwnsHint() bool { return true }
