import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createCommentService } from "./comments";
import { createPostService } from "./posts";
import { createSermonService } from "./sermons";
import { createSubmissionService } from "./submissions";
import type { Services } from "./types";

export interface ServiceOptions {
  siteUrl: string;
}

/** The domain over one database handle (DESIGN.md, How data flows): the API and the loaders share it. */
export function createServices(db: Kysely<Database>, options: ServiceOptions): Services {
  void options;
  return {
    posts: createPostService(db),
    comments: createCommentService(db),
    sermons: createSermonService(db),
    submissions: createSubmissionService(db),
  };
}
