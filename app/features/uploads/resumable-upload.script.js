// Resumable uploads for the staff pages that take a file (sermon audio, pictures): the file goes to
// the tus 1.0 endpoint /admin/uploads (server/http/uploads/resumable.ts) in one PATCH at a time, with
// a progress bar; after the line drops it asks the server how much arrived (HEAD) and sends the rest,
// and after a reload the same file chosen again carries on where it stopped. Once whole, the page's
// form is sent with the upload's id in place of the file, and the server checks the bytes then.
// Plain JavaScript, loaded only by the pages that upload (app/features/uploads/upload-progress.tsx);
// without it the forms post the file in one go, as before. Served at /resumable-upload.js as one
// classic script with what it imports (tools/lib/browser-scripts.ts): sizes read as the server's
// pages show them, by the one size rule.
import { fileSizeText } from "#contract/file-sizes";

(function () {
  "use strict";

  var ENDPOINT = "/admin/uploads";
  // Waits between tries while the line is down: it keeps trying, more slowly, until paused.
  var RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];

  function timeLeft(seconds) {
    if (!isFinite(seconds) || seconds <= 0) return "";
    if (seconds < 60) return "less than a minute left";
    var minutes = Math.round(seconds / 60);
    if (minutes < 60) return "about " + minutes + (minutes === 1 ? " minute left" : " minutes left");
    var hours = Math.floor(minutes / 60);
    return "about " + hours + " h " + (minutes % 60) + " min left";
  }

  function encode(text) {
    return btoa(unescape(encodeURIComponent(text)));
  }

  /** Where an upload of this file was, so a reload can carry on: kept in this browser only. */
  function memoryKey(kind, file) {
    return "upload:" + kind + ":" + file.name + ":" + file.size + ":" + file.lastModified;
  }
  function remembered(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function remember(key, value) {
    try {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    } catch {
      /* private browsing: the upload still resumes while the page stays open */
    }
  }

  /** The sentence a refusal carries: the server's own words (text, or the guard's `{ detail }`). */
  function refusalOf(xhr) {
    var text = xhr.responseText || "";
    try {
      var answer = JSON.parse(text);
      if (answer && answer.detail) return answer.detail;
    } catch {
      /* plain text */
    }
    if (text && text.length < 400 && text.indexOf("<") === -1) return text.trim();
    return "The upload was refused (" + xhr.status + "). Please reload the page and try again.";
  }

  /**
   * One file's upload. `events`: progress(sent, total), state(text, problem), done(id), failed(text).
   * start() begins or carries on; pause() stops sending (the bytes that arrived stay on the server).
   */
  function ResumableUpload(file, kind, token, events) {
    var key = memoryKey(kind, file);
    var url = null;
    var offset = 0;
    var xhr = null;
    var paused = false;
    var finished = false;
    var failures = 0;
    var retryTimer = null;

    function request(method, target, headers, body, onload, onprogress) {
      var req = new XMLHttpRequest();
      // Before send(): upload events fire only for listeners there when the request starts.
      if (onprogress) req.upload.onprogress = onprogress;
      req.open(method, target);
      req.setRequestHeader("Tus-Resumable", "1.0.0");
      req.setRequestHeader("X-Staff-Token", token);
      req.setRequestHeader("Accept", "application/json");
      for (var name in headers) req.setRequestHeader(name, headers[name]);
      req.onload = function () {
        if (xhr === req) xhr = null;
        onload(req);
      };
      req.onerror = req.ontimeout = function () {
        if (xhr === req) xhr = null;
        lineDown();
      };
      xhr = req;
      req.send(body === undefined ? null : body);
    }

    function fail(text) {
      finished = true;
      events.failed(text);
    }

    function lineDown() {
      if (paused || finished) return;
      var wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
      failures += 1;
      events.state(
        "The connection dropped. Trying again in " + Math.round(wait / 1000) + " s… (what arrived is kept)",
        true,
      );
      clearTimeout(retryTimer);
      retryTimer = setTimeout(carryOn, wait);
    }

    function create() {
      events.state("Starting the upload…", false);
      var metadata = "kind " + encode(kind) + ",filename " + encode(file.name);
      request(
        "POST",
        ENDPOINT,
        { "Upload-Length": String(file.size), "Upload-Metadata": metadata },
        undefined,
        function (req) {
          if (req.status !== 201) return req.status >= 500 && req.status !== 507 ? lineDown() : fail(refusalOf(req));
          url = req.getResponseHeader("Location");
          offset = 0;
          remember(key, url);
          send();
        },
      );
    }

    /** Asks how much arrived, then sends the rest; a gone upload starts again. */
    function carryOn() {
      if (paused || finished) return;
      if (!url) return create();
      events.state("Checking how much arrived…", false);
      request("HEAD", url, {}, undefined, function (req) {
        if (req.status === 404 || req.status === 410) {
          url = null;
          remember(key, null);
          return create();
        }
        if (req.status !== 200) return req.status >= 500 ? lineDown() : fail(refusalOf(req));
        offset = Number(req.getResponseHeader("Upload-Offset")) || 0;
        send();
      });
    }

    function send() {
      if (paused || finished) return;
      if (offset >= file.size) return done();
      failures = 0;
      events.state("Uploading…", false);
      events.progress(offset, file.size);
      var from = offset;
      request(
        "PATCH",
        url,
        { "Upload-Offset": String(from), "Content-Type": "application/offset+octet-stream" },
        file.slice(from),
        function (answer) {
          if (answer.status === 204) {
            offset = Number(answer.getResponseHeader("Upload-Offset")) || from;
            events.progress(offset, file.size);
            return offset >= file.size ? done() : send();
          }
          // The server has another offset (a piece lost on the way): ask it again.
          if (answer.status === 409) return carryOn();
          if (answer.status === 404 || answer.status === 410) {
            url = null;
            remember(key, null);
            return create();
          }
          return answer.status >= 500 ? lineDown() : fail(refusalOf(answer));
        },
        function (progress) {
          events.progress(from + progress.loaded, file.size);
        },
      );
    }

    function done() {
      finished = true;
      remember(key, null);
      events.progress(file.size, file.size);
      events.done(url.split("/").pop());
    }

    // The phone says its line went: the request in flight is lost anyway, so it ends now and the
    // rest is sent once the line is back (the server keeps what arrived).
    window.addEventListener("offline", function () {
      if (paused || finished || !xhr) return;
      var inFlight = xhr;
      xhr = null;
      inFlight.abort();
      lineDown();
    });

    window.addEventListener("online", function () {
      if (!paused && !finished && !xhr) {
        clearTimeout(retryTimer);
        carryOn();
      }
    });

    this.start = function () {
      paused = false;
      url = url || remembered(key);
      carryOn();
    };
    this.pause = function () {
      paused = true;
      clearTimeout(retryTimer);
      if (xhr) xhr.abort();
      xhr = null;
      events.state("Paused. What arrived is kept: press Resume to send the rest.", false);
    };
  }

  /**
   * The progress box of a form (markup from upload-progress.tsx): the bar, "42% · 8.4 MB of 20 MB ·
   * about 3 minutes left", Pause/Resume and a status line. Returns the events an upload reports to.
   */
  function progressBox(box, onPauseToggle) {
    var bar = box.querySelector("[data-upload-bar]");
    var figures = box.querySelector("[data-upload-figures]");
    var status = box.querySelector("[data-upload-status]");
    var toggle = box.querySelector("[data-upload-toggle]");
    var recent = [];
    box.hidden = false;
    toggle.hidden = false;
    toggle.textContent = "Pause";
    toggle.onclick = function () {
      var pausing = toggle.textContent === "Pause";
      toggle.textContent = pausing ? "Resume" : "Pause";
      onPauseToggle(pausing);
    };
    return {
      progress: function (sent, total) {
        var now = Date.now();
        recent.push([now, sent]);
        while (recent.length > 2 && now - recent[0][0] > 20000) recent.shift();
        var first = recent[0];
        var rate = now > first[0] ? (sent - first[1]) / ((now - first[0]) / 1000) : 0;
        var percent = total ? Math.floor((sent / total) * 100) : 0;
        bar.value = percent;
        bar.textContent = percent + "%";
        var left = rate > 0 && sent < total ? timeLeft((total - sent) / rate) : "";
        figures.textContent =
          percent + "% · " + fileSizeText(sent) + " of " + fileSizeText(total) + (left ? " · " + left : "");
      },
      state: function (text, problem) {
        status.textContent = text;
        status.className = "text-sm" + (problem ? " font-semibold text-red-800 dark:text-red-300" : "");
      },
      finish: function (text) {
        toggle.hidden = true;
        status.textContent = text;
        status.className = "text-sm font-semibold";
      },
      failed: function (text) {
        toggle.hidden = true;
        status.textContent = text;
        status.className = "text-sm font-semibold text-red-800 dark:text-red-300";
      },
    };
  }

  /**
   * Uploads `file` as `kind` with the progress shown in `box`; calls `whole(id)` once all of it has
   * arrived, `refused(text)` when the server will not take it.
   */
  function uploadWithProgress(file, kind, token, box, whole, refused) {
    var upload;
    var shown = progressBox(box, function (pausing) {
      if (pausing) upload.pause();
      else upload.start();
    });
    upload = new ResumableUpload(file, kind, token, {
      progress: shown.progress,
      state: shown.state,
      done: function (id) {
        shown.finish("All of " + file.name + " has arrived. Checking it…");
        whole(id, shown);
      },
      failed: function (text) {
        shown.failed(text);
        refused(text);
      },
    });
    upload.start();
    return upload;
  }

  /** A form that posts a file (data-resumable-form="audio|picture"): the file goes ahead in pieces. */
  function setUpForm(form) {
    if (form.dataset.resumableReady) return;
    form.dataset.resumableReady = "1";
    var kind = form.dataset.resumableForm;
    var file = form.querySelector('input[type="file"]');
    var token = form.querySelector('input[name="csrf"]');
    var box = form.querySelector("[data-upload-progress]");
    var handed = form.querySelector('input[name="upload"]');
    if (!file || !token || !box || !handed) return;
    var busy = false;
    form.addEventListener("submit", function (event) {
      if (handed.value) return; // the upload is whole: the form goes with its id
      var chosen = file.files && file.files[0];
      if (!chosen) return;
      event.preventDefault();
      if (busy) return;
      busy = true;
      var button = form.querySelector('button:not([type="button"])');
      if (button) button.disabled = true;
      uploadWithProgress(
        chosen,
        kind,
        token.value,
        box,
        function (id) {
          handed.value = id;
          // The file's bytes are on the server: the form carries its id, not the file again.
          file.required = false;
          file.value = "";
          // Sent once the line is up: offline, the browser would show its own error page instead.
          if (navigator.onLine === false) {
            box.querySelector("[data-upload-status]").textContent =
              "All of it has arrived. Waiting for the connection to hand it in…";
            window.addEventListener(
              "online",
              function () {
                form.submit();
              },
              { once: true },
            );
          } else form.submit();
        },
        function () {
          busy = false;
          if (button) button.disabled = false;
        },
      );
    });
  }

  window.resumableUpload = uploadWithProgress;

  function setUpAll() {
    document.querySelectorAll("form[data-resumable-form]").forEach(setUpForm);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAll);
  else setUpAll();
})();
