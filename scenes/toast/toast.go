// Package toast times a table's two messages: the toast (a refusal, a hint, a notice:
// it stays long enough to read and goes as soon as the situation it speaks of
// changes) and the banner (what a move did: it goes when the next move starts to
// show), and names the seats the rules' words mention by number as the table names
// them. Package scenes's Shell keeps a Board and draws what it shows (scenes/ui:
// ui.ToastBox, ui.DrawToast).
package toast

import (
	"regexp"
	"strconv"
	"unicode/utf8"

	"parlor/internal/words"
)

const (
	// Ticks is the least time a toast stays, in ticks.
	Ticks = 170
	// TicksPerRune is how long a long toast stays per character: 15 characters a
	// second, a slow reading pace.
	TicksPerRune = 4
)

// Board is a table's toast and banner. Times are the table's ticks (now); situation
// counts the changes a toast speaks of (moves, viewers, screens); moves counts the
// moves whose events the table has started to show.
type Board struct {
	toast       string
	toastUntil  int
	toastSit    int
	banner      string
	bannerUntil int
	bannerMove  int // moves shown when the banner was put up
}

// Toast shows msg from tick now in situation: for Ticks, and TicksPerRune for each
// character of a longer message (a hint's reason).
func (b *Board) Toast(msg string, now, situation int) {
	ticks := max(Ticks, TicksPerRune*utf8.RuneCountInString(msg))
	b.toast, b.toastUntil, b.toastSit = msg, now+ticks, situation
}

// Shown is the toast on show at now in situation ("" none): its time is not over and
// the situation has not changed.
func (b *Board) Shown(now, situation int) string {
	if now >= b.toastUntil || b.toastSit != situation {
		return ""
	}
	return b.toast
}

// Banner puts msg up in the banner, replacing the one on show, from tick now with
// moves shown, for ticks (0: until replaced).
func (b *Board) Banner(msg string, ticks, now, moves int) {
	b.banner, b.bannerUntil, b.bannerMove = msg, 0, moves
	if ticks > 0 {
		b.bannerUntil = now + ticks
	}
}

// BannerShown is the banner on show at now with moves shown ("" none): its time is not
// over and no move has started to show since it went up.
func (b *Board) BannerShown(now, moves int) string {
	if b.bannerUntil != 0 && now >= b.bannerUntil || moves > b.bannerMove {
		return ""
	}
	return b.banner
}

// Skip keeps the time the toast and the banner had left at tick from when the table's
// ticks jump on by skip at once (animations played to their end).
func (b *Board) Skip(from, skip int) {
	for _, at := range [...]*int{&b.bannerUntil, &b.toastUntil} {
		if *at > from {
			*at += skip
		}
	}
}

// seatRef is a seat named by its number ("seat 0", "seat 2's"), as the rules' refusals
// name seats (a server's among them).
var seatRef = regexp.MustCompile(`\b[Ss]eat ([0-9]+)('s)?\b`)

// SeatWords names the seats msg mentions by number as name names them (seats is the
// table's number of seats): "it is seat 0's turn" says "It is Ann's turn", or "It is
// your turn" for a seat named "You". A number that is no seat of the table stays as it
// is; a message that changed starts with a capital.
func SeatWords(msg string, seats int, name func(int) string) string {
	named := seatRef.ReplaceAllStringFunc(msg, func(w string) string {
		m := seatRef.FindStringSubmatch(w)
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 0 || n >= seats {
			return w
		}
		nm := name(n)
		switch {
		case nm == "You" && m[2] != "":
			return "your"
		case nm == "You":
			return "you"
		}
		return nm + m[2]
	})
	if named == msg {
		return msg
	}
	return words.Capital(named)
}
