package l10n

import (
	"testing"
	"time"
)

func TestFormats(t *testing.T) {
	day := time.Date(2026, time.December, 3, 15, 4, 0, 0, time.UTC)
	may := time.Date(2027, time.May, 21, 9, 30, 0, 0, time.UTC)
	for _, tc := range []struct {
		l                                   Lang
		date, may, dateTime, list, big, dec string
		pct, es4                            string
	}{
		{En, "3 Dec 2026", "21 May 2027", "3 Dec 2026 15:04", "Ada, Basil and Cleo", "12,345", "-12.5", "45%", "1,234"},
		{Nl, "3 dec 2026", "21 mei 2027", "3 dec 2026 15:04", "Ada, Basil en Cleo", "12.345", "-12,5", "45%", "1.234"},
		{De, "3. Dez. 2026", "21. Mai 2027", "3. Dez. 2026, 15:04", "Ada, Basil und Cleo", "12.345", "-12,5", "45\u00a0%", "1.234"},
		{Fr, "3 déc. 2026", "21 mai 2027", "3 déc. 2026 à 15:04", "Ada, Basil et Cleo", "12\u00a0345", "-12,5", "45\u00a0%", "1\u00a0234"},
		{Es, "3 dic 2026", "21 may 2027", "3 dic 2026 15:04", "Ada, Basil y Cleo", "12.345", "-12,5", "45%", "1234"},
	} {
		use(t, tc.l)
		got := []string{Date(day), Date(may), DateTime(day), List([]string{"Ada", "Basil", "Cleo"}), Int(12345), Decimal(-12.46), Percent(44.6), Int(1234)}
		want := []string{tc.date, tc.may, tc.dateTime, tc.list, tc.big, tc.dec, tc.pct, tc.es4}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%v: %q, want %q", tc.l, got[i], want[i])
			}
		}
	}
	use(t, Nl)
	for x, want := range map[float64]string{3: "3", 2.04: "2", -0.01: "0", 0.95: "1", -0.5: "-0,5", 1234.5: "1.234,5"} {
		if got := Decimal(x); got != want {
			t.Errorf("nl: Decimal(%v) = %q, want %q", x, got, want)
		}
	}
	if got := List([]string{"Ada"}); got != "Ada" {
		t.Errorf("one item: %q", got)
	}
	use(t, Pseudo)
	if got := Date(day); got == "3 Dec 2026" || len([]rune(got)) < len("3 Dec 2026") {
		t.Errorf("pseudo date %q is not accented and longer", got)
	}
}

// TestOrdinal: a place as each language writes it.
func TestOrdinal(t *testing.T) {
	t.Cleanup(func() { Set(En) })
	for _, c := range []struct {
		l    Lang
		n    int
		want string
	}{{En, 1, "1st"}, {En, 2, "2nd"}, {En, 3, "3rd"}, {En, 4, "4th"}, {En, 11, "11th"}, {En, 12, "12th"}, {En, 13, "13th"}, {En, 21, "21st"}, {En, 112, "112th"},
		{Nl, 3, "3e"}, {De, 3, "3."}, {Fr, 1, "1er"}, {Fr, 2, "2e"}, {Es, 3, "3.º"}} {
		Set(c.l)
		if got := Ordinal(c.n); got != c.want {
			t.Errorf("%v: Ordinal(%d) = %q, want %q", c.l, c.n, got, c.want)
		}
	}
}
