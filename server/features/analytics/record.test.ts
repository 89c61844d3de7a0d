import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { queryRows as selectRows } from "../../db/rows";
import { charLength, MAX_STORED_QUESTION, recordQuery } from "./record";

describe("recordQuery", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("stores the ask with its lengths and its documents in rank order, each document once", async () => {
    const id = await recordQuery(t.database.db, {
      assistant: "rcpg",
      question: "What did the group decide about the Main Street lights? 🚦",
      answer: "The group voted to support them.",
      responseTimeMs: 812.6,
      documents: [
        { id: 7, title: "Minutes 2024-03-07" },
        { id: 3, title: "Community Plan" },
        { id: 7, title: "Minutes 2024-03-07" },
      ],
    });
    expect(id).toBeTypeOf("number");
    const q = await selectRows<Record<string, unknown>>(
      t.database.db,
      sql`select assistant, question_length, answer_length, response_time_ms from ai_queries where id = ${id}`,
    );
    expect(q[0]).toEqual({ assistant: "rcpg", question_length: 57, answer_length: 32, response_time_ms: 813 });
    const docs = await selectRows<Record<string, unknown>>(
      t.database.db,
      sql`select rank, document_id, title, assistant from ai_query_documents where query_id = ${id} order by rank`,
    );
    expect(docs).toEqual([
      { rank: 1, document_id: 7, title: "Minutes 2024-03-07", assistant: "rcpg" },
      { rank: 2, document_id: 3, title: "Community Plan", assistant: "rcpg" },
    ]);
  });

  it("keeps a very long question shortened but records its full length", async () => {
    const question = "why ".repeat(2000);
    const id = await recordQuery(t.database.db, {
      assistant: "home",
      question,
      answer: "",
      responseTimeMs: 5,
      documents: [],
    });
    const q = await selectRows<{ question: string; question_length: number }>(
      t.database.db,
      sql`select question, question_length from ai_queries where id = ${id}`,
    );
    expect(q[0]?.question.length).toBe(MAX_STORED_QUESTION);
    expect(q[0]?.question_length).toBe(8000);
  });

  it("never throws: a bad record is logged and reported as null, and nothing half-written stays", async () => {
    const logged: string[] = [];
    const log = { error: (_o: object, msg: string) => void logged.push(msg) };
    const before = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ai_queries`);
    const id = await recordQuery(
      t.database.db,
      { assistant: "nope" as never, question: "q", answer: "a", responseTimeMs: 1, documents: [] },
      log,
    );
    expect(id).toBeNull();
    expect(logged).toHaveLength(1);
    const after = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ai_queries`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(charLength("café 🚦")).toBe(6);
    expect(charLength("")).toBe(0);
  });
});
