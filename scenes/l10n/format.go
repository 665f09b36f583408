package l10n

import (
	"math"
	"strconv"
	"strings"
	"time"

	"parlor/internal/words"
)

// The language's ways with lists, numbers and dates. They are a few lines each rather
// than CLDR's tables (see the package's doc for why x/text is not linked): Parlor shows
// whole numbers, one decimal at most, percentages and day-month-year dates.

// and is each language's word joining a list's last item.
var and = [...]string{En: "and", Nl: "en", De: "und", Fr: "et", Es: "y", Pseudo: "and"}

// List joins items as the language on does: "Ada, Basil and Cleo", "Ada, Basil en Cleo".
func List(items []string) string {
	l := Current()
	w := and[l]
	if l == Pseudo {
		w = Pseudolocalize(w)
	}
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + w + " " + items[len(items)-1]
}

// groupSep is the thousands separator of each language; Spanish groups only from five
// digits on. French's is a no-break space, not CLDR's narrow one (U+202F), which the Go
// fonts lack.
var groupSep = [...]string{En: ",", Nl: ".", De: ".", Fr: "\u00a0", Es: ".", Pseudo: ","}

// Int is n as the language on writes it: "12,345" in English, "12.345" in Dutch and
// German, "12 345" (a no-break space) in French; "1234" stays ungrouped in
// Spanish.
func Int(n int) string { return intIn(Current(), n) }

func intIn(l Lang, n int) string {
	s := strconv.Itoa(n)
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	if len(s) <= 3 || l == Es && len(s) <= 4 {
		return sign + s
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(groupSep[l])
		}
		b.WriteRune(r)
	}
	return sign + b.String()
}

// Decimal is x rounded to one decimal, the decimal dropped when it is 0, in the
// language on: "12.5" in English, "12,5" in the others.
func Decimal(x float64) string {
	l := Current()
	s := strconv.FormatFloat(math.Round(x*10)/10, 'f', 1, 64)
	s = strings.TrimSuffix(s, ".0")
	if s == "-0" {
		s = "0"
	}
	whole, frac, ok := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	out := intIn(l, n)
	if strings.HasPrefix(whole, "-") && n == 0 {
		out = "-" + out
	}
	if !ok {
		return out
	}
	if l == En || l == Pseudo {
		return out + "." + frac
	}
	return out + "," + frac
}

// Percent is p (0 to 100) rounded to a whole percentage: "45%" in English, Dutch and
// Spanish, "45 %" (a no-break space) in German and French.
func Percent(p float64) string {
	s := Int(int(p + 0.5))
	if l := Current(); l == De || l == Fr {
		return s + "\u00a0%"
	}
	return s + "%"
}

// months are each language's short month names, January first.
var months = [...][12]string{
	En: {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	Nl: {"jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"},
	De: {"Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."},
	Fr: {"janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."},
	Es: {"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"},
}

// Date is t's day as the language on writes it, short: "3 Dec 2026", "3 dec 2026",
// "3. Dez. 2026", "3 déc. 2026", "3 dic 2026".
func Date(t time.Time) string { return dateIn(Current(), t) }

func dateIn(l Lang, t time.Time) string {
	day, year := strconv.Itoa(t.Day()), strconv.Itoa(t.Year())
	switch l {
	case De:
		return day + ". " + months[De][t.Month()-1] + " " + year
	case Pseudo:
		return Pseudolocalize(dateIn(En, t))
	}
	return day + " " + months[l][t.Month()-1] + " " + year
}

// DateTime is Date with the time of day, on the 24-hour clock everywhere: "3 Dec 2026
// 15:04", "3 déc. 2026 à 15:04" in French.
func DateTime(t time.Time) string {
	hm := t.Format("15:04")
	switch Current() {
	case Fr:
		return Date(t) + " à " + hm
	case De:
		return Date(t) + ", " + hm
	}
	return Date(t) + " " + hm
}

// Ordinal is the place n (1 or more) as the language on writes it: "3rd" in English,
// "3e" in Dutch, "3." in German, "1er" and "3e" in French, "3.º" in Spanish.
func Ordinal(n int) string {
	d := strconv.Itoa(n)
	switch l := Current(); l {
	case Nl:
		return d + "e"
	case De:
		return d + "."
	case Fr:
		if n == 1 {
			return d + "er"
		}
		return d + "e"
	case Es:
		return d + ".º"
	case Pseudo:
		return Pseudolocalize(words.Ordinal(n))
	default:
		return words.Ordinal(n)
	}
}
