package main

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// checkPolicy checks, in a running page, that the site's Content-Security-Policy is in
// force and that the page started under it: the page's response carries the policy,
// nosniff and no-referrer; an injected inline script does not run, and the page cannot be framed, not even by
// itself; the browser reports each of those two refusals (so the console checks before
// would have caught any refusal while the game loaded, drew and connected).
func checkPolicy(t *testing.T, b *browser) {
	t.Helper()
	headers, err := chromedp.Run(b.ctx, chromedp.Evaluate[map[string]string](`fetch(location.href).then((r) => ({
		csp: r.headers.get("content-security-policy") || "",
		nosniff: r.headers.get("x-content-type-options") || "",
		referrer: r.headers.get("referrer-policy") || "",
	}))`, chromedp.EvalAsValue, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the page's headers: %v", err)
	}
	for _, want := range []string{"frame-ancestors 'none'", "'wasm-unsafe-eval'", "connect-src 'self'", "'sha256-"} {
		if !strings.Contains(headers["csp"], want) {
			t.Errorf("the page's policy %q lacks %s", headers["csp"], want)
		}
	}
	if headers["nosniff"] != "nosniff" || headers["referrer"] != "no-referrer" {
		t.Errorf("the page's headers: %v", headers)
	}
	b.checkProblems(t, "before the policy's refusals")
	// (DevTools' own evaluation is exempt from the policy: the page's script is not.)
	inline, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`(() => {
		const s = document.createElement("script");
		s.textContent = "window.parlorInjected = 1;";
		document.body.appendChild(s);
		s.remove();
		return window.parlorInjected === 1 ? "ran" : "blocked";
	})()`))
	if err != nil || inline != "blocked" {
		t.Errorf("an injected inline script under the policy: %q, %v; want blocked", inline, err)
	}
	framed, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`new Promise((done) => {
		const f = document.createElement("iframe");
		f.style.display = "none";
		f.onload = () => {
			let what;
			try { what = f.contentDocument && f.contentDocument.getElementById("gate") ? "framed" : "blocked"; }
			catch (e) { what = "blocked"; }
			f.remove();
			done(what);
		};
		f.src = location.href;
		document.body.appendChild(f);
	})`, chromedp.EvalAwaitPromise))
	if err != nil || framed != "blocked" {
		t.Errorf("the page in a frame of its own: %q, %v; want blocked", framed, err)
	}
	probs := strings.Join(b.allProblems(), "\n")
	if !strings.Contains(probs, "inline script") || !strings.Contains(probs, "frame-ancestors") {
		t.Errorf("the browser did not report the policy's refusals on the console (so the checks before prove nothing): %s", probs)
	}
	b.ignoreProblems("inline script", "frame-ancestors")
}
