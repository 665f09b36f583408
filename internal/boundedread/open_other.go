//go:build !unix

package boundedread

// openFlags: no non-blocking open here; Stat already refused what is not a regular file.
const openFlags = 0
