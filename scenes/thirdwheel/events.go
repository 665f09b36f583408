package thirdwheel

import (
	"math"
	"strconv"
	"time"

	"parlor/assets/sound"
	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
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
		t.addLog(t.says(e.Seat, "You play %s → %s", "%s plays %s → %s", cardWord(e.Table), strconv.Itoa(min(e.Score, 999))))
		t.Sound(sound.Click)
	case tw.Busted:
		t.bustAt = now
		t.addLog(l10n.T("Bust at %s! Back to %s", strconv.Itoa(e.Total), strconv.Itoa(e.Score)))
	case tw.Matched:
		t.flashAt, t.flashGood = now, false
		t.addLog(t.says(e.Seat, "You match %s: −%s", "%s matches %s: −%s", cardWord(e.Target), strconv.Itoa(e.Removed)))
	case tw.Snapped:
		t.addLog(l10n.T("Snap! %s cancelled: −%s", cardWord(e.Target), strconv.Itoa(e.Removed)))
	case tw.Blocked:
		t.flashAt, t.flashGood = now, false
		t.addLog(t.says(e.Seat, "You block %s: −%s", "%s blocks %s: −%s", cardWord(e.Target), strconv.Itoa(e.Removed)))
	case tw.Withdrawn:
		t.addLog(t.says(e.Seat, "You withdraw %s: −%s", "%s withdraws %s: −%s", cardWord(e.Target), strconv.Itoa(e.Removed)))
	case tw.Shielded:
		t.addLog(t.says(e.Seat, "You shield: +%s", "%s shields: +%s", strconv.Itoa(e.Restored)))
	case tw.Countered:
		t.addLog(t.says(e.Seat, "You counter the shield: −%s", "%s counters the shield: −%s", strconv.Itoa(e.Removed)))
	case tw.BlockLifted:
		t.addLog(t.says(e.Seat, "You lift the last block: +%s", "%s lifts the last block: +%s", strconv.Itoa(e.Value)))
	case tw.Swapped:
		t.addLog(t.says(e.By, "You read the room: %s and %s swap a card", "%s reads the room: %s and %s swap a card", t.shown(e.Duo), t.shown(e.TW)))
	case tw.Passed:
		t.addLog(t.says(e.Seat, "You let it pass", "%s lets it pass"))
	case tw.Discarded:
		t.addLog(t.says(e.Seat, "You throw away %s", "%s throws away %s", cardName(e.Card)))
	case tw.PenaltyOwed:
		// The banner already gave the miss; the prompt asks for the card.
		t.addLog(t.says(e.Seat, "You owe a card for the missed slap", "%s owes a card for the missed slap"))
	case tw.TurnSkipped:
		t.addLog(t.says(e.Seat, "You have no cards: skipped", "%s has no cards: skipped"))
	case tw.PlayOutStarted:
		t.addLog(l10n.T("The deck is empty: the Duo plays out its hands"))
	case tw.DoubleDown:
		t.flashAt, t.flashGood = now, e.Role.IsDuo()
		if e.Role.IsDuo() {
			t.addLog(t.says(e.Seat, "You win the Double-Down: floor %s", "%s wins the Double-Down: floor %s", strconv.Itoa(e.Floor)))
		} else {
			t.addLog(t.says(e.Seat, "You win the Double-Down: −%s", "%s wins the Double-Down: −%s", strconv.Itoa(e.Subtracted)))
		}
	case tw.Submitted:
		t.submittedAt = now
	case tw.Slapped:
		t.slappedAt = now
		t.onSlapped(e)
	case tw.RaceLost:
		t.onRaceLost(e)
	case tw.GameOver:
		t.addLog(l10n.T(reasonText(e.Result)))
		t.EndRound(true, overHold)
	}
	return 0
}

func (t *Table) onSlapped(e tw.Slapped) {
	now := t.Now()
	t.slaps = append(t.slaps, slapFx{seat: e.Seat, start: now, outcome: e.Outcome})
	t.shakeAt = now
	t.Sound(sound.Click)
	if e.Outcome == tw.SlapSnap || e.Outcome == tw.SlapDoubleDown {
		t.flashAt, t.flashGood = now, true
	}
	at := ms(e.At)
	switch e.Outcome {
	case tw.SlapSnap:
		t.addLog(t.says(e.Seat, "SNAP! You slap the pair at %s", "SNAP! %s slaps the pair at %s", at))
	case tw.SlapDoubleDown:
		t.addLog(t.says(e.Seat, "You win the Double-Down race at %s", "%s wins the Double-Down race at %s", at))
	case tw.SlapMiss:
		t.addLog(t.says(e.Seat, "You slap with no pair: a miss", "%s slaps with no pair: a miss"))
	case tw.SlapLate:
		t.addLog(t.says(e.Seat, "You slap too late", "%s slaps too late"))
	case tw.SlapLost:
		t.addLog(t.says(e.Seat, "You slap after the race was won", "%s slaps after the race was won"))
	}
	if !t.Person(e.Seat) {
		return
	}
	switch e.Outcome {
	case tw.SlapSnap:
		t.setFeedback(t.youSays(e.Seat, "You snapped it at %s, with %s to spare", "%s snapped it at %s, with %s to spare", at, ms(max(t.v.Window.Deadline-e.At, 0))), true)
	case tw.SlapDoubleDown:
		t.setFeedback(t.youSays(e.Seat, "You won the race at %s", "%s won the race at %s", at), true)
	case tw.SlapMiss:
		if t.v.Roles[e.Seat].IsDuo() {
			t.setFeedback(t.youSays(e.Seat, "You slapped with nothing to slap: no slapping for %s s", "%s slapped with nothing to slap: no slapping for %s s", l10n.Int(tw.LockoutMs/1000)), false)
		} else {
			t.setFeedback(l10n.T("No pair there: a missed slap"), false)
		}
	}
}

// lostShake is how long a lost race shakes the person's gamepad.
const lostShake = 250 * time.Millisecond

func (t *Table) onRaceLost(e tw.RaceLost) {
	by := ms(e.ByMs)
	switch {
	case t.Person(e.Seat):
		t.Shake(lostShake, 0.6) // a pad that can feels the lost race
		if e.Winner < 0 {
			t.setFeedback(t.youSays(e.Seat, "You missed the window by %s", "%s missed the window by %s", by), false)
		} else if e.ByMs == 0 {
			t.setFeedback(t.youSays(e.Seat, "You tied with %s to the ms and lost the coin toss", "%s tied with %s to the ms and lost the coin toss", t.shown(e.Winner)), false)
		} else {
			t.setFeedback(t.youSays(e.Seat, "You lost the race to %s by %s", "%s lost the race to %s by %s", t.shown(e.Winner), by), false)
		}
	case t.Person(e.Winner):
		t.setFeedback(t.youSays(e.Winner, "You won the race against %s by %s", "%s won the race against %s by %s", t.shown(e.Seat), by), true)
	case e.Winner >= 0:
		t.addLog(l10n.T("%s beat %s by %s", t.shown(e.Winner), t.shown(e.Seat), by))
	}
}
