import type { FastifyBaseLogger } from "fastify";
import {
  logStorageRefusal,
  STORAGE_RETRY_AFTER_SECONDS,
  storageRefusalMessage,
  storageRefusalOf,
  type StorageRefusal,
} from "#server/lib/storage-refusal";

/**
 * A write the disk refused, met by a staff page (server/lib/storage-refusal.ts decides which
 * failures those are). Every operation of `context.staff` is watched (server/app.ts): the refusal is
 * logged with its cause and thrown on as a 503 answer carrying the staff sentence ("The server's
 * disk is full, so nothing was saved. Tell whoever looks after the server."), which the admin
 * layout's error page shows. A form whose typed text must not be lost (a post, a sermon, a reply)
 * catches it with `refusedSave` and comes back as it was posted, with the sentence.
 */

const REFUSALS = new WeakMap<Response, StorageRefusal>();

/** What a staff form shows instead of its result: the sentence, and the status of the page. */
export interface RefusedSave {
  message: string;
  field?: undefined;
  status: 503;
}

/** The failure handler of the watched staff context: a refusal becomes its 503 answer, anything else passes. */
export function staffRefusals(log: FastifyBaseLogger): (error: unknown) => unknown {
  return (error) => {
    if (error instanceof Response) return error;
    const refusal = storageRefusalOf(error);
    if (!refusal) return error;
    logStorageRefusal(log, error, refusal, "saving a staff form");
    const answer = new Response(storageRefusalMessage(refusal, "staff"), {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": String(STORAGE_RETRY_AFTER_SECONDS) },
    });
    REFUSALS.set(answer, refusal);
    return answer;
  };
}

/**
 * For `.catch(context.staff.refusedSave)` on a staff form's save: the refusal as the form's problem
 * (its sentence, status 503), so the page re-renders with what was typed; any other failure is
 * thrown on unchanged.
 */
export function refusedSave(error: unknown): RefusedSave {
  const refusal = error instanceof Response ? REFUSALS.get(error) : storageRefusalOf(error);
  if (!refusal) throw error;
  return { message: storageRefusalMessage(refusal, "staff"), status: 503 };
}
