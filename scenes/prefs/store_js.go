//go:build js

package prefs

import (
	"fmt"
	"syscall/js"
)

// StorageKey is the localStorage key that holds the settings in the browser.
const StorageKey = "parlor.settings"

// LocalStorage returns window.localStorage, or an error when the page may not use it
// (some private modes throw on access).
func LocalStorage() (st js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage unavailable: %v", r)
		}
	}()
	st = js.Global().Get("localStorage")
	if st.IsUndefined() || st.IsNull() {
		return js.Value{}, fmt.Errorf("localStorage unavailable")
	}
	return st, nil
}

// LocalCall runs a localStorage method (getItem, setItem, …) with args, turning a
// missing localStorage or a thrown exception (quota, private mode) into an error.
func LocalCall(method string, args ...any) (v js.Value, err error) {
	st, err := LocalStorage()
	if err != nil {
		return js.Value{}, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return st.Call(method, args...), nil
}

// Load reads the settings from localStorage. Nothing stored gives Default() and a nil
// error; data that is not settings (or longer than 64 KiB) gives Default() and an *Error
// naming the key and the problem, and a copy is kept under StorageKey+".broken"
// (replacing an older one), so the next Save does not lose it.
func Load() (s Settings, err error) {
	where := "localStorage[" + StorageKey + "]"
	v, err := LocalCall("getItem", StorageKey)
	if err != nil {
		return Default(), &Error{Where: where, Err: err}
	}
	if v.IsNull() || v.IsUndefined() {
		return Default(), nil
	}
	text := v.String()
	if len(text) > maxStoredBytes {
		err = fmt.Errorf("longer than the limit of 64 KiB: not settings")
	} else if s, err = Decode([]byte(text)); err == nil {
		return s, nil
	}
	e := &Error{Where: where, Err: err}
	if _, err := LocalCall("setItem", StorageKey+".broken", text); err == nil {
		e.Aside = "localStorage[" + StorageKey + ".broken]"
	}
	return Default(), e
}

// maxStoredBytes bounds the stored settings, as MaxFileBytes bounds the file.
const maxStoredBytes = 64 << 10

// Save stores the settings in localStorage, replacing what was there.
func Save(s Settings) error {
	data, err := Encode(s)
	if err != nil {
		return err
	}
	if _, err := LocalCall("setItem", StorageKey, string(data)); err != nil {
		return fmt.Errorf("prefs: saving: %w", err)
	}
	return nil
}
