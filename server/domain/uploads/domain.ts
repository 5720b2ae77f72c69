import { defineDomain } from "#server/domain/define-domain";
import { resumableUploadsSweep } from "./sweep";

/** Resumable uploads (server/http/uploads/resumable.ts): sermon audio and pictures in pieces, over a line that drops. */
export const uploadsDomain = defineDomain({
  name: "uploads",
  areas: ["uploads"],
  /** The waiting uploads past their day, and what a crash left, swept hourly (./sweep.ts). */
  jobs: ({ config, database }) => [resumableUploadsSweep(database.db, config.mediaDir)],
});
