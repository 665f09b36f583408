package ui

// FitText is s at the largest size from size down to least (layout units) at which it
// is no wider than width, and that size; at least, s cut short with "…" (Ellipsize). A
// name on a plate shrinks before it is cut: "Cleo (normal)" whole rather than
// "Cleo (norm…".
func (c *Canvas) FitText(s string, size, least, width float64, bold bool) (string, float64) {
	for size > least && c.TextWidth(s, size, bold) > width {
		size--
	}
	return c.Ellipsize(s, size, width, bold), size
}
