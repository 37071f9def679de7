/*
 * Sets the page's colour scheme before anything is drawn, so a dark page does not flash white while the app loads.
 * A file, not an inline script: the Content-Security-Policy allows scripts from this origin only. It reads what
 * Mantine's colour-scheme manager keeps (key: COLOR_SCHEME_STORAGE_KEY in src/app/theme.ts); "auto" or nothing
 * follows the system setting.
 */
(function () {
  var scheme = "auto";
  try {
    var saved = window.localStorage.getItem("talentforge-color-scheme");
    if (saved === "light" || saved === "dark" || saved === "auto") scheme = saved;
  } catch (e) {
    // Storage may be off (private windows, blocked cookies): follow the system.
  }
  if (scheme === "auto") {
    scheme = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
