//go:build js

package saves

import (
	"errors"
	"syscall/js"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/threethirteen"
)

// jsStorage installs a localStorage written in JavaScript (Node.js has none), so that
// getItem hands back real JavaScript strings.
func jsStorage(t *testing.T) {
	t.Helper()
	src := `const m = new Map(); return {
		getItem(k) { return m.has(k) ? m.get(k) : null; },
		setItem(k, v) { m.set(k, String(v)); },
		removeItem(k) { m.delete(k); },
		key(i) { return Array.from(m.keys())[i] ?? null; },
		get length() { return m.size; },
	};`
	js.Global().Set("localStorage", js.Global().Get("Function").New(src).Invoke())
	t.Cleanup(func() { js.Global().Delete("localStorage") })
}

// TestBrowserStore: the game in progress goes into localStorage as "parlor.autosave.json"
// and comes back the same game; garbage there is reported and kept as
// "parlor.autosave.json.broken". (Reading a stored string once panicked: Value.Length
// is for objects.)
func TestBrowserStore(t *testing.T) {
	jsStorage(t)
	st, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(threethirteen.Game, match.Config{Players: 3, Seed: 4}, []string{"human", "easy", "easy"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.ApplyText("draw"); err != nil {
		t.Fatal(err)
	}
	if err := SaveGame(st, m, time.Now()); err != nil {
		t.Fatal(err)
	}
	if js.Global().Get("localStorage").Call("getItem", "parlor.autosave.json").Type() != js.TypeString {
		t.Fatal("nothing under parlor.autosave.json")
	}
	sv, err := LoadGame(st)
	if err != nil || sv == nil || sv.Match.Len() != 1 {
		t.Fatalf("load: %v", err)
	}
	if names, err := st.List(""); err != nil || len(names) != 1 || names[0] != AutosaveName {
		t.Fatalf("list: %v %v", names, err)
	}
	st.Write(AutosaveName, []byte("not a game"))
	_, err = LoadGame(st)
	var be *BrokenError
	if !errors.As(err, &be) || be.Aside != "parlor.autosave.json.broken" {
		t.Fatalf("garbage: %v", err)
	}
	if kept, err := st.Read(AutosaveName+BrokenSuffix, 1<<20); err != nil || string(kept) != "not a game" {
		t.Fatalf("kept aside: %q %v", kept, err)
	}
}
