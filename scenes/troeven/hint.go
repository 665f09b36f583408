package troeven

import "parlor/scenes/ui/input"

// TakesKey keeps H for hearts while the caller names trumps (the hint key elsewhere).
func (t *Table) TakesKey(k input.Key) bool { return k == input.KeyH && t.TrumpDialog() }
