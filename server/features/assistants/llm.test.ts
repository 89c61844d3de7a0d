import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "@common/assistants";
import { createTestApp, type TestApp } from "../../test/harness";
import { answer } from "./engine";
import { completeWithModel, LlmError } from "./llm";
import { itemSentences } from "../documents/minutes/extract";
import { findMotions } from "../documents/minutes/motions";
import { addIndexedDocument, SAMPLE_MINUTES } from "../../test/assistants";
import type { Passage, Retrieval } from "./types";

type Seen = { path: string; auth: string | undefined; body: any };

/** A tiny OpenAI-compatible server: the reply depends on the model name asked for. */
function startModelServer() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
      const reply = (content: unknown) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "x",
            object: "chat.completion",
            choices: [{ index: 0, message: { role: "assistant", content } }],
          }),
        );
      };
      switch (body.model) {
        case "fixed":
          return reply(
            "The group recommended denial; **the motion carried 9-4-1** [1]. It later approved a smaller plan [2]. Also see [7].\n<script>alert(1)</script>",
          );
        case "no-citations":
          return reply("Something without any sources at all.");
        case "malformed":
          res.writeHead(200, { "content-type": "application/json" });
          return res.end("{not json");
        case "empty":
          return reply("");
        case "wrong-shape":
          res.writeHead(200, { "content-type": "application/json" });
          return res.end(JSON.stringify({ result: "hello" }));
        case "error":
          res.writeHead(500, { "content-type": "application/json" });
          return res.end(JSON.stringify({ error: "overloaded" }));
        case "slow":
          return setTimeout(() => reply("Too late [1]."), 3000);
        default:
          res.writeHead(404);
          return res.end();
      }
    });
  });
  return new Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        seen,
        close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
      });
    });
  });
}

const PASSAGES: Passage[] = [
  {
    passageId: 1,
    documentId: 10,
    title: "Minutes March 2019",
    meetingDate: "2019-03-07",
    page: 2,
    text: "Item 6: Quartz Hill Storage. Motion to recommend denial. The motion carried 9-4-1.",
    score: 3,
    coverage: 1,
  },
  {
    passageId: 2,
    documentId: 11,
    title: "Minutes June 2019",
    meetingDate: "2019-06-06",
    page: 2,
    text: "Item 4: Quartz Hill Storage revised plan of 90 units. The motion to recommend approval carried 11-2.",
    score: 2,
    coverage: 0.9,
  },
];
const retrieval: Retrieval = {
  searchPassages: async () => PASSAGES,
  restaurants: async () => [],
  businesses: async () => [],
  content: () => [],
  nextMeetings: () => [],
  now: () => new Date(),
};

let model: Awaited<ReturnType<typeof startModelServer>>;
beforeAll(async () => {
  model = await startModelServer();
});
afterAll(async () => model.close());

const llm = (name: string, timeoutMs = 1000) => ({ baseUrl: model.url, apiKey: "test-key", model: name, timeoutMs });

