package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"path/filepath"
	"testing"
)

func samples(pcm []byte) (l, r []int16) {
	for i := 0; i+3 < len(pcm); i += 4 {
		l = append(l, int16(binary.LittleEndian.Uint16(pcm[i:])))
		r = append(r, int16(binary.LittleEndian.Uint16(pcm[i+2:])))
	}
	return l, r
}

func rms(s []int16) float64 {
	sum := 0.0
	for _, v := range s {
		sum += float64(v) * float64(v)
	}
	return math.Sqrt(sum/float64(len(s))) / 32768
}

func TestSynthLengthAndFormat(t *testing.T) {
	wantMs := map[Effect]int{Deal: 90, Draw: 200, Discard: 80, Shuffle: 620, Flip: 110, Click: 35, Slap: 190}
	if len(wantMs) != int(Count) {
		t.Fatalf("test covers %d effects, package has %d", len(wantMs), Count)
	}
	for e, ms := range wantMs {
		pcm := Synth(e)
		frames := ms * SampleRate / 1000
		if Frames(e) != frames {
			t.Errorf("%v: Frames = %d, want %d", e, Frames(e), frames)
		}
		if len(pcm) != frames*BytesPerFrame {
			t.Errorf("%v: %d bytes, want %d (%d ms of 16-bit stereo at %d Hz)", e, len(pcm), frames*BytesPerFrame, ms, SampleRate)
		}
	}
	if Synth(Count) != nil || Frames(Count) != 0 {
		t.Error("an unknown effect should synthesize nothing")
	}
}

func TestSynthAudible(t *testing.T) {
	for e := Effect(0); e < Count; e++ {
		l, r := samples(Synth(e))
		for ch, s := range [][]int16{l, r} {
			peak := 0
			for _, v := range s {
				peak = max(peak, int(math.Abs(float64(v))))
			}
			if peak < 6000 {
				t.Errorf("%v channel %d: peak %d is too quiet", e, ch, peak)
			}
			if peak > 32767 {
				t.Errorf("%v channel %d: peak %d clips", e, ch, peak)
			}
			if v := rms(s); v < 0.01 {
				t.Errorf("%v channel %d: RMS %.4f, want an audible signal", e, ch, v)
			}
			// No click at either end: the first and last samples are near zero.
			if abs16(s[0]) > 200 || abs16(s[len(s)-1]) > 200 {
				t.Errorf("%v channel %d: starts at %d, ends at %d; want a fade in and out", e, ch, s[0], s[len(s)-1])
			}
		}
	}
}

func abs16(v int16) int {
	if v < 0 {
		return -int(v)
	}
	return int(v)
}

func TestSynthDeterministicAndDistinct(t *testing.T) {
	seen := map[string]Effect{}
	for e := Effect(0); e < Count; e++ {
		a, b := Synth(e), Synth(e)
		if !bytes.Equal(a, b) {
			t.Errorf("%v: two renders differ", e)
		}
		a[0] ^= 0xff // callers get their own copy
		if bytes.Equal(a, Synth(e)) {
			t.Errorf("%v: Synth returned shared memory", e)
		}
		key := string(b[:min(len(b), 4000)])
		if o, dup := seen[key]; dup {
			t.Errorf("%v sounds the same as %v", e, o)
		}
		seen[key] = e
	}
}

func TestSlapIsSharpAndShuffleIsLong(t *testing.T) {
	// The slap reaches its peak within 5 ms; the shuffle keeps sounding past its middle.
	l, _ := samples(Synth(Slap))
	peakAt := 0
	for i, v := range l {
		if abs16(v) > abs16(l[peakAt]) {
			peakAt = i
		}
	}
	if ms := peakAt * 1000 / SampleRate; ms > 5 {
		t.Errorf("slap peaks at %d ms, want a sharp attack (≤ 5 ms)", ms)
	}
	s, _ := samples(Synth(Shuffle))
	mid := s[len(s)/3 : len(s)*2/3]
	if v := rms(mid); v < 0.02 {
		t.Errorf("shuffle's middle third has RMS %.4f, want a sustained riffle", v)
	}
}

