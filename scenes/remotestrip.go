package scenes

import (
	"strings"

	"parlor/scenes/device"
	"parlor/scenes/remote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The online strip: what a table played through a RemoteSession says about the room.

// stripLines are Lines as the strip shows them: a line whose link a click copies (where
// this build can copy) says so; where nothing can be copied, a seat link is shown in
// full.
func (s *RemoteSession) stripLines() []ui.StripLine {
	lines := s.Lines()
	out := make([]ui.StripLine, len(lines))
	can := device.CanCopy()
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, remote.InvitePrefix) && can:
			out[i] = ui.StripLine{Text: l + ui.StripCopyHint, Copy: s.Invite()}
		case l == remote.SeatLinkLine && can:
			out[i] = ui.StripLine{Text: l + ui.StripCopyHint, Copy: s.SeatLink()}
		case l == remote.SeatLinkLine:
			out[i] = ui.StripLine{Text: "Seat link for another device: " + s.SeatLink()}
		default:
			out[i] = ui.StripLine{Text: l}
		}
	}
	return out
}

// StripRect is where the online strip is drawn on c: a table keeps what must be seen
// clear of it.
func (s *RemoteSession) StripRect(c *ui.Canvas) geom.Rect {
	s.strip.Lines = s.stripLines()
	return s.strip.Rect(c)
}

// drawOnline draws the online strip (ui.Strip). Where a link can be copied
// (device.CanCopy), its line says so and its place is kept for the click (CopyAt).
func (s *RemoteSession) drawOnline(c *ui.Canvas) {
	s.strip.Lines = s.stripLines()
	s.strip.Draw(c)
}

// stripToggled opens or folds a phone's strip on this tick's press on it (outside its
// copy lines), reporting whether it did (ui.Strip.Toggle).
func (s *Shell) stripToggled(in *ui.Input) bool {
	r, ok := s.sess.(*RemoteSession)
	if !ok || s.app == nil {
		return false
	}
	r.strip.Lines = r.stripLines()
	return r.strip.Toggle(s.app.Measure(), in.X, in.Y)
}

// CopyAt is the link a click at x, y on the strip as last drawn copies ("" for none).
func (s *RemoteSession) CopyAt(x, y float64) string { return s.strip.CopyAt(x, y) }

// InviteLine is where the strip's invite line was last drawn (empty when it is not
// shown or the link cannot be copied here).
func (s *RemoteSession) InviteLine() geom.Rect { return s.strip.LineOf(s.Invite()) }
