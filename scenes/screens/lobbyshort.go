package screens

import (
	"math"

	"parlor/scenes/l10n"
	"parlor/scenes/ui/geom"
)

// The online screen on a short landscape screen (a phone held sideways, geom.Short):
// the title row, the upright screen's column as two columns side by side scrolling
// together (name, server and quick play left; the public rooms, joining by code and a
// new room right; one column on a screen under lbShortTwo units wide, where a half
// would be narrower than an upright phone), the hint in up to two lines and the ways
// out in one row.
const (
	lbShortTop  = 52.0 // the title row's height: the columns start under it
	lbShortHint = 14.0 // the hint's text size
	lbShortFoot = 48.0 // the foot's buttons' height
	lbShortTwo  = 720.0
)

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (l *Lobby) ShortLayout() bool { return true }

// layoutShort is the short landscape layout.
func (l *Lobby) layoutShort(w, h float64) {
	const gap = 16.0
	cw := math.Min((w-28-gap)/2, 480)
	x1 := (w - 2*cw - gap) / 2
	x2 := x1 + cw + gap
	if w < lbShortTwo {
		cw = math.Min(w-28, 480)
		x1 = (w - cw) / 2
		x2 = x1
	}
	top := lbShortTop - l.up.Y
	y := top
	l.field(wlName, x1, y, cw, l10n.T("Your name"), l.name, l10n.T("The name the others see at the table"))
	y += lbRowH + lbGap
	l.field(wlServer, x1, y, cw, l10n.T("Server"), l.server, l10n.T("The server's address: ws://HOST:PORT/ws"))
	y += lbRowH + 20
	y = l.quickButtons(x1, y, cw, 1)
	y2 := top + 12 // a heading first: its line's centre a little lower
	if x2 == x1 {
		y2 = y + 10 // one column: under quick play
	}
	y2 = l.joinRooms(x2, y2, cw, 0)
	y2 = l.createRoom(x2, y2+14, cw)
	l.up.footAt = len(l.widgets)
	bw := math.Min(200, (w-28-16)/3)
	by := h - 10 - lbShortFoot
	l.foot((w-3*bw-16)/2, by, bw, lbShortFoot)
	l.up.view = geom.R(0, lbShortTop-8, w, by-8-2*lbShortHint*1.35-4-(lbShortTop-8))
	l.up.Max = math.Max(0, math.Max(y, y2)+l.up.Y-(l.up.view.Y+l.up.view.H)+8)
}