func TestEffectString(t *testing.T) {
	if Deal.String() != "deal" || Slap.String() != "slap" || Effect(99).String() != "Effect(99)" {
		t.Errorf("names: %q %q %q", Deal, Slap, Effect(99))
	}
}

func TestSilentPlayer(t *testing.T) {
	for _, p := range []*Player{nil, NewSilent()} {
		if p.Available() {
			t.Error("a silent player reports Available")
		}
		p.Play(Deal)
		p.Play(Count + 3)
		p.SetMuted(true)
		if !p.Muted() {
			t.Error("Muted() false after SetMuted(true)")
		}
		p.SetMuted(false)
		if p != nil && p.Muted() {
			t.Error("Muted() true after SetMuted(false)")
		}
		if p == nil && !p.Muted() {
			t.Error("a nil player should report muted")
		}
	}
	p := NewSilent()
	if n := testing.AllocsPerRun(100, func() { p.Play(Slap) }); n != 0 {
		t.Errorf("Play on a silent player allocates %v times", n)
	}
}

func TestNewForcedOff(t *testing.T) {
	t.Setenv("PARLOR_AUDIO", "off")
	p := New()
	if p == nil || p.Available() {
		t.Fatalf("PARLOR_AUDIO=off: New() = %v, want a silent player", p)
	}
	p.Play(Shuffle)
}

func TestForcedOffValues(t *testing.T) {
	for v, want := range map[string]bool{"off": true, " OFF ": true, "0": true, "none": true, "": false, "on": false, "1": false} {
		if got := forcedOff(v); got != want {
			t.Errorf("forcedOff(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestSystemHints(t *testing.T) {
	type fs struct {
		env   map[string]string
		files map[string]bool
		dirs  map[string][]string
		text  map[string]string
	}
	check := func(f fs) bool {
		return systemHints(
			func(k string) string { return f.env[k] },
			func(p string) bool { return f.files[filepath.Clean(p)] },
			func(p string) []string { return f.dirs[p] },
			func(p string) string { return f.text[p] },
		)
	}
	cases := []struct {
		name string
		f    fs
		want bool
	}{
		{"bare container", fs{env: map[string]string{"HOME": "/root"}}, false},
		{"control node only", fs{dirs: map[string][]string{"/dev/snd": {"controlC0", "timer", "pcmC0D0c"}}}, false},
		{"playback pcm", fs{dirs: map[string][]string{"/dev/snd": {"controlC0", "pcmC0D0p"}}}, true},
		{"no soundcards text", fs{text: map[string]string{"/proc/asound/cards": "--- no soundcards ---\n"}}, false},
		{"a card", fs{text: map[string]string{"/proc/asound/cards": " 0 [PCH ]: HDA-Intel - HDA Intel PCH\n"}}, true},
		{"pulse server env", fs{env: map[string]string{"PULSE_SERVER": "unix:/tmp/p"}}, true},
		{"pulse socket", fs{env: map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, files: map[string]bool{"/run/user/1000/pulse/native": true}}, true},
		{"pipewire socket", fs{env: map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, files: map[string]bool{"/run/user/1000/pipewire-0": true}}, true},
		{"runtime dir without sockets", fs{env: map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}}, false},
		{"asound.conf", fs{files: map[string]bool{"/etc/asound.conf": true}}, true},
		{"asoundrc", fs{env: map[string]string{"HOME": "/home/a"}, files: map[string]bool{"/home/a/.asoundrc": true}}, true},
	}
	for _, c := range cases {
		if got := check(c.f); got != c.want {
			t.Errorf("%s: systemHints = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestNewNeverFails(t *testing.T) {
	// Whatever this machine has, New returns a usable player and playing is harmless.
	// (Run it once only: Ebitengine allows one audio context per process, and New reuses it.)
	p := New()
	if p == nil {
		t.Fatal("New returned nil")
	}
	if p.Available() != deviceAvailable() {
		t.Errorf("Available() = %v but deviceAvailable() = %v", p.Available(), deviceAvailable())
	}
	p.SetMuted(true)
	p.Play(Deal)
	if !p.Muted() {
		t.Error("not muted")
	}
	q := New() // a second New reuses the context instead of panicking
	if q == nil || q.Available() != p.Available() {
		t.Errorf("second New: %v", q)
	}
}
