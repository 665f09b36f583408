package online

import (
	"encoding/json"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/match"
)

// checkPlan checks v's wire form b (EncodeView's or EncodeEvent's) against encoding/json:
// the same bytes as json.Marshal, and read back by the plan to the value the strict
// decoder makes (nil and empty slices told apart).
func checkPlan(t *testing.T, v any, b []byte) {
	t.Helper()
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(want) {
		t.Fatalf("%T encodes as\n%s\njson.Marshal writes\n%s", v, b, want)
	}
	rt := reflect.TypeOf(v)
	got, ok := planDecode(b, rt)
	if !ok {
		t.Fatalf("%T: the plan does not read its own encoding %s", v, b)
	}
	strictV := reflect.New(rt)
	if err := strict(b, strictV.Interface()); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Interface(), strictV.Interface()) {
		t.Fatalf("%T: the plan reads %s as\n%+v\nthe strict decoder as\n%+v", v, b, got.Elem(), strictV.Elem())
	}
}

// mangleViews changes views' JSON at random (a byte changed, dropped or doubled, white
// space, a key in another case, a fraction, an escape) and checks that DecodeView gives
// exactly what the strict decoder gives: the same value, or the same error.
func mangleViews(t *testing.T, views map[string][][]byte) {
	for game, list := range views {
		c, _ := CodecOf(game)
		rapid.Check(t, func(rt *rapid.T) {
			b := []byte(string(rapid.SampledFrom(list).Draw(rt, "view")))
			for range rapid.IntRange(1, 3).Draw(rt, "changes") {
				i := rapid.IntRange(0, len(b)-1).Draw(rt, "at")
				switch rapid.IntRange(0, 5).Draw(rt, "how") {
				case 0:
					b[i] = rapid.SampledFrom([]byte(`{}[],:"\ 0159-.eEtfnulHS?`)).Draw(rt, "byte")
				case 1:
					b = append(b[:i], b[i+1:]...)
				case 2:
					b = append(b[:i+1], b[i:]...)
				case 3:
					b = append(b[:i], append([]byte(" "), b[i:]...)...)
				case 4:
					if b[i] >= 'A' && b[i] <= 'Z' {
						b[i] += 'a' - 'A'
					}
				case 5:
					b = append(b[:i], append([]byte(`\u0041`), b[i:]...)...)
				}
			}
			got, gotErr := c.DecodeView(b)
			p := reflect.New(c.view)
			wantErr := strict(b, p.Interface())
			switch {
			case (gotErr == nil) != (wantErr == nil):
				rt.Fatalf("%s: DecodeView error %v, the strict decoder's %v", b, gotErr, wantErr)
			case wantErr == nil && !reflect.DeepEqual(got, p.Elem().Interface()):
				rt.Fatalf("%s: DecodeView reads\n%+v\nthe strict decoder\n%+v", b, got, p.Elem())
			case wantErr != nil && gotErr.Error() != game+" view: "+wantErr.Error():
				rt.Fatalf("%s: DecodeView error %v, the strict decoder's %v", b, gotErr, wantErr)
			}
		})
	}
}

// BenchmarkViewCodec is a late Three-Thirteen view (3 players, 300 moves in) encoded and
// read back by the codec (its plan) and by encoding/json (json.Marshal, the strict decoder).
func BenchmarkViewCodec(b *testing.B) {
	c, _ := CodecOf("threethirteen")
	st, err := c.Game().New(match.Config{Players: 3, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]match.Bot, 3)
	for i := range bots {
		bots[i], _ = c.Game().NewBot("easy", i, 1)
	}
	for range 300 {
		if _, err := st.Apply(match.Choose(bots[st.ToMove()], st.View(st.ToMove()))); err != nil {
			b.Fatal(err)
		}
	}
	v := st.View(1)
	raw, _ := c.EncodeView(v)
	for _, bm := range []struct {
		name string
		f    func()
	}{
		{"encode/plan", func() { c.EncodeView(v) }},
		{"encode/json", func() { json.Marshal(v) }},
		{"decode/plan", func() { c.DecodeView(raw) }},
		{"decode/json", func() { strict(raw, reflect.New(c.view).Interface()) }},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				bm.f()
			}
		})
	}
}
