// The picture field (app/features/pictures/picture-field.tsx), for staff pages only: "Choose from
// the library" opens a dialog of the library's thumbnails (GET /admin/pictures/choose), and a new
// picture can be uploaded in place: its description first, then the file in resumable pieces
// (app/features/uploads/resumable-upload.script.js, loaded before this), handed to POST /admin/pictures as JSON.
// Either fills in the picture's name (what the form posts) and the preview.
// Plain JavaScript, loaded by the field itself.
(function () {
  "use strict";

  function setUp(field) {
    if (field.dataset.pictureReady) return;
    field.dataset.pictureReady = "1";
    var box = field.querySelector("[data-picture-upload]");
    var file = field.querySelector("[data-picture-file]");
    var alt = field.querySelector("[data-picture-alt]");
    var nameInput = field.querySelector("[data-picture-name]");
    var preview = field.querySelector("[data-picture-preview]");
    var none = field.querySelector("[data-picture-none]");
    var status = field.querySelector("[data-picture-status]");
    var choose = field.querySelector("[data-picture-choose]");
    var clear = field.querySelector("[data-picture-clear]");
    var dialog = field.querySelector("[data-picture-dialog]");
    var form = field.closest("form");
    var token = form && form.querySelector('input[name="csrf"]');
    // The preview in this field's shape (a square logo, a wide banner), whatever the library answered.
    var previewSrc = field.getAttribute("data-picture-preview-src");
    if (!nameInput) return;

    function show(name, src) {
      if (name && previewSrc) src = previewSrc.replace("{name}", name);
      nameInput.value = name;
      nameInput.dispatchEvent(new Event("input", { bubbles: true }));
      if (preview) {
        preview.hidden = !name;
        if (name) preview.src = src;
        else preview.removeAttribute("src");
      }
      if (none) none.hidden = !!name;
      if (clear) clear.hidden = !name;
    }

    if (clear) {
      clear.hidden = !nameInput.value;
      clear.addEventListener("click", function () {
        show("", "");
      });
    }

    // The dialog: a page of thumbnails at a time, newest first.
    if (choose && dialog && typeof dialog.showModal === "function") {
      var grid = dialog.querySelector("[data-picture-grid]");
      var said = dialog.querySelector("[data-picture-dialog-status]");
      var page = 1;
      var pages = 1;

      function load(wanted) {
        said.textContent = "Loading the pictures…";
        return fetch("/admin/pictures/choose?page=" + wanted, {
          credentials: "same-origin",
          headers: { Accept: "application/json" },
        })
          .then(function (response) {
            if (!response.ok) throw new Error(String(response.status));
            return response.json();
          })
          .then(function (answer) {
            page = answer.page;
            pages = answer.pageCount;
            grid.textContent = "";
            answer.items.forEach(function (picture) {
              // Built here, not from a <template>: the post editor hydrates, and React cannot hydrate one.
              // (Tailwind finds these classes in this file.)
              var item = document.createElement("li");
              var button = document.createElement("button");
              button.type = "button";
              button.className =
                "block w-full rounded-md border-2 border-transparent p-1 text-left text-sm hover:border-brand-300 aria-pressed:border-brand-700";
              button.setAttribute("aria-pressed", picture.name === nameInput.value ? "true" : "false");
              var img = document.createElement("img");
              img.src = picture.thumb;
              img.alt = "";
              img.width = 160;
              img.height = 120;
              img.loading = "lazy";
              img.className = "aspect-[4/3] w-full rounded bg-slate-100 object-cover";
              var words = document.createElement("span");
              words.className = "mt-1 line-clamp-2 block";
              words.textContent = picture.alt || picture.name + " (no description)";
              button.appendChild(img);
              button.appendChild(words);
              item.appendChild(button);
              button.addEventListener("click", function () {
                show(picture.name, picture.preview);
                dialog.close();
                choose.focus();
              });
              grid.appendChild(item);
            });
            said.textContent = answer.items.length
              ? "Page " + page + " of " + pages + "."
              : "The library has no pictures yet: upload one below the field.";
            dialog.querySelectorAll("[data-picture-page]").forEach(function (button) {
              var next = page + Number(button.getAttribute("data-picture-page"));
              button.hidden = next < 1 || next > pages;
            });
          })
          .catch(function () {
            said.textContent = "The pictures could not be loaded. Check the connection and try again.";
          });
      }

      choose.addEventListener("click", function (event) {
        event.preventDefault();
        dialog.showModal();
        load(page);
      });
      dialog.querySelector("[data-picture-close]").addEventListener("click", function () {
        dialog.close();
      });
      dialog.querySelectorAll("[data-picture-page]").forEach(function (button) {
        button.addEventListener("click", function () {
          load(page + Number(button.getAttribute("data-picture-page")));
        });
      });
    }

    if (!box || !file || !status || !token) return;
    box.hidden = false;
    var progress = box.querySelector("[data-upload-progress]");

    function say(text, problem) {
      status.textContent = text;
      status.className = "text-sm" + (problem ? " font-semibold text-red-800" : "");
    }

    /** Hands the finished upload to the library (JSON), which checks its bytes and answers its name. */
    function handIn(id, shown) {
      var body = new FormData();
      body.append("csrf", token.value);
      body.append("alt", alt ? alt.value : "");
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
              show(answer.name, answer.src);
              if (alt) alt.value = "";
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
      // The description is asked first: the library keeps no picture without one.
      if (alt && !alt.value.trim()) {
        say("First describe the picture for people who cannot see it, then choose the file again.", true);
        file.value = "";
        alt.focus();
        return;
      }
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
