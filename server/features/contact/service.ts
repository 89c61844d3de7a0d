import { and, desc, eq, type SQL } from "drizzle-orm";
import type { ContactCategory, ContactMessage, MessageStatus } from "@common/contact";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { recordAudit, type AuditActor } from "../accounts/audit";
import { contactMessages } from "./schema";

type Row = typeof contactMessages.$inferSelect;

export function presentMessage(r: Row): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    category: r.category as ContactCategory,
    subject: r.subject,
    message: r.message,
    status: r.status as MessageStatus,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt ? r.handledAt.toISOString() : null,
  };
}

export async function storeMessage(
  db: Db,
  m: { name: string; email: string; category: ContactCategory; subject: string; message: string },
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(m).returning({ id: contactMessages.id });
  return row!.id;
}

/** Messages newest first, optionally of one category and/or status. */
export async function listMessages(
  db: Db,
  filter: { category?: ContactCategory; status?: MessageStatus; limit?: number },
): Promise<ContactMessage[]> {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(contactMessages.category, filter.category));
  if (filter.status) where.push(eq(contactMessages.status, filter.status));
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(filter.limit ?? 200);
  return rows.map(presentMessage);
}

/** Marks a message handled or new, and records who did it, in one transaction. */
export async function setMessageStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  status: MessageStatus,
): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ status, handledAt: status === "handled" ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound(`No message with id ${id}`);
    await recordAudit(tx as unknown as Db, actor, {
      action: `message.${status === "handled" ? "handle" : "reopen"}`,
      targetType: "contact_message",
      targetId: id,
      details: { subject: row.subject, category: row.category },
    });
    return presentMessage(row);
  });
}
