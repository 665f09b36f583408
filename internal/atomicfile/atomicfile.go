// Package atomicfile writes files so that a crash at any moment leaves either the old
// file or the new one, never half of one: every file Parlor saves (settings, the
// autosave, game records, history, statistics, screenshots) goes through Write.
//
// Write puts the data in a temporary file in the same folder (".NAME.tmp-PID-RANDOM"),
// syncs it, renames it over the file and syncs the folder. The file keeps its
// permission bits (a new one gets 0644), and a symbolic link is followed: the file it
// points to is replaced, the link stays. Temporary files left behind by a process that
// was killed mid-write are removed by Clean, which the programs call at start.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// NewFileMode is the permission of a file Write creates.
const NewFileMode fs.FileMode = 0o644

// PrivateFileMode is the permission WritePrivate gives a file: its owner's alone.
const PrivateFileMode fs.FileMode = 0o600

// Write writes data to path atomically (see the package doc).
func Write(path string, data []byte) error { return write(path, data, 0) }

// WritePrivate is Write for a secret (a device key, seat tokens): the file is made,
// or made again, readable and writable by its owner alone (PrivateFileMode), whatever
// mode it had; the temporary file has that mode from its creation, so the data is never
// readable by others for a moment.
func WritePrivate(path string, data []byte) error { return write(path, data, PrivateFileMode) }

// write is Write with the mode forced to force (0: the file's own, or NewFileMode).
func write(path string, data []byte, force fs.FileMode) error {
	target, mode, err := resolve(path)
	if err != nil {
		return err
	}
	if force != 0 {
		mode = force
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp := filepath.Join(dir, tempName(base, os.Getpid()))
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cherr := f.Chmod(mode) // the umask may have narrowed the mode OpenFile used
	serr := f.Sync()
	cerr := f.Close()
	if err := errors.Join(werr, cherr, serr, cerr); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, target); err != nil {
		os.Remove(tmp)
		return err
	}
	syncDir(dir)
	return nil
}

// resolve follows symbolic links to the file that is really written and finds the mode
// to give it: the existing file's permission bits, or NewFileMode. A path that exists
// but is not a regular file (a folder, a device) is an error.
func resolve(path string) (string, fs.FileMode, error) {
	target := path
	if p, err := filepath.EvalSymlinks(path); err == nil {
		target = p
	} else if l, lerr := os.Readlink(path); lerr == nil {
		// A link to a file that does not exist yet: create the file it names.
		if !filepath.IsAbs(l) {
			l = filepath.Join(filepath.Dir(path), l)
		}
		target = l
	}
	info, err := os.Stat(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return target, NewFileMode, nil
	case err != nil:
		return "", 0, err
	case !info.Mode().IsRegular():
		return "", 0, fmt.Errorf("%s is not a regular file (%s)", path, info.Mode().Type())
	}
	return target, info.Mode().Perm(), nil
}

// tempName is the temporary file's name for base written by process pid.
func tempName(base string, pid int) string {
	return "." + base + ".tmp-" + strconv.Itoa(pid) + "-" + strconv.FormatUint(rand.Uint64()%1e9, 10)
}

// staleAfter is how old a temporary file of a live process (or of a process this
// platform cannot ask about) must be to count as left behind.
const staleAfter = 10 * time.Minute

// Clean removes the temporary files Write left in dir when its process died before the
// rename: those of processes that are no longer running, and any older than ten
// minutes. It returns how many it removed; a folder that does not exist is not an
// error.
func Clean(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		pid, ok := tempPID(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		if pid == os.Getpid() && time.Since(info.ModTime()) < staleAfter {
			continue
		}
		if alive(pid) && time.Since(info.ModTime()) < staleAfter {
			continue
		}
		if os.Remove(filepath.Join(dir, e.Name())) == nil {
			n++
		}
	}
	return n, nil
}

// tempPID reads the process id out of a temporary file's name.
func tempPID(name string) (int, bool) {
	if !strings.HasPrefix(name, ".") {
		return 0, false
	}
	i := strings.LastIndex(name, ".tmp-")
	if i < 0 {
		return 0, false
	}
	pidText, _, ok := strings.Cut(name[i+len(".tmp-"):], "-")
	if !ok {
		return 0, false
	}
	pid, err := strconv.Atoi(pidText)
	return pid, err == nil && pid > 0
}
