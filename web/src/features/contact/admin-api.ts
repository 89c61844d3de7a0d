import type { ContactCategory, MessageStatus } from "@common/contact";
import { listContactMessages, updateContactMessage } from "@common/contact.api";
import { callAdmin } from "@web/lib/admin-session";
import { callKey, callQuery } from "@web/lib/api-client";

/** The admin inbox's calls (document 001, section 7; the contact form's is in api.ts). */

export type InboxFilter = { category: "" | ContactCategory; status: "" | MessageStatus };

export const inboxQuery = (query: InboxFilter) => callQuery(listContactMessages, { query }, callAdmin);

/** Every inbox list, whatever its filter. */
export const INBOX_KEY = callKey(listContactMessages);

export const setMessageStatus = (id: number, status: MessageStatus) =>
  callAdmin(updateContactMessage, { params: { id }, body: { status } });
