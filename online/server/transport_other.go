//go:build !linux

package server

import "syscall"

// tcpRTT is -1: this system's round-trip figures are not read (the judge falls back to
// the pings and acks).
func tcpRTT(syscall.RawConn) int { return -1 }

// tcpMSS is -1: not read here.
func tcpMSS(syscall.RawConn) int { return -1 }
