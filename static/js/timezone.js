// Account page: until the user has chosen a time zone, pre-select the one this device
// reports and say so. Nothing is saved until the user presses Save.
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("[data-suggest-device-zone]");
    if (!form) return;
    var select = form.querySelector("select");
    var hint = form.querySelector("[data-device-zone-hint]");
    var zone = "";
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
    } catch (e) {
      return;
    }
    if (!select || !zone || zone === select.value) return;
    var known = Array.prototype.some.call(select.options, function (o) { return o.value === zone; });
    if (!known) return;
    select.value = zone;
    hint.textContent = "This device says " + zone.replace(/_/g, " ") + ", so that is selected. Save to use it.";
    hint.hidden = false;
  });
})();
