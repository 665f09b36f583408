package triples

// giveHint asks the Shell for the rules core's hint (scenes.Shell.GiveHint): it counts
// it and shows it once, in the language on (the Triples cards it names are worded by
// mirrorwords' reasons.go).
func (t *Table) giveHint() { t.GiveHint() }
