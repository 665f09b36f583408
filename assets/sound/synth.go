// Package sound synthesizes Parlor's short sound effects in code and plays them through
// Ebitengine's audio package.
//
// Every effect is rendered once, at start-up, as 16-bit little-endian signed stereo PCM
// at 48000 Hz from seeded noise, a few oscillators, simple filters and envelopes, so the
// same effect is always the same bytes. Playing is done by a Player (see New), which is
// silent — and never touches the audio device — when the machine has no sound device.
package sound

import (
	"encoding/binary"
	"math"

	"parlor/internal/enum"
)

// SampleRate is the sample rate of every effect and of the audio context, in Hz.
const SampleRate = 48000

// BytesPerFrame is the size of one stereo frame: two 16-bit samples (left, right).
const BytesPerFrame = 4

// Effect names one synthesized sound effect.
type Effect uint8

// The effects. Count is the number of effects, not an effect.
const (
	Deal    Effect = iota // a card dealt onto the table: a soft snap
	Draw                  // a card drawn from the stock: a short slide
	Discard               // a card laid on the discard pile: a tap
	Shuffle               // the deck shuffled: a riffle burst
	Flip                  // a card turned over: a quick "fwip"
	Click                 // a button or menu click
	Slap                  // a hand slapping the pile: a sharp smack
	Count
)

var effectNames = [Count]string{"deal", "draw", "discard", "shuffle", "flip", "click", "slap"}

// String is the effect's lower-case name ("deal", "slap", ...).
func (e Effect) String() string { return enum.Name(e, "Effect", effectNames[:]...) }

// durations are the effects' lengths in milliseconds.
var durations = [Count]int{
	Deal:    90,
	Draw:    200,
	Discard: 80,
	Shuffle: 620,
	Flip:    110,
	Click:   35,
	Slap:    190,
}

// Frames is the length of effect e in stereo frames (SampleRate per second); 0 for an
// unknown effect.
func Frames(e Effect) int {
	if e >= Count {
		return 0
	}
	return durations[e] * SampleRate / 1000
}

// Synth renders effect e as 16-bit little-endian signed stereo PCM at SampleRate:
// Frames(e)*BytesPerFrame bytes. It is deterministic (the noise is seeded per effect)
// and returns nil for an unknown effect. Each call returns a fresh slice.
func Synth(e Effect) []byte {
	if e >= Count {
		return nil
	}
	n := Frames(e)
	l := make([]float64, n)
	r := make([]float64, n)
	rng := noise{state: 0x9E3779B97F4A7C15 ^ uint64(e+1)*0xBF58476D1CE4E5B9}
	synths[e](l, r, &rng)
	fadeEdges(l, r)
	normalize(l, r, peaks[e])
	return toPCM(l, r)
}

// synths draw each effect's sound into the two channels.
var synths = [Count]func(l, r []float64, rng *noise){
	Deal: synthDeal, Draw: synthDraw, Discard: synthDiscard, Shuffle: synthShuffle, Flip: synthFlip, Click: synthClick, Slap: synthSlap,
}

// peaks are the effects' peak levels (fractions of full scale): louder for the slap,
// quieter for the frequent deal and click.
var peaks = [Count]float64{
	Deal: 0.45, Draw: 0.35, Discard: 0.5, Shuffle: 0.4, Flip: 0.35, Click: 0.3, Slap: 0.85,
}

// noise is a small deterministic generator (splitmix64) for white noise; it is not
// the gameplay generator and never touches a global source.
type noise struct{ state uint64 }

