//go:build linux

package server

import (
	"syscall"

	"golang.org/x/sys/unix"

	"parlor/online"
)

// tcpRTT is the connection's round trip as the kernel measures it (online.TransportRTT,
// ms; -1 when the socket cannot tell).
func tcpRTT(raw syscall.RawConn) int {
	rtt := -1
	raw.Control(func(fd uintptr) {
		info, err := unix.GetsockoptTCPInfo(int(fd), unix.IPPROTO_TCP, unix.TCP_INFO)
		if err == nil {
			rtt = online.TransportRTT(int64(info.Rtt), int64(info.Rttvar), int64(info.Min_rtt))
		}
	})
	return rtt
}

// tcpMSS is the connection's largest segment the kernel sends (bytes; -1 unknown).
func tcpMSS(raw syscall.RawConn) int {
	mss := -1
	raw.Control(func(fd uintptr) {
		info, err := unix.GetsockoptTCPInfo(int(fd), unix.IPPROTO_TCP, unix.TCP_INFO)
		if err == nil {
			mss = int(info.Snd_mss)
		}
	})
	return mss
}
