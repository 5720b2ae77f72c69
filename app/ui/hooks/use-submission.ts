import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ApiError, QueuedError, sendAsForm, sendKept } from "~/lib/api";
import { keptFor, OFFLINE_MESSAGE, onSent, startOutbox } from "~/lib/outbox";

/**
 * The state machine every form of the site shares (docs/product.md, How every form behaves):
 * idle -> submitting -> success | error, with optional timed resets. Each form configures it:
 * how long success stays, whether an error shows or silently returns to idle, and so on.
 */
export type SubmissionStatus = "idle" | "submitting" | "success" | "error";

export interface SubmissionOptions {
  /** After success, return to idle after this many ms (and call onReset). Omit to stay. */
  successResetMs?: number;
  /** After an error, return to idle after this many ms. Omit to stay. */
  errorResetMs?: number;
  /** Failures go straight back to idle with no message ("only logged"). */
  silentErrors?: boolean;
  /** Turns a thrown error into the message shown. */
  errorMessage?: (error: unknown) => string;
  /** Called when a timed (or manual) reset after success happens: clear fields here. */
  onReset?: () => void;
}

export interface Submission {
  status: SubmissionStatus;
  message: string | null;
  /** Runs `send`; ignores a second call while one is in flight. Resolves true on success. */
  submit: (send: () => Promise<unknown>, successMessage?: string) => Promise<boolean>;
  /** Back to idle now (e.g. "Send another message", "Try Again"). */
  reset: () => void;
  /** Shows a message without sending (e.g. a client-side validation failure). */
  fail: (message: string) => void;
}

export function useSubmission(options: SubmissionOptions = {}): Submission {
  const [status, setStatus] = useState<SubmissionStatus>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  // The form's id for submissions kept offline: its page and its place in the page (stable across loads).
  const formKey = useId();
  const formId = useCallback(() => `${window.location.pathname}${formKey}`, [formKey]);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
    };
  }, [clearTimer]);

  const reset = useCallback(() => {
    const wasSuccess = status === "success";
    clearTimer();
    setStatus("idle");
    setMessage(null);
    if (wasSuccess) optionsRef.current.onReset?.();
  }, [status, clearTimer]);

  const schedule = useCallback(
    (ms: number | undefined, after: () => void) => {
      clearTimer();
      if (ms === undefined) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        if (mounted.current) after();
      }, ms);
    },
    [clearTimer],
  );

  const fail = useCallback(
    (text: string) => {
      setStatus("error");
      setMessage(text);
      schedule(optionsRef.current.errorResetMs, () => {
        setStatus("idle");
        setMessage(null);
      });
    },
    [schedule],
  );

  // Kept submissions: sent when the connection returns, then this form shows the
  // outcome; after a reload, the offline text until then.
  useEffect(() => {
    startOutbox(sendKept);
    const id = formId();
    if (keptFor(id).length > 0) {
      setStatus("error");
      setMessage(OFFLINE_MESSAGE);
    }
    return onSent((entry, outcome) => {
      if (entry.form !== id || !mounted.current) return;
      if (outcome.ok) {
        setStatus("success");
        setMessage(entry.note);
        return;
      }
      const opts = optionsRef.current;
      const error = new ApiError(outcome.status, outcome.data);
      fail(opts.errorMessage ? opts.errorMessage(error) : "Something went wrong. Please try again later.");
    });
  }, [formId, fail]);

  const submit = useCallback(
    async (send: () => Promise<unknown>, successMessage?: string) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      clearTimer();
      setStatus("submitting");
      setMessage(null);
      try {
        await sendAsForm(formId(), successMessage ?? null, send);
        if (!mounted.current) return true;
        setStatus("success");
        setMessage(successMessage ?? null);
        schedule(optionsRef.current.successResetMs, () => {
          setStatus("idle");
          setMessage(null);
          optionsRef.current.onReset?.();
        });
        return true;
      } catch (error) {
        if (error instanceof QueuedError) {
          // No network: kept on the device, not an error of the form's (never silent, never reset).
          if (mounted.current) {
            setStatus("error");
            setMessage(OFFLINE_MESSAGE);
          }
          return false;
        }
        console.error("Form submission failed:", error);
        if (!mounted.current) return false;
        const opts = optionsRef.current;
        if (opts.silentErrors) {
          setStatus("idle");
          setMessage(null);
        } else {
          fail(opts.errorMessage ? opts.errorMessage(error) : "Something went wrong. Please try again later.");
        }
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [fail, schedule, clearTimer, formId],
  );

  return { status, message, submit, reset, fail };
}
