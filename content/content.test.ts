import { describe, expect, it } from "vitest";
import { ADU_FINANCIALS, ADU_KEY_FACTS, ADU_PERMIT_STEPS, ADU_TABS, ADU_TIMELINE, ADU_TYPES } from "./adu";
import { AD_ADDONS, AD_OFFERS, ADVERTISING_EMAIL } from "./advertising";
import { GOVERNMENT_BODIES } from "./government";
import { HIGHWAY67_PROJECT, HIGHWAY67_TIMELINE } from "./highway67";
import { HISTORY_SECTIONS } from "./history";
import { contentEntries } from "./index";
import { PRIVACY_POLICY, TERMS_OF_USE } from "./legal";
import { promosFor } from "./promos";
import { EMERGENCY_CONTACTS, SERVICE_CATEGORIES } from "./services";
import { SITE_DOMAIN } from "./site";

const entries = contentEntries();
const corpus = entries.map((e) => e.text).join("\n");
const PAGES = [
  "/government",
  "/meetings",
  "/services",
  "/adu",
  "/advertise",
  "/about-ramona",
  "/highway67-safety",
  "/privacy-policy",
  "/terms-of-use",
  "/jobs",
  "/accessibility",
];

describe("contentEntries", () => {
  it("gives every entry a unique id, a title, text and a page URL of the site", () => {
    expect(entries.length).toBeGreaterThan(30);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e.title.length).toBeGreaterThan(3);
      expect(e.text.length).toBeGreaterThan(40);
      expect(PAGES).toContain(e.url.split("#")[0]);
    }
  });

  it("carries every figure of the ADU section of the specification", () => {
    for (const figure of [
      "1,200 sq ft",
      "50% of the main house",
      "500 sq ft",
      "existing garage size",
      "4 ft",
      "16 ft",
      "1 space per ADU",
      "0.5 mile of transit",
      "Owner must live on the property",
      "30 days",
      "No separate sale",
      "1-2 weeks",
      "4-8 weeks",
      "$3,000-$8,000",
      "1 week",
      "$2,000-$5,000",
      "6-12 weeks",
      "Included",
      "2-3 months",
      "3-6 months",
      "8-12 months",
      "$1,200-$2,500/month",
      "10-20%",
      "10-20% of project",
      "$1,500-$3,000",
    ]) {
      expect(corpus.toLowerCase(), figure).toContain(figure.toLowerCase());
    }
    expect(ADU_PERMIT_STEPS.map((s) => s.title)).toEqual([
      "Pre-application consultation",
      "Design",
      "Permit application",
      "Plan review",
      "Approval",
    ]);
    expect(ADU_TIMELINE.map((t) => t.duration)).toEqual(["2-3 months", "6-12 weeks", "3-6 months", "8-12 months"]);
    expect(ADU_FINANCIALS.professionalCosts).toHaveLength(3);
    expect(ADU_KEY_FACTS.length).toBeGreaterThanOrEqual(6);
    expect(ADU_TYPES.map((t) => t.type)).toEqual([
      "Detached ADU",
      "Attached ADU",
      "Garage Conversion",
      "Junior ADU (JADU)",
    ]);
    expect(ADU_TABS.map((t) => t.label)).toEqual([
      "Overview",
      "ADU Types",
      "Requirements",
      "Permit Process",
      "Resources",
    ]);
  });

  it("carries the advertising rate card and add-ons", () => {
    expect(AD_OFFERS.map((o) => `${o.name} ${o.price}${o.period}`)).toEqual([
      "Display ad $100/month",
      "Inline AI mention $200/month",
      "Page sponsorship $500/month",
    ]);
    expect(AD_ADDONS.map((a) => `${a.name} ${a.price}`)).toEqual([
      "Ad design help $50",
      "Featured business article $250 one-time",
    ]);
    expect(corpus).toContain("300x250px");
    expect(corpus).toContain("first come first served");
    expect(ADVERTISING_EMAIL).toBe(`advertise@${SITE_DOMAIN}`);
  });

  it("keeps one design review schedule everywhere: 3rd Thursday, 6:30 PM", () => {
    const drb = GOVERNMENT_BODIES.find((b) => b.id === "design-review")!;
    expect(drb.scheduleText).toBe("3rd Thursday of each month, 6:30 PM");
    expect(drb.schedule).toMatchObject({ ordinal: 3, weekday: 4, hour: 18, minute: 30 });
    expect(drb.members).toBe(9);
    expect(corpus).not.toMatch(/last Thursday|7:30/i);
    const rcpg = GOVERNMENT_BODIES.find((b) => b.id === "rcpg")!;
    expect(rcpg.schedule).toMatchObject({ ordinal: 1, weekday: 4, hour: 19, minute: 0 });
    expect(rcpg.action).toEqual({ label: "Ask the AI Archivist", href: "/rcpg", internal: true });
    const water = GOVERNMENT_BODIES.find((b) => b.id === "water-district")!;
    expect(water.schedule).toMatchObject({ ordinal: 2, weekday: 3, hour: 13, minute: 0 });
    expect(water.action.internal).toBe(false);
  });

  it("has six service categories, each card complete, and emergency contacts led by 911", () => {
    expect(SERVICE_CATEGORIES.map((c) => c.id)).toEqual([
      "housing",
      "planning",
      "utilities",
      "transportation",
      "emergency",
      "community",
    ]);
    for (const s of SERVICE_CATEGORIES.flatMap((c) => c.services)) {
      expect(s.highlights.length).toBeGreaterThan(0);
      expect(s.internal).toBe(s.link.startsWith("/"));
      if (!s.internal) expect(s.link).toMatch(/^https:\/\//);
    }
    expect(EMERGENCY_CONTACTS[0]).toMatchObject({ number: "911", tel: "911" });
    for (const c of EMERGENCY_CONTACTS) if (c.tel) expect(c.tel).toMatch(/^(\+1\d{10}|\d{3})$/);
  });

  it("has the highway section's figures, objectives, alternatives and timeline", () => {
    expect(corpus).toContain("8 lives lost in a 10-day period");
    expect(HIGHWAY67_PROJECT.objectives).toHaveLength(6);
    expect(HIGHWAY67_PROJECT.alternatives.map((a) => a.name)).toEqual([
      "Full widening",
      "Shoulder widening",
      "Targeted additions",
    ]);
    expect(HIGHWAY67_TIMELINE.map((t) => t.when)).toEqual(["2025", "Fall 2026", "Winter 2027"]);
  });

  it("has four history sections and complete legal texts", () => {
    expect(HISTORY_SECTIONS.map((s) => s.title)).toEqual([
      "Early History",
      "Birth of Ramona",
      "20th Century Growth",
      "Modern Ramona",
    ]);
    for (const doc of [PRIVACY_POLICY, TERMS_OF_USE]) {
      expect(doc.effectiveDate).toBe("January 21, 2025");
      expect(doc.disclaimer).toMatch(/not affiliated/);
      expect(doc.contact.postalAddress).toMatch(/P\.O\. Box/);
      expect(doc.contact.link.href).toBe("/contact");
    }
    const privacy = PRIVACY_POLICY.sections.map((s) => [...s.paragraphs, ...(s.points ?? [])].join(" ")).join(" ");
    expect(privacy).toMatch(/under 13/);
    for (const stored of [
      "Resident accounts",
      "Administrator accounts",
      "Questions asked to the assistants",
      "Ratings of answers",
      "Contact messages",
      "Session tokens",
    ]) {
      expect(privacy).toContain(stored);
    }
    expect(corpus).toContain("laws of the State of California");
  });

  it("places all three promo cards in the sidebar and footer, only the ADU card in content", () => {
    expect(promosFor("sidebar").map((c) => c.kind)).toEqual(["adu-builder", "coffee-shop", "advertise"]);
    expect(promosFor("footer")).toHaveLength(3);
    expect(promosFor("content").map((c) => c.kind)).toEqual(["adu-builder"]);
    expect(promosFor("sidebar").find((c) => c.kind === "advertise")!.link).toBe("/contact");
  });
});
