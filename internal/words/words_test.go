package words

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		noun string
		want string
	}{
		{1, "point", "1 point"}, {0, "point", "0 points"}, {2, "point", "2 points"},
		{1, "trick", "1 trick"}, {11, "trick", "11 tricks"}, {-1, "point", "-1 point"},
		{3, "match", "3 matches"}, {1, "match", "1 match"}, {21, "card", "21 cards"},
	} {
		if got := Count(c.n, c.noun); got != c.want {
			t.Errorf("Count(%d, %q) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
}

func TestArticle(t *testing.T) {
	for _, c := range []struct{ word, want string }{
		{"8", "an 8"}, {"11", "an 11"}, {"18", "an 18"}, {"80", "an 80"}, {"8 of rings", "an 8 of rings"},
		{"11 of hearts", "an 11 of hearts"}, {"1", "a 1"}, {"9", "a 9"}, {"10", "a 10"}, {"12", "a 12"},
		{"110", "a 110"}, {"180", "a 180"}, {"11,000", "an 11,000"}, {"18000", "an 18000"},
		{"1,100", "a 1,100"}, {"800", "an 800"}, {"ace", "an ace"}, {"eight", "an eight"},
		{"king", "a king"}, {"Wild", "a Wild"}, {"Awkward Silence", "an Awkward Silence"},
		{"one", "a one"}, {"unit", "a unit"}, {"hour", "an hour"}, {"Draw 2", "a Draw 2"},
		{"", "a "}, {"\"8\"", "an \"8\""}, {"umbrella", "an umbrella"},
	} {
		if got := A(c.word); got != c.want {
			t.Errorf("A(%q) = %q, want %q", c.word, got, c.want)
		}
	}
}

func TestPossessive(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"You", "your"}, {"you", "your"}, {"Cleo", "Cleo's"}, {"James", "James's"}, {"Bot 2", "Bot 2's"},
	} {
		if got := Possessive(c.name); got != c.want {
			t.Errorf("Possessive(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if got := Capital(Possessive("You")); got != "Your" {
		t.Errorf("Capital(Possessive(You)) = %q", got)
	}
	if got := Capital("9 of rings"); got != "9 of rings" {
		t.Errorf("Capital of a number changed it: %q", got)
	}
}

func TestList(t *testing.T) {
	for _, c := range []struct {
		items []string
		want  string
	}{{nil, ""}, {[]string{"snap"}, "snap"}, {[]string{"a", "b"}, "a and b"}, {[]string{"a", "b", "c"}, "a, b and c"}} {
		if got := List(c.items); got != c.want {
			t.Errorf("List(%q) = %q, want %q", c.items, got, c.want)
		}
	}
}

// TestOrdinal: places in English, the teens with "th".
func TestOrdinal(t *testing.T) {
	for n, w := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd", 111: "111th", 112: "112th"} {
		if got := Ordinal(n); got != w {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, w)
		}
	}
}
