// Keeps an idle-limited session alive while the page is visibly in use, and says so
// calmly before it ends (issue 12). Typing, tapping, scrolling, or a visible element
// marked data-keep-alive (the pause timer) count as use; at most one small request a
// minute tells the server. Two minutes before the end a note appears with a button to
// stay; when the time is up the page checks with the server and, if the session has
// ended, goes to the sign-in page. Loaded only for sessions with an idle limit.
(function () {
  "use strict";

  var WARN_AT = 120 * 1000;
  var PING_EVERY = 60 * 1000;
  var TICK = 5 * 1000;

  var body = document.body;
  var left = parseInt(body.getAttribute("data-session-left"), 10);
  var exitForm = document.querySelector("[data-quick-exit]");
  var warning = document.querySelector("[data-session-warning]");
  if (isNaN(left) || !exitForm || !warning) return;

  var statusUrl = exitForm.getAttribute("data-session-url");
  var signInUrl = exitForm.getAttribute("data-sign-in-url");
  var token = exitForm.querySelector("[name=csrfmiddlewaretoken]").value;
  var when = warning.querySelector("[data-session-warning-when]");
  var stay = warning.querySelector("[data-session-stay]");

  var deadline = Date.now() + left * 1000;
  var lastPing = Date.now();
  var used = false;
  var busy = false;

  function update(state) {
    if (!state.signed_in) {
      end();
      return;
    }
    if (typeof state.seconds_left === "number") deadline = Date.now() + state.seconds_left * 1000;
    if (deadline - Date.now() > WARN_AT) warning.hidden = true;
  }

  function ask(method) {
    if (busy) return;
    busy = true;
    var options = { method: method, credentials: "same-origin", cache: "no-store" };
    if (method === "POST") options.headers = { "X-CSRFToken": token };
    fetch(statusUrl, options)
      .then(function (r) { return r.json(); })
      .then(update)
      .catch(function () {})
      .then(function () { busy = false; });
  }

  function keepAlive() {
    used = false;
    lastPing = Date.now();
    ask("POST");
  }

  function end() {
    document.documentElement.classList.add("is-exiting");
    window.location.replace(signInUrl);
  }

  function noteUse() {
    used = true;
    if (!warning.hidden) keepAlive();
  }

  ["keydown", "input", "pointerdown", "scroll", "touchstart"].forEach(function (name) {
    document.addEventListener(name, noteUse, { passive: true, capture: true });
  });
  stay.addEventListener("click", keepAlive);

  function tick() {
    var visible = document.visibilityState === "visible";
    var watched = visible && document.querySelector("[data-keep-alive]") !== null;
    if ((used || watched) && Date.now() - lastPing >= PING_EVERY) keepAlive();
    var remaining = deadline - Date.now();
    if (remaining <= 0) {
      // The server decides: a GET of the status is not activity, and ends the
      // session if its time is up.
      ask("GET");
    } else if (remaining <= WARN_AT) {
      var minutes = Math.ceil(remaining / 60000);
      when.textContent = minutes > 1 ? "in " + minutes + " minutes" : "in less than a minute";
      warning.hidden = false;
    }
  }

  window.setInterval(tick, TICK);
})();
