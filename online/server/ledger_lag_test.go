package server

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// laggingKV answers "not found" for its first misses reads of any key, as a replica that
// has not yet applied another node's write does; after that it has the key.
type laggingKV struct {
	jetstream.KeyValue
	misses, reads int
}

type entry struct {
	jetstream.KeyValueEntry
	v []byte
}

func (e entry) Value() []byte { return e.v }

func (k *laggingKV) Get(ctx context.Context, key string) (jetstream.KeyValueEntry, error) {
	k.reads++
	if k.reads <= k.misses {
		return nil, jetstream.ErrKeyNotFound
	}
	return entry{v: []byte("secret of " + key)}, nil
}

// TestGetExistingWaitsForTheReplica: a key another node made is read once this node's
// replica has it (the CI run of 2026-12-02 failed a cluster's daily deal on "key not
// found" here), and a replica that never catches up ends in an error naming the wait.
func TestGetExistingWaitsForTheReplica(t *testing.T) {
	kv := &laggingKV{misses: 3}
	e, err := getExisting(context.Background(), kv, "daily")
	if err != nil || string(e.Value()) != "secret of daily" || kv.reads != 4 {
		t.Fatalf("after 3 misses: %v, %v, %d reads", e, err, kv.reads)
	}
	never := &laggingKV{misses: 1 << 30}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := getExisting(ctx, never, "daily"); !errors.Is(err, jetstream.ErrKeyNotFound) || never.reads < 2 {
		t.Fatalf("a replica that never catches up: %v after %d reads", err, never.reads)
	}
}
