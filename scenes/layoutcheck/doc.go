// Package layoutcheck holds the layout test (built with the display tag): every screen
// of the game (the four tables, the menu, score sheet, rules, history, statistics,
// replay viewer, online screens, dialogs and a refusal) drawn once at each of the phone,
// tablet and desktop sizes, and checked from what the drawing kit recorded
// (ui.LayoutRec): no text outside its box or off the screen, no overlapping boxes, and
// on touch-sized screens no tap target under 44 CSS px and no text under 12 CSS px.
// PARLOR_LAYOUT_SHOTS=DIR saves every picture drawn as a PNG to look at, and
// PARLOR_LAYOUT_ONLY=SCREEN,… draws only the screens named (TestLayouts).
package layoutcheck
