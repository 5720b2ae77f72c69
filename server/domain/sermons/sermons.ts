import fs from "node:fs";
import path from "node:path";
import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import { AUDIO_URL_PREFIX, durationText } from "#contract/sermon-audio";
import { isSlug } from "#contract/slugs";
import type { Sermon, SermonCategory } from "#contract/types";
import type { Engine } from "#server/db/connection";
import type { Database, SermonsTable } from "#server/db/schema";
import { fullMonthName, toIsoString } from "#server/lib/dates";
import { byNameThenId, compareNames, foldText } from "#server/lib/text";
import { imageFields } from "#server/domain/pictures/images";
import { isUploadedPictureName } from "#contract/pictures";
import type {
  PageRequest,
  PageResult,
  SermonAudioFile,
  SermonListFilter,
  SermonPageData,
  SermonService,
} from "#server/domain/types";
import { fullTextIds, idIn } from "#server/domain/posts/search";
import { pageExists } from "#contract/pagination";
import { clampLimit, inOrder, pageIds, type NewestFirst } from "#server/domain/paging";

type SermonRow = Selectable<SermonsTable>;
type SermonQuery = SelectQueryBuilder<Database, "sermons", object>;

export const DEFAULT_SERMON_LIMIT = 6;
export const UNKNOWN_SPEAKER = "Unknown Speaker";
export const UNCATEGORIZED = "Uncategorized";
export const NO_DURATION = "Duration not specified";

