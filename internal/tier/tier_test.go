package tier

import (
	"os"
	"testing"
)

// TestQuick: Quick follows -short and PARLOR_LONG, and Long goes on exactly when the
// long tier runs.
func TestQuick(t *testing.T) {
	want := testing.Short() && os.Getenv(LongEnv) != "1"
	if Quick() != want {
		t.Fatalf("Quick() = %v with -short %v and %s=%q", Quick(), testing.Short(), LongEnv, os.Getenv(LongEnv))
	}
	t.Setenv(LongEnv, "1")
	if Quick() {
		t.Errorf("Quick() with %s=1: want false, the long tier put back", LongEnv)
	}
	ran := false
	t.Run("long", func(t *testing.T) {
		Long(t, "nothing")
		ran = true
	})
	if !ran {
		t.Errorf("a long-tier test stopped with %s=1", LongEnv)
	}
}
