package server

import (
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Starting the embedded NATS server: the data folder is checked first (a folder that
// cannot take a write is reported with its cause at once), nats-server's own log lines
// are kept (its errors are logged, and a start that fails reports its words), and no
// client port listens unless asked for one.

// startTimeout bounds the embedded server's start.
const startTimeout = 10 * time.Second

// startNATS checks dir, starts the embedded server with opts and waits until it serves.
func startNATS(dir string, opts *server.Options) (*server.Server, *natsLog, error) {
	if err := checkDataDir(dir); err != nil {
		return nil, nil, err
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, nil, fmt.Errorf("nats: %w", err)
	}
	nl := &natsLog{node: opts.ServerName, kinds: map[string]logKind{}}
	ns.SetLoggerV2(nl, false, false, false)
	ns.Start()
	if opts.DontListen && opts.Cluster.Port != 0 && nl.fatal() == "" {
		// nats-server starts routing once its client port listens, which DontListen never
		// opens: Start leaves routing waiting for it (that goroutine stays blocked for
		// good), and routing is started here instead. StartRouting ends by marking one of
		// the server's goroutines done: it stands for the blocked one, so Shutdown's wait
		// for its goroutines is kept balanced. nats-server exports StartRouting for such
		// a start (server.go); review this on an upgrade (TestLoneNodePorts and the
		// cluster tests fail if routing does not start).
		ready := make(chan struct{})
		close(ready)
		ns.StartRouting(ready)
	}
	deadline := time.Now().Add(startTimeout)
	for !ns.ReadyForConnections(50 * time.Millisecond) {
		if f := nl.fatal(); f != "" || time.Now().After(deadline) {
			ns.Shutdown()
			if f == "" {
				f = "not ready within " + startTimeout.String()
				if e := nl.lastError(); e != "" {
					f += ": " + e
				}
			}
			return nil, nil, fmt.Errorf("nats: the embedded server did not start: %s", f)
		}
	}
	if f := nl.fatal(); f != "" || !ns.JetStreamEnabled() {
		ns.Shutdown()
		if f == "" {
			f = nl.lastError()
		}
		return nil, nil, fmt.Errorf("nats: JetStream did not start: %s", f)
	}
	return ns, nl, nil
}

// natsLog is the embedded server's logger: it keeps the first fatal line and the last
// error, logs errors (each kind at most once every logEvery: a stranger knocking at the
// route port again and again does not fill the log), and hands storage trouble to
// the store (onTrouble: the disk is full, or JetStream stopped after a write error).
type natsLog struct {
	node string

	mu        sync.Mutex
	first     string
	err       string
	kinds     map[string]logKind
	onTrouble func(string)
}

// logKind is when a kind of line was last logged, and how many were left out since.
type logKind struct {
	at   time.Time
	more int
}

// logEvery is how often one kind of nats-server error is logged.
const logEvery = 30 * time.Second

func (l *natsLog) fatal() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.first
}

func (l *natsLog) lastError() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// troubled hands the store what it must hear of (see onTrouble).
func (l *natsLog) setTrouble(f func(string)) {
	l.mu.Lock()
	l.onTrouble = f
	l.mu.Unlock()
}

func (l *natsLog) line(level, format string, v []any) {
	msg := fmt.Sprintf(format, v...)
	l.mu.Lock()
	if level == "fatal" && l.first == "" {
		l.first = msg
	}
	if level != "warning" {
		l.err = msg
	}
	now := time.Now()
	key := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, format) // a connection's address and number are part of the format
	k := l.kinds[key]
	show := now.Sub(k.at) >= logEvery
	more := k.more
	if show {
		k = logKind{at: now}
		if len(l.kinds) > 1000 {
			clear(l.kinds)
		}
	} else {
		k.more++
	}
	l.kinds[key] = k
	trouble := l.onTrouble
	l.mu.Unlock()
	if show && level != "warning" {
		if more > 0 {
			msg += fmt.Sprintf(" (and %d more like it before)", more)
		}
		log.Printf("parlor-server: nats (node %s) %s: %s", l.node, level, msg)
	}
	if trouble != nil && storageTrouble(msg) {
		trouble(msg)
	}
}

// storageTrouble reports whether a nats-server log line says the store cannot write.
func storageTrouble(msg string) bool {
	for _, s := range []string{"no space left on device", "disk quota exceeded", "read-only file system",
		"will be DISABLED", "disabling JetStream", "Critical write error", "critical write error"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

func (l *natsLog) Noticef(string, ...any)         {}
func (l *natsLog) Debugf(string, ...any)          {}
func (l *natsLog) Tracef(string, ...any)          {}
func (l *natsLog) Warnf(format string, v ...any)  { l.line("warning", format, v) }
func (l *natsLog) Errorf(format string, v ...any) { l.line("error", format, v) }
func (l *natsLog) Fatalf(format string, v ...any) { l.line("fatal", format, v) }

// minFree is the least free space a data folder's disk must have at start.
const minFree = 1 << 20

// checkDataDir makes sure dir is a folder this process can write in, on a disk with
// room: a file where the folder should be, a folder it may not write, a read-only or
// full disk are each reported with the cause.
func checkDataDir(dir string) error {
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("data folder %s: it cannot be made: %v", dir, plainErr(err))
		}
	case err != nil:
		return fmt.Errorf("data folder %s: %v", dir, plainErr(err))
	case !st.IsDir():
		return fmt.Errorf("data folder %s is a file, not a folder", dir)
	}
	js := filepath.Join(dir, "jetstream")
	if err := os.MkdirAll(js, 0o755); err != nil {
		return dataDirErr(dir, err)
	}
	if err := probeDisk(js); err != nil {
		return dataDirErr(dir, err)
	}
	return nil
}

// probeDisk writes, syncs and removes a small file in dir, and checks that the disk has
// minFree left: it fails as a store's write would on a full or read-only disk.
func probeDisk(dir string) error {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(dir, &fs); err == nil {
		if free := fs.Bavail * uint64(fs.Bsize); free < minFree {
			return &os.PathError{Op: "statfs", Path: dir, Err: syscall.ENOSPC}
		}
	}
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	_, err = f.Write(make([]byte, 64<<10))
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// dataDirErr says in words why dir cannot be used.
func dataDirErr(dir string, err error) error {
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		free := ""
		var fs syscall.Statfs_t
		if syscall.Statfs(dir, &fs) == nil {
			free = fmt.Sprintf(" (%d kB free)", fs.Bavail*uint64(fs.Bsize)/1024)
		}
		return fmt.Errorf("data folder %s: its disk is full%s: free some space", dir, free)
	case errors.Is(err, syscall.EROFS):
		return fmt.Errorf("data folder %s is on a read-only file system", dir)
	case errors.Is(err, syscall.EACCES), errors.Is(err, syscall.EPERM):
		return fmt.Errorf("data folder %s: this user may not write in it (%v)", dir, plainErr(err))
	case errors.Is(err, syscall.ENOTDIR):
		return fmt.Errorf("data folder %s: a file stands where a folder should be (%v)", dir, plainErr(err))
	}
	return fmt.Errorf("data folder %s cannot be written: %v", dir, plainErr(err))
}

// plainErr is err's cause without the operation and path (which the message names).
func plainErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", pe.Path, pe.Err)
	}
	return err
}
