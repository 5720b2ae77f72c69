import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/accounts";
import type { Permission } from "#server/auth/permissions";
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
import { actOnItem, type ActResult, type RawInboxFilter } from "./inbox";
import { getMessage, listMessages, type MessageDetail, type MessageList } from "./messages";
import {
  actOnPrayerRequest,
  listPrayerRequests,
  openPrayerRequest,
  type PrayerRequestDetail,
  type PrayerRequestList,
} from "./prayer-requests";
import {
  getSubscriber,
  listSubscribers,
  removeSubscriber,
  subscribersCsv,
  type Subscriber,
  type SubscriberList,
} from "./subscribers";

type ListOf<F> = RawInboxFilter & F & { page?: number };

/**
 * The staff lists of the back office as `context.staff.lists` (server/staff-context.ts): each call asks
 * the page's permission through the context's `require` first (a 403 Response, or the way to sign
 * in), then the service asks it again of the member it is handed.
 */
export interface StaffLists {
  comments(filter: CommentFilter): Promise<CommentQueue>;
  messages(filter: ListOf<object>): Promise<MessageList>;
  message(id: number): Promise<MessageDetail | null>;
  /** An item page's post (inbox.ts actOnItem); null when the item is not the member's to see. */
  actOnMessage(id: number, fields: Record<string, string>): Promise<ActResult | null>;
  prayerRequests(filter: ListOf<object>): Promise<PrayerRequestList>;
  /** Opens one request: a private one's opening is written to the activity log. */
  prayerRequest(id: number): Promise<PrayerRequestDetail | null>;
  actOnPrayerRequest(id: number, fields: Record<string, string>): Promise<ActResult | null>;
  applications(filter: ListOf<{ ministry?: string | null }>): Promise<ApplicationList>;
  application(id: number): Promise<ApplicationDetail | null>;
  actOnApplication(id: number, fields: Record<string, string>): Promise<ActResult | null>;
  subscribers(filter: { query?: string; page?: number }): Promise<SubscriberList>;
  subscriber(id: number): Promise<Subscriber | null>;
  removeSubscriber(id: number): Promise<boolean>;
  subscribersCsv(query: string): Promise<string>;
  posts(filter: ContentFilter): Promise<ContentList<PostListItem>>;
  sermons(filter: ContentFilter): Promise<ContentList<SermonListItem>>;
}

export function createStaffLists(db: Kysely<Database>, require: (permission: Permission) => StaffMember): StaffLists {
  return {
    comments: async (filter) => listComments(db, require("moderateComments"), filter),
    messages: async (filter) => listMessages(db, require("readMessages"), filter),
    message: async (id) => getMessage(db, require("readMessages"), id),
    actOnMessage: async (id, fields) => actOnItem(db, require("readMessages"), "message", id, fields),
    prayerRequests: async (filter) => listPrayerRequests(db, require("readPrayerRequests"), filter),
    prayerRequest: async (id) => openPrayerRequest(db, require("readPrayerRequests"), id),
    actOnPrayerRequest: async (id, fields) => actOnPrayerRequest(db, require("readPrayerRequests"), id, fields),
    applications: async (filter) => listApplications(db, require("readApplications"), filter),
    application: async (id) => getApplication(db, require("readApplications"), id),
    actOnApplication: async (id, fields) => actOnItem(db, require("readApplications"), "application", id, fields),
    subscribers: async (filter) => listSubscribers(db, require("manageSubscribers"), filter),
    subscriber: async (id) => getSubscriber(db, require("manageSubscribers"), id),
    removeSubscriber: async (id) => removeSubscriber(db, require("manageSubscribers"), id),
    subscribersCsv: async (query) => subscribersCsv(db, require("manageSubscribers"), query),
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
export type { ActResult, InboxFilter, RawInboxFilter, InboxNote, ReplyLinks, StaffName, Workflow } from "./inbox";
export type { MessageDetail, MessageList, MessageOrigin, MessageSummary } from "./messages";
export { ROOM_PAGE_SIZE, type RoomPage } from "./paging";
export type { PrayerPress, PrayerRequestDetail, PrayerRequestList, PrayerRequestSummary } from "./prayer-requests";
export type { InboxStatus, StatusFilter } from "./status";
export type { Subscriber, SubscriberList } from "./subscribers";
