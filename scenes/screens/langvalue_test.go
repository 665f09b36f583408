//go:build display

package screens_test

import (
	"testing"

	"parlor/scenes/l10n"
	"parlor/scenes/tablesettings"
)

// TestLanguageValueNamesTheRunsLanguage: while -lang (or ?lang=) puts on a language the
// settings did not choose, the Language setting names it, "for this run", instead of
// "System" or the saved one; once the settings' choice is on, just its name.
func TestLanguageValueNamesTheRunsLanguage(t *testing.T) {
	prev := l10n.Current()
	t.Cleanup(func() { l10n.Set(prev) })
	run := l10n.De
	if l10n.System() == l10n.De {
		run = l10n.Nl
	}
	l10n.Set(run)
	want := l10n.T("%s (this run)", run.Name())
	for _, saved := range []string{"", l10n.Fr.Code()} {
		if got := tablesettings.LanguageValue(saved); got != want {
			t.Errorf("-lang %s with the settings' %q: the setting shows %q, want %q", run, saved, got, want)
		}
	}
	if got := tablesettings.LanguageValue(run.Code()); got != run.Name() {
		t.Errorf("the settings' own %s: the setting shows %q, want %q", run, got, run.Name())
	}
	l10n.Set(l10n.System())
	if got, want := tablesettings.LanguageValue(""), l10n.T("System"); got != want {
		t.Errorf("no -lang, the system's language: the setting shows %q, want %q", got, want)
	}
}
