// The staff forms' one script, loaded by the staff layout on every signed-in page (plain
// JavaScript, no framework; docs/decisions/044). Every staff page works without it; with it:
// - what is typed in a staff form is kept in this browser (localStorage) until a save arrives, and
//   offered back on the form's next load ("You have changes from 10:42 that were not saved");
//   a save pressed while offline is held on the page with a message instead of the browser's
//   offline page; signing out forgets every kept draft;
// - a refused form's error summary takes the focus, and its links open the folded section of
//   the field they lead to; an invalid field in a folded section opens it; the sections a person
//   opened stay open after a save; choosing a role opens what it needs (the ministries);
// - a list of lines that grows (a batch of gifts) gets its "Add a line" button;
// - a long form (data-editor-form, app/ui/staff/editor-bar.tsx) asks before its page is left with
//   unsaved changes and, with data-autosave-url, saves itself there a moment after typing stops
//   (a draft only: the route never publishes), writing "Saved 10:42" in its bar.
// Its words are the page's (app/ui/staff/form-script-texts.tsx), read from [data-form-texts].
(function () {
  "use strict";

  var AUTOSAVE_DELAY = 1500;
  var DRAFT_DELAY = 400;
  var DRAFT_PREFIX = "staff-draft:";
  var DRAFT_DAYS = 30;
  /** sessionStorage: the post last sent from this tab, to tell its answer when it loads. */
  var SENT = "staff-draft-sent";
  var OPEN_SECTIONS = "staff-open-sections:";
  var SUMMARY_ID = "form-problems";
  var TYPED = /^(text|email|url|tel|number|search|date|time|datetime-local|month|week)$/;

  var words = {};
  var wordsBox = document.querySelector("[data-form-texts]");
  if (wordsBox) {
    wordsBox.querySelectorAll("[data-text]").forEach(function (element) {
      words[element.getAttribute("data-text")] = element.textContent;
    });
  }

  function say(name, values) {
    return (words[name] || "").replace(/\{(\w+)\}/g, function (_, key) {
      return values && key in values ? values[key] : "";
    });
  }

  /** localStorage or sessionStorage, or null where the browser refuses them (private modes, full quota). */
  function storage(kind) {
    try {
      var store = window[kind];
      store.getItem("x");
      return store;
    } catch {
      return null;
    }
  }

  /**
   * A page that runs React (the rich-text editors) must not be changed until React has taken it
   * over (app/ui/staff/form-script.tsx HYDRATED_EVENT): what the script adds waits until then.
   */
  var HYDRATED_EVENT = "staff-page-hydrated";
  var HYDRATED_ATTRIBUTE = "data-staff-hydrated";

  function whenReactIsDone(work) {
    var root = document.documentElement;
    if (!window.__reactRouterContext || root.hasAttribute(HYDRATED_ATTRIBUTE)) work();
    else window.addEventListener(HYDRATED_EVENT, work, { once: true });
  }

  var local = storage("localStorage");
  var session = storage("sessionStorage");

  function readJson(store, key) {
    if (!store) return null;
    try {
      return JSON.parse(store.getItem(key) || "null");
    } catch {
      return null;
    }
  }

  function writeJson(store, key, value) {
    if (!store) return;
    try {
      store.setItem(key, JSON.stringify(value));
    } catch {
      // A full store keeps nothing more: the form still posts.
    }
  }

  // ---- A form's fields ---------------------------------------------------------------------

  /** A field a draft keeps: named, posted, and never a password, a file or the session's token. */
  function kept(control) {
    if (!control.name || control.name === "csrf" || control.disabled) return false;
    if (control.hasAttribute("data-draft-never")) return false;
    var tag = control.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT") return true;
    return tag === "INPUT" && (TYPED.test(control.type) || control.type === "checkbox" || control.type === "radio");
  }

  function typedIn(control) {
    return control.tagName === "TEXTAREA" || (control.tagName === "INPUT" && TYPED.test(control.type));
  }

  /** Each kept field by a name the next load finds again: its name, and its value or place among its namesakes. */
  function fieldsOf(form) {
    var seen = {};
    var fields = [];
    Array.prototype.forEach.call(form.elements, function (control) {
      if (!kept(control)) return;
      var key;
      if (control.type === "checkbox" || control.type === "radio") key = control.name + "=" + control.value;
      else {
        seen[control.name] = (seen[control.name] || 0) + 1;
        key = control.name + "#" + seen[control.name];
      }
      fields.push({ key: key, control: control });
    });
    return fields;
  }

  function valueOf(control, rendered) {
    if (control.type === "checkbox" || control.type === "radio")
      return (rendered ? control.defaultChecked : control.checked) ? "1" : "";
    if (control.tagName === "SELECT") {
      var options = Array.prototype.slice.call(control.options);
      var chosen = options.filter(function (option) {
        return rendered ? option.defaultSelected : option.selected;
      });
      // A single select with no option marked shows its first.
      if (rendered && !chosen.length && !control.multiple && options.length) chosen = [options[0]];
      return chosen
        .map(function (option) {
          return option.value;
        })
        .join("\n");
    }
    return rendered ? control.defaultValue : control.value;
  }

  function setValue(control, value) {
    if (control.type === "checkbox" || control.type === "radio") control.checked = value === "1";
    else if (control.tagName === "SELECT") {
      var values = value.split("\n");
      Array.prototype.forEach.call(control.options, function (option) {
        option.selected = values.indexOf(option.value) !== -1;
      });
    } else {
      // Through the element's own setter, so a field a page's React drives hears of it too.
      var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value");
      if (setter && setter.set) setter.set.call(control, value);
      else control.value = value;
    }
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }

  /** The form's fields as typed (or as the page came, `rendered`), by their keys. */
  function valuesOf(fields, rendered) {
    var values = {};
    fields.forEach(function (field) {
      values[field.key] = valueOf(field.control, rendered);
    });
    return values;
  }

  /**
   * A draft's key: the page's path and what the form's hidden fields say it is (`intent=rename&id=5`),
   * so two forms of one page keep apart; never who is signed in. A hidden field that changes by
   * itself (data-draft-volatile: the order of a list) is left out.
   */
  function draftKey(form) {
    var hidden = [];
    form.querySelectorAll('input[type="hidden"]').forEach(function (input) {
      if (input.name && input.name !== "csrf" && !input.hasAttribute("data-draft-volatile"))
        hidden.push(input.name + "=" + input.value);
    });
    return DRAFT_PREFIX + location.pathname + "?" + hidden.join("&");
  }

  function forgetAllDrafts() {
    forgetting = true;
    if (!local) return;
    for (var index = local.length - 1; index >= 0; index--) {
      var key = local.key(index);
      if (key && key.indexOf(DRAFT_PREFIX) === 0) local.removeItem(key);
    }
    if (session) session.removeItem(SENT);
  }

  function forgetOldDrafts() {
    if (!local) return;
    var oldest = Date.now() - DRAFT_DAYS * 24 * 3600 * 1000;
    for (var index = local.length - 1; index >= 0; index--) {
      var key = local.key(index);
      if (!key || key.indexOf(DRAFT_PREFIX) !== 0) continue;
      var draft = readJson(local, key);
      if (!draft || !(draft.at > oldest)) local.removeItem(key);
    }
  }

  function timeOf(at) {
    var when = new Date(at);
    var options = { timeZone: "Africa/Harare", hour: "2-digit", minute: "2-digit" };
    var day = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Harare", dateStyle: "medium" });
    var today = day.format(new Date()) === day.format(when);
    if (!today) {
      options.day = "numeric";
      options.month = "short";
    }
    try {
      return new Intl.DateTimeFormat("en-GB", options).format(when);
    } catch {
      return when.toLocaleString();
    }
  }

  // ---- The post just sent, and its answer ----------------------------------------------------

  var forgetting = false;
  /** How long after a post a redirected page may be its answer. */
  var ANSWER_WITHIN = 10 * 60 * 1000;

  /**
   * A post sent from a form with a draft carries a mark of its own in its address's fragment
   * (#sent-…), which the server never sees and a redirect keeps; this tab notes it with the draft's
   * key. The page that comes with the mark, from the form's page (a detour through the sign-in page
   * does not count), is the post's answer; so is a page the post's redirect brought from the form's
   * page with a fragment of its own (the comment queue's #moderated). Unless that page refused the
   * form, the save arrived and the draft is done with.
   */
  function markSent(form, submitter, key) {
    if (submitter && (submitter.hasAttribute("formaction") || submitter.hasAttribute("formtarget"))) return;
    var mark = Math.random().toString(36).slice(2, 10);
    writeJson(session, SENT, { key: key, mark: mark, from: location.pathname + location.search, at: Date.now() });
    var action = new URL(form.getAttribute("action") || location.href, location.href);
    action.hash = "sent-" + mark;
    form.setAttribute("action", action.pathname + action.search + action.hash);
  }

  /** How the browser came to this page: `redirected` (a save's 303), `back` (Back or Forward). */
  function arrival() {
    try {
      var entry = performance.getEntriesByType("navigation")[0];
      return {
        redirected: Boolean(entry && entry.redirectCount > 0),
        back: Boolean(entry && entry.type === "back_forward"),
      };
    } catch {
      return { redirected: false, back: false };
    }
  }

  function settleSent(refused) {
    var marked = /^#sent-/.test(location.hash);
    var sent = readJson(session, SENT);
    if (sent) {
      var from = null;
      try {
        var referrer = new URL(document.referrer);
        if (referrer.origin === location.origin) from = referrer.pathname + referrer.search;
      } catch {
        from = null;
      }
      var came = arrival();
      var answer =
        from === sent.from &&
        (location.hash === "#sent-" + sent.mark || (came.redirected && Date.now() - sent.at < ANSWER_WITHIN));
      if (answer && local && !refused) local.removeItem(sent.key);
      // Answered, or back on the form's page without an answer (the browser showed an error page).
      if (answer || marked || (came.back && location.pathname + location.search === sent.from))
        session.removeItem(SENT);
    }
    // The mark has served: the address goes back to the page's own.
    if (marked) history.replaceState(history.state, "", location.pathname + location.search);
  }

  // ---- Messages in the form ----------------------------------------------------------------

  var NOTE_CLASS =
    "mt-3 rounded-md border-l-4 border-accent-500 bg-accent-50 px-4 py-3 text-sm text-brand-950 dark:border-accent-300 dark:bg-brand-950 dark:text-slate-100";
  var BUTTON_CLASS =
    "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100";

  /** Where the form's own messages go: after its bar and its summary, at its top. */
  function placeAtTop(form, element) {
    var after = null;
    Array.prototype.forEach.call(form.children, function (child) {
      if (child.matches('input[type="hidden"], [data-editor-bar], #' + SUMMARY_ID)) after = child;
    });
    form.insertBefore(element, after ? after.nextSibling : form.firstChild);
  }

  /** A message about the save just pressed: in the bar when the button was there, else under the button. */
  function sayBySubmitter(form, submitter, message) {
    var bar = submitter && submitter.closest("[data-editor-bar]");
    var status = bar && bar.querySelector("[data-editor-status]");
    if (status) {
      status.textContent = message;
      return;
    }
    var note = form.querySelector("[data-form-note]");
    if (!note) {
      note = document.createElement("p");
      note.setAttribute("data-form-note", "");
      note.setAttribute("role", "status");
      note.className = NOTE_CLASS;
      var anchor = submitter && form.contains(submitter) ? submitter : null;
      if (anchor) anchor.insertAdjacentElement("afterend", note);
      else placeAtTop(form, note);
    }
    note.textContent = message;
  }

  function openAround(element) {
    for (var node = element; node; node = node.parentElement) {
      if (node.tagName === "DETAILS" && !node.open) node.open = true;
    }
  }

  // ---- Drafts ----------------------------------------------------------------------------------

  function setUpDrafts(form, refused) {
    // An upload's form is handed in by its own script (public/resumable-upload.js), unseen here.
    if (form.hasAttribute("data-resumable-form")) return null;
    var fields = fieldsOf(form);
    if (
      !local ||
      !fields.some(function (field) {
        return typedIn(field.control);
      })
    )
      return null;
    var key = draftKey(form);
    var rendered = valuesOf(fields, true);
    var timer = null;

    function differs(values, from) {
      return Object.keys(values).some(function (name) {
        return name in from && values[name] !== from[name];
      });
    }

    function keep() {
      timer = null;
      if (forgetting) return;
      var values = valuesOf(fields, false);
      if (differs(values, rendered)) writeJson(local, key, { at: Date.now(), values: values });
      else local.removeItem(key);
    }

    function keepSoon() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(keep, DRAFT_DELAY);
    }

    function keepNow() {
      if (timer) clearTimeout(timer);
      keep();
    }

    function offer(draft) {
      var box = document.createElement("div");
      box.setAttribute("data-draft-offer", "");
      box.setAttribute("role", "status");
      box.setAttribute("tabindex", "-1");
      box.className = NOTE_CLASS;
      var text = document.createElement("p");
      text.textContent = say("draftOffer", { time: timeOf(draft.at) });
      var buttons = document.createElement("div");
      buttons.className = "mt-2 flex flex-wrap gap-2";
      [
        ["restore", restore],
        ["discard", discard],
      ].forEach(function (choice) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = BUTTON_CLASS;
        button.setAttribute("data-draft-" + choice[0], "");
        button.textContent = say(choice[0]);
        button.addEventListener("click", choice[1]);
        buttons.appendChild(button);
      });
      box.appendChild(text);
      box.appendChild(buttons);
      placeAtTop(form, box);

      function restore() {
        fields.forEach(function (field) {
          if (!(field.key in draft.values) || draft.values[field.key] === valueOf(field.control, false)) return;
          setValue(field.control, draft.values[field.key]);
          openAround(field.control);
        });
        keepNow();
        text.textContent = say("restored");
        buttons.remove();
        box.focus();
      }

      function discard() {
        local.removeItem(key);
        box.remove();
      }
    }

    var draft = readJson(local, key);
    if (draft && draft.values && differs(draft.values, rendered))
      whenReactIsDone(function () {
        offer(draft);
      });
    // Nothing to give back (a refused form shows what was typed: kept until it is saved).
    else if (draft && !refused) local.removeItem(key);

    form.addEventListener("input", keepSoon);
    form.addEventListener("change", keepSoon);
    window.addEventListener("pagehide", function () {
      if (timer) keepNow();
    });
    return { key: key, keepNow: keepNow };
  }

  // ---- Every staff form ----------------------------------------------------------------------

  function setUpForm(form, refused) {
    if (form.dataset.staffFormReady) return;
    form.dataset.staffFormReady = "1";
    var drafts = setUpDrafts(form, refused);

    // A form that folds is checked by the server without a script (a closed section cannot show
    // the browser's bubble); here the browser checks first, opening the section of a field it refuses.
    if (form.hasAttribute("data-folded")) form.noValidate = false;
    form.addEventListener(
      "invalid",
      function (event) {
        openAround(event.target);
      },
      true,
    );

    form.addEventListener("submit", function (event) {
      if (event.defaultPrevented) return;
      var submitter = event.submitter || null;
      var action = new URL(
        (submitter && submitter.getAttribute("formaction")) || form.getAttribute("action") || location.href,
        location.href,
      );
      if (action.pathname === "/admin/sign-out") forgetAllDrafts();
      if (drafts) drafts.keepNow();
      if (navigator.onLine === false) {
        event.preventDefault();
        whenReactIsDone(function () {
          sayBySubmitter(form, submitter, say(drafts ? "offlineKept" : "offline"));
        });
        return;
      }
      if (drafts) markSent(form, submitter, drafts.key);
    });
  }

  // ---- The long forms: leave warning and autosave ---------------------------------------------

  function setUpEditor(form) {
    if (form.dataset.editorReady) return;
    form.dataset.editorReady = "1";
    var status = form.querySelector("[data-editor-status]");
    var url = form.getAttribute("data-autosave-url");
    var dirty = false;
    var leaving = false;
    var timer = null;
    var saving = false;
    var changedWhileSaving = false;

    function show(text) {
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
      show(say("saving"));
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
              if (!response.ok) throw new Error(answer.detail || say("notSavedStatus", { status: response.status }));
              if (!changedWhileSaving) dirty = false;
              show(answer.label || say("saved"));
            });
        })
        .catch(function (error) {
          show(error && error.message ? say("notSavedBecause", { reason: error.message }) : say("notSaved"));
        })
        .then(function () {
          saving = false;
          if (changedWhileSaving) later();
        });
    }

    function later() {
      if (!url) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(save, AUTOSAVE_DELAY);
    }

    function changed() {
      dirty = true;
      if (url && !saving) show(say("unsaved"));
      if (saving) changedWhileSaving = true;
      later();
    }

    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", function (event) {
      if (event.defaultPrevented) return;
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
        if (window.confirm(say("leave"))) {
          dirty = false;
          return;
        }
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    );
  }

  // ---- The page ------------------------------------------------------------------------------

  function rememberSections() {
    var key = OPEN_SECTIONS + location.pathname;
    var sections = document.querySelectorAll("details[data-form-section][id]");
    if (!sections.length) return;
    // After a save the sections that were open are open again; a refusal opens its own.
    if (!document.getElementById(SUMMARY_ID)) {
      (readJson(session, key) || []).forEach(function (id) {
        var section = document.getElementById(id);
        if (section && section.matches("details[data-form-section]")) section.open = true;
      });
    }
    document.addEventListener(
      "toggle",
      function (event) {
        if (!(event.target instanceof Element) || !event.target.matches("details[data-form-section]")) return;
        var open = [];
        sections.forEach(function (section) {
          if (section.open) open.push(section.id);
        });
        writeJson(session, key, open);
      },
      true,
    );
  }

  function setUpSummary() {
    var summary = document.getElementById(SUMMARY_ID);
    if (!summary) return;
    if (document.activeElement === document.body || !document.activeElement) summary.focus();
    summary.addEventListener("click", function (event) {
      var link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      var target = link && document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
      if (!target) return;
      event.preventDefault();
      openAround(target);
      var control = target.matches("input, select, textarea, [tabindex]")
        ? target
        : target.querySelector("input, select, textarea");
      if (control) control.focus();
      else target.scrollIntoView();
    });
  }

  /** A choice that needs more (a ministry leader's ministries) opens the folded part that asks for it. */
  function setUpOpeners() {
    document.addEventListener("change", function (event) {
      var select = event.target;
      if (!(select instanceof HTMLSelectElement) || !select.hasAttribute("data-opens")) return;
      var folded = document.getElementById(select.getAttribute("data-opens"));
      if (folded && select.value === select.getAttribute("data-opens-for")) folded.open = true;
    });
  }

  /**
   * A list of numbered lines ([data-rows="gifts"], each [data-row], fields named "gifts.N.field"):
   * its hidden button [data-adds-row="gifts"] shows, and adds a copy of the last line, emptied,
   * numbered next. Without this script the page has a fixed number of empty lines.
   */
  function setUpAddedRows() {
    document.querySelectorAll("button[data-adds-row]").forEach(function (button) {
      var name = button.getAttribute("data-adds-row");
      var list = document.querySelector('[data-rows="' + name + '"]');
      if (!list) return;
      button.hidden = false;
      button.addEventListener("click", function () {
        var rows = list.querySelectorAll("[data-row]");
        var last = rows[rows.length - 1];
        if (!last) return;
        var from = name + "." + (rows.length - 1) + ".";
        var to = name + "." + rows.length + ".";
        var row = last.cloneNode(true);
        row.querySelectorAll("[id$='-error']").forEach(function (error) {
          error.remove();
        });
        row.querySelectorAll("*").forEach(function (element) {
          ["id", "name", "for", "aria-describedby"].forEach(function (attribute) {
            var value = element.getAttribute(attribute);
            if (!value) return;
            value = value.split(from).join(to);
            if (attribute === "aria-describedby") {
              value = value
                .split(" ")
                .filter(function (id) {
                  return !/-error$/.test(id);
                })
                .join(" ");
            }
            if (value) element.setAttribute(attribute, value);
            else element.removeAttribute(attribute);
          });
          element.removeAttribute("aria-invalid");
          if (element instanceof HTMLInputElement && TYPED.test(element.type)) element.value = "";
          if (element instanceof HTMLSelectElement) element.selectedIndex = 0;
        });
        var number = row.querySelector("[data-row-number]");
        if (number) number.textContent = String(rows.length + 1);
        list.appendChild(row);
        var first = row.querySelector("input, select");
        if (first) first.focus();
      });
    });
  }

  function setUpAll() {
    // A page that refused a post says so (the error summary, the staff error page).
    var refused = Boolean(document.querySelector("[data-form-refused]"));
    forgetOldDrafts();
    settleSent(refused);
    document.querySelectorAll("form[data-staff-form]").forEach(function (form) {
      setUpForm(form, refused);
    });
    document.querySelectorAll("form[data-editor-form]").forEach(setUpEditor);
    rememberSections();
    setUpSummary();
    setUpOpeners();
    setUpAddedRows();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAll);
  else setUpAll();
})();
