// Package ui is Parlor's drawing kit, shared by every screen and table: the Canvas
// (layout units on a device-pixel screen, crisp text, antialiased shapes), the theme's
// colours, the widgets (buttons, toggles, cycles, fields, tabs) and their drawing, a
// scrolled column, the confirm dialog, the key help, and the table pieces every game
// draws alike (the felt, seat plates, banners, info panels, the top buttons, the toast,
// the privacy screen, the online strip, the settings overlay).
//
// It knows nothing of the App, scenes or games: package scenes and the screens and
// tables build on it. Input state and layout geometry are its sub-packages input and
// geom (pure Go, tested without a display).
package ui
