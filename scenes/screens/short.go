package screens

// The screens with a layout for a short landscape screen (a phone held sideways:
// scenes.ShortFit, ui.FitShort): laid out at one layout unit a CSS pixel there, so
// their text and buttons keep their least sizes. The menu, score sheet, statistics,
// replay viewer and lobby have none yet (they are the desktop layout scaled down).

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (r *Rules) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (h *History) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (d *Daily) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (b *Board) ShortLayout() bool { return true }
