package toast

import "testing"

// TestSeatWords: the seats a message names by number take the table's names ("your"
// and "you" for the viewer's seat named "You"), a changed message starts with a
// capital, and numbers that are no seat, or a message with no seat, stay as they are.
func TestSeatWords(t *testing.T) {
	names := []string{"You", "Basil", "Cleo"}
	name := func(i int) string { return names[i] }
	for _, c := range []struct{ msg, want string }{
		{"it is seat 0's turn", "It is your turn"},
		{"seat 1 must follow suit", "Basil must follow suit"},
		{"seat 0 must play a trump, not seat 2's card", "You must play a trump, not Cleo's card"},
		{"seat 7 is not at this table", "seat 7 is not at this table"},
		{"wait for your turn", "wait for your turn"},
	} {
		if got := SeatWords(c.msg, len(names), name); got != c.want {
			t.Errorf("SeatWords(%q) = %q, want %q", c.msg, got, c.want)
		}
	}
}

// TestToastAndBanner: a toast stays Ticks (longer for a long message) and goes at once
// when the situation changes; a banner goes when its time is over or the next move
// starts to show; Skip keeps the time they had left.
func TestToastAndBanner(t *testing.T) {
	var b Board
	b.Toast("Not your turn.", 100, 5)
	switch {
	case b.Shown(100+Ticks-1, 5) != "Not your turn.":
		t.Error("the toast went before its time")
	case b.Shown(100+Ticks, 5) != "":
		t.Error("the toast outstayed its time")
	case b.Shown(101, 6) != "":
		t.Error("the toast stayed after the situation changed")
	}
	long := string(make([]rune, 100))
	b.Toast(long, 0, 0)
	if b.Shown(Ticks, 0) == "" || b.Shown(100*TicksPerRune, 0) != "" {
		t.Errorf("a 100-character toast does not stay %d ticks", 100*TicksPerRune)
	}
	b.Banner("Basil takes the trick", 60, 10, 3)
	switch {
	case b.BannerShown(69, 3) != "Basil takes the trick":
		t.Error("the banner went before its time")
	case b.BannerShown(70, 3) != "":
		t.Error("the banner outstayed its time")
	case b.BannerShown(11, 4) != "":
		t.Error("the banner stayed after the next move started to show")
	}
	b.Skip(20, 1000)
	if b.BannerShown(1069, 3) == "" || b.BannerShown(1070, 3) != "" {
		t.Error("Skip did not keep the banner's time left")
	}
	b.Banner("Until replaced", 0, 0, 0)
	if b.BannerShown(1_000_000, 0) != "Until replaced" {
		t.Error("a banner of 0 ticks did not stay until replaced")
	}
}
