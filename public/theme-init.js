// Applied before first paint so a saved dark theme never flashes light on reload. A file rather than an
// inline script, so the Content-Security-Policy needs no 'unsafe-inline' or hash for scripts (docs/deploying.md).
(function () {
  var theme;
  try {
    theme = localStorage.getItem('theme');
  } catch (_blocked) {
    // Storage is blocked (private mode): follow the system preference.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
  // The painted shell in index.html has no navigation bar on the pages that have none.
  if (/^\/(login|register)\/?$/.test(location.pathname)) {
    document.documentElement.setAttribute('data-shell', 'public');
  }
})();
