// Package enum names the values of the small uint8 enumerations of the rules (phases,
// kinds of move, outcomes), so that each String method is one line.
package enum

import "fmt"

// Name is names[v], the name of value v (names lists them from value 0; "" for a value
// with no name), or "typ(v)" for a value with no name, as "Phase(9)".
func Name[T ~uint8](v T, typ string, names ...string) string {
	if int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", typ, uint8(v))
}

// Or is names[v] like Name, but unknown for a value with no name.
func Or[T ~uint8](v T, unknown string, names ...string) string {
	if int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	return unknown
}

// Letter is letters[v], the one-letter name of value v (letters[0] names no value), or
// "typ(v)" for 0 or a value past the letters, as "Suit(9)".
func Letter[T ~uint8](v T, typ, letters string) string {
	if v > 0 && int(v) < len(letters) {
		return letters[v : v+1]
	}
	return fmt.Sprintf("%s(%d)", typ, uint8(v))
}
