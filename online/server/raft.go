package server

import (
	"log"
	"slices"
	"time"
	_ "unsafe" // go:linkname: the embedded NATS server's Raft groups (below)

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// Electing the room stream's next leader when its leader dies.
//
// No record is stored while the room stream has no leader, and a follower stands for
// election only once it has heard nothing from the leader for its election timeout, which
// nats-server v2.15.2 draws from 4 to 9 s and offers no option to change: a room whose node
// died with the stream's leader waited 4.5 to 6 s for its next move. A node of the cluster
// knows sooner: a dead node's routes close, and the others see it gone within peerPoll
// (cluster.go). Then, for each Raft group the dead node led (the room stream; the cluster's
// JetStream meta group), the living member with the lowest name stands for election at
// once (nats-server's Campaign: a vote after 100–800 ms), so the room log takes writes
// again within about a second; if that member's log is behind, the other member, which
// refuses it its vote, stands itself (nats-server does so on a refused vote). Only one
// member stands, so the two survivors do not split the vote.
//
// Why not shorten the election timeout instead (its package variables can be reached the
// same way; nats-server's own tests do): a follower then stands whenever it has not heard
// from the leader for a second, which a node starved of CPU does not. Under the cluster
// load test on a 2-core machine (scripts/loadtest 3 500 30s, load average 31 and 35) the
// room stream and the meta group changed leader once and four times with 1–2 s timeouts,
// never with nats-server's (three runs, load average 21 to 34); each change stops the log's
// writes for every room. Standing when a node is seen gone changes nothing while the
// nodes are up. A node that stops answering without closing its routes (power lost, cable
// cut) is seen gone after the routes' pings (about 3 s), before its election timeout.
//
// Safety does not rest on any of this: Raft keeps one leader per term whoever stands, and
// the room log's writes are fenced (store.go), so a move is never lost or stored twice.
//
// Campaign is reached through nats-server's unexported lookupRaftNode: a renamed function
// fails the build at link time; a changed signature would not, so review this file when
// nats-server is upgraded (TestFailover in cmd/parlor-server checks that a survivor stood).

//go:linkname natsLookupRaftNode github.com/nats-io/nats-server/v2/server.(*Server).lookupRaftNode
func natsLookupRaftNode(s *natsserver.Server, group string) natsserver.RaftNode

// standFor makes this node stand for election in every Raft group whose leader is among
// gone, when it is the living member (alive) with the lowest name. It reports the groups
// it stood in.
func (s *NATS) standFor(gone []string, alive func(string) bool) []string {
	var stood []string
	for _, acc := range []string{"", natsserver.DEFAULT_GLOBAL_ACCOUNT} { // "": the system account (meta group)
		rz := s.server().Raftz(&natsserver.RaftzOptions{AccountFilter: acc})
		if rz == nil {
			continue
		}
		for _, groups := range *rz {
			for name, g := range groups {
				leader, ok := g.Peers[g.Leader]
				if !ok || !slices.Contains(gone, leader.Name) {
					continue // no leader, this node leads, or its leader lives
				}
				first := s.node
				for _, p := range g.Peers {
					if p.Name != "" && p.Name < first && alive(p.Name) {
						first = p.Name
					}
				}
				if first != s.node {
					continue
				}
				n := natsLookupRaftNode(s.server(), name)
				if n == nil {
					continue
				}
				if err := n.Campaign(); err != nil {
					log.Printf("parlor-server: standing for leader of Raft group %s: %v", name, err)
					continue
				}
				stood = append(stood, name)
			}
		}
	}
	return stood
}

// leaderPoll is how often a cluster node looks whether it leads JetStream's groups.
const leaderPoll = 250 * time.Millisecond

// watchLeaders logs each time this node becomes the leader of the room stream or of the
// cluster's JetStream meta group, until the store closes: after the first leaders are
// elected at start, each such line is an election (a node died, or a follower heard
// nothing from the leader for its election timeout, raft.go).
func (s *NATS) watchLeaders() {
	t := time.NewTicker(leaderPoll)
	defer t.Stop()
	var meta, stream bool
	for {
		select {
		case <-s.closing:
			return
		case <-t.C:
		}
		if m := s.server().JetStreamIsLeader(); m != meta {
			if meta = m; m {
				log.Printf("parlor-server: node %s leads the cluster's JetStream meta group now", s.node)
			}
		}
		if l := s.server().JetStreamIsStreamLeader(natsserver.DEFAULT_GLOBAL_ACCOUNT, streamName); l != stream {
			if stream = l; l {
				log.Printf("parlor-server: node %s leads the room stream now", s.node)
			}
		}
	}
}
