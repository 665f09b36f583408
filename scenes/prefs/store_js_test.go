//go:build js

package prefs

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
)

// fakeStorage installs a localStorage backed by a Go map (Node.js has none).
func fakeStorage(t *testing.T) map[string]string {
	t.Helper()
	store := map[string]string{}
	obj := js.Global().Get("Object").New()
	get := js.FuncOf(func(this js.Value, args []js.Value) any {
		v, ok := store[args[0].String()]
		if !ok {
			return js.Null()
		}
		return v
	})
	set := js.FuncOf(func(this js.Value, args []js.Value) any {
		store[args[0].String()] = args[1].String()
		return js.Undefined()
	})
	obj.Set("getItem", get)
	obj.Set("setItem", set)
	js.Global().Set("localStorage", obj)
	t.Cleanup(func() {
		js.Global().Delete("localStorage")
		get.Release()
		set.Release()
	})
	return store
}

// throwingStorage installs a localStorage whose methods throw, as some browsers'
// private modes do.
func throwingStorage(t *testing.T) {
	t.Helper()
	obj := js.Global().Get("Object").New()
	thrower := js.Global().Get("Function").New(`throw new Error("storage denied")`)
	obj.Set("getItem", thrower)
	obj.Set("setItem", thrower)
	js.Global().Set("localStorage", obj)
	t.Cleanup(func() { js.Global().Delete("localStorage") })
}

func TestJSMissingAndRoundTrip(t *testing.T) {
	store := fakeStorage(t)
	s, err := Load()
	if err != nil || s != Default() {
		t.Fatalf("nothing stored: %+v, %v", s, err)
	}
	want := Settings{Speed: Fast, Muted: true, FourColour: true}
	if err := Save(want); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(store[StorageKey], `"speed": "fast"`) {
		t.Errorf("stored %q", store[StorageKey])
	}
	if s, err := Load(); err != nil || s != want {
		t.Fatalf("round trip: %+v, %v", s, err)
	}
}

func TestJSBrokenValueReportedAndUntouched(t *testing.T) {
	store := fakeStorage(t)
	store[StorageKey] = `{"speed": "warp"}`
	s, err := Load()
	var pe *Error
	if err == nil || s != Default() || !errors.As(err, &pe) || !strings.Contains(err.Error(), StorageKey) || !strings.Contains(err.Error(), "warp") {
		t.Fatalf("broken value: %+v, %v", s, err)
	}
	if store[StorageKey] != `{"speed": "warp"}` {
		t.Errorf("Load changed the stored value to %q", store[StorageKey])
	}
	// A copy is kept aside, so the next Save does not lose it.
	if store[StorageKey+".broken"] != `{"speed": "warp"}` || pe.Aside != "localStorage["+StorageKey+".broken]" {
		t.Errorf("kept aside: %q (Aside %q)", store[StorageKey+".broken"], pe.Aside)
	}
	Save(Default())
	if store[StorageKey+".broken"] != `{"speed": "warp"}` {
		t.Errorf("Save replaced the broken copy")
	}
	store[StorageKey] = strings.Repeat(" ", 64<<10+1)
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "limit of 64 KiB") {
		t.Errorf("over-long stored settings: %v", err)
	}
}

func TestJSStorageUnavailable(t *testing.T) {
	js.Global().Delete("localStorage")
	s, err := Load()
	if err == nil || s != Default() {
		t.Errorf("no localStorage: %+v, %v", s, err)
	}
	if err := Save(Default()); err == nil {
		t.Error("Save without localStorage succeeded")
	}
	throwingStorage(t)
	if s, err := Load(); err == nil || s != Default() {
		t.Errorf("throwing getItem: %+v, %v", s, err)
	}
	if err := Save(Default()); err == nil {
		t.Error("throwing setItem: Save succeeded")
	}
}
