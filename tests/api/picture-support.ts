import { addMember, sessionOf } from "./staff-support";
import type { TestApi } from "./support";

/** Picture uploads as the staff pages send them, shared by the picture tests. */

export type Who = { cookie: string; token: string };

export async function signedIn(api: TestApi, role: "editor" | "ministry-leader"): Promise<Who> {
  const member = await addMember(api.database.db, role);
  const session = await sessionOf(api.database.db, member.id);
  return { cookie: `staff_session=${session.secret}`, token: session.token };
}

/** A multipart form as a browser sends it: the token first, then `alt`, then the file. */
export function upload(
  api: TestApi,
  who: Who | null,
  file: Buffer,
  filename: string,
  options: { json?: boolean; type?: string; alt?: string | null; token?: string | null } = {},
) {
  const boundary = "----picturesTest" + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  const token = options.token === undefined ? who?.token : options.token;
  if (token)
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${token}\r\n`));
  // A description unless the test says otherwise: the library takes no picture without one.
  const alt = options.alt === undefined ? "A test picture" : options.alt;
  if (alt !== null)
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="picture"; filename="${filename}"\r\ncontent-type: ${options.type ?? "image/jpeg"}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return api.inject({
    method: "POST",
    url: "/admin/pictures",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      origin: api.config.siteUrl,
      ...(options.json === false ? {} : { accept: "application/json" }),
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload: Buffer.concat(parts),
  });
}
