// Skin Circle's service worker (decision 0612): the storefront opens offline after one online visit.
//
//   navigations        network first; offline → the cached app shell (index.html)
//   /assets/*          cache first (file names carry a content hash, so a cached copy is never stale)
//   /images/*          cache first, refreshed in the background (catalogue pictures keep their names)
//   /pictures/*        cache first, never refreshed: an uploaded picture's name is a hash of what it holds
//                      (decision 0508); offline, a width not kept is answered by another width kept of it
//   /api/products…, /api/categories…, /api/rewards
//                      network first, the last answer kept for offline — public catalogue data, the same for
//                      every visitor
//   any other /api/*   never touched: carts, orders, wishlists, sessions and everything personal go to the
//                      network only, so nothing of one member is left on a shared phone for the next
//
// The build (vite.config.ts) puts `self.__SC_BUILD__ = { version, precache }` in front of this file: the shell,
// the storefront's route chunks and the icons, precached on install. A new build is a new version: it waits
// until no tab runs the old one (pages never mix two builds' chunks), then drops the old shell cache.
const BUILD = self.__SC_BUILD__ || { version: 'dev', precache: ['/index.html'], warm: ['/api/categories'] };
const SHELL = `sc-shell-${BUILD.version}`;
const IMAGES = 'sc-images';
const CATALOGUE = 'sc-catalogue';
const CACHES = new Set([SHELL, IMAGES, CATALOGUE]);
const MAX_IMAGES = 200;
const CATALOGUE_API = /^\/api\/(products(\/[^/]+)?|categories(\/[^/]+)?|rewards)$/;
/** What a first visit saves for offline use, besides the shell: the catalogue lists (as the build names them, the
 * storefront's own URLs) and their pictures. */
const WARM = BUILD.warm;
const MATCH = { ignoreVary: true };
/** An uploaded picture's variant, as @shared/pictures names it: the picture's hash, then its width. */
const PICTURE = /^\/pictures\/([0-9a-f]{32})-(\d+)\.webp$/;
/** The width warmed for offline use: the smallest (the others fall back to it; offline is not the time for detail). */
const WARM_WIDTH = 320;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(BUILD.precache)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('sc-') && !CACHES.has(name)).map((name) => caches.delete(name))))
      // The page that installed this worker is served by it from now on, so its catalogue reads are kept too.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'warm-catalogue') event.waitUntil(warmCatalogue());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/api/')) {
    if (CATALOGUE_API.test(url.pathname)) event.respondWith(catalogue(event, request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL));
  } else if (url.pathname.startsWith('/images/')) {
    event.respondWith(imageFirst(event, request));
  } else if (PICTURE.test(url.pathname)) {
    event.respondWith(pictureFirst(request, url.pathname));
  } else if (BUILD.precache.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, SHELL));
  }
});

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request, MATCH);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function imageFirst(event, request) {
  const cache = await caches.open(IMAGES);
  const hit = await cache.match(request, MATCH);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(request, response.clone());
      await trimImages(cache);
    }
    return response;
  });
  if (hit) {
    event.waitUntil(refresh.catch(() => undefined));
    return hit;
  }
  return refresh;
}

/** An uploaded picture's variant: kept once fetched; offline, any width kept of the same picture, widest first. */
async function pictureFirst(request, pathname) {
  const cache = await caches.open(IMAGES);
  const hit = await cache.match(request, MATCH);
  if (hit) return hit;
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      await trimImages(cache);
    }
    return response;
  } catch (error) {
    const hash = PICTURE.exec(pathname)[1];
    const kept = (await cache.keys())
      .map((key) => PICTURE.exec(new URL(key.url).pathname))
      .filter((match) => match && match[1] === hash)
      .sort((a, b) => Number(b[2]) - Number(a[2]));
    if (kept.length > 0) {
      const other = await cache.match(kept[0][0], MATCH);
      if (other) return other;
    }
    throw error;
  }
}

async function trimImages(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((key) => cache.delete(key)));
}

async function catalogue(event, request) {
  // When this read was asked for: the page weighs a failure against when its connection came back.
  const at = Date.now();
  const cache = await caches.open(CATALOGUE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    tell(event.clientId, { type: 'sc-network', offline: false, at });
    return response;
  } catch (error) {
    const hit = await cache.match(request.url, MATCH);
    tell(event.clientId, { type: 'sc-network', offline: true, at });
    if (hit) return hit;
    throw error;
  }
}

/** Lets the page show its offline notice when the network fails while the browser still thinks it is online. */
function tell(clientId, message) {
  if (!clientId) return;
  self.clients.get(clientId).then((client) => client && client.postMessage(message)).catch(() => undefined);
}

/** After the first visit: the catalogue lists and their pictures, so the storefront can open offline. */
async function warmCatalogue() {
  const data = await caches.open(CATALOGUE);
  const images = await caches.open(IMAGES);
  const pictures = new Set();
  for (const path of WARM) {
    try {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (!response.ok) continue;
      await data.put(path, response.clone());
      const list = await response.json();
      for (const item of Array.isArray(list) ? list : []) {
        for (const key of ['image', 'imageUrl', 'heroImage']) {
          const picture = item[key];
          if (typeof picture !== 'string') continue;
          if (picture.startsWith('/images/')) pictures.add(picture);
          const uploaded = PICTURE.exec(picture);
          if (uploaded) pictures.add(`/pictures/${uploaded[1]}-${WARM_WIDTH}.webp`);
        }
      }
    } catch {
      // offline again already: what is cached stays
    }
  }
  const wanted = [...pictures].slice(0, MAX_IMAGES);
  await Promise.all(
    wanted.map(async (picture) => {
      if (await images.match(picture, MATCH)) return;
      try {
        const response = await fetch(picture);
        if (response.ok) await images.put(picture, response);
      } catch {
        // one missing picture is not worth failing the rest
      }
    }),
  );
}
