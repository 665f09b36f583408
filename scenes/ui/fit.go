package ui

import (
	"math"

	"parlor/scenes/ui/geom"
)

// BaseW and BaseH are the smallest logical screen, in layout units (logical pixels):
// the window is scaled so that at least this much fits, and the spare room in the other
// direction widens or heightens the logical screen, so layouts adapt to any aspect ratio.
const (
	BaseW = 1280
	BaseH = 800
)

// A portrait screen (a phone held upright) gets its own logical screen: PortraitMinW to
// PortraitMaxW layout units wide, one layout unit at least one CSS pixel, so cards and
// text are at least as large on the phone as at 1280×800 in landscape; the layouts
// stack their parts instead of spreading them.
const (
	PortraitMinW = 360
	PortraitMaxW = 480
	// portraitAspect is the widest width:height ratio laid out in portrait.
	portraitAspect = 0.75
)

// Portrait reports whether a logical screen of w×h layout units is laid out in
// portrait (w < BaseW, as Fit makes only for an upright screen).
func Portrait(w, h float64) bool { return geom.Portrait(w, h) }

// Fit returns the logical screen size (layout units) and the scale from layout units to
// device pixels for a screen of devW×devH device pixels with dpr device pixels per CSS
// pixel (the device scale factor; 0 means 1). A landscape screen: scale = min(devW/BaseW,
// devH/BaseH), and the logical size is the device size divided by it (so one side is
// exactly BaseW or BaseH and the other is at least its base). An upright screen (width
// at most 3/4 of the height): the logical width is the CSS width clamped to
// PortraitMinW..PortraitMaxW, the height follows. A zero size gives the base.
func Fit(devW, devH, dpr float64) (w, h, scale float64) {
	if devW <= 0 || devH <= 0 {
		return BaseW, BaseH, 1
	}
	if !(dpr > 0) {
		dpr = 1
	}
	if devW <= devH*portraitAspect {
		w = math.Min(PortraitMaxW, math.Max(PortraitMinW, devW/dpr))
		scale = devW / w
		return w, devH / scale, scale
	}
	scale = math.Min(devW/BaseW, devH/BaseH)
	return devW / scale, devH / scale, scale
}

// A short landscape screen (a phone held sideways: landscape, under ShortMaxH CSS pixels
// high) gets its own logical screen when the scene shown has a layout for it (FitShort):
// one layout unit is one CSS pixel (at least ShortMinH units high), so its text and tap
// targets keep their phone sizes instead of the desktop layout's scaled down.
const (
	ShortMaxH = 600
	ShortMinH = 320
)

// A landscape screen too small for the desktop layout at TabletScale CSS pixels a
// layout unit (a tablet held sideways, 1024×768: the desktop layout's 10-unit labels
// would be 8 px and its 40-unit buttons 32) takes the short landscape layout as well,
// TabletH layout units high: its units are then larger than a CSS pixel (1.3 at
// 1024×768), so its text and tap targets are larger than a phone's.
// A screen too square to be TabletMinW units wide at TabletH high keeps Fit's layout.
const (
	TabletScale = 0.9
	TabletH     = 590
	TabletMinW  = 640
)

// FitShort is Fit for a scene with a short landscape layout (geom.Short): a landscape
// screen under ShortMaxH CSS pixels high is laid out at its CSS size (its height at
// least ShortMinH layout units, the width following the aspect); a landscape screen
// that Fit would lay out at under TabletScale CSS pixels a unit is laid out TabletH
// units high; any other screen is laid out as Fit does.
func FitShort(devW, devH, dpr float64) (w, h, scale float64) {
	if !(dpr > 0) {
		dpr = 1
	}
	if devW <= 0 || devH <= 0 || devW < devH {
		return Fit(devW, devH, dpr)
	}
	if devH/dpr >= ShortMaxH {
		w, h, scale = Fit(devW, devH, dpr)
		if scale/dpr >= TabletScale || devW/devH*TabletH < TabletMinW {
			return w, h, scale
		}
		scale = devH / TabletH
		return devW / scale, TabletH, scale
	}
	h = math.Max(ShortMinH, devH/dpr)
	scale = devH / h
	return devW / scale, h, scale
}
