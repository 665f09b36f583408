package review

import "testing"

// benchReview reviews the example record name whole, b.N times: the time of a whole
// game's review on this machine (docs/bots.md, "Reviews").
func benchReview(b *testing.B, name string) {
	m := load(b, name)
	b.ResetTimer()
	for range b.N {
		if _, err := Run(m, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReviewThreeThirteen(b *testing.B) { benchReview(b, "threethirteen.json") }
func BenchmarkReviewTroeven(b *testing.B)       { benchReview(b, "troeven.json") }
func BenchmarkReviewThirdWheel(b *testing.B)    { benchReview(b, "thirdwheel.json") }
func BenchmarkReviewTriples(b *testing.B)       { benchReview(b, "triples.json") }
