import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffMember } from "../accounts";
import type { Permission } from "../permissions";
import { getApplication, listApplications, type ApplicationDetail, type ApplicationList } from "./applications";
import { listComments, type CommentFilter, type CommentQueue } from "./comments";
import {
  listPosts,
  listSermons,
  type ContentFilter,
  type ContentList,
  type PostListItem,
  type SermonListItem,
} from "./content";
import { getMessage, listMessages, type MessageDetail, type MessageSummary } from "./messages";
import type { RoomPage } from "./paging";
import {
  listPrayerRequests,
  openPrayerRequest,
  type PrayerRequestDetail,
  type PrayerRequestSummary,
} from "./prayer-requests";
import { listSubscribers, type SubscriberList } from "./subscribers";

/**
 * The rooms of the back office as `context.staff.rooms` (server/staff/context.ts): each call asks
 * the page's permission through the context's `require` first (a 403 Response, or the way to sign
 * in), then the service asks it again of the member it is handed.
 */
export interface StaffRooms {
  comments(filter: CommentFilter): Promise<CommentQueue>;
  messages(filter: { page?: number }): Promise<RoomPage<MessageSummary>>;
  message(id: number): Promise<MessageDetail | null>;
  prayerRequests(filter: { page?: number }): Promise<RoomPage<PrayerRequestSummary>>;
  /** Opens one request: a private one's opening is written to the activity log. */
  prayerRequest(id: number): Promise<PrayerRequestDetail | null>;
  applications(filter: { ministry?: string | null; page?: number }): Promise<ApplicationList>;
  application(id: number): Promise<ApplicationDetail | null>;
  subscribers(filter: { query?: string; page?: number }): Promise<SubscriberList>;
  posts(filter: ContentFilter): Promise<ContentList<PostListItem>>;
  sermons(filter: ContentFilter): Promise<ContentList<SermonListItem>>;
}

export function createStaffRooms(db: Kysely<Database>, require: (permission: Permission) => StaffMember): StaffRooms {
  return {
    comments: async (filter) => listComments(db, require("moderateComments"), filter),
    messages: async (filter) => listMessages(db, require("readMessages"), filter),
    message: async (id) => getMessage(db, require("readMessages"), id),
    prayerRequests: async (filter) => listPrayerRequests(db, require("readPrayerRequests"), filter),
    prayerRequest: async (id) => openPrayerRequest(db, require("readPrayerRequests"), id),
    applications: async (filter) => listApplications(db, require("readApplications"), filter),
    application: async (id) => getApplication(db, require("readApplications"), id),
    subscribers: async (filter) => listSubscribers(db, require("manageSubscribers"), filter),
    posts: async (filter) => listPosts(db, require("editContent"), filter),
    sermons: async (filter) => listSermons(db, require("editContent"), filter),
  };
}

export type { ApplicationDetail, ApplicationList, ApplicationSummary, MinistryOption } from "./applications";
export { COMMENT_TABS, type CommentQueue, type CommentTab, type QueuedComment } from "./comments";
export {
  CONTENT_STATUS_FILTERS,
  type ContentFilter,
  type ContentList,
  type ContentStatus,
  type ContentStatusFilter,
  type PostListItem,
  type SermonListItem,
} from "./content";
export type { MessageDetail, MessageOrigin, MessageSummary } from "./messages";
export { ROOM_PAGE_SIZE, type RoomPage } from "./paging";
export type { PrayerRequestDetail, PrayerRequestSummary } from "./prayer-requests";
export type { Subscriber, SubscriberList } from "./subscribers";
