import type { Evidence } from "./citations";
import type { UpcomingMeeting } from "./types";

/** Whether a question asks when a body meets (answered from the schedule, not from free text). */
export function isScheduleQuestion(question: string): boolean {
  const q = question.toLowerCase();
  const asksWhen = /\b(when|what time|what day|where|next|schedule[ds]?|how often|upcoming)\b/.test(q);
  const aboutMeeting = /\b(meet|meets|meeting|meetings|schedule)\b/.test(q);
  const aboutPast = /\b(vote[ds]?|decid\w*|approv\w*|discuss\w*|minutes|did|was|were|last year|in (19|20)\d\d)\b/.test(
    q,
  );
  return asksWhen && aboutMeeting && !aboutPast;
}

const BODY_CUES: Array<[RegExp, string]> = [
  [/\b(planning group|rcpg|planning)\b/i, "rcpg"],
  [/\b(design review|drb|design)\b/i, "design-review"],
  [/\b(water|rmwd|sewer)\b/i, "water-district"],
];

/** The bodies a question names; all of them when it names none. */
export function bodiesAsked(question: string): string[] {
  const named = BODY_CUES.filter(([re]) => re.test(question)).map(([, id]) => id);
  return named;
}

/** "The next Ramona Community Planning Group meeting is Thursday, … at 7:00 PM at …" */
export function answerSchedule(
  question: string,
  meetings: UpcomingMeeting[],
): { text: string; evidence: Evidence[] } | null {
  const wanted = bodiesAsked(question);
  const list = wanted.length ? meetings.filter((m) => wanted.includes(m.body)) : meetings;
  if (!list.length) return null;
  const evidence: Evidence[] = [
    { title: "Meeting schedule (Meeting Agendas page)", meetingDate: null, page: null, url: "/meetings" },
  ];
  const lines = list.map((m) => {
    const at = m.location ? ` at ${m.location}` : "";
    return `The next **${m.name}** meeting is **${m.dateLabel}${m.time ? `, ${m.time}` : ""}**${at} [1].`;
  });
  const [lead, ...rest] = lines;
  const out = [lead!];
  if (rest.length) out.push("", "## Other public meetings", ...rest.map((l) => `- ${l}`));
  out.push("", "Meetings can be moved or cancelled; check the posted agenda before you go [1].");
  return { text: out.join("\n"), evidence };
}
