//go:build cgo && (linux || freebsd || netbsd || openbsd || dragonfly)

package needsdisplay

// The gate: where Ebitengine draws through X11 (Linux and the BSDs), its init panics
// without an X display. A C constructor runs when the binary is loaded, before the Go
// runtime starts and so before any package's init: without DISPLAY it prints one line
// naming the package (the working directory, from the module's root: go test runs a test
// binary in its package's folder) and how to run its tests, and ends the process with
// status 1.

/*
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// parlorPackageDir writes the working directory's path from the module's root (the
// nearest folder above with a go.mod) to out, as "./sprites" or "."; outside a module,
// the absolute path.
static void parlorPackageDir(char *out, size_t n) {
	char wd[4096], root[4096], mod[4200];
	if (getcwd(wd, sizeof wd) == NULL) {
		snprintf(out, n, ".");
		return;
	}
	snprintf(root, sizeof root, "%s", wd);
	for (;;) {
		snprintf(mod, sizeof mod, "%s/go.mod", root);
		if (access(mod, F_OK) == 0) {
			const char *rel = wd + strlen(root);
			snprintf(out, n, ".%s", rel);
			return;
		}
		char *slash = strrchr(root, '/');
		if (slash == NULL || slash == root) {
			snprintf(out, n, "%s", wd);
			return;
		}
		*slash = '\0';
	}
}

__attribute__((constructor)) static void parlorNeedsDisplay(void) {
	const char *display = getenv("DISPLAY");
	if (display != NULL && display[0] != '\0') {
		return;
	}
	char dir[4200];
	parlorPackageDir(dir, sizeof dir);
	printf("%s: not tested: its tests need an X display (Ebitengine's init fails without one): "
		"DISPLAY=:N go test -tags display %s (bash scripts/test runs them under its own Xvfb)\n", dir, dir);
	fflush(stdout);
	_exit(1);
}
*/
import "C"
