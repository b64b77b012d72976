// Runs first, before the page is drawn (a plain script in <head>, no defer).
// Every page of ours sets a small marker cookie; the quick exit deletes it (and the
// server's Clear-Site-Data drops it too). A page reached with Back or Forward while the
// marker is missing belongs to a visit that was left with Exit: it is hidden at once and
// the browser goes on to the neutral page, so Back never shows what this site is about.
(function () {
  "use strict";

  var script = document.currentScript;
  var exitTo = script && script.getAttribute("data-exit-to");
  var marked = document.cookie.split("; ").indexOf("v=1") !== -1;
  var entries = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation") : [];
  var throughHistory = entries.length > 0 && entries[0].type === "back_forward";

  if (throughHistory && !marked && exitTo) {
    document.documentElement.classList.add("is-exiting");
    window.location.replace(exitTo);
    return;
  }
  document.cookie = "v=1; path=/; samesite=strict" + (window.location.protocol === "https:" ? "; secure" : "");
})();
