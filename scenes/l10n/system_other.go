//go:build !js

package l10n

import "os"

// System is the system's language: on the desktop from LC_ALL, LC_MESSAGES or LANG
// (FromEnv).
func System() Lang { return FromEnv(os.Getenv) }

// showLang: only a page shows the language on (system_js.go).
func showLang(Lang) {}
