import type { ContactCategory, ContactMessageInput, MessageStatus } from "@common/contact";
import { listContactMessages, sendContactMessage, updateContactMessage } from "@common/contact.api";
import { callAdmin } from "@web/lib/admin-session";
import { callApi, callKey, callQuery } from "@web/lib/api-client";

/** The contact feature's calls (document 001, section 7). */
export const sendMessage = (body: ContactMessageInput) => callApi(sendContactMessage, { body });

export type InboxFilter = { category: "" | ContactCategory; status: "" | MessageStatus };

export const inboxQuery = (query: InboxFilter) => callQuery(listContactMessages, { query }, callAdmin);

/** Every inbox list, whatever its filter. */
export const INBOX_KEY = callKey(listContactMessages);

export const setMessageStatus = (id: number, status: MessageStatus) =>
  callAdmin(updateContactMessage, { params: { id }, body: { status } });
