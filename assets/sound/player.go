package sound

import (
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Voices is how many copies of one effect can sound at once (a fast deal overlaps).
const Voices = 4

// volumes are the per-effect player volumes (0..1), on top of each effect's peak level.
var volumes = [Count]float64{
	Deal: 0.8, Draw: 0.8, Discard: 0.9, Shuffle: 0.8, Flip: 0.8, Click: 0.7, Slap: 1,
}

// Player plays the synthesized effects. A Player is either live (it has an Ebitengine
// audio context and one set of players per effect) or silent (Available() is false: every
// Play does nothing). A nil *Player behaves as a silent, muted player, so callers never
// need to check. Use it from the game goroutine (Update); it is not safe for concurrent
// use.
type Player struct {
	ctx    *audio.Context
	voices [Count][Voices]*audio.Player
	next   [Count]uint8
	muted  bool
	made   Effect // effects below made have their players (Prepare); the others are silent
}

// New returns a live Player when a sound device can be used, else a silent one; it never
// fails and never panics. Set PARLOR_AUDIO=off to force silence.
//
// On Linux it creates no audio context unless an ALSA device can really be opened:
// Ebitengine 2.8.8's ALSA backend (oto v3) opens the device in the background after the
// context is made, and a failure there is returned from ebiten.RunGame, which would end
// the game. So New first looks for a sign of a sound system (/dev/snd entries, a
// PulseAudio or PipeWire socket, an ALSA configuration file) and, if there is one, opens
// and closes the default ALSA PCM device itself, with ALSA's error messages silenced.
// In the browser the context is always created: Ebitengine resumes it on the page's
// first click. If an audio context already exists in the process it is reused (at
// 48000 Hz) rather than created twice, which Ebitengine forbids.
func New() *Player {
	p := Begin()
	for !p.Prepare() {
	}
	return p
}

// Begin is New without its effects: each Prepare makes one effect's players (its samples
// synthesized, a few milliseconds), so that a start-up can spread the work over frames;
// an effect not made yet plays nothing. The first Prepare of a live Player also makes
// the browser's audio context.
func Begin() *Player {
	if forcedOff(os.Getenv("PARLOR_AUDIO")) || !deviceAvailable() {
		return NewSilent()
	}
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(SampleRate)
	} else if ctx.SampleRate() != SampleRate {
		return NewSilent()
	}
	return &Player{ctx: ctx}
}

// Prepare makes the next effect's players and reports whether every effect is made (a
// silent Player always is).
func (p *Player) Prepare() bool {
	if p == nil || p.ctx == nil {
		return true
	}
	if e := p.made; e < Count {
		pcm := Synth(e)
		for v := range p.voices[e] {
			// Each voice reads the same bytes through its own reader.
			ap := p.ctx.NewPlayerFromBytes(pcm)
			ap.SetVolume(volumes[e])
			p.voices[e][v] = ap
		}
		p.made++
	}
	return p.made == Count
}

// NewSilent returns a Player that never makes a sound (Available() is false).
func NewSilent() *Player { return &Player{} }

func forcedOff(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "off", "0", "no", "none", "false", "mute", "silent":
		return true
	}
	return false
}

// Available reports whether the Player can make sound (a device was found and an audio
// context created). Muting does not change it.
func (p *Player) Available() bool { return p != nil && p.ctx != nil }

// SetMuted mutes or unmutes the Player; muting also stops the effects now sounding.
func (p *Player) SetMuted(m bool) {
	if p == nil {
		return
	}
	p.muted = m
	if m {
		p.stopAll()
	}
}

// Muted reports whether the Player is muted (a nil Player is).
func (p *Player) Muted() bool { return p == nil || p.muted }

// Play starts effect e from its beginning; an unknown effect, a muted or silent Player
// does nothing. Up to Voices copies of one effect overlap; a further Play restarts the
// oldest. Call it from Update. Play itself allocates nothing (the players and their
// PCM are made once, in New) and a silent or muted Play does not allocate at all; on a
// live device Ebitengine 2.8.8 and its oto backend allocate about one small object per
// started sound inside audio.Player.Play (measured with ALSA's null device), which is
// theirs and cannot be avoided short of mixing every effect into one endless stream
// (which would add that stream's buffer to the latency of every sound).
func (p *Player) Play(e Effect) {
	if p == nil || p.ctx == nil || p.muted || e >= p.made {
		return
	}
	vs := &p.voices[e]
	// Prefer an idle voice, starting from the round-robin position.
	i := int(p.next[e])
	for k := 0; k < Voices; k++ {
		j := (int(p.next[e]) + k) % Voices
		if !vs[j].IsPlaying() {
			i = j
			break
		}
	}
	p.next[e] = uint8((i + 1) % Voices)
	ap := vs[i]
	if ap.IsPlaying() {
		ap.Pause()
	}
	if err := ap.Rewind(); err != nil {
		return
	}
	ap.Play()
}

func (p *Player) stopAll() {
	if p.ctx == nil {
		return
	}
	for e := range p.voices {
		for _, ap := range p.voices[e] {
			if ap != nil && ap.IsPlaying() {
				ap.Pause()
			}
		}
	}
}
