//go:build js

package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall/js"
)

// Browser is a Store in the browser's localStorage: name is kept under "parlor." + name.
type Browser struct{}

// KeyPrefix is put before every name in localStorage.
const KeyPrefix = "parlor."

// Default is the browser's store.
func Default() (Store, error) {
	if _, err := storage(); err != nil {
		return nil, err
	}
	return Browser{}, nil
}

func storage() (st js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage unavailable: %v", r)
		}
	}()
	st = js.Global().Get("localStorage")
	if st.IsUndefined() || st.IsNull() {
		return js.Value{}, errors.New("localStorage unavailable")
	}
	return st, nil
}

// call runs a localStorage method, turning a thrown exception (quota, private mode)
// into an error.
func call(method string, args ...any) (v js.Value, err error) {
	st, err := storage()
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

func (Browser) Read(name string, limit int64) ([]byte, error) {
	v, err := call("getItem", KeyPrefix+name)
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
	_, err := call("setItem", KeyPrefix+name, string(data))
	return err
}

func (Browser) Remove(name string) error {
	_, err := call("removeItem", KeyPrefix+name)
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
	st, err := storage()
	if err != nil {
		return nil, err
	}
	var out []string
	for i := 0; i < st.Get("length").Int(); i++ {
		k, err := call("key", i)
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
