import type { Insertable, Kysely } from "kysely";
import type { Database } from "#server/db/schema";

/**
 * Rows the tests put straight into the database: the columns a test does not care about filled
 * in (dated now, a post published), the ones it names as given. Each answers the new row's id.
 */

/** What each table's new row holds unless the test says otherwise. */
function defaultsAt(at: string) {
  return {
    posts: {
      title: "A post",
      excerpt: "",
      content: "<p>x</p>",
      author: "Pastor",
      author_image: null,
      image: null,
      category_id: null,
      quote: null,
      status: "published",
      featured: 0,
      published_at: at,
      created_at: at,
    },
    sermons: {
      speaker: "Pastor",
      preached_on: at.slice(0, 10),
      duration: null,
      youtube_id: null,
      image: null,
      description: "",
      has_audio: 0,
      has_transcript: 0,
      has_download: 0,
      published: 1,
      created_at: at,
    },
    comments: {
      parent_id: null,
      name: "Commenter",
      email: "c@example.org",
      text: "Amen",
      status: "pending",
      created_at: at,
    },
    contact_messages: {
      name: "Rudo",
      email: "rudo@example.org",
      phone: "",
      subject: "Visit",
      message: "Hello",
      form_type: "contact",
      details: "{}",
      created_at: at,
    },
    prayer_requests: {
      name: "Tatenda",
      email: "t@example.org",
      phone: "",
      request: "Pray for rain",
      is_private: 0,
      created_at: at,
    },
    ministry_applications: {
      ministry: "youth",
      first_name: "Farai",
      last_name: "M",
      email: "f@example.org",
      phone: "",
      subject: "",
      message: "I want to help",
      specific_interest: "",
      age_group: "",
      extra: "{}",
      created_at: at,
    },
  } satisfies { [T in keyof Database]?: Partial<Insertable<Database[T]>> };
}

type Defaulted = keyof ReturnType<typeof defaultsAt>;

/** A row of `table`: the columns without a default must be given. */
type Given<T extends Defaulted> = Omit<Insertable<Database[T]>, keyof ReturnType<typeof defaultsAt>[T]> &
  Partial<Insertable<Database[T]>>;

async function addRow<T extends Defaulted>(db: Kysely<Database>, table: T, fields: Given<T>): Promise<number> {
  const values = { ...defaultsAt(new Date().toISOString())[table], ...fields };
  // The table is a parameter: Kysely's types cannot follow it, the `Given` above checks the row.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const row = await (db as Kysely<any>).insertInto(table).values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

export const addPost = (db: Kysely<Database>, fields: Given<"posts">) => addRow(db, "posts", fields);
export const addSermon = (db: Kysely<Database>, fields: Given<"sermons">) => addRow(db, "sermons", fields);
export const addComment = (db: Kysely<Database>, fields: Given<"comments">) => addRow(db, "comments", fields);
export const addMessage = (db: Kysely<Database>, fields: Given<"contact_messages"> = {}) =>
  addRow(db, "contact_messages", fields);
export const addPrayerRequest = (db: Kysely<Database>, fields: Given<"prayer_requests"> = {}) =>
  addRow(db, "prayer_requests", fields);
export const addApplication = (db: Kysely<Database>, fields: Given<"ministry_applications"> = {}) =>
  addRow(db, "ministry_applications", fields);
