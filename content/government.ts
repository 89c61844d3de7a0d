/**
 * Ramona's local advisory bodies and the water district: what each does, where and when it meets.
 * The meeting rules here are the single source for every schedule on the site (/government,
 * /meetings, the .ics files and the town assistant).
 */
import type { ContentLink } from "./types";

export type BodyId = "rcpg" | "design-review" | "water-district";

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** "The {ordinal} {weekday} of each month at {hour}:{minute}", in Ramona's time zone. */
export type MeetingRule = {
  ordinal: 1 | 2 | 3 | 4 | "last";
  weekday: Weekday;
  hour: number;
  minute: number;
  durationMinutes: number;
};

export type MeetingPlace = { name: string; address: string };

export type GovernmentBody = {
  id: BodyId;
  name: string;
  shortName: string;
  kind: string;
  summary: string;
  responsibilities: string[];
  members?: number;
  leadership?: string[];
  schedule: MeetingRule;
  /** The schedule in words, e.g. "1st Thursday of each month, 7:00 PM". */
  scheduleText: string;
  place: MeetingPlace;
  /** The main call to action of the body's card. */
  action: ContentLink;
  /** Where its archived minutes can be read on this site, when there are any. */
  minutes?: ContentLink;
  /** How a resident takes part in a meeting: public comment, on agenda items and on other matters. */
  publicComment: string[];
};

export const TIME_ZONE = "America/Los_Angeles";

export const GOVERNMENT_INTRO = {
  title: "Local Government",
  lead: "Ramona is an unincorporated community, so there is no city council or mayor. The County of San Diego governs land use, roads, permits and public safety, and the Board of Supervisors makes the final decisions.",
  advisory: [
    "The Ramona Community Planning Group and the Ramona Design Review Board are advisory only. They review projects, hear from residents and send recommendations to the County of San Diego, but they cannot approve or deny permits, pass ordinances or spend public money.",
    "Their meetings are still the best place for residents to be heard early: the county considers their recommendations when it decides on projects in Ramona, and every meeting is open to the public with time for public comment.",
    "The Ramona Municipal Water District is different: it is an independent public agency with an elected board of directors that sets water, sewer and other service rates and runs its own budget.",
  ],
  countyLink: {
    label: "County of San Diego",
    href: "https://www.sandiegocounty.gov/",
    internal: false,
  } satisfies ContentLink,
};

export const GOVERNMENT_BODIES: GovernmentBody[] = [
  {
    id: "rcpg",
    name: "Ramona Community Planning Group",
    shortName: "Planning Group",
    kind: "Advisory planning group",
    summary:
      "An elected volunteer group that advises the County of San Diego on land use, zoning, development projects and the Ramona Community Plan.",
    responsibilities: [
      "Reviews development proposals, variances and use permits in the Ramona planning area",
      "Recommends changes to the Ramona Community Plan and county zoning",
      "Hears residents' concerns about roads, growth and community character",
    ],
    leadership: ["Chair", "Vice Chair", "Secretary"],
    schedule: { ordinal: 1, weekday: 4, hour: 19, minute: 0, durationMinutes: 120 },
    scheduleText: "1st Thursday of each month, 7:00 PM",
    place: { name: "Ramona Community Library", address: "1275 Main Street, Ramona, CA 92065" },
    action: { label: "Ask the AI Archivist", href: "/rcpg", internal: true },
    minutes: { label: "Planning group minutes", href: "/documents?body=rcpg", internal: true },
    publicComment: [
      "Anyone may speak. Fill in a speaker slip at the meeting and hand it to the Secretary before the item is called.",
      "Comments on an agenda item are heard when the Chair opens that item, before the group votes; comments on other matters within the group's purview are heard under Public Communication near the start of the meeting.",
      "Each speaker has up to three minutes. Written comments can be handed in at the meeting and become part of the record.",
    ],
  },
  {
    id: "design-review",
    name: "Ramona Design Review Board",
    shortName: "Design Review Board",
    kind: "Advisory design review board",
    summary:
      "A nine-member board that reviews commercial and multifamily projects in Ramona's town center against the community's design guidelines and Form-Based Code.",
    responsibilities: [
      "Reviews site plans, building design, signage and landscaping of projects in the design review areas",
      "Checks projects against the Ramona Design Review Guidelines and the Main Street Form-Based Code",
      "Sends its recommendations to the County of San Diego before a permit decision",
    ],
    members: 9,
    leadership: ["Chair", "Vice Chair"],
    schedule: { ordinal: 3, weekday: 4, hour: 18, minute: 30, durationMinutes: 120 },
    scheduleText: "3rd Thursday of each month, 6:30 PM",
    place: { name: "Ramona Community Center", address: "434 Aqua Lane, Ramona, CA 92065" },
    action: { label: "Design Review Board", href: "/design-review", internal: true },
    minutes: { label: "Design review documents", href: "/documents?body=design-review", internal: true },
    publicComment: [
      "Anyone may speak. Tell the Chair before the meeting starts which project you wish to comment on.",
      "Comments on a project are heard when the board takes it up, after the applicant's presentation and before the board's recommendation.",
      "Each speaker has up to three minutes; drawings or photos can be handed to the board at the meeting.",
    ],
  },
  {
    id: "water-district",
    name: "Ramona Municipal Water District",
    shortName: "Water District",
    kind: "Independent public agency",
    summary:
      "The independent public agency, governed by an elected five-member board, that supplies Ramona's drinking water and provides sewer and recycled water service.",
    responsibilities: [
      "Water supply, water quality and billing for Ramona homes and businesses",
      "Sewer and recycled water service in parts of the community",
      "Sets rates and adopts the district budget at public board meetings",
    ],
    schedule: { ordinal: 2, weekday: 3, hour: 13, minute: 0, durationMinutes: 120 },
    scheduleText: "2nd Wednesday of each month, 1:00 PM",
    place: { name: "Ramona Municipal Water District board room", address: "105 Earlham Street, Ramona, CA 92065" },
    action: { label: "Visit Website", href: "https://www.rmwd.org/", internal: false },
    publicComment: [
      "Board meetings are open to the public, and time is set aside for public comment; the district's posted agenda on rmwd.org says how to take part.",
    ],
  },
];

export const MEETINGS_INTRO = {
  title: "Meeting Agendas",
  lead: "The next public meetings of Ramona's planning group, design review board and water district, computed from their regular schedules. Add a meeting to your calendar, or read what was decided at past meetings in the archived minutes.",
  note: "Regular meetings can be moved or cancelled, for example around holidays. Agendas are posted by each body at least 72 hours before a regular meeting; check the agenda before you go.",
};

export function bodyById(id: string): GovernmentBody | undefined {
  return GOVERNMENT_BODIES.find((b) => b.id === id);
}
