import type { Kysely } from "kysely";
import type { FooterPageLink, OwnPageView } from "#contract/own-pages";
import { isSlug } from "#contract/slugs";
import type { Database } from "#server/db/schema";
import { imageFields } from "#server/domain/pictures/images";
import { richTextSummary } from "#server/lib/rich-text";
import { storedRichText } from "#server/lib/sanitize";

/**
 * The public side of staff's own pages: a published page by its address, and the footer's quick
 * links to them. Drafts and the trash are never read here (the staff preview is
 * ./authoring.ts).
 */
export interface OwnPageService {
  /** The published page at `/{slug}`, or null. */
  bySlug(slug: string): Promise<OwnPageView | null>;
  /** The published pages staff put in the footer, in their order (then by title). */
  footerLinks(): Promise<FooterPageLink[]>;
  /** Every published page's address and when it last changed (ISO), for the sitemap. */
  sitemap(): Promise<Array<{ slug: string; date: string }>>;
}

/** At most this many links of pages in the footer: it stays a short list on a phone. */
const FOOTER_LINKS_MAX = 12;

/** A row as its public page shows it: the HTML sanitised on write, or on read for a row written otherwise (decision 042). */
export function viewOfRow(row: {
  title: string;
  slug: string;
  content: string;
  sanitized_with: number;
  image: string | null;
  updated_at: string;
}): OwnPageView {
  const content = storedRichText(row.content, Number(row.sanitized_with));
  const image = imageFields(row.image, "wide");
  return {
    title: row.title,
    slug: row.slug,
    content,
    cover: image.set ? row.image : null,
    image: image.src,
    description: richTextSummary(content),
    updatedAt: row.updated_at,
  };
}

export function createOwnPageService(db: Kysely<Database>): OwnPageService {
  return {
    async bySlug(slug) {
      const address = slug.toLowerCase();
      if (!isSlug(address)) return null;
      const row = await db
        .selectFrom("own_pages")
        .select(["title", "slug", "content", "sanitized_with", "image", "updated_at"])
        .where("slug", "=", address)
        .where("status", "=", "published")
        .executeTakeFirst();
      return row ? viewOfRow(row) : null;
    },
    async footerLinks() {
      const rows = await db
        .selectFrom("own_pages")
        .select(["title", "slug"])
        .where("in_footer", "=", 1)
        .where("status", "=", "published")
        .orderBy("footer_order")
        .orderBy("title")
        .limit(FOOTER_LINKS_MAX)
        .execute();
      return rows.map((row) => ({ label: row.title, path: `/${row.slug}` }));
    },
    async sitemap() {
      const rows = await db
        .selectFrom("own_pages")
        .select(["slug", "updated_at"])
        .where("status", "=", "published")
        .orderBy("slug")
        .limit(1000)
        .execute();
      return rows.map((row) => ({ slug: row.slug, date: row.updated_at }));
    },
  };
}
