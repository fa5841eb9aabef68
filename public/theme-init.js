// Applies the remembered theme before the first paint, so a dark page never flashes white. A file, not an
// inline script, so the Content-Security-Policy can forbid inline scripts. Mirrors src/lib/theme.ts.
(function () {
  var theme = 'system';
  try {
    theme = localStorage.getItem('tracklane.theme') || 'system';
  } catch {
    // Storage may be blocked; the system setting still applies.
  }
  var dark =
    theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