/** Published sermons in the API's snake_case shape (docs/api.md, GET /api/sermons/). */
export function createSermonService(db: Kysely<Database>, engine: Engine, mediaDir?: string): SermonService {
  const published = (): SermonQuery => db.selectFrom("sermons").where("sermons.published", "=", 1);
  const NEWEST_FIRST = { date: "sermons.preached_on", id: "sermons.id" } as const satisfies NewestFirst;
  const newestFirst = <Q extends SermonQuery>(query: Q): Q =>
    query.orderBy(NEWEST_FIRST.date, "desc").orderBy(NEWEST_FIRST.id, "desc") as Q;

  /** The categories that hold at least one published sermon (an empty one would filter to nothing). */
  async function categories(): Promise<SermonCategory[]> {
    const rows = await db
      .selectFrom("sermon_categories")
      .select(["id", "name", "slug"])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("sermon_category_links")
            .innerJoin("sermons", "sermons.id", "sermon_category_links.sermon_id")
            .select(eb.lit(1).as("one"))
            .whereRef("sermon_category_links.category_id", "=", "sermon_categories.id")
            .where("sermons.published", "=", 1),
        ),
      )
      .execute();
    return rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug })).sort(byNameThenId);
  }

  async function categoryNames(sermonIds: number[]): Promise<Map<number, string[]>> {
    const names = new Map<number, string[]>();
    if (sermonIds.length === 0) return names;
    const rows = await db
      .selectFrom("sermon_category_links")
      .innerJoin("sermon_categories", "sermon_categories.id", "sermon_category_links.category_id")
      .select(["sermon_category_links.sermon_id", "sermon_categories.name"])
      .where("sermon_category_links.sermon_id", "in", sermonIds)
      .execute();
    for (const row of rows) {
      const list = names.get(Number(row.sermon_id)) ?? [];
      list.push(row.name);
      names.set(Number(row.sermon_id), list);
    }
    for (const list of names.values()) list.sort(compareNames);
    return names;
  }

  /**
   * The row's audio file, when one is recorded and (with a MEDIA_DIR) present on disk: the flags
   * and the duration follow from the file, never from the old `has_audio` column.
   */
  async function audioOf(row: SermonRow): Promise<SermonAudioFile | null> {
    if (!row.audio_file || !row.audio_type || row.audio_bytes === null) return null;
    if (mediaDir) {
      const present = await fs.promises.stat(path.join(mediaDir, row.audio_file)).then(
        (stat) => stat.isFile(),
        () => false,
      );
      if (!present) return null;
    }
    return {
      url: `${AUDIO_URL_PREFIX}${encodeURIComponent(path.posix.basename(row.audio_file))}`,
      type: row.audio_type,
      bytes: Number(row.audio_bytes),
      seconds: Number(row.audio_seconds ?? 0),
    };
  }

  function toSermon(row: SermonRow, names: string[] | undefined, audio: SermonAudioFile | null): Sermon {
    const image = imageFields(row.image, "card");
    const youtubeId = row.youtube_id?.trim() || null;
    return {
      id: Number(row.id),
      slug: row.slug,
      date: row.preached_on,
      month: fullMonthName(row.preached_on),
      title: row.title,
      description: row.description,
      sermon_from: row.speaker?.trim() || UNKNOWN_SPEAKER,
      categories: names && names.length > 0 ? names : [UNCATEGORIZED],
      time: audio && audio.seconds > 0 ? durationText(audio.seconds) : row.duration?.trim() || NO_DURATION,
      image_url: image.src,
      image_set: image.set,
      youtube_id: youtubeId,
      has_video: youtubeId !== null,
      has_audio: audio !== null,
      has_transcript: Number(row.has_transcript) === 1,
      has_download: Number(row.has_download) === 1,
    };
  }

  async function toSermons(rows: SermonRow[]): Promise<Sermon[]> {
    const [names, audio] = await Promise.all([
      categoryNames(rows.map((row) => Number(row.id))),
      Promise.all(rows.map(audioOf)),
    ]);
    return rows.map((row, i) => toSermon(row, names.get(Number(row.id)), audio[i]!));
  }

  async function toPages(rows: SermonRow[]): Promise<SermonPageData[]> {
    const sermons = await toSermons(rows);
    const audio = await Promise.all(rows.map(audioOf));
    return rows.map((row, i) => ({
      sermon: sermons[i]!,
      series: row.series?.trim() || null,
      scripture: row.scripture?.trim() || null,
      audio: audio[i]!,
      picture: isUploadedPictureName(row.image) ? row.image : null,
      createdAt: row.created_at,
    }));
  }

  /**
   * Category ids each category filter allows (DRF filter semantics: every given filter must hold;
   * an unknown category matches nothing). Null when no category filter is given.
   */
  async function categoryFilters(filter: SermonListFilter): Promise<number[][] | null> {
    const wanted: Array<(category: SermonCategory) => boolean> = [];
    if (filter.categorySlug !== undefined) {
      const slug = filter.categorySlug.trim();
      wanted.push((category) => category.slug === slug);
    }
    if (filter.categoryName !== undefined) {
      const name = foldText(filter.categoryName.trim());
      wanted.push((category) => foldText(category.name) === name);
    }
    if (filter.category !== undefined) {
      const value = filter.category.trim();
      const folded = foldText(value);
      wanted.push(
        (category) =>
          category.slug === value ||
          foldText(category.name) === folded ||
          (/^\d{1,15}$/.test(value) && category.id === Number(value)),
      );
    }
    if (wanted.length === 0) return null;
    const all = await categories();
    return wanted.map((test) => all.filter(test).map((category) => category.id));
  }

  async function list(filter: SermonListFilter, page: PageRequest): Promise<PageResult<Sermon> | null> {
    let query = published();
    const sets = await categoryFilters(filter);
    for (const ids of sets ?? []) {
      if (ids.length === 0) return pageExists(0, page.page, page.pageSize) ? { count: 0, results: [] } : null;
      query = query.where(
        idIn(
          "sermons.id",
          db
            .selectFrom("sermon_category_links")
            .select("sermon_category_links.sermon_id")
            .where("sermon_category_links.category_id", "in", ids),
        ),
      );
    }
    const matches = fullTextIds(engine, "sermon", filter.search);
    if (matches === null) return pageExists(0, page.page, page.pageSize) ? { count: 0, results: [] } : null;
    if (matches) query = query.where(idIn("sermons.id", matches));
    // Ids first, then the rows: a deep page skips index entries, not table rows.
    const found = await pageIds(db, query, NEWEST_FIRST, page, matches !== undefined);
    if (!found) return null;
    const rows = found.ids.length
      ? await db.selectFrom("sermons").selectAll().where("id", "in", found.ids).execute()
      : [];
    return { count: found.count, results: await toSermons(inOrder(found.ids, rows)) };
  }

  async function latest(limit?: number): Promise<Sermon[]> {
    const rows = await newestFirst(published().selectAll("sermons"))
      .limit(clampLimit(limit, DEFAULT_SERMON_LIMIT))
      .execute();
    return toSermons(rows);
  }

  async function bySlug(slug: string): Promise<Sermon | null> {
    if (!isSlug(slug)) return null;
    const row = await published().selectAll("sermons").where("sermons.slug", "=", slug).executeTakeFirst();
    return row ? (await toSermons([row]))[0] : null;
  }

  async function page(slug: string): Promise<SermonPageData | null> {
    if (!isSlug(slug)) return null;
    const row = await published().selectAll("sermons").where("sermons.slug", "=", slug).executeTakeFirst();
    return row ? (await toPages([row]))[0]! : null;
  }

  async function podcast(limit: number): Promise<SermonPageData[]> {
    const rows = await newestFirst(published().selectAll("sermons").where("sermons.audio_file", "is not", null))
      .limit(limit)
      .execute();
    return (await toPages(rows)).filter((episode) => episode.audio !== null);
  }

  async function sitemap(): Promise<Array<{ slug: string; date: string }>> {
    const rows = await newestFirst(
      published().select(["sermons.slug", "sermons.created_at", "sermons.updated_at"]),
    ).execute();
    return rows.map((row) => ({ slug: row.slug, date: toIsoString(row.updated_at ?? row.created_at) }));
  }

  return { list, latest, categories, bySlug, page, podcast, sitemap };
}
