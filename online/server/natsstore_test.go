package server

import (
	"context"
	"errors"
	"testing"
)

// TestWriteRetryMeetsItsOwnRecord: a write sent again after its answer was lost (a
// request that timed out on a loaded machine) is the record already stored, not a
// fenced write; a write from another writer on the same fence is refused.
func TestWriteRetryMeetsItsOwnRecord(t *testing.T) {
	s, err := OpenNATS(NATSOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	write := func(after uint64, node string, es ...Entry) (uint64, error) {
		body, err := encodeEntries(es)
		if err != nil {
			t.Fatal(err)
		}
		return s.write(s.fencedMsg("RTRZ23", after, node, body))
	}
	cfg := Entry{Kind: "config", Seed: 7}
	first, err := write(0, "a", cfg)
	if err != nil {
		t.Fatal(err)
	}
	again, err := write(0, "a", cfg)
	if err != nil || again != first {
		t.Fatalf("the same write again: record %d, %v; want record %d, no error", again, err, first)
	}
	if _, err := write(0, "b", Entry{Kind: "host", Node: "b"}); !errors.Is(err, ErrFenced) {
		t.Fatalf("another writer on the old fence: %v, want ErrFenced", err)
	}
	es, last, err := s.Load(context.Background(), "RTRZ23")
	if err != nil || last != first || len(es) != 1 || es[0].Seed != 7 {
		t.Fatalf("the log holds %+v (last record %d, %v); want the config once, record %d", es, last, err, first)
	}
}
