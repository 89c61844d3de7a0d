import type { DocumentBody } from "@common/documents";
import { nextMeetingsOf, type Meeting } from "@common/schedule";
import { bodyById } from "@content/government";
import { longDate, type DemoBlock, type DemoDocument } from "./corpus";
import { PROJECTS, type DemoProject } from "./projects";

/**
 * Sample agendas of each body's next meetings, dated from the day the site starts, in the style of
 * the sample minutes: the same letterhead, numbered captions, and each item saying whether the body
 * will act on it or only hear it.
 */

type AgendaEntry = { caption: string; text: string };

const project = (key: string) => PROJECTS.find((p) => p.key === key)!;

function projectEntry(p: DemoProject, what: string, action: boolean): AgendaEntry {
  const where = p.apn ? `${p.address} (APN ${p.apn})` : p.address;
  return {
    caption: `${p.name} (${p.number})`,
    text: `${what} at ${where}. ${action ? "Action: the group may vote on a recommendation to the County." : "Information only; no action will be taken."}`,
  };
}

/** What each body hears at its next two meetings (fictional). */
const ITEMS: Record<DocumentBody, AgendaEntry[][]> = {
  rcpg: [
    [
      projectEntry(
        project("dye-road-solar"),
        "Request to amend the major use permit of the 6-megawatt solar facility to add battery storage and a second access gate",
        true,
      ),
      projectEntry(
        project("main-street-streetscape"),
        "County staff report on the schedule of the sidewalk, crosswalk and street light work on Main Street",
        false,
      ),
      {
        caption: "Roads and Traffic Report",
        text: "The transportation subcommittee reports on the speed survey on Dye Road and the crosswalk study at Main Street and 7th Street. Information only; no action will be taken.",
      },
    ],
    [
      projectEntry(
        project("montecito-cell-tower"),
        "Revised plans for the 45-foot wireless tower disguised as a pine tree",
        true,
      ),
      {
        caption: "Community Plan Update Subcommittee",
        text: "The subcommittee reports on its review of the land use chapter of the Ramona Community Plan. Information only; no action will be taken.",
      },
    ],
  ],
  "design-review": [
    [
      projectEntry(project("ramona-street-mixed-use"), "Review of the sign program and the colors of the awning", true),
      projectEntry(project("town-center-retail"), "Review of a second monument sign on Main Street", true),
    ],
    [
      projectEntry(project("hanson-winery"), "Review of the tasting room's signs and outdoor lighting", true),
      {
        caption: "Town Center Lighting Guidelines",
        text: "Staff presents proposed changes to the lighting section of the design guidelines for the town center. Information only; no action will be taken.",
      },
    ],
  ],
};

const LETTERHEAD: Record<DocumentBody, string> = {
  rcpg: "RAMONA COMMUNITY PLANNING GROUP",
  "design-review": "RAMONA DESIGN REVIEW BOARD",
};

const OPENING: Record<DocumentBody, AgendaEntry[]> = {
  rcpg: [
    { caption: "CALL TO ORDER", text: "Pledge of Allegiance." },
    { caption: "ROLL CALL", text: "Establishment of a quorum." },
    {
      caption: "APPROVAL OF MINUTES",
      text: "Minutes of the previous regular meeting. Action: approval of the minutes.",
    },
    {
      caption: "PUBLIC COMMUNICATION",
      text: "Members of the public may speak on matters within the group's purview that are not on this agenda, up to three minutes each. No action will be taken.",
    },
  ],
  "design-review": [
    { caption: "CALL TO ORDER AND ROLL CALL", text: "Establishment of a quorum." },
    {
      caption: "PUBLIC COMMENT",
      text: "Members of the public may speak on matters not on this agenda, up to three minutes each. No action will be taken.",
    },
  ],
};

function agendaOf(body: DocumentBody, meeting: Meeting, which: 0 | 1): DemoDocument {
  const info = bodyById(body)!;
  const blocks: DemoBlock[] = [
    { kind: "title", text: LETTERHEAD[body] },
    { kind: "heading", text: `AGENDA of the Regular Meeting of ${meeting.dateLabel}` },
    {
      kind: "note",
      text: "SAMPLE DOCUMENT: a fictional demonstration agenda generated for this website. Names, projects, parcel and project numbers are invented.",
    },
    {
      kind: "paragraph",
      text: `${meeting.place.name}, ${meeting.place.address}. Regular meeting, ${meeting.timeLabel}.`,
    },
    { kind: "paragraph", text: `How to take part: ${info.publicComment.join(" ")}` },
  ];
  const entries = [...OPENING[body], ...ITEMS[body][which]!, { caption: "ADJOURNMENT", text: "" }];
  entries.forEach((e, i) => {
    blocks.push({ kind: "caption", text: `${i + 1}. ${e.caption}` });
    if (e.text) blocks.push({ kind: "paragraph", text: e.text });
  });
  blocks.push({ kind: "note", text: "Agenda posted by the Secretary (sample document)." });
  const label = body === "rcpg" ? "Planning Group" : "Design Review Board";
  return {
    key: `${body}-agenda-${meeting.date}`,
    title: `${label} Agenda — ${longDate(meeting.date)} (sample)`,
    body,
    kind: "agenda",
    meetingDate: meeting.date,
    fileName: `${body}-agenda-${meeting.date}.pdf`,
    pages: [blocks],
    facts: [],
  };
}

/** The sample agendas of each body's next two meetings after `now`. */
export function demoAgendas(now: Date): DemoDocument[] {
  return (["rcpg", "design-review"] as const).flatMap((body) =>
    nextMeetingsOf(bodyById(body)!, now, 2).map((m, i) => agendaOf(body, m, i as 0 | 1)),
  );
}
