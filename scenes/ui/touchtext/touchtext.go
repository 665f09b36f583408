// Package touchtext rewrites the game's words for a person playing by touch: "click"
// becomes "tap", and key hints ("(S)", "(or ← → and Enter)", ", or press C, D, H or
// S", "Space · gamepad A") go, since a phone has no keys to press. The game's texts are
// written for the mouse and the keyboard; the canvas passes every text it measures or
// draws through Rewrite while the last input was a finger (ui.Canvas.Touch), so each
// screen says the right words without a second copy of them.
package touchtext

import (
	"regexp"
	"strings"
	"sync"
)

// named is a key's name as the texts write it, digits aside: a letter (not the words
// "A" and "I"), a range of digits, an arrow, a named key, a function key, the gamepad;
// key is that or a digit (a bare number in an aside is a count, not a key).
const (
	named = `(?:[B-HJ-Z]|[0-9]–[0-9]|←|→|↑|↓|Enter|Esc|Space|Tab|Backspace|PgUp|PgDn|Home|End|F[0-9]{1,2}|Left/Right|Ctrl\+[A-Z]|gamepad(?: [A-Z])?|arrows)`
	key   = `(?:` + named + `|[0-9])`
)

// keys is one or more keys joined as the texts join them ("← → then Enter", "C, D, H
// or S").
const keys = key + `(?:(?:,? or |, | and | then | / | )` + key + `)*`

var (
	// clickWord is "click" in its forms, any case of its first letter.
	clickWord = regexp.MustCompile(`\b([Cc])lick(s|ed|ing)?\b`)
	// bracket is a bracketed aside.
	bracket = regexp.MustCompile(` ?\([^()]*\)`)
	// keyIn finds a key's name as a whole word inside an aside.
	keyIn = regexp.MustCompile(`(?:^|[\s(,/])` + named + `(?:$|[\s),.:/])`)
	// pressKeys is "press KEYS" with the words that join it to the sentence.
	pressKeys = regexp.MustCompile(`(?:,? or |, )?\b[Pp]ress ` + keys + `(?: or |\b)`)
	// orKeys is ", or KEYS" closing a clause ("drag it to the pile, or ← → then Enter").
	orKeys = regexp.MustCompile(`,? or ` + keys + `(?:$|[.;])`)
	// keysOrTap is "KEYS or tap" (a hint that names both): the tap alone.
	keysOrTap = regexp.MustCompile(`(?:[Pp]ress )?(?:[Aa]ny key|` + keys + `) or ([Tt])ap`)
	// keyLead is a key's name opening a "·"-separated part of a line.
	keyLead = regexp.MustCompile(`^` + key + `(?:$|[\s,/])`)
)

// cache keeps rewritten texts (the same few are drawn every frame); cacheCap bounds it.
var (
	mu    sync.Mutex
	cache = map[string]string{}
)

const cacheCap = 1024

// Rewrite is s in words for touch: "click" (clicks, clicked, clicking; Click) becomes
// "tap" (taps, tapped, tapping; Tap); bracketed asides that name a key, "press KEY"
// phrases, ", or KEYS" at a clause's end and "·"-separated parts that open with a key
// go; "any key or tap" is a tap. A text that names no key and no click comes back as
// it was, and Rewrite of its own result changes nothing.
func Rewrite(s string) string {
	if s == "" {
		return s
	}
	mu.Lock()
	out, ok := cache[s]
	mu.Unlock()
	if ok {
		return out
	}
	out = rewrite(s)
	mu.Lock()
	if len(cache) >= cacheCap {
		clear(cache)
	}
	cache[s] = out
	mu.Unlock()
	return out
}

func rewrite(s string) string {
	s = clickWord.ReplaceAllStringFunc(s, func(w string) string {
		m := clickWord.FindStringSubmatch(w)
		t := "t"
		if m[1] == "C" {
			t = "T"
		}
		return t + "ap" + map[string]string{"": "", "s": "s", "ed": "ped", "ing": "ping"}[m[2]]
	})
	s = bracket.ReplaceAllStringFunc(s, func(b string) string {
		if keyIn.MatchString(strings.TrimSpace(b)) {
			return ""
		}
		return b
	})
	s = keysOrTap.ReplaceAllStringFunc(s, func(w string) string {
		m := keysOrTap.FindStringSubmatch(w)
		switch {
		case strings.HasPrefix(w, "Any key"):
			return "A tap"
		case strings.HasPrefix(w, "any key"):
			return "a tap"
		case w[0] >= 'A' && w[0] <= 'Z':
			return "Tap"
		}
		return m[1] + "ap"
	})
	s = pressKeys.ReplaceAllString(s, "")
	s = orKeys.ReplaceAllStringFunc(s, func(w string) string {
		if strings.HasSuffix(w, ".") || strings.HasSuffix(w, ";") {
			return w[len(w)-1:]
		}
		return ""
	})
	var lines []string
	for _, line := range strings.Split(s, "\n") {
		parts := strings.Split(line, " · ")
		kept := parts[:0]
		for _, p := range parts {
			if !keyLead.MatchString(strings.TrimSpace(p)) {
				kept = append(kept, p)
			}
		}
		lines = append(lines, strings.Join(kept, " · "))
	}
	s = strings.Join(lines, "\n")
	s = strings.ReplaceAll(s, " ,", ",")
	s = strings.ReplaceAll(s, " .", ".")
	return strings.TrimSpace(s)
}
