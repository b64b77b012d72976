// Files chosen for an entry: say at once when they are too many or too large for the
// server to take, before anything is sent, so that nothing typed is lost. The server
// checks the same limits (and refuses an oversized request before reading it).
(function () {
  "use strict";

  function megabytes(bytes) {
    return Math.round(bytes / (1024 * 1024)) + " MB";
  }

  function problemWith(input) {
    var files = Array.prototype.slice.call(input.files || []);
    var maxFiles = Number(input.dataset.maxFiles);
    var maxFile = Number(input.dataset.maxFile);
    var maxTotal = Number(input.dataset.maxTotal);
    var total = 0;
    if (files.length > maxFiles) {
      return "You can attach up to " + maxFiles + " files at once. Please choose fewer, and add the others by editing the entry afterwards.";
    }
    for (var i = 0; i < files.length; i++) {
      if (files[i].size > maxFile) {
        return files[i].name + " is larger than " + megabytes(maxFile) + ". Please choose a smaller file.";
      }
      total += files[i].size;
    }
    if (total > maxTotal) {
      return "These files come to " + megabytes(total) + " together, more than the " + megabytes(maxTotal) +
        " that can be sent at once. Please choose fewer, and add the others by editing the entry afterwards.";
    }
    return "";
  }

  document.querySelectorAll("input[type=file][data-max-total]").forEach(function (input) {
    var note = document.createElement("p");
    note.className = "message message--error";
    note.setAttribute("role", "alert");
    note.hidden = true;
    input.insertAdjacentElement("afterend", note);
    input.addEventListener("change", function () {
      var problem = problemWith(input);
      note.textContent = problem;
      note.hidden = !problem;
      if (problem) input.value = "";
    });
  });
})();
