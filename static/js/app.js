// Safety shell: quick exit (button or Shift three times), back-forward cache re-check,
// and focus on the first field with an error. No inline script anywhere: the CSP forbids it.
(function () {
  "use strict";

  var form = document.querySelector("[data-quick-exit]");
  var noTraces = window.noTraces; // guard.js

  function quickExit(event) {
    if (event) event.preventDefault();
    if (!form) return;
    // 1. Blank the page at once, before anything else can be seen.
    document.documentElement.classList.add("is-exiting");
    document.title = "";
    // 2. End the session on the server. A beacon survives the page being replaced.
    var data = new FormData(form);
    data.append("beacon", "1");
    var sent = false;
    try {
      sent = navigator.sendBeacon && navigator.sendBeacon(form.action, data);
    } catch (e) {
      sent = false;
    }
    if (!sent) {
      fetch(form.action, { method: "POST", body: data, keepalive: true, credentials: "same-origin" });
    }
    // 3. Drop the marker (any page of ours reached with Back then hides itself) and
    // leave without adding a history entry. The other cookies go with the beacon's
    // answer (Clear-Site-Data): the beacon still needs them to be let in.
    noTraces.unmark();
    window.location.replace(form.dataset.exitTo);
  }

  if (form) form.addEventListener("submit", quickExit);

  var shifts = [];
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Shift") {
      shifts = [];
      return;
    }
    if (event.repeat) return;
    var now = Date.now();
    shifts = shifts.filter(function (t) { return now - t < 1500; });
    shifts.push(now);
    if (shifts.length >= 3) quickExit();
  });

  // A page restored from the back-forward cache was not asked of the server again, and
  // guard.js did not run: leave if the visit ended with Exit, and check that the session
  // that showed a private page is still alive, hiding it if not.
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted || !form) return;
    if (!noTraces.marked()) {
      noTraces.leave(form.dataset.exitTo);
      return;
    }
    if (!document.body.hasAttribute("data-signed-in")) return;
    document.documentElement.classList.add("is-checking");
    fetch(form.dataset.sessionUrl, { cache: "no-store", credentials: "same-origin" })
      .then(function (r) { return r.json(); })
      .then(function (state) {
        if (state.signed_in) {
          document.documentElement.classList.remove("is-checking");
        } else {
          document.documentElement.classList.add("is-exiting");
          window.location.replace(form.dataset.exitTo);
        }
      })
      .catch(function () { window.location.replace(form.dataset.exitTo); });
  });

  document.addEventListener("DOMContentLoaded", function () {
    var invalid = document.querySelector("main [aria-invalid='true']");
    if (invalid) invalid.focus();
  });
})();
