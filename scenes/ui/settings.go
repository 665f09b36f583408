package ui

import (
	"parlor/scenes/l10n"
	"parlor/scenes/ui/geom"
)

// SettingsBox is a table's settings overlay's panel on a w×h screen (layout units):
// 520 wide, or the screen's width less 12 on either side on a phone; 440 high, or the
// screen's height less 8 on either side on a short one (a small phone held sideways),
// whose rows lie closer and two to a line (SettingsRows).
func SettingsBox(w, h float64) geom.Rect {
	bw, bh := min(520, w-24), min(440, h-16)
	return geom.R(w/2-bw/2, h/2-bh/2, bw, bh)
}

// SettingsShort reports a settings panel b too short for a row per setting: sound and
// four colours then share one.
func SettingsShort(b geom.Rect) bool { return b.H < 440 }

// SettingsRows are where the settings overlay's rows go in its panel b: the first's top,
// the step from one to the next and their height; titleY is the title's middle.
func SettingsRows(b geom.Rect) (top, step, h, titleY float64) {
	if SettingsShort(b) {
		return b.Y + 56, 50, 44, b.Y + 30
	}
	return b.Y + 90, 58, 46, b.Y + 48
}

// SettingsPad is the margin of the settings overlay's widgets in its panel b.
func SettingsPad(b geom.Rect) float64 {
	if b.W < 480 {
		return 16
	}
	return 40
}

// DrawSettings draws a table's settings overlay over c, shaded: the panel (SettingsBox),
// its title, the widgets ws (focus and hover: the indexes of the focused and the hovered
// one, -1 none) and at its foot status (an error, in red) or, when it is "", the keys
// that work the overlay.
func DrawSettings(c *Canvas, ws []Widget, focus, hover int, status string) {
	c.Shade(Shade)
	b := SettingsBox(c.W, c.H)
	solid := Panel
	solid.A = 0xff // the table's text must not show through
	c.RoundRect(b.X, b.Y, b.W, b.H, 18, solid)
	c.Record(RecPanel, b)
	c.RoundRectLine(b.X, b.Y, b.W, b.H, 18, 2, Gold)
	_, _, _, ty := SettingsRows(b)
	c.Text(l10n.T("Settings"), b.X+SettingsPad(b), ty, 26, true, Left, Gold)
	for i := range ws {
		DrawWidget(c, &ws[i], i == focus, i == hover)
	}
	msg, clr := status, Danger
	if msg == "" {
		msg, clr = l10n.T("↑ ↓ to choose · ← → or Enter to change · Esc or G closes"), InkDim
	}
	c.Text(c.Wrap(msg, 15, b.W-40, false), b.CX(), b.Y+b.H-26, 15, false, Center, clr)
}
