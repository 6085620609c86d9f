// Registers the service worker (public/sw.js, decision 0612) in production builds — called by AfterLoad once the
// page has loaded — then asks it to keep the catalogue for offline use.

export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'warm-catalogue' });
  } catch {
    // No worker (private mode, storage blocked): the shop works online as before.
  }
}
