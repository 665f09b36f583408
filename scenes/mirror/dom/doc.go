// Package dom renders the screen reader mirror (package mirror's Model) into the page
// beside the canvas in the browser's blind mode (`?a11y`), and sends the presses of its
// buttons and the lines of its command line back to the game (scenes.Mirror). It is
// the browser's only: every file but this one builds for js alone.
//
// The page: a heading (the title), a status line (role=status, polite), an
// announcements region (aria-live=assertive) that says every event and refusal as it
// comes, the sections as headings and lists, the legal moves as buttons, the command
// line, and the game's log. Keys and pointer presses inside it stop there: they never
// reach the window's listeners (the slap races') nor the canvas. A button that makes a
// key press (Third Wheel's Slap) goes in as that press with the click's own timestamp,
// stamped like any other (scenes/device.PressKey).
package dom
