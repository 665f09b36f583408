package server

import (
	"fmt"
	"time"
	_ "unsafe" // go:linkname: the embedded NATS server's Raft timings (below)
)

// The room stream's Raft timings.
//
// When the node leading the room stream dies, no record is stored until the survivors elect
// a new leader, and a follower starts an election only once it has heard nothing from the
// leader for its election timeout. nats-server v2.15.2 draws that timeout from 4 to 9 s and
// offers no option to change it, so a room whose node died with the stream leader waited
// 4.5 to 6 s for its next move. Here it is drawn from 1 to 2 s, and the leader sends a
// heartbeat after 250 ms without records (instead of 1 s), so a follower misses at least
// four heartbeats before it stands: the takeover of every room, whichever node died, stays
// under 3 s (docs/server.md, "How a room moves when a node dies").
//
// What it costs and why it is safe: an election the leader did not need (a follower
// starved of CPU for a second) pauses the log's writes for one round of votes; Raft keeps
// one leader per term whatever the timings, and the room log's writes are fenced
// (store.go), so a move is never lost or stored twice either way. The lost-quorum interval
// (a leader that hears from no follower for 10 s steps down) is left as it is.
//
// The settings are package variables of nats-server, unexported; nats-server's own tests
// lower them the same way. They are set here while the package initialises, before any
// embedded server can start. A variable reached by go:linkname that nats-server no longer
// has would be created empty instead of failing the build, so each is checked to hold
// nats-server's default before it is changed, and randElectionTimeout (a function: a
// missing one fails the link) is checked to draw from the new range; raftTimingsErr says
// what did not match, and a cluster node refuses to start with it (OpenNATS).
const (
	raftElectionMin = 1 * time.Second
	raftElectionMax = 2 * time.Second
	raftHeartbeat   = 250 * time.Millisecond
)

//go:linkname natsMinElectionTimeout github.com/nats-io/nats-server/v2/server.minElectionTimeout
var natsMinElectionTimeout time.Duration

//go:linkname natsMaxElectionTimeout github.com/nats-io/nats-server/v2/server.maxElectionTimeout
var natsMaxElectionTimeout time.Duration

//go:linkname natsHeartbeat github.com/nats-io/nats-server/v2/server.hbInterval
var natsHeartbeat time.Duration

//go:linkname natsRandElectionTimeout github.com/nats-io/nats-server/v2/server.randElectionTimeout
func natsRandElectionTimeout() time.Duration

// raftTimingsErr is nil once the room stream's Raft timings are set (see above), else why
// they could not be.
var raftTimingsErr = setRaftTimings()

func setRaftTimings() error {
	for _, v := range []struct {
		name      string
		at        *time.Duration
		want, set time.Duration
	}{
		{"minElectionTimeout", &natsMinElectionTimeout, 4 * time.Second, raftElectionMin},
		{"maxElectionTimeout", &natsMaxElectionTimeout, 9 * time.Second, raftElectionMax},
		{"hbInterval", &natsHeartbeat, time.Second, raftHeartbeat},
	} {
		if *v.at != v.want && *v.at != v.set {
			return fmt.Errorf("nats-server's Raft setting %s is %v, not its v2.15.2 default %v: "+
				"the embedded server changed; review internal/online/server/raft.go", v.name, *v.at, v.want)
		}
	}
	natsMinElectionTimeout, natsMaxElectionTimeout, natsHeartbeat = raftElectionMin, raftElectionMax, raftHeartbeat
	for range 8 {
		if d := natsRandElectionTimeout(); d < raftElectionMin || d >= raftElectionMax {
			return fmt.Errorf("nats-server's Raft election timeout is drawn as %v, outside the %v–%v set: "+
				"the embedded server changed; review internal/online/server/raft.go", d, raftElectionMin, raftElectionMax)
		}
	}
	return nil
}
