import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import type { Permission } from "#server/auth/permissions";
import { areaByKey, type AreaKey } from "#server/auth/areas";
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
  /** The member, when their role may open `area` (the table of areas states its permission). */
  const enter = (area: AreaKey) => require(areaByKey(area).permission);
  return {
    comments: async (filter) => listComments(db, enter("comments"), filter),
    messages: async (filter) => listMessages(db, enter("messages"), filter),
    message: async (id) => getMessage(db, enter("messages"), id),
    actOnMessage: async (id, fields) => actOnItem(db, enter("messages"), "message", id, fields),
    prayerRequests: async (filter) => listPrayerRequests(db, enter("prayer-requests"), filter),
    prayerRequest: async (id) => openPrayerRequest(db, enter("prayer-requests"), id),
    actOnPrayerRequest: async (id, fields) => actOnPrayerRequest(db, enter("prayer-requests"), id, fields),
    applications: async (filter) => listApplications(db, enter("applications"), filter),
    application: async (id) => getApplication(db, enter("applications"), id),
    actOnApplication: async (id, fields) => actOnItem(db, enter("applications"), "application", id, fields),
    subscribers: async (filter) => listSubscribers(db, enter("subscribers"), filter),
    subscriber: async (id) => getSubscriber(db, enter("subscribers"), id),
    removeSubscriber: async (id) => removeSubscriber(db, enter("subscribers"), id),
    subscribersCsv: async (query) => subscribersCsv(db, enter("subscribers"), query),
    posts: async (filter) => listPosts(db, enter("posts"), filter),
    sermons: async (filter) => listSermons(db, enter("sermons"), filter),
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
export { ROOM_PAGE_SIZE, type PagedList } from "./paging";
export type { PrayerPress, PrayerRequestDetail, PrayerRequestList, PrayerRequestSummary } from "./prayer-requests";
export type { InboxStatus, StatusFilter } from "./status";
export type { Subscriber, SubscriberList } from "./subscribers";
