// The picture field's upload (app/features/pictures/picture-field.tsx), for staff pages only: the file
// chosen goes in resumable pieces (public/resumable-upload.js, loaded before this), is then handed to
// POST /admin/pictures as JSON, and its answer fills in the picture's name and preview.
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

    var progress = box.querySelector("[data-upload-progress]");

    /** Hands the finished upload to the library (JSON), which checks its bytes and answers its name. */
    function handIn(id, shown) {
      var body = new FormData();
      body.append("csrf", token.value);
      body.append("upload", id);
      return fetch("/admin/pictures", {
        method: "POST",
        body: body,
        credentials: "same-origin",
        headers: { Accept: "application/json", "X-Staff-Token": token.value },
      })
        .catch(function () {
          throw new Error("The picture arrived, but the answer did not. Check the connection and choose it again.");
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
              shown.finish("Uploaded: " + answer.name + ". Save the form to use it.");
            });
        })
        .catch(function (error) {
          shown.failed(error && error.message ? error.message : "The upload did not finish. Please try again.");
        })
        .then(function () {
          file.disabled = false;
          file.value = "";
        });
    }

    file.addEventListener("change", function () {
      var chosen = file.files && file.files[0];
      if (!chosen || !progress || !window.resumableUpload) return;
      file.disabled = true;
      say("", false);
      window.resumableUpload(chosen, "picture", token.value, progress, handIn, function () {
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
