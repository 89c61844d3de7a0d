/**
 * The town's facts as one flat list of searchable entries, each pointing at the page and anchor
 * where it is shown. The town assistant retrieves from this list.
 */
import { ACCESSIBILITY } from "./accessibility";
import {
  ADU_FINANCIALS,
  ADU_INTRO,
  ADU_KEY_FACTS,
  ADU_OVERVIEW,
  ADU_PERMIT_STEPS,
  ADU_REQUIREMENTS,
  ADU_RESOURCES,
  ADU_TIMELINE,
  ADU_TYPES,
} from "./adu";
import { AD_ADDONS, AD_OFFERS, ADVERTISING_CONTACT, ADVERTISING_EMAIL } from "./advertising";
import { GOVERNMENT_BODIES, GOVERNMENT_INTRO, MEETINGS_INTRO } from "./government";
import {
  HIGHWAY67_CRISIS,
  HIGHWAY67_ENGAGEMENT,
  HIGHWAY67_IMPACT,
  HIGHWAY67_INTRO,
  HIGHWAY67_PROBLEM_AREAS,
  HIGHWAY67_PROJECT,
  HIGHWAY67_STUDIES,
  HIGHWAY67_TIMELINE,
} from "./highway67";
import { HISTORY_SECTIONS } from "./history";
import { JOB_LINKS, JOBS_INTRO } from "./jobs";
import { PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from "./legal";
import { EMERGENCY_CONTACTS, SERVICE_CATEGORIES } from "./services";
import type { ContentSection } from "./types";

export type ContentEntry = {
  /** Stable id, e.g. "adu-permit-process". */
  id: string;
  title: string;
  /** Page path with an anchor, e.g. "/adu#process". */
  url: string;
  /** Plain text of the section, in sentences. */
  text: string;
  keywords?: string[];
};

const lines = (xs: string[]) => xs.map((x) => (/[.!?:]$/.test(x) ? x : `${x}.`)).join(" ");
const sectionText = (s: ContentSection) => [...s.paragraphs, ...(s.points ? [lines(s.points)] : [])].join(" ");

function legalEntries(doc: LegalDocument, path: string, prefix: string): ContentEntry[] {
  return doc.sections.map((s) => ({
    id: `${prefix}-${s.id}`,
    title: `${doc.title}: ${s.title}`,
    url: `${path}#${s.id}`,
    text: `${sectionText(s)} (Effective ${doc.effectiveDate}.)`,
    keywords: [prefix, "legal"],
  }));
}

export function contentEntries(): ContentEntry[] {
  const entries: ContentEntry[] = [];

  entries.push({
    id: "government-advisory",
    title: "Local government in Ramona: advisory groups",
    url: "/government#advisory",
    text: `${GOVERNMENT_INTRO.lead} ${GOVERNMENT_INTRO.advisory.join(" ")}`,
    keywords: ["government", "advisory", "county", "unincorporated", "board of supervisors"],
  });
  for (const b of GOVERNMENT_BODIES) {
    entries.push({
      id: `government-${b.id}`,
      title: `${b.name}: meetings and role`,
      url: `/government#${b.id}`,
      text:
        `${b.name} (${b.kind}). ${b.summary} It meets the ${b.scheduleText} at the ${b.place.name}, ${b.place.address}.` +
        (b.members ? ` It has ${b.members} members.` : "") +
        ` ${lines(b.responsibilities)}`,
      keywords: ["meeting", "schedule", "meets", b.shortName.toLowerCase(), b.id],
    });
  }
  entries.push({
    id: "meetings",
    title: "Next public meetings and calendars",
    url: "/meetings",
    text: `${MEETINGS_INTRO.lead} ${MEETINGS_INTRO.note}`,
    keywords: ["meeting", "agenda", "calendar", "minutes"],
  });

  for (const c of SERVICE_CATEGORIES) {
    entries.push({
      id: `services-${c.id}`,
      title: `${c.title} services in Ramona`,
      url: `/services#${c.id}`,
      text:
        `${c.intro} ` +
        c.services.map((s) => `${s.title}: ${s.description} ${lines(s.highlights)} (${s.link})`).join(" "),
      keywords: ["services", c.id, ...c.services.map((s) => s.title.toLowerCase())],
    });
  }
  entries.push({
    id: "services-emergency-contacts",
    title: "Emergency and non-emergency phone numbers",
    url: "/services#emergency-contacts",
    text: EMERGENCY_CONTACTS.map((e) => `${e.service}: ${e.number}.${e.note ? ` ${e.note}` : ""}`).join(" "),
    keywords: ["emergency", "phone", "911", "sheriff", "non-emergency", "contacts"],
  });

  entries.push({
    id: "adu-overview",
    title: "ADU overview and key facts",
    url: "/adu#overview",
    text:
      `${ADU_INTRO.lead} ` +
      ADU_KEY_FACTS.map((f) => `${f.label}: ${f.value}${f.detail ? ` (${f.detail})` : ""}.`).join(" ") +
      ` ${ADU_OVERVIEW.why.join(" ")} ${lines(ADU_OVERVIEW.benefits)} ${ADU_INTRO.disclaimer}`,
    keywords: ["adu", "accessory dwelling unit", "granny flat", "size", "setback", "parking", "height"],
  });
  entries.push({
    id: "adu-types",
    title: "Types of ADU: detached, attached, garage conversion, junior ADU",
    url: "/adu#types",
    text: ADU_TYPES.map(
      (t) =>
        `${t.type}: ${t.description} Maximum size: ${t.maxSize}. Benefits: ${t.benefits.join("; ")}. Considerations: ${t.considerations.join("; ")}.`,
    ).join(" "),
    keywords: ["adu", "junior adu", "jadu", "garage conversion", "detached", "attached"],
  });
  entries.push({
    id: "adu-requirements",
    title: "ADU requirements in Ramona",
    url: "/adu#requirements",
    text: ADU_REQUIREMENTS.map((r) => `${r.title}: ${r.rule}. ${r.detail}`).join(" "),
    keywords: ["adu", "requirements", "rules", "setbacks", "owner", "rental", "parking", "sale"],
  });
  entries.push({
    id: "adu-permit-process",
    title: "ADU permit process, timeline and costs",
    url: "/adu#process",
    text:
      ADU_PERMIT_STEPS.map(
        (s) => `Step ${s.step}, ${s.title}: ${s.description} Timeframe: ${s.timeframe}. Cost: ${s.cost}.`,
      ).join(" ") +
      " Overall timeline: " +
      ADU_TIMELINE.map((p) => `${p.phase.toLowerCase()} ${p.duration}`).join(", ") +
      `. Rental income ${ADU_FINANCIALS.rentalIncome}; property value increase ${ADU_FINANCIALS.valueIncrease}. Professional costs: ` +
      ADU_FINANCIALS.professionalCosts.map((c) => `${c.role.toLowerCase()} ${c.cost}`).join(", ") +
      ".",
    keywords: ["adu", "permit", "cost", "timeline", "fees", "architect", "contractor", "building permit"],
  });
  entries.push({
    id: "adu-resources",
    title: "ADU resources",
    url: "/adu#resources",
    text: ADU_RESOURCES.map((r) => `${r.label}: ${r.description} (${r.href})`).join(" "),
    keywords: ["adu", "county", "planning", "resources"],
  });

  entries.push({
    id: "advertising-rates",
    title: "Advertising rates",
    url: "/advertise#rates",
    text:
      AD_OFFERS.map((o) => `${o.name}: ${o.price}${o.period}, ${o.details.join(", ")}.`).join(" ") +
      " Add-ons: " +
      AD_ADDONS.map((a) => `${a.name} ${a.price}`).join(", ") +
      `. ${ADVERTISING_CONTACT.availability} Contact ${ADVERTISING_EMAIL}.`,
    keywords: ["advertise", "advertising", "sponsor", "rates", "price"],
  });

  for (const s of HISTORY_SECTIONS) {
    entries.push({
      id: `history-${s.id}`,
      title: `Ramona history: ${s.title}`,
      url: `/about-ramona#${s.id}`,
      text: sectionText(s),
      keywords: ["history", "ramona"],
    });
  }

  const hw = "/highway67-safety";
  const hwKeys = ["highway 67", "sr-67", "state route 67", "traffic", "safety"];
  entries.push({
    id: "highway67-crisis",
    title: "Highway 67: 8 lives lost in a 10-day period",
    url: `${hw}#crisis`,
    text: `${HIGHWAY67_INTRO.lead} ${HIGHWAY67_CRISIS.headline}. ${HIGHWAY67_CRISIS.text}`,
    keywords: hwKeys,
  });
  entries.push({
    id: "highway67-problem-areas",
    title: "Highway 67 problem areas",
    url: `${hw}#problem-areas`,
    text: HIGHWAY67_PROBLEM_AREAS.map((p) => `${p.name}: ${p.issue}`).join(" "),
    keywords: hwKeys,
  });
  entries.push({
    id: "highway67-impact",
    title: "Highway 67: community impact and what you can do",
    url: `${hw}#impact`,
    text: `${HIGHWAY67_IMPACT.paragraphs.join(" ")} ${lines(HIGHWAY67_IMPACT.actions)}`,
    keywords: hwKeys,
  });
  entries.push({
    id: "highway67-project",
    title: HIGHWAY67_PROJECT.title,
    url: `${hw}#project`,
    text:
      `${HIGHWAY67_PROJECT.summary} Objectives: ${lines(HIGHWAY67_PROJECT.objectives)} Alternatives: ` +
      HIGHWAY67_PROJECT.alternatives.map((a) => `${a.name}: ${a.description}`).join(" ") +
      " Timeline: " +
      HIGHWAY67_TIMELINE.map((t) => `${t.when}: ${t.what}`).join("; ") +
      `. Completed studies: ${HIGHWAY67_STUDIES.completed.join("; ")}. Ongoing studies: ${HIGHWAY67_STUDIES.ongoing.join("; ")}. ${HIGHWAY67_ENGAGEMENT.text} (${HIGHWAY67_ENGAGEMENT.href})`,
    keywords: [...hwKeys, "caltrans", "widening", "project", "timeline"],
  });

  entries.push(...legalEntries(PRIVACY_POLICY, "/privacy-policy", "privacy"));
  entries.push(...legalEntries(TERMS_OF_USE, "/terms-of-use", "terms"));

  entries.push({
    id: "jobs",
    title: "Jobs and employment near Ramona",
    url: "/jobs#listings",
    text: `${JOBS_INTRO.lead} ` + JOB_LINKS.map((j) => `${j.employer}: ${j.description} (${j.href})`).join(" "),
    keywords: ["jobs", "employment", "careers", "hiring"],
  });
  entries.push({
    id: "accessibility",
    title: "Accessibility statement",
    url: "/accessibility#report",
    text: `${ACCESSIBILITY.lead} ${ACCESSIBILITY.sections.map(sectionText).join(" ")} ${ACCESSIBILITY.report.text}`,
    keywords: ["accessibility", "wcag", "screen reader", "barrier"],
  });

  return entries;
}
