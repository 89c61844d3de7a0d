import { describe, expect, it } from "vitest";
import {
  ChatAskSchema as chatAskSchema,
  HOME_TIPS,
  HomeAskSchema as homeAskSchema,
  parseAnswerMarkup,
  suggestionEffect,
  tipQuestion,
} from "./assistants";

describe("the answer markup", () => {
  it("reads headings, bold, list items and citation markers as data, never as HTML", () => {
    expect(parseAnswerMarkup("# Title\n**Bold** and <b>tags</b> [2]\n\n## Facts\n- one [1]")).toEqual([
      { kind: "h1", spans: [{ kind: "text", text: "Title" }] },
      {
        kind: "p",
        spans: [
          { kind: "bold", text: "Bold" },
          { kind: "text", text: " and <b>tags</b> " },
          { kind: "cite", n: 2 },
        ],
      },
      { kind: "h2", spans: [{ kind: "text", text: "Facts" }] },
      {
        kind: "li",
        spans: [
          { kind: "text", text: "one " },
          { kind: "cite", n: 1 },
        ],
      },
    ]);
  });
});

describe("suggestion effects (document 000)", () => {
  it("navigates for the documented texts", () => {
    expect(suggestionEffect("Visit our Government page")).toEqual({ kind: "navigate", to: "/government" });
    expect(suggestionEffect("Visit the Government page for meeting schedules")).toEqual({
      kind: "navigate",
      to: "/government",
    });
    expect(suggestionEffect("Use the RCPG Research Assistant")).toEqual({ kind: "navigate", to: "/rcpg" });
    expect(suggestionEffect("Contact the Design Review Board")).toEqual({ kind: "navigate", to: "/design-review" });
    expect(suggestionEffect("Browse the full restaurant directory")).toEqual({ kind: "navigate", to: "/restaurants" });
    expect(suggestionEffect("Learn about Ramona's history")).toEqual({ kind: "navigate", to: "/about-ramona" });
  });
  it("opens an ordering page only for an http(s) action, and fills the input otherwise", () => {
    const actions = [{ suggestion: "Order from Siam delivery", url: "https://order.example.com/siam" }];
    expect(suggestionEffect("Order from Siam delivery", actions)).toEqual({
      kind: "external",
      url: "https://order.example.com/siam",
    });
    expect(
      suggestionEffect("Order from Siam delivery", [
        { suggestion: "Order from Siam delivery", url: "javascript:alert(1)" },
      ]),
    ).toEqual({ kind: "fill", text: "Order from Siam delivery" });
    expect(suggestionEffect("When does the planning group meet next?")).toEqual({
      kind: "fill",
      text: "When does the planning group meet next?",
    });
  });
});

describe("tips and input rules", () => {
  it("has the 11 tips in order, the fourth naming no delivery service", () => {
    expect(HOME_TIPS).toHaveLength(11);
    expect(HOME_TIPS[10]).toBe("Learn About Ramona");
    expect(HOME_TIPS[3]).not.toMatch(/doordash|grubhub|uber/i);
    expect(tipQuestion("Try: 'What are the ADU requirements in Ramona?'")).toBe(
      "What are the ADU requirements in Ramona?",
    );
    expect(tipQuestion("Ask about business hours and contact information.")).toBe(
      "Ask about business hours and contact information.",
    );
  });
  it("trims questions and bounds their length and the session id", () => {
    expect(homeAskSchema.parse({ question: "  hi  " })).toEqual({ question: "hi" });
    expect(homeAskSchema.safeParse({ question: "x".repeat(1001) }).success).toBe(false);
    expect(chatAskSchema.safeParse({ question: "q", sessionId: crypto.randomUUID() }).success).toBe(true);
    expect(chatAskSchema.safeParse({ question: "q", sessionId: "a b c d e f g h" }).success).toBe(false);
  });
});
