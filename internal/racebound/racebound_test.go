package racebound

import (
	"testing"
	"time"
)

func TestScale(t *testing.T) {
	if got := Scale(2 * time.Second); got != time.Duration(Factor)*2*time.Second {
		t.Errorf("Scale(2s) = %v with Factor %d", got, Factor)
	}
	if Factor != 1 && Factor != 4 {
		t.Errorf("Factor %d, want 1 (normal build) or 4 (race)", Factor)
	}
}
