// Package boundedread reads Parlor's input files and streams with a limit: a game
// record, the settings file, a save, one line of `parlor-sim meld -batch`. Whatever is
// put in their place (a 200 MB file, /dev/zero, a named pipe nobody writes to, a line
// without end) gives a clear error at once instead of filling memory or blocking.
//
// File reads only regular files (a symbolic link to one is followed): a folder, a
// device, a named pipe or a socket is refused before anything is read from it, and a
// file longer than the limit is refused after reading one byte past it. Line reads one
// line of a stream, never keeping more than the limit; an over-long line is skipped to
// its end so that the next line can be read.
package boundedread

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// TooLargeError is a file or line longer than the limit (in bytes).
type TooLargeError struct {
	// What names it: a file's path, or "line".
	What  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is longer than the limit of %s", e.What, Size(e.Limit))
}

// NotRegularError is a path that names something other than a regular file.
type NotRegularError struct {
	Path string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is not a regular file (%s)", e.Path, kind(e.Mode))
}

// kind names a file type in plain words.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeIrregular != 0:
		return "an irregular file"
	}
	return m.Type().String()
}

// Size writes a byte count the way the limits are documented: "16 MiB", "64 KiB",
// "300 bytes".
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// File reads the regular file at path, at most limit bytes (limit > 0). Errors: the
// file's own (not found: errors.Is(err, fs.ErrNotExist)), a *NotRegularError, or a
// *TooLargeError when the file holds more than limit bytes.
func File(path string, limit int64) ([]byte, error) {
	// Stat first, so that opening never waits on a named pipe or a device.
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Mode: info.Mode()}
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The path may have been replaced between Stat and Open: ask the open file.
	if info, err = f.Stat(); err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Mode: info.Mode()}
	}
	if info.Size() > limit {
		return nil, &TooLargeError{What: path, Limit: limit}
	}
	// A regular file may still grow while it is read, or report no size at all (files
	// under /proc): read one byte past the limit to tell.
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{What: path, Limit: limit}
	}
	return data, nil
}

// Line reads the next line from r, without its end ("\n", or "\r\n"), keeping at most
// limit bytes of it. It returns io.EOF only when no byte is left; a last line without a
// newline is a line. A line longer than limit is read to its end and dropped, and Line
// returns a *TooLargeError (What "line"): the next call reads the line after it.
func Line(r *bufio.Reader, limit int) ([]byte, error) {
	var line []byte
	over := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !over {
			if len(line)+len(chunk) > limit+2 { // room for "\r\n"
				over, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		switch {
		case err == nil:
			return finish(line, over, limit)
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if len(chunk) == 0 && len(line) == 0 && !over {
				return nil, io.EOF
			}
			return finish(line, over, limit)
		default:
			return nil, err
		}
	}
}

func finish(line []byte, over bool, limit int) ([]byte, error) {
	if n := len(line); n > 0 && line[n-1] == '\n' {
		line = line[:n-1]
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
	}
	if over || len(line) > limit {
		return nil, &TooLargeError{What: "line", Limit: int64(limit)}
	}
	return line, nil
}
