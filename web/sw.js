// Parlor's service worker: after the first visit the game is installable and plays
// offline. parlor-web writes the version and the file list below.
"use strict";
const CACHE = "parlor-CACHE_VERSION";
const FILES = FILE_LIST;

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("parlor-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The page: the network first (a new build shows at once), the cached page offline.
// Versioned files (…?v=HASH) never change: the cache first. Anything else of the site:
// the network, the cache when offline. Other origins and the game server's /ws are
// left alone.
self.addEventListener("fetch", (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin || url.pathname.endsWith("/ws")) return;
  if (req.mode === "navigate") {
    e.respondWith(fetch(req).catch(() =>
      caches.match("index.html", { ignoreSearch: true }).then((r) => r || caches.match("./"))));
    return;
  }
  if (url.searchParams.has("v")) {
    e.respondWith(caches.match(req).then((r) => r || fetch(req).then((resp) => {
      if (resp.ok) {
        const copy = resp.clone();
        caches.open(CACHE).then((c) => c.put(req, copy));
      }
      return resp;
    })));
    return;
  }
  e.respondWith(fetch(req).catch(() => caches.match(req, { ignoreSearch: true })));
});
