import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import {
  findStaffById,
  memberOfLink,
  setPassword,
  StaffInputError,
  redeemPasswordLink,
  type StaffMember,
} from "./accounts";
import { recordActivity } from "./activity";
import { navigationFor, newestItems, waitingCounts, type NavItem, type NewestItem } from "./desk";
import { isForbiddenStaffRequest, isHttpsRequest, staffSessionOf } from "./http";
import { can, requirePermission, StaffForbidden, type Permission } from "./permissions";
import { endEverySession, endSession, serializeSessionCookie, sessionCookie } from "./sessions";
import { checkCurrentPassword, signIn } from "./sign-in";
import type { AreaKey } from "./areas";
import { createStaffRooms, type StaffRooms } from "./rooms";

/**
 * What the staff pages receive as `context.staff` (app/routes/admin/): the signed-in member and the
 * operations of the back office, each asking the member's permission on the server. Built per
 * request from the session the guard (server/staff/http.ts) resumed.
 */

/** A page's answer to a refused form: the message, and the field it belongs to when there is one. */
export interface FormProblem {
  message: string;
  field?: string;
}

export interface StaffContext {
  /** The signed-in member; null on the sign-in and one-time-link pages. */
  member: StaffMember | null;
  /** The session-bound token every staff form carries in its `csrf` field. */
  token: string;
  /** The guard found the page's area closed to the member's role: the layout answers 403. */
  forbidden: boolean;
  /** The member, when their role allows `permission`; else a 403 is thrown (a redirect to sign in without a session). */
  require(permission: Permission): StaffMember;
  can(permission: Permission): boolean;
  navigation(): Promise<NavItem[]>;
  waiting(): Promise<Partial<Record<AreaKey, number>>>;
  newest(): Promise<NewestItem[]>;
  /** The rooms' lists and items (server/staff/rooms/), each asking its permission first. */
  rooms: StaffRooms;
  /** Sign-in: a redirect with the new session's cookie, or the refusal (401 wrong, 429 too many). */
  signIn(input: { email: string; password: string; next: string | null }): Promise<Response | { status: 401 | 429; message: string; retryAfterSeconds?: number }>;
  /** Ends this session (or every one of the member's) and sends them to the sign-in page. */
  signOut(everywhere: boolean): Promise<Response>;
  changePassword(current: string, next: string): Promise<FormProblem | null>;
  /** The account a one-time link opens, or null when it is used, expired or unknown. */
  linkAccount(token: string): Promise<{ name: string; email: string } | null>;
  /** The password chosen through a link: a redirect to sign in, or why not. */
  choosePassword(token: string, password: string): Promise<Response | FormProblem>;
}

export function safeNext(next: string | null | undefined): string {
  // Only a path of this site: not //host, not /\host (browsers read both as another host), not a scheme.
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\") || /[\p{Cc}]/u.test(next)) {
    return "/admin";
  }
  // A Location header holds bytes: anything else is percent-encoded (a lone surrogate cannot be).
  try {
    return next.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return "/admin";
  }
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export function createStaffContext(db: Kysely<Database>, request: FastifyRequest): StaffContext {
  const session = staffSessionOf(request);
  const member = session?.member ?? null;
  const https = isHttpsRequest(request);
  const actor = member ? { staffId: member.id, name: member.name } : null;

  function require(permission: Permission): StaffMember {
    if (!member) throw redirect("/admin/sign-in");
    try {
      requirePermission(member, permission);
    } catch (error) {
      if (error instanceof StaffForbidden) throw new Response("Forbidden", { status: 403 });
      throw error;
    }
    return member;
  }

  return {
    member,
    token: session?.csrfToken ?? "",
    forbidden: isForbiddenStaffRequest(request),
    require,
    can: (permission) => (member ? can(member.role, permission) : false),
    navigation: async () => navigationFor(db, require("useBackOffice")),
    waiting: async () => waitingCounts(db, require("useBackOffice")),
    newest: async () => newestItems(db, require("useBackOffice")),
    rooms: createStaffRooms(db, require),

    async signIn({ email, password, next }) {
      const result = await signIn(db, { email, password, ip: request.ip });
      if (!result.ok) return result;
      return redirect(safeNext(next), [serializeSessionCookie(sessionCookie(https, result.secret))]);
    },

    async signOut(everywhere) {
      if (session) {
        if (everywhere) await endEverySession(db, session.member.id);
        else await endSession(db, session.idHash);
        await recordActivity(db, actor!, {
          action: everywhere ? "sign-out-everywhere" : "sign-out",
          itemType: "staff",
          itemId: session.member.id,
          summary: `${session.member.name} signed out${everywhere ? " everywhere" : ""}`,
        });
      }
      return redirect("/admin/sign-in", [serializeSessionCookie(sessionCookie(https, "", 0))]);
    },

    async changePassword(current, next) {
      const self = require("useBackOffice");
      const checked = await checkCurrentPassword(db, self, current, request.ip);
      if (!checked.ok) return { message: checked.message, field: "current" };
      try {
        await setPassword(db, (await findStaffById(db, self.id))!, next, session!.idHash);
      } catch (error) {
        if (error instanceof StaffInputError) return { message: error.message, field: "password" };
        throw error;
      }
      return null;
    },

    async linkAccount(token) {
      const owner = await memberOfLink(db, token);
      return owner ? { name: owner.name, email: owner.email } : null;
    },

    async choosePassword(token, password) {
      try {
        const owner = await redeemPasswordLink(db, token, password);
        if (!owner) return { message: "This link has expired or has been used. Ask an admin for a new one." };
        return redirect("/admin/sign-in?welcome=1");
      } catch (error) {
        if (error instanceof StaffInputError) return { message: error.message, field: "password" };
        throw error;
      }
    },
  };
}
