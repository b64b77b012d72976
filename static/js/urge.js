// The pause on the "I want to reach out" page: a countdown with a breathing prompt,
// started only when the user asks. No sound. Without this file the page shows a
// static prompt instead. The circle's movement is CSS, off under reduced motion.
(function () {
  "use strict";

  var BREATH_IN = 4;
  var BREATH_OUT = 6;

  function format(seconds) {
    var m = Math.floor(seconds / 60);
    var s = seconds % 60;
    return m + ":" + (s < 10 ? "0" : "") + s;
  }

  function setUpPause(root) {
    var button = root.querySelector("[data-pause-start]");
    var timer = root.querySelector("[data-timer]");
    var prompt = root.querySelector("[data-breath-prompt]");
    var status = root.querySelector("[data-pause-status]");
    var total = parseInt(root.getAttribute("data-seconds"), 10) || 180;
    var resting = prompt.textContent;
    var startedAt = null;
    var ticker = null;

    function stop(finished) {
      window.clearInterval(ticker);
      ticker = null;
      root.classList.remove("is-breathing");
      button.textContent = finished ? "Again" : "Start";
      prompt.textContent = finished
        ? "Three minutes. Notice how strong the urge feels now."
        : resting;
      timer.textContent = format(total);
      status.textContent = finished ? "The pause is over." : "";
    }

    function tick() {
      var elapsed = Math.floor((Date.now() - startedAt) / 1000);
      if (elapsed >= total) {
        stop(true);
        return;
      }
      timer.textContent = format(total - elapsed);
      var phase = elapsed % (BREATH_IN + BREATH_OUT);
      prompt.textContent = phase < BREATH_IN ? "Breathe in…" : "…and breathe out";
    }

    button.addEventListener("click", function () {
      if (ticker) {
        stop(false);
        return;
      }
      startedAt = Date.now();
      root.classList.add("is-breathing");
      button.textContent = "Stop";
      status.textContent = "The pause has started.";
      tick();
      ticker = window.setInterval(tick, 250);
    });

    timer.textContent = format(total);
    timer.hidden = false;
    button.hidden = false;
  }

  function setUpIntensity(output) {
    var input = document.getElementById(output.getAttribute("for"));
    if (!input) return;
    function show() { output.textContent = input.value; }
    input.addEventListener("input", show);
    show();
    output.hidden = false;
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-pause]").forEach(setUpPause);
    document.querySelectorAll("[data-intensity-output]").forEach(setUpIntensity);
  });
})();
