package thirdwheel

import (
	"math"
	"strconv"
	"time"

	"parlor/assets/sound"
	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/thirdwheel/board"
)

// Animate takes one event as the viewer may see it: the effects, the log and the race
// feedback. Third Wheel runs in real time, so no event holds the next one back.
func (t *Table) Animate(ev match.Event) int {
	now := t.Now()
	switch e := ev.(type) {
	case tw.Played:
		t.played++
		if t.feedback != "" && t.feedbackAt < now {
			// The next card takes the last race's result down (once it has been up
			// feedbackMin ticks): it speaks of a card no longer on top.
			t.feedbackUntil = min(t.feedbackUntil, max(now+feedbackFade, t.feedbackAt+feedbackMin))
		}
		t.flyN, t.flyFrom, t.flyStart, t.flyAt = e.Table.N, e.Seat, now, t.Clock().Game
		if t.Online() {
			// The server's race clock runs from the card's arrival here: it is drawn at
			// its place at once (docs/rules/thirdwheel.md#the-race-starts-when-the-card-is-on-show).
			t.flyN, t.flyStart, t.flyAt = -1, -flyTicks, math.Inf(-1)
		}
		t.addLog(t.Says(e.Seat, "plays", "play") + " " + cardWord(e.Table) + " → " + strconv.Itoa(min(e.Score, 999)))
		t.Sound(sound.Click)
	case tw.Busted:
		t.bustAt = now
		t.addLog("Bust at " + strconv.Itoa(e.Total) + "! Back to " + strconv.Itoa(e.Score))
	case tw.Matched:
		t.flashAt, t.flashGood = now, false
		t.addLog(t.Says(e.Seat, "matches", "match") + " " + cardWord(e.Target) + ": −" + strconv.Itoa(e.Removed))
	case tw.Snapped:
		t.addLog("Snap! " + cardWord(e.Target) + " cancelled: −" + strconv.Itoa(e.Removed))
	case tw.Blocked:
		t.flashAt, t.flashGood = now, false
		t.addLog(t.Says(e.Seat, "blocks", "block") + " " + cardWord(e.Target) + ": −" + strconv.Itoa(e.Removed))
	case tw.Withdrawn:
		t.addLog(t.Says(e.Seat, "withdraws", "withdraw") + " " + cardWord(e.Target) + ": −" + strconv.Itoa(e.Removed))
	case tw.Shielded:
		t.addLog(t.Says(e.Seat, "shields", "shield") + ": +" + strconv.Itoa(e.Restored))
	case tw.Countered:
		t.addLog(t.Says(e.Seat, "counters", "counter") + " the shield: −" + strconv.Itoa(e.Removed))
	case tw.BlockLifted:
		t.addLog(t.Says(e.Seat, "lifts", "lift") + " the last block: +" + strconv.Itoa(e.Value))
	case tw.Swapped:
		t.addLog(t.Says(e.By, "reads", "read") + " the room: " + t.Name(e.Duo) + " and " + t.Name(e.TW) + " swap a card")
	case tw.Passed:
		t.addLog(t.Says(e.Seat, "lets", "let") + " it pass")
	case tw.Discarded:
		t.addLog(t.Says(e.Seat, "throws", "throw") + " away " + board.CardName(e.Card))
	case tw.PenaltyOwed:
		// The banner already gave the miss; the prompt asks for the card.
		t.addLog(t.Says(e.Seat, "owes", "owe") + " a card for the missed slap")
	case tw.TurnSkipped:
		t.addLog(t.Says(e.Seat, "has", "have") + " no cards: skipped")
	case tw.PlayOutStarted:
		t.addLog("The deck is empty: the Duo plays out its hands")
	case tw.DoubleDown:
		t.flashAt, t.flashGood = now, e.Role.IsDuo()
		if e.Role.IsDuo() {
			t.addLog(t.Says(e.Seat, "wins", "win") + " the Double-Down: floor " + strconv.Itoa(e.Floor))
		} else {
			t.addLog(t.Says(e.Seat, "wins", "win") + " the Double-Down: −" + strconv.Itoa(e.Subtracted))
		}
	case tw.Submitted:
		t.submittedAt = now
	case tw.Slapped:
		t.slappedAt = now
		t.onSlapped(e)
	case tw.RaceLost:
		t.onRaceLost(e)
	case tw.GameOver:
		t.addLog(reasonText(e.Result))
		t.EndRound(true, overHold)
	}
	return 0
}

// you is how the feedback names a person: "You", or their name at a hot-seat table.
func (t *Table) you(seat int) string {
	if len(t.People()) > 1 {
		return t.Name(seat)
	}
	return "You"
}

func (t *Table) onSlapped(e tw.Slapped) {
	now := t.Now()
	t.slaps = append(t.slaps, slapFx{seat: e.Seat, start: now, outcome: e.Outcome})
	t.shakeAt = now
	t.Sound(sound.Click)
	if e.Outcome == tw.SlapSnap || e.Outcome == tw.SlapDoubleDown {
		t.flashAt, t.flashGood = now, true
	}
	at := strconv.Itoa(e.At) + " ms"
	switch e.Outcome {
	case tw.SlapSnap:
		t.addLog("SNAP! " + t.Says(e.Seat, "slaps", "slap") + " the pair at " + at)
	case tw.SlapDoubleDown:
		t.addLog(t.Says(e.Seat, "wins", "win") + " the Double-Down race at " + at)
	case tw.SlapMiss:
		t.addLog(t.Says(e.Seat, "slaps", "slap") + " with no pair: a miss")
	case tw.SlapLate:
		t.addLog(t.Says(e.Seat, "slaps", "slap") + " too late")
	case tw.SlapLost:
		t.addLog(t.Says(e.Seat, "slaps", "slap") + " after the race was won")
	}
	if !t.Person(e.Seat) {
		return
	}
	switch you := t.you(e.Seat); e.Outcome {
	case tw.SlapSnap:
		t.setFeedback(you+" snapped it at "+at+", with "+strconv.Itoa(max(t.v.Window.Deadline-e.At, 0))+" ms to spare", true)
	case tw.SlapDoubleDown:
		t.setFeedback(you+" won the race at "+at, true)
	case tw.SlapMiss:
		if t.v.Roles[e.Seat].IsDuo() {
			t.setFeedback(you+" slapped with nothing to slap: no slapping for "+strconv.Itoa(tw.LockoutMs/1000)+" s", false)
		} else {
			t.setFeedback("No pair there: a missed slap", false)
		}
	}
}

// lostShake is how long a lost race shakes the person's gamepad.
const lostShake = 250 * time.Millisecond

func (t *Table) onRaceLost(e tw.RaceLost) {
	by := strconv.Itoa(e.ByMs) + " ms"
	switch {
	case t.Person(e.Seat):
		you := t.you(e.Seat)
		t.Shake(lostShake, 0.6) // a pad that can feels the lost race
		if e.Winner < 0 {
			t.setFeedback(you+" missed the window by "+by, false)
		} else if e.ByMs == 0 {
			t.setFeedback(you+" tied with "+t.Name(e.Winner)+" to the ms and lost the coin toss", false)
		} else {
			t.setFeedback(you+" lost the race to "+t.Name(e.Winner)+" by "+by, false)
		}
	case t.Person(e.Winner):
		t.setFeedback(t.you(e.Winner)+" won the race against "+t.Name(e.Seat)+" by "+by, true)
	case e.Winner >= 0:
		t.addLog(t.Name(e.Winner) + " beat " + t.Name(e.Seat) + " by " + by)
	}
}