func (n *noise) next() uint64 {
	n.state += 0x9E3779B97F4A7C15
	z := n.state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// white is uniform noise in [-1, 1).
func (n *noise) white() float64 { return float64(n.next()>>11)/(1<<52) - 1 }

// unit is uniform in [0, 1).
func (n *noise) unit() float64 { return float64(n.next()>>11) / (1 << 53) }

// bandpass is a state-variable filter (Chamberlin) giving a band-pass output.
type bandpass struct{ low, band, f, q float64 }

func newBandpass(hz, q float64) bandpass {
	return bandpass{f: 2 * math.Sin(math.Pi*math.Min(hz, SampleRate/6)/SampleRate), q: 1 / q}
}

func (b *bandpass) setFreq(hz float64) {
	b.f = 2 * math.Sin(math.Pi*math.Min(hz, SampleRate/6)/SampleRate)
}

func (b *bandpass) step(x float64) float64 {
	b.low += b.f * b.band
	high := x - b.low - b.q*b.band
	b.band += b.f * high
	return b.band
}

// onePole is a one-pole low-pass filter; x - lp gives a gentle high-pass.
type onePole struct{ y, a float64 }

func newLowpass(hz float64) onePole { return onePole{a: 1 - math.Exp(-2*math.Pi*hz/SampleRate)} }

func (o *onePole) step(x float64) float64 { o.y += o.a * (x - o.y); return o.y }

// decay is exp(-t/tau) for t, tau in seconds.
func decay(t, tau float64) float64 { return math.Exp(-t / tau) }

// attack rises from 0 to 1 over a seconds (a smooth quarter sine).
func attack(t, a float64) float64 {
	if t >= a {
		return 1
	}
	return math.Sin(t / a * math.Pi / 2)
}

func secs(i int) float64 { return float64(i) / SampleRate }

func synthDeal(l, r []float64, rng *noise) {
	bp := newBandpass(3200, 1.2)
	lp := newLowpass(6000)
	for i := range l {
		t := secs(i)
		env := attack(t, 0.0015) * decay(t, 0.014)
		v := bp.step(rng.white()) * env * 2.2
		v += lp.step(rng.white()*env) * 0.4
		v += math.Sin(2*math.Pi*190*t) * attack(t, 0.002) * decay(t, 0.018) * 0.35
		l[i], r[i] = v, v*0.92
	}
}

func synthDraw(l, r []float64, rng *noise) {
	bp := newBandpass(1400, 0.7)
	hp := newLowpass(400)
	total := secs(len(l))
	for i := range l {
		t := secs(i)
		p := t / total
		env := math.Sin(math.Pi*math.Pow(p, 0.7)) * (1 - 0.3*p)
		bp.setFreq(1100 + 1600*p)
		x := rng.white()
		v := bp.step(x - hp.step(x))
		// a faint grain of friction
		v *= 0.8 + 0.2*math.Sin(2*math.Pi*37*t)
		l[i], r[i] = v*env*0.9, v*env
	}
}

func synthDiscard(l, r []float64, rng *noise) {
	bp := newBandpass(2400, 2)
	for i := range l {
		t := secs(i)
		click := bp.step(rng.white()) * attack(t, 0.0005) * decay(t, 0.004) * 3
		body := math.Sin(2*math.Pi*(880-300*math.Min(t/0.03, 1))*t) * decay(t, 0.012) * 0.5
		thump := math.Sin(2*math.Pi*210*t) * attack(t, 0.001) * decay(t, 0.02) * 0.6
		v := click + body + thump
		l[i], r[i] = v, v
	}
}

func synthShuffle(l, r []float64, rng *noise) {
	// A riffle: many tiny card clicks, denser and louder in the middle, then the
	// bridge as the halves settle (a short soft slide at the end).
	n := len(l)
	total := secs(n)
	type blip struct {
		at   int
		amp  float64
		pan  float64
		tone float64
	}
	var blips []blip
	t := 0.02
	for t < total*0.8 {
		p := t / (total * 0.8)
		gap := 0.0022 + 0.011*(1-math.Sin(math.Pi*p)) + 0.002*rng.unit()
		blips = append(blips, blip{
			at:   int(t * SampleRate),
			amp:  0.35 + 0.65*math.Sin(math.Pi*p) + 0.1*rng.white(),
			pan:  0.5 + 0.35*math.Sin(2*math.Pi*p) + 0.1*rng.white(),
			tone: 2400 + 2000*rng.unit(),
		})
		t += gap
	}
	blipLen := int(0.012 * SampleRate)
	for _, b := range blips {
		bp := newBandpass(b.tone, 1.5)
		for j := 0; j < blipLen && b.at+j < n; j++ {
			tt := secs(j)
			v := bp.step(rng.white()) * attack(tt, 0.0004) * decay(tt, 0.0025) * b.amp * 2
			l[b.at+j] += v * (1 - b.pan) * 2
			r[b.at+j] += v * b.pan * 2
		}
	}
	// a soft bed of paper noise under the clicks, following their density
	bed := newBandpass(3000, 0.7)
	for i := 0; i < n; i++ {
		p := secs(i) / (total * 0.8)
		if p > 1 {
			break
		}
		v := bed.step(rng.white()) * math.Pow(math.Sin(math.Pi*p), 2) * 0.18
		l[i] += v
		r[i] += v
	}
	// the bridge: a soft slide in the last fifth
	bp := newBandpass(1800, 0.8)
	start := int(total * 0.78 * SampleRate)
	for i := start; i < n; i++ {
		p := float64(i-start) / float64(n-start)
		v := bp.step(rng.white()) * math.Sin(math.Pi*p) * 0.5
		l[i] += v
		r[i] += v
	}
}

func synthFlip(l, r []float64, rng *noise) {
	bp := newBandpass(800, 1.5)
	total := secs(len(l))
	for i := range l {
		t := secs(i)
		p := t / total
		bp.setFreq(700 + 3200*p*p)
		env := math.Pow(math.Sin(math.Pi*p), 1.5)
		v := bp.step(rng.white()) * env
		// a tiny snap as the card lands
		if p > 0.7 {
			tt := t - 0.7*total
			v += rng.white() * decay(tt, 0.003) * 0.5
		}
		l[i], r[i] = v*(1-0.2*p), v*(0.8+0.2*p)
	}
}

func synthClick(l, r []float64, rng *noise) {
	for i := range l {
		t := secs(i)
		v := math.Sin(2*math.Pi*1750*t)*decay(t, 0.006) + rng.white()*decay(t, 0.0012)*0.4
		v *= attack(t, 0.0003)
		l[i], r[i] = v, v
	}
}

func synthSlap(l, r []float64, rng *noise) {
	lp := newLowpass(5000)
	bp := newBandpass(1200, 0.9)
	for i := range l {
		t := secs(i)
		x := rng.white()
		low := lp.step(x)
		crack := ((x-low)*0.9 + low*0.6 + bp.step(x)*1.8) * attack(t, 0.0004) * decay(t, 0.016)
		thump := math.Sin(2*math.Pi*(150-50*math.Min(t/0.04, 1))*t) * attack(t, 0.001) * decay(t, 0.028) * 0.55
		v := math.Tanh((crack + thump) * 1.8)
		l[i], r[i] = v, v
	}
}

// fadeEdges ramps the first and last 2 ms so no effect starts or ends with a click.
func fadeEdges(l, r []float64) {
	m := SampleRate * 2 / 1000
	n := len(l)
	for i := 0; i < m && i < n; i++ {
		g := float64(i) / float64(m)
		l[i] *= g
		r[i] *= g
		l[n-1-i] *= g
		r[n-1-i] *= g
	}
}

// normalize scales both channels so the larger peak is exactly peak (if not silent).
func normalize(l, r []float64, peak float64) {
	m := 0.0
	for i := range l {
		m = math.Max(m, math.Max(math.Abs(l[i]), math.Abs(r[i])))
	}
	if m == 0 {
		return
	}
	g := peak / m
	for i := range l {
		l[i] *= g
		r[i] *= g
	}
}

func toPCM(l, r []float64) []byte {
	out := make([]byte, len(l)*BytesPerFrame)
	for i := range l {
		binary.LittleEndian.PutUint16(out[i*4:], uint16(toInt16(l[i])))
		binary.LittleEndian.PutUint16(out[i*4+2:], uint16(toInt16(r[i])))
	}
	return out
}

func toInt16(v float64) int16 {
	s := math.Round(v * 32767)
	if s > 32767 {
		s = 32767
	}
	if s < -32768 {
		s = -32768
	}
	return int16(s)
}
