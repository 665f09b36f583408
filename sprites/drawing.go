package sprites

// Drawing is an atlas being drawn a cell at a time, so that a start-up can spread the
// work over frames and never hold the browser's one thread for long: each Step paints
// one cell (a card face, a back or an overlay, a few milliseconds each), Finish paints
// the rest and gives the atlas. DrawAtlas, DrawTWAtlas and DrawTriplesAtlas make one;
// Atlases.Prepare steps the one of a deck it will hand out.
type Drawing[A AnyAtlas] struct {
	at    A
	jobs  []func()
	next  int
	after []func() // run once the last cell is painted (freeing scratch images)
}

// add queues a cell's painting.
func (d *Drawing[A]) add(job func()) { d.jobs = append(d.jobs, job) }

// then queues f to run after the last cell.
func (d *Drawing[A]) then(f func()) { d.after = append(d.after, f) }

// Step paints the next cell and reports whether the atlas is now complete.
func (d *Drawing[A]) Step() bool {
	if d.next < len(d.jobs) {
		d.jobs[d.next]()
		d.next++
		if d.next == len(d.jobs) {
			for _, f := range d.after {
				f()
			}
			d.after = nil
		}
	}
	return d.next == len(d.jobs)
}

// Progress is how many cells are painted, of how many.
func (d *Drawing[A]) Progress() (done, total int) { return d.next, len(d.jobs) }

// Finish paints every cell left and returns the atlas.
func (d *Drawing[A]) Finish() A {
	for !d.Step() {
	}
	return d.at
}

// drawing is a Drawing of any atlas type, as Atlases keeps it.
type drawing interface {
	Step() bool
	Progress() (done, total int)
	atlas() AnyAtlas
}

func (d *Drawing[A]) atlas() AnyAtlas { return d.at }
