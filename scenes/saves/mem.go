package saves

import (
	"fmt"
	"io/fs"
	"strings"
	"sync"
)

// Mem is a Store in memory, for tests and for a browser without storage.
type Mem struct {
	mu    sync.Mutex
	blobs map[string][]byte
}

// NewMem is an empty in-memory store.
func NewMem() *Mem { return &Mem{blobs: map[string][]byte{}} }

func (m *Mem) Read(name string, limit int64) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[name]
	if !ok {
		return nil, fs.ErrNotExist
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%d bytes, more than the limit of %d", len(b), limit)
	}
	return append([]byte(nil), b...), nil
}

func (m *Mem) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.blobs[name] = append([]byte(nil), data...)
	return nil
}

func (m *Mem) Remove(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.blobs, name)
	return nil
}

func (m *Mem) Aside(name string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[name]
	if !ok {
		return "", fs.ErrNotExist
	}
	m.blobs[name+BrokenSuffix] = b
	delete(m.blobs, name)
	return name + BrokenSuffix, nil
}

func (m *Mem) List(prefix string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for k := range m.blobs {
		if strings.HasPrefix(k, prefix) && !strings.HasSuffix(k, BrokenSuffix) {
			out = append(out, k)
		}
	}
	return out, nil
}

func (m *Mem) Where() string { return "memory" }
