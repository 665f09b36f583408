//go:build unix

package boundedread

import "syscall"

// openFlags makes opening a named pipe that replaced the file after Stat return at once
// instead of waiting for a writer (the file is then refused as not regular).
const openFlags = syscall.O_NONBLOCK
