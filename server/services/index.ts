import type { Kysely } from "kysely";
import type { Engine } from "../db/connection";
import type { Database } from "../db/schema";
import { createCommentService } from "./comments";
import { createPostService } from "./posts";
import { createSermonService } from "./sermons";
import { createSubmissionService } from "./submissions";
import type { Services } from "./types";

export interface ServiceOptions {
  siteUrl: string;
  /** Full-text search is written per engine (migration 002). */
  engine: Engine;
  /** MEDIA_DIR: a sermon claims its audio only when the file is there (issue 15). */
  mediaDir?: string;
}

/** The domain over one database handle (DESIGN.md, How data flows): the API and the loaders share it. */
export function createServices(db: Kysely<Database>, options: ServiceOptions): Services {
  return {
    posts: createPostService(db, options.engine),
    comments: createCommentService(db),
    sermons: createSermonService(db, options.engine, options.mediaDir),
    submissions: createSubmissionService(db, options.siteUrl),
  };
}
