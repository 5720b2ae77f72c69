import { editVersionOf } from "#contract/edit-versions";
import {
  pageDefinition,
  type PageDefinition,
  type PageDocument,
  type PageErrors,
  type PostedPage,
} from "#contract/page-content";
import type { RestoreOutcome, RevisionLine, ShownRevision } from "#server/domain/authoring/revisions-and-trash";
import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import {
  mayEditPage,
  pageRevision,
  pageRevisions,
  pagesFor,
  readPageForEdit,
  restorePageRevision,
  savePage,
} from "./pages";

/**
 * The built-in pages' content of /admin/pages (./pages.ts): the pages the member may edit, one
 * page's document (null: no such page, or not theirs: a ministry leader's other ministries), and
 * its save (null when saved, the problems, or "not-found" like the read).
 */
export interface StaffPages {
  editablePages(): PageDefinition[];
  pageDocument(key: string): Promise<{ definition: PageDefinition; document: PageDocument; version: number } | null>;
  savePageDocument(key: string, posted: PostedPage, version: string): Promise<PageErrors | "not-found" | null>;
  /** A page's revisions (null as for the document), one with its fields as staff read them, and Restore. */
  pageRevisions(key: string): Promise<RevisionLine<PageDocument>[] | null>;
  pageRevision(key: string, revisionId: number): Promise<ShownRevision<PageDocument> | null>;
  restorePageRevision(key: string, revisionId: number): Promise<RestoreOutcome>;
}

function staffPages({ db, require }: StaffDeps): StaffPages {
  return {
    editablePages: () => pagesFor(require("editPages")),
    async pageDocument(key) {
      const definition = pageDefinition(key);
      if (!definition || !mayEditPage(require("editPages"), definition)) return null;
      return { definition, ...(await readPageForEdit(db, definition.key)) };
    },
    async savePageDocument(key, posted, version) {
      const saved = await savePage(db, require("editPages"), key, posted, editVersionOf(version));
      if (!saved) return "not-found";
      return saved.ok ? null : saved.errors;
    },
    pageRevisions: async (key) => pageRevisions(db, require("editPages"), key),
    pageRevision: async (key, revisionId) => pageRevision(db, require("editPages"), key, revisionId),
    restorePageRevision: async (key, revisionId) => restorePageRevision(db, require("editPages"), key, revisionId),
  };
}

/** The built-in pages' content (home, about, each ministry's page...): a ministry leader only their ministries'. */
export const pagesDomain = defineDomain({
  name: "pages",
  staff: staffPages,
  areas: ["pages"],
  permissions: ["editPages"],
  versionedTables: ["page_contents"],
});
