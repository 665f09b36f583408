//go:build js

package prefs

import (
	"fmt"
	"syscall/js"
)

// StorageKey is the localStorage key that holds the settings in the browser.
const StorageKey = "parlor.settings"

// storage returns window.localStorage, or an error when the page may not use it (some
// private modes throw on access).
func storage() (st js.Value, err error) {
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

// Load reads the settings from localStorage. Nothing stored gives Default() and a nil
// error; data that is not settings (or longer than 64 KiB) gives Default() and an *Error
// naming the key and the problem, and a copy is kept under StorageKey+".broken"
// (replacing an older one), so the next Save does not lose it.
func Load() (s Settings, err error) {
	where := "localStorage[" + StorageKey + "]"
	st, err := storage()
	if err != nil {
		return Default(), &Error{Where: where, Err: err}
	}
	var v js.Value
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%v", r)
			}
		}()
		v = st.Call("getItem", StorageKey)
	}()
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
	func() {
		defer func() { recover() }()
		st.Call("setItem", StorageKey+".broken", text)
		e.Aside = "localStorage[" + StorageKey + ".broken]"
	}()
	return Default(), e
}

// maxStoredBytes bounds the stored settings, as MaxFileBytes bounds the file.
const maxStoredBytes = 64 << 10

// Save stores the settings in localStorage, replacing what was there.
func Save(s Settings) (err error) {
	data, err := Encode(s)
	if err != nil {
		return err
	}
	st, err := storage()
	if err != nil {
		return fmt.Errorf("prefs: saving: %w", err)
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("prefs: saving to localStorage: %v", r)
		}
	}()
	st.Call("setItem", StorageKey, string(data))
	return nil
}
