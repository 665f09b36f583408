package ui

import (
	"parlor/scenes/l10n"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// LeaveQuestion is the question every table asks before going back to the menu (in
// English: it is drawn translated).
const LeaveQuestion = "Leave this game for the menu?"

// LeaveDialog is the tables' shared "leave this game?" dialog laid out for a w×h screen
// (layout units): "Leave" is its yes button, "Keep playing" its no button. See
// input.Confirm.Answer for what answers it (only the Leave button, Enter or Y leave).
func LeaveDialog(w, h float64) input.Confirm {
	return input.NewConfirm(w, h, l10n.T("Leave"), l10n.T("Keep playing"))
}

// AnswerLeave reads this tick's input in against the leave dialog on a w×h screen:
// input.Yes to leave, input.No to keep playing, input.NoAnswer to keep asking.
func AnswerLeave(w, h float64, in *input.Input) input.Answer {
	d := LeaveDialog(w, h)
	return d.Answer(in)
}

// DrawLeaveDialog draws the leave dialog over the table: a shade, the panel with the
// question, the two buttons and the key hint. in (nil allowed) lights the button under
// the pointer.
func DrawLeaveDialog(c *Canvas, in *Input) {
	d := LeaveDialog(c.W, c.H)
	DrawConfirm(c, &d, l10n.T(LeaveQuestion), l10n.T("Enter or Y: leave · Esc or N: keep playing"), in)
}

// DrawConfirm draws confirm dialog d over the scene: a shade, the panel with question and
// the key hint under it, and the two buttons, as DrawLeaveDialog does for the tables. in
// (nil allowed) lights the button under the pointer.
func DrawConfirm(c *Canvas, d *input.Confirm, question, hint string, in *Input) {
	hot := input.NoAnswer
	if in != nil {
		hot = d.Hot(in)
	}
	c.Shade(Shade)
	c.RoundRect(d.X, d.Y, d.W, d.H, 18, Panel)
	c.Record(RecPanel, geom.R(d.X, d.Y, d.W, d.H))
	c.RoundRectLine(d.X, d.Y, d.W, d.H, 18, 2, Gold)
	q := c.Wrap(question, 24, d.W-32, true)
	qy := d.Y + 44 + float64(Lines(q)-1)*16
	c.Text(q, d.X+d.W/2, qy, 24, true, Center, Ink)
	hint = c.Wrap(hint, 16, d.W-32, false)
	c.Text(hint, d.X+d.W/2, qy+float64(Lines(q)-1)*16+40+float64(Lines(hint)-1)*11, 16, false, Center, InkDim)
	DrawWidget(c, &d.YesBtn, false, hot == input.Yes)
	DrawWidget(c, &d.NoBtn, false, hot == input.No)
}
