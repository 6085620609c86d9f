// Starts the app on a page the server rendered, once the browser has painted it (decision 0618): it adds the
// module preloads and the entry the server named in #sc-app, so React's code neither shares a slow line with the
// first screen nor holds its paint back.
(function () {
  var app;
  try {
    app = JSON.parse(document.getElementById('sc-app').textContent);
  } catch (_error) {
    return;
  }
  function add(tag, attributes) {
    document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  }
  function start() {
    // The modules first: they download side by side, not one after another as the entry imports them.
    app.modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: app.entry });
  }
  // An animation frame runs just before the next paint, the timeout inside it once that paint is done. A page
  // opened in the background paints (and runs animation frames) only once shown: it starts at once.
  if (document.visibilityState === 'visible')
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  else start();
})();
