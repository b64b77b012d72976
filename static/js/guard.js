// Runs first, before the page is drawn (a plain script in <head>, no defer).
// Every page of ours sets a small marker cookie; the quick exit deletes it (and the
// server's Clear-Site-Data drops it too). A page reached with Back or Forward while the
// marker is missing belongs to a visit that was left with Exit: it is hidden at once,
// any cookie its request brought back is deleted, and the browser goes on to the
// neutral page. So Back never shows what this site is about, nor leaves a cookie behind.
(function () {
  "use strict";

  var secure = window.location.protocol === "https:" ? "; secure" : "";

  function marked() {
    return document.cookie.split("; ").indexOf("v=1") !== -1;
  }

  // Every cookie of ours that a script can see (the session's cannot be seen; the
  // server ends it and sends Clear-Site-Data).
  function forgetCookies() {
    document.cookie.split("; ").forEach(function (pair) {
      var name = pair.split("=")[0];
      if (name) document.cookie = name + "=; path=/; max-age=0" + secure;
    });
  }

  function unmark() {
    document.cookie = "v=; path=/; max-age=0" + secure;
  }

  function leave(to) {
    document.documentElement.classList.add("is-exiting");
    document.title = "";
    forgetCookies();
    if (to) window.location.replace(to);
  }

  window.noTraces = { marked: marked, unmark: unmark, leave: leave };

  var script = document.currentScript;
  var exitTo = script && script.getAttribute("data-exit-to");
  var entries = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation") : [];
  var throughHistory = entries.length > 0 && entries[0].type === "back_forward";

  if (throughHistory && !marked()) {
    leave(exitTo);
    return;
  }
  document.cookie = "v=1; path=/; samesite=strict" + secure;
})();
