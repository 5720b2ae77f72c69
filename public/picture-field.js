// The picture field's upload (app/features/pictures/picture-field.tsx), for staff pages only: the file
// chosen goes to POST /admin/pictures as JSON, and its answer fills in the picture's name and preview.
// Plain JavaScript, loaded by the field itself: the staff pages carry no other script.
(function () {
  "use strict";

  function setUp(field) {
    if (field.dataset.pictureReady) return;
    field.dataset.pictureReady = "1";
    var box = field.querySelector("[data-picture-upload]");
    var file = field.querySelector("[data-picture-file]");
    var nameInput = field.querySelector("[data-picture-name]");
    var preview = field.querySelector("[data-picture-preview]");
    var status = field.querySelector("[data-picture-status]");
    var form = field.closest("form");
    var token = form && form.querySelector('input[name="csrf"]');
    if (!box || !file || !nameInput || !status || !token) return;
    box.hidden = false;

    function say(text, problem) {
      status.textContent = text;
      status.className = "mt-1 text-sm" + (problem ? " font-semibold text-red-800" : "");
    }

    file.addEventListener("change", function () {
      var chosen = file.files && file.files[0];
      if (!chosen) return;
      var body = new FormData();
      body.append("csrf", token.value);
      body.append("picture", chosen, chosen.name);
      file.disabled = true;
      say("Uploading " + chosen.name + "…", false);
      fetch("/admin/pictures", {
        method: "POST",
        body: body,
        credentials: "same-origin",
        headers: { Accept: "application/json", "X-Staff-Token": token.value },
      })
        .catch(function () {
          throw new Error("The upload did not reach the server. Check the connection and try again.");
        })
        .then(function (response) {
          return response
            .json()
            .catch(function () {
              return { detail: "The upload did not finish (" + response.status + "). Please try again." };
            })
            .then(function (answer) {
              if (!response.ok || !answer.name) throw new Error(answer.detail || "The upload did not finish.");
              nameInput.value = answer.name;
              nameInput.dispatchEvent(new Event("input", { bubbles: true }));
              if (preview) {
                preview.src = answer.src;
                preview.hidden = false;
              }
              say("Uploaded: " + answer.name + ". Save the form to use it.", false);
            });
        })
        .catch(function (error) {
          say(error && error.message ? error.message : "The upload did not finish. Please try again.", true);
        })
        .then(function () {
          file.disabled = false;
          file.value = "";
        });
    });
  }

  function setUpAll() {
    document.querySelectorAll("[data-picture-field]").forEach(setUp);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAll);
  else setUpAll();
})();
