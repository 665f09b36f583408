package screens

// The screens with a layout for a short landscape screen (a phone held sideways:
// scenes.ShortFit, ui.FitShort): laid out at one layout unit a CSS pixel there, so
// their text and buttons keep their least sizes; a tablet held sideways (1024×768) takes
// them too, at 1.3 CSS pixels a unit (ui.TabletH). The menu (menushort.go), statistics
// (statsshort.go) and online screen (lobbyshort.go) have theirs in their own files.

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (r *Rules) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (h *History) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (d *Daily) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (b *Board) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (s *Scoring) ShortLayout() bool { return true }

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (r *Replay) ShortLayout() bool { return true }
