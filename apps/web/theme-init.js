/*
 * Runs before the portal's code and before first paint (written inline into index.html's head by
 * the build, vite-inline-scripts.ts; the CSP allows it by its hash), so a page never flashes in the
 * wrong theme. It repeats
 * resolveTheme of @portal/domain, which it cannot import: the student's choice from settings
 * ('portal.theme' in local storage: 'light' or 'dark'), else the system's prefers-color-scheme.
 * It also follows the system when it switches while the page is open (the app's own bundle carries
 * no theme code until the settings page changes the choice: src/platform/theme.ts).
 */
(function () {
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function apply() {
    var choice = null;
    try {
      choice = window.localStorage.getItem('portal.theme');
    } catch {
      // Storage blocked (private mode): follow the system.
    }
    var dark = choice === 'dark' || (choice !== 'light' && Boolean(query && query.matches));
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }
  apply();
  if (query && query.addEventListener) query.addEventListener('change', apply);
})();
