// The long staff forms (app/ui/staff/editor-bar.tsx): a form with data-editor-form asks before
// its page is left with unsaved changes (closing the tab, and links within the site), and, when
// it has data-autosave-url, saves itself there a moment after typing stops (a draft only: the
// route never publishes), writing "Saved 10:42" in the bar. Plain JavaScript, for staff pages.
(function () {
  "use strict";

  var DELAY = 1500;

  function setUp(form) {
    if (form.dataset.editorReady) return;
    form.dataset.editorReady = "1";
    var status = form.querySelector("[data-editor-status]");
    var url = form.getAttribute("data-autosave-url");
    var dirty = false;
    var leaving = false;
    var timer = null;
    var saving = false;
    var changedWhileSaving = false;

    function say(text) {
      if (status) status.textContent = text;
    }

    function save() {
      timer = null;
      if (!url || !dirty || leaving) return;
      if (saving) {
        changedWhileSaving = true;
        return;
      }
      saving = true;
      changedWhileSaving = false;
      say("Saving…");
      var body = new URLSearchParams();
      new FormData(form).forEach(function (value, name) {
        if (typeof value === "string") body.append(name, value);
      });
      fetch(url, {
        method: "POST",
        body: body,
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      })
        .then(function (response) {
          return response
            .json()
            .catch(function () {
              return {};
            })
            .then(function (answer) {
              if (!response.ok) throw new Error(answer.detail || "Not saved (" + response.status + ").");
              if (!changedWhileSaving) dirty = false;
              say(answer.label || "Saved");
            });
        })
        .catch(function (error) {
          say(error && error.message ? "Not saved yet: " + error.message : "Not saved yet.");
        })
        .then(function () {
          saving = false;
          if (changedWhileSaving) later();
        });
    }

    function later() {
      if (!url) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(save, DELAY);
    }

    function changed() {
      dirty = true;
      if (url && !saving) say("Unsaved changes");
      if (saving) changedWhileSaving = true;
      later();
    }

    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", function () {
      // The form's own buttons save (or preview in a new tab): no warning for leaving through them.
      leaving = true;
      if (timer) clearTimeout(timer);
      setTimeout(function () {
        leaving = false;
      }, 1000);
    });

    window.addEventListener("beforeunload", function (event) {
      if (!dirty || leaving) return;
      event.preventDefault();
      event.returnValue = "";
    });

    // Links within the site leave the page too (a hydrated page may not unload): asked first.
    document.addEventListener(
      "click",
      function (event) {
        if (!dirty || leaving || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        var link = event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
        if (link.hasAttribute("data-picture-choose")) return;
        var to = new URL(link.href, location.href);
        if (to.origin !== location.origin || (to.pathname === location.pathname && to.hash)) return;
        if (window.confirm("You have changes that are not saved. Leave this page anyway?")) {
          dirty = false;
          return;
        }
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    );
  }

  function setUpAll() {
    document.querySelectorAll("form[data-editor-form]").forEach(setUp);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAll);
  else setUpAll();
})();
