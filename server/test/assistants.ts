import crypto from "node:crypto";
import {
  RestaurantInputSchema,
  BusinessInputSchema,
  type RestaurantInput,
  type BusinessInput,
} from "@common/directories";
import type { AssistantName } from "@common/assistants";
import type { Db } from "../db/client";
import { saveChat } from "../features/assistants/chat-store";
import { createBusiness, createRestaurant } from "../features/directories/service";
import { indexDocumentText } from "../features/documents/minutes/index-document";
import { documents } from "../features/documents/schema";

/**
 * Test data for the assistants: an active, indexed document made from page texts (as the ingestion
 * pipeline would store it after extraction), and directory records.
 */
export async function addIndexedDocument(
  db: Db,
  doc: { title: string; body?: "rcpg" | "design-review"; meetingDate?: string | null; pages: string[] },
): Promise<number> {
  const [row] = await db
    .insert(documents)
    .values({
      title: doc.title,
      body: doc.body ?? "rcpg",
      meetingDate: doc.meetingDate ?? null,
      status: "active",
      isActive: true,
      sha256: crypto.randomBytes(32).toString("hex"),
      byteSize: doc.pages.join("").length,
      pageCount: doc.pages.length,
      fileName: `${doc.title.replace(/\W+/g, "-")}.pdf`,
    })
    .returning({ id: documents.id });
  const id = row!.id;
  await indexDocumentText(db, { id, title: doc.title }, doc.pages, doc.meetingDate ?? null);
  return id;
}

export const addRestaurant = (db: Db, input: RestaurantInput) =>
  createRestaurant(db, RestaurantInputSchema.parse(input));
export const addBusiness = (db: Db, input: BusinessInput) => createBusiness(db, BusinessInputSchema.parse(input));

/** Three meetings' minutes: a project heard twice, a vote, and unrelated boilerplate. */
export const SAMPLE_MINUTES = [
  {
    title: "RCPG Minutes — March 7, 2019",
    meetingDate: "2019-03-07",
    pages: [
      "Ramona Community Planning Group. Regular Meeting Minutes. March 7, 2019. Call to order at 7:00 PM at the Ramona Community Library. Roll call: 14 members present. Public comment: a resident asked about trash pickup.",
      "Item 6: Quartz Hill Storage, PDS2019-STP-0456. The applicant presented a 120-unit self storage building on Quartz Hill Road. Members raised concerns about lighting and traffic on Quartz Hill Road. Motion by Member Ortiz, seconded by Member Lee, to recommend denial of the site plan. The motion carried 9-4-1.",
    ],
  },
  {
    title: "RCPG Minutes — June 6, 2019",
    meetingDate: "2019-06-06",
    pages: [
      "Ramona Community Planning Group. Regular Meeting Minutes. June 6, 2019. Call to order at 7:00 PM. Roll call: 13 members present. Minutes of May 2, 2019 were approved.",
      "Item 4: Quartz Hill Storage revised plan. The applicant returned with shielded lighting and a reduced building of 90 units. Motion by Member Lee, seconded by Member Park, to recommend approval with conditions. The motion carried 11-2.",
    ],
  },
  {
    title: "RCPG Minutes — September 5, 2019",
    meetingDate: "2019-09-05",
    pages: [
      "Ramona Community Planning Group. Regular Meeting Minutes. September 5, 2019. Call to order at 7:00 PM. Chair's report: the county budget hearing is next month. Adjourned at 8:45 PM.",
    ],
  },
];

let visits = 0;
/**
 * An answer stored as the assistants store one, asked anonymously in a page visit of its own:
 * what a rating names (its id and that visit's session id).
 */
export async function storeAnswer(
  db: Db,
  input: { assistant?: AssistantName; question?: string; answer?: string } = {},
): Promise<{ assistant: AssistantName; messageId: number; sessionId: string }> {
  const assistant = input.assistant ?? "home";
  const sessionId = `stored-visit-${++visits}-${Date.now()}`;
  const message = await saveChat(db, {
    assistant,
    sessionId,
    question: input.question ?? `Question ${visits}`,
    answer: input.answer ?? `Answer ${visits}`,
    sources: [],
    responseTimeMs: 1,
  });
  return { assistant, messageId: message.id, sessionId };
}
