//go:build display

package scenes

import (
	"reflect"
	"testing"

	"parlor/gameplay/match"
	"parlor/scenes/replay"
)

// TestTableSeesNoMatch: nothing a table can reach from its Shell by exported fields
// and methods (their results, and the arguments of the functions they take) is a match,
// a game's state, a session or a seat's handle: privacy at the table holds by the types,
// not by convention.
func TestTableSeesNoMatch(t *testing.T) {
	forbidden := map[reflect.Type]string{
		reflect.TypeFor[*match.Match]():     "*match.Match",
		reflect.TypeFor[match.State]():      "match.State",
		reflect.TypeFor[*match.Local]():     "*match.Local",
		reflect.TypeFor[match.Seat]():       "match.Seat",
		reflect.TypeFor[Session]():          "scenes.Session",
		reflect.TypeFor[*LocalSession]():    "*scenes.LocalSession",
		reflect.TypeFor[*ReplaySession]():   "*scenes.ReplaySession",
		reflect.TypeFor[*replay.Playback](): "*replay.Playback",
		reflect.TypeFor[*App]():             "*scenes.App",
	}
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type, path string)
	walk = func(ty reflect.Type, path string) {
		if name, bad := forbidden[ty]; bad {
			t.Errorf("a table reaches %s through %s", name, path)
			return
		}
		if seen[ty] {
			return
		}
		seen[ty] = true
		for i := range ty.NumMethod() {
			m := ty.Method(i)
			ft := m.Type
			first := 1 // the receiver
			if ty.Kind() == reflect.Interface {
				first = 0
			}
			for j := first; j < ft.NumIn(); j++ {
				if in := ft.In(j); in.Kind() == reflect.Func {
					walk(in, path+"."+m.Name+"(arg)")
				}
			}
			for j := range ft.NumOut() {
				walk(ft.Out(j), path+"."+m.Name+"()")
			}
		}
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Chan:
			walk(ty.Elem(), path+"[]")
		case reflect.Map:
			walk(ty.Key(), path+"[key]")
			walk(ty.Elem(), path+"[]")
		case reflect.Struct:
			for i := range ty.NumField() {
				if f := ty.Field(i); f.IsExported() {
					walk(f.Type, path+"."+f.Name)
				}
			}
		case reflect.Func:
			for j := range ty.NumIn() {
				walk(ty.In(j), path+"(arg)")
			}
			for j := range ty.NumOut() {
				walk(ty.Out(j), path+"()")
			}
		}
	}
	walk(reflect.TypeFor[*Shell](), "Shell")
	if !seen[reflect.TypeFor[match.View]()] || !seen[reflect.TypeFor[Setup]()] {
		t.Fatalf("the walk did not reach the view and the setup a table is given")
	}
}
