package sound

import (
	"path/filepath"
	"strings"
)

// systemHints tells whether the machine shows any sign of a sound system that ALSA's
// default device could reach: a PCM device node under /dev/snd, a card listed in
// /proc/asound/cards, a PulseAudio or PipeWire socket, or an ALSA configuration file
// (which may define devices without a card). It is only a cheap pre-check that avoids
// asking ALSA at all (and ALSA's error spam) on machines such as CI containers; the real
// test is opening the device. The filesystem and environment are passed in for tests.
func systemHints(getenv func(string) string, exists func(string) bool, readDir func(string) []string, readFile func(string) string) bool {
	for _, name := range readDir("/dev/snd") {
		if strings.HasPrefix(name, "pcmC") && strings.HasSuffix(name, "p") {
			return true
		}
	}
	if cards := strings.TrimSpace(readFile("/proc/asound/cards")); cards != "" && !strings.Contains(cards, "no soundcards") {
		return true
	}
	if getenv("PULSE_SERVER") != "" {
		return true
	}
	if rt := getenv("XDG_RUNTIME_DIR"); rt != "" {
		if exists(filepath.Join(rt, "pulse", "native")) || exists(filepath.Join(rt, "pipewire-0")) {
			return true
		}
	}
	if exists("/etc/asound.conf") {
		return true
	}
	if home := getenv("HOME"); home != "" && exists(filepath.Join(home, ".asoundrc")) {
		return true
	}
	return false
}
