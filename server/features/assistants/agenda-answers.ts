import type { AssistantName } from "@common/assistants";
import { documentFileUrl } from "@common/document-basics";
import { meetingPageUrl } from "@common/meeting-basics";
import type { AgendaItem, UpcomingMeeting } from "@common/meetings";
import type { Evidence } from "./citations";
import { UPCOMING } from "./lexicon/upcoming";
import { bodiesAsked } from "./schedule";
import type { Retrieval } from "./types";

/**
 * Questions about what is coming up ("What's on the planning group's agenda next week?", "When
 * will the Dye Road solar project be heard?", "Is anything about Main Street on the next agenda?"),
 * answered from the posted agendas of the next meetings, citing the agenda's page, and saying
 * plainly when no agenda is posted yet. An agenda item is what is planned: the answer says so.
 */

/** Whether a question asks what a coming meeting will take up. */
export function isAgendaQuestion(question: string): boolean {
  const says = (p: keyof typeof UPCOMING) => UPCOMING[p].pattern.test(question);
  if (says("past")) return false;
  return (says("agenda") && (says("ahead") || says("anything"))) || (says("future") && says("heard"));
}

/** Words that ask, or name the bodies and the agenda, rather than the subject. */
const ASKING = new Set(
  `what whats what's is are was anything something about on the a an of to in for at by with next upcoming coming up
   this week weeks tomorrow tonight soon when will be heard discussed reviewed considered presented voted come before
   agenda agendas meeting meetings planning group groups group's design review board boards board's drb rcpg ramona
   community project projects item items there any do does it its their they s`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of what the question is about ("dye", "road", "solar"), in lower case. */
export function subjectWords(question: string): string[] {
  return question
    .toLowerCase()
    .replace(/[’']s\b/g, "")
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 2 && !ASKING.has(w));
}

const itemText = (i: AgendaItem) => `${i.title} ${i.refs.join(" ")}`.toLowerCase();

/** Whether an item is about the subject: it prints most of the subject's words (all of one or two). */
function about(item: AgendaItem, words: string[]): boolean {
  const text = itemText(item);
  const held = words.filter((w) => new RegExp(`\\b${w.replace(/[-]/g, "\\-")}`).test(text)).length;
  return words.length <= 2 ? held === words.length : held / words.length >= 0.6;
}

const BODY_OF: Partial<Record<AssistantName, string>> = { rcpg: "rcpg", "design-review": "design-review" };
const itemName = (i: AgendaItem) => (i.code ? `item ${i.code}, **${i.title}**` : `**${i.title}**`);
const when = (m: UpcomingMeeting) => `${m.dateLabel}, ${m.timeLabel}, at ${m.place.name}`;
const PLANNED =
  "An agenda item is what the meeting plans to take up, not a decision: what is decided will be in the minutes.";

/**
 * The answer from the posted agendas, or null when the question is not about what is coming up.
 * `meetings` are the next meetings of each body with their agendas once posted, soonest first.
 */
export function answerFromAgendas(
  assistant: AssistantName,
  question: string,
  meetings: UpcomingMeeting[],
): { text: string; evidence: Evidence[] } | null {
  if (!isAgendaQuestion(question)) return null;
  const asked = bodiesAsked(question).filter((b) => b !== "water-district");
  const own = BODY_OF[assistant];
  const bodies = own ? [own] : asked.length ? asked : ["rcpg", "design-review"];
  const mine = meetings.filter((m) => bodies.includes(m.body)).sort((a, b) => a.start.localeCompare(b.start));
  if (!mine.length) return null;
  const evidence: Evidence[] = [];
  const cite = (m: UpcomingMeeting, page: number) => {
    const url = documentFileUrl(m.agenda!.documentId, page);
    let k = evidence.findIndex((e) => e.url === url);
    if (k < 0)
      k =
        evidence.push({ documentId: m.agenda!.documentId, title: m.agenda!.title, meetingDate: m.date, page, url }) - 1;
    return `[${k + 1}]`;
  };
  const notPosted = (m: UpcomingMeeting) =>
    `The agenda of the ${m.bodyName}'s meeting of ${when(m)} is not yet posted ([the meeting's page](${meetingPageUrl(m.body, m.date)})).`;

  const words = subjectWords(question);
  const lines: string[] = [];
  if (words.length) {
    const hits = mine.flatMap((m) => (m.agenda?.items ?? []).filter((i) => about(i, words)).map((i) => ({ m, i })));
    if (hits.length) {
      for (const { m, i } of hits)
        lines.push(
          `${itemName(i)} is on the agenda of the ${m.bodyName}'s meeting of **${when(m)}** ${cite(m, i.page)}.`,
        );
      for (const m of mine.filter((x) => !x.agenda)) lines.push(notPosted(m));
      lines.push("", PLANNED);
    } else {
      const posted = mine.filter((m) => m.agenda);
      lines.push(
        posted.length
          ? `No item about ${words.join(" ")} is on the posted agendas of the next meetings (${posted.map((m) => `the ${m.bodyName}, ${m.dateLabel}`).join("; ")}).`
          : `No agenda of the next meetings is posted yet, so it is not known when ${words.join(" ")} will be heard.`,
      );
      for (const m of mine.filter((x) => !x.agenda)) lines.push(notPosted(m));
    }
  } else {
    // What is on the agenda: each body's next meeting.
    for (const body of bodies) {
      const m = mine.find((x) => x.body === body);
      if (!m) continue;
      if (!m.agenda) {
        lines.push(notPosted(m));
        continue;
      }
      lines.push(`The agenda of the **${m.bodyName}**'s meeting of **${when(m)}** ${cite(m, 1)}:`);
      for (const i of m.agenda.items) lines.push(`- ${itemName(i)} ${cite(m, i.page)}`);
      lines.push("");
    }
    if (evidence.length) lines.push(PLANNED);
  }
  return { text: lines.join("\n").trim(), evidence };
}

/** The engine's draft from the posted agendas, or null when the question is not about what is coming up. */
export async function agendaAnswer(r: Retrieval, assistant: AssistantName, question: string) {
  if (!r.upcomingAgendas || !isAgendaQuestion(question)) return null;
  const found = answerFromAgendas(assistant, question, await r.upcomingAgendas(r.now()));
  return found ? { ...found, suggestions: [], actions: [], declined: false } : null;
}