describe("the OpenAI-compatible model provider", () => {
  it("sends the numbered passages only, with the key, and keeps citations that point to a passage", async () => {
    const errors: Error[] = [];
    const a = await answer(retrieval, "rcpg", "How did they vote on Quartz Hill Storage?", {
      llm: llm("fixed"),
      onModelError: (e) => errors.push(e),
    });
    expect(errors).toEqual([]);
    expect(a.model).toBe(true);
    const last = model.seen.at(-1)!;
    expect(last.path).toBe("/v1/chat/completions");
    expect(last.auth).toBe("Bearer test-key");
    expect(last.body.model).toBe("fixed");
    const user = last.body.messages.at(-1).content as string;
    expect(user).toContain("[1] Minutes March 2019, meeting date 2019-03-07, page 2");
    expect(user).toContain("[2] Minutes June 2019");
    expect(user).toContain("Question: How did they vote on Quartz Hill Storage?");
    expect(a.answer).toBe(
      "The group recommended denial; **the motion carried 9-4-1** [1]. It later approved a smaller plan [2]. Also see.\nalert(1)",
    );
    expect(a.sources.map((s) => [s.n, s.documentId, s.page])).toEqual([
      [1, 10, 2],
      [2, 11, 2],
    ]);
  });

  for (const [name, why] of [
    ["malformed", /not JSON/],
    ["empty", /no text/],
    ["wrong-shape", /no text/],
    ["error", /HTTP 500/],
    ["missing-model", /HTTP 404/],
  ] as const) {
    it(`falls back to the composed answer when the model reply is ${name}`, async () => {
      await expect(completeWithModel(llm(name), "q", [])).rejects.toThrow(why);
      const errors: Error[] = [];
      const a = await answer(retrieval, "rcpg", "How did they vote on Quartz Hill Storage?", {
        llm: llm(name),
        onModelError: (e) => errors.push(e),
      });
      expect(errors).toHaveLength(1);
      expect(a.model).toBe(false);
      expect(a.answer).toMatch(/^According to \*\*Minutes March 2019\*\*/);
      expect(a.answer).toContain("9-4-1");
      expect(a.sources[0]).toMatchObject({ documentId: 10, page: 2 });
    });
  }

  it("sends the matched agenda item whole, page by page, the vote's page included", async () => {
    const VOTE = "Motion by Member Ortiz, seconded by Member Lee, to recommend denial. The motion carried 9-4-1.";
    // The search finds the caption's page; the item runs on to the page that prints the vote.
    const itemRetrieval: Retrieval = {
      ...retrieval,
      searchPassages: async () => [
        { ...PASSAGES[0]!, page: 1, text: "Item 6: Quartz Hill Storage site plan.", itemOrdinal: 6 },
      ],
      weighTerms: async () => ({
        codes: [],
        terms: [
          { lexeme: "quartz", idf: 5, df: 3, name: true },
          { lexeme: "hill", idf: 3, df: 9, name: true },
        ],
      }),
      passageLexemes: async () => new Map(),
      items: async () => [
        {
          documentId: 10,
          title: "Minutes March 2019",
          body: "rcpg",
          meetingDate: "2019-03-07",
          ordinal: 6,
          code: "6",
          itemTitle: "Quartz Hill Storage site plan",
          pageFrom: 1,
          pageTo: 2,
          continuedTo: null,
          passages: [
            { passageId: 1, page: 1, text: "The applicant presented a 120-unit storage building on Quartz Hill Road." },
            {
              passageId: 2,
              page: 2,
              text: VOTE,
            },
          ],
          motions: findMotions(itemSentences({ segments: [{ page: 2, text: VOTE }] })),
          lexemes: ["quartz", "hill"],
        },
      ],
    };
    await answer(itemRetrieval, "rcpg", "How did they vote on Quartz Hill Storage?", { llm: llm("fixed") });
    const user = model.seen.at(-1)!.body.messages.at(-1).content as string;
    expect(user).toContain("[1] Minutes March 2019, meeting date 2019-03-07, page 1");
    expect(user).toContain("[2] Minutes March 2019, meeting date 2019-03-07, page 2");
    expect(user).toContain("The motion carried 9-4-1.");
  });

  it("falls back when the model's answer cites none of the passages", async () => {
    const a = await answer(retrieval, "rcpg", "How did they vote on Quartz Hill Storage?", {
      llm: llm("no-citations"),
    });
    expect(a.model).toBe(false);
    expect(a.sources.length).toBeGreaterThan(0);
  });

  it("gives up on a slow model after its timeout and falls back", async () => {
    const started = Date.now();
    await expect(completeWithModel(llm("slow", 300), "q", [])).rejects.toThrow(LlmError);
    const errors: Error[] = [];
    const a = await answer(retrieval, "rcpg", "How did they vote on Quartz Hill Storage?", {
      llm: llm("slow", 300),
      onModelError: (e) => errors.push(e),
    });
    expect(errors[0]?.message).toMatch(/timed out/);
    expect(a.model).toBe(false);
    expect(a.answer).toContain("9-4-1");
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it("never calls the model for a question the sources do not cover", async () => {
    const before = model.seen.length;
    const weak: Retrieval = {
      ...retrieval,
      searchPassages: async () => PASSAGES.map((p) => ({ ...p, coverage: 0.1 })),
    };
    const a = await answer(weak, "rcpg", "What about the zinc aquifer?", { llm: llm("fixed") });
    expect(a.declined).toBe(true);
    expect(model.seen.length).toBe(before);
  });
});

describe("the archivist with a configured model, through the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ llm: { baseUrl: model.url, apiKey: undefined, model: "fixed", timeoutMs: 1000 } });
    for (const m of SAMPLE_MINUTES) await addIndexedDocument(t.database.db, m);
  });
  afterAll(async () => t.close());

  it("stores the model's answer with its dangling citation removed and its sources mapped", async () => {
    const res = await t.request<ChatMessage>({
      method: "POST",
      url: "/api/rcpg/ask",
      payload: { question: "How did the group vote on Quartz Hill Storage?", sessionId: "model-session-1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("**the motion carried 9-4-1** [1]");
    expect(res.body.answer).not.toContain("[7]");
    expect(res.body.answer).not.toContain("<script>");
    expect(res.body.sources.length).toBe(2);
    expect(model.seen.at(-1)!.auth).toBeUndefined();
  });
});
