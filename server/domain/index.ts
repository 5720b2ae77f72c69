import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import { createCommentService } from "#server/domain/comments/comments";
import { createEventService } from "#server/domain/events/index";
import { createOwnPageService } from "#server/domain/own-pages/pages";
import { createPostService } from "#server/domain/posts/posts";
import { createSermonService } from "#server/domain/sermons/sermons";
import { createSubmissionService } from "#server/domain/submissions/submissions";
import type { Services } from "./types";

export interface ServiceOptions {
  siteUrl: string;
  /** Full-text search is written per engine (migration 002). */
  engine: Engine;
  /** MEDIA_DIR: a sermon claims its audio only when the file is there. */
  mediaDir?: string;
}

/** The domain over one database handle (docs/architecture.md, Data flow): the API and the loaders share it. */
export function createServices(db: Kysely<Database>, options: ServiceOptions): Services {
  return {
    posts: createPostService(db, options.engine),
    comments: createCommentService(db),
    sermons: createSermonService(db, options.engine, options.mediaDir),
    submissions: createSubmissionService(db, options.siteUrl),
    ownPages: createOwnPageService(db),
    events: createEventService(db, options.siteUrl),
  };
}
