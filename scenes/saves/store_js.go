//go:build js

package saves

import (
	"fmt"
	"io/fs"
	"strings"
	"syscall/js"

	"parlor/scenes/prefs"
)

// Browser is a Store in the browser's localStorage: name is kept under "parlor." + name.
type Browser struct{}

// KeyPrefix is put before every name in localStorage.
const KeyPrefix = "parlor."

// Default is the browser's store.
func Default() (Store, error) {
	if _, err := prefs.LocalStorage(); err != nil {
		return nil, err
	}
	return Browser{}, nil
}

func (Browser) Read(name string, limit int64) ([]byte, error) {
	v, err := prefs.LocalCall("getItem", KeyPrefix+name)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("not text but a %s", v.Type())
	}
	// (Value.Length panics on a string: it is for objects.)
	text := v.String()
	if int64(len(text)) > limit {
		return nil, fmt.Errorf("%d bytes, more than the limit of %d", len(text), limit)
	}
	return []byte(text), nil
}

func (Browser) Write(name string, data []byte) error {
	_, err := prefs.LocalCall("setItem", KeyPrefix+name, string(data))
	return err
}

func (Browser) Remove(name string) error {
	_, err := prefs.LocalCall("removeItem", KeyPrefix+name)
	return err
}

func (b Browser) Aside(name string) (string, error) {
	data, err := b.Read(name, 1<<30)
	if err != nil {
		return "", err
	}
	if err := b.Write(name+BrokenSuffix, data); err != nil {
		return "", err
	}
	return KeyPrefix + name + BrokenSuffix, b.Remove(name)
}

func (Browser) List(prefix string) ([]string, error) {
	st, err := prefs.LocalStorage()
	if err != nil {
		return nil, err
	}
	var out []string
	for i := 0; i < st.Get("length").Int(); i++ {
		k, err := prefs.LocalCall("key", i)
		if err != nil || k.IsNull() {
			continue
		}
		if name, ok := strings.CutPrefix(k.String(), KeyPrefix); ok && strings.HasPrefix(name, prefix) && !strings.HasSuffix(name, BrokenSuffix) {
			out = append(out, name)
		}
	}
	return out, nil
}

func (Browser) Where() string { return "the browser's local storage" }
