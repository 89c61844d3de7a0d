/**
 * Highway 67 safety (/highway67-safety): why State Route 67 needs safety improvements, the state
 * highway improvement project, its timeline and the studies behind it.
 */
import { GOVERNMENT_BODIES } from "./government";
import type { ContentLink } from "./types";

export const HIGHWAY67_INTRO = {
  title: "Highway 67 Safety",
  lead: "State Route 67 is Ramona's lifeline: the main road between the town and the rest of San Diego County, for commuters, school buses, deliveries, fire engines and, in a wildfire, evacuation. Much of it is still a two-lane road with narrow shoulders and no center divider.",
};

export const HIGHWAY67_CRISIS = {
  headline: "8 lives lost in a 10-day period",
  stat: { value: "8", label: "lives lost in a 10-day period" },
  text: "In a span of just ten days, eight people died in crashes on and around Highway 67. Every one of them was someone's family member, neighbor or friend. These tragedies made plain what residents have said for years: the highway's design has not kept up with the traffic it carries.",
};

export type ProblemArea = { name: string; issue: string };

export const HIGHWAY67_PROBLEM_AREAS: ProblemArea[] = [
  {
    name: "Two-lane segments between Poway, Lakeside and Ramona",
    issue:
      "One lane in each direction with no median barrier: a single mistake or an unsafe pass can become a head-on collision.",
  },
  {
    name: "Curves on the grade into the Santa Maria Valley",
    issue:
      "Winding sections with limited sight distance and steep drop-offs, where drivers cross the center line and slower vehicles are hard to pass.",
  },
  {
    name: "Intersections with side roads",
    issue:
      "Left turns across fast traffic at junctions such as Scripps Poway Parkway, Poway Road, Highland Valley Road and Mussey Grade Road, often with no signal or turn pocket.",
  },
  {
    name: "Narrow or missing shoulders",
    issue:
      "No room for a disabled vehicle, an emergency stop or a cyclist, and no space for emergency vehicles to get around stopped traffic.",
  },
  {
    name: "Wildfire evacuation capacity",
    issue:
      "Tens of thousands of people depend on one main road out of town in a fire, as the Cedar and Witch Creek fires showed.",
  },
];

export const HIGHWAY67_IMPACT = {
  paragraphs: [
    "The highway shapes daily life in Ramona. Long backups at peak hours lengthen commutes and school runs, crashes close the road for hours with no practical detour, and ambulances and fire engines share the same congested lanes.",
    "Residents have organized, spoken at planning group and county meetings, and written to regional and state agencies to ask that safety improvements on Highway 67 be funded and built without further delay.",
  ],
  actions: [
    "Attend the public hearing and comment on the project's environmental document",
    `Speak at Ramona Community Planning Group meetings (${GOVERNMENT_BODIES.find((b) => b.id === "rcpg")!.scheduleText})`,
    "Write to your county supervisor, state representatives and the regional planning agency",
    "Report hazards to Caltrans and drive with care: slow down, never pass on a double yellow line",
    "Sign up for AlertSanDiego and keep an evacuation plan for your household",
  ],
};

export const HIGHWAY67_PROJECT = {
  title: "State Route 67 Improvement Project",
  summary:
    "Caltrans is studying improvements to State Route 67 between Lakeside and Ramona. The project compares three alternatives against six objectives before one is chosen, designed and built.",
  objectives: [
    "Reduce the number and severity of collisions, especially head-on crashes",
    "Improve traffic flow and travel-time reliability at peak hours",
    "Improve emergency response and wildfire evacuation capacity",
    "Improve the safety of intersections and turning movements",
    "Provide safer space for bicyclists, disabled vehicles and emergency stops",
    "Limit impacts on the environment, wildlife and the rural character of the corridor",
  ],
  alternatives: [
    {
      name: "Full widening",
      description:
        "Widen the highway to four lanes with a center median barrier, separating opposing traffic along the corridor.",
    },
    {
      name: "Shoulder widening",
      description:
        "Keep two lanes but build wide, paved shoulders and safety features such as rumble strips along the corridor.",
    },
    {
      name: "Targeted additions",
      description: "Add passing lanes, turn pockets and intersection improvements at the most dangerous locations.",
    },
  ],
};

export type TimelineMilestone = { when: string; what: string };

export const HIGHWAY67_TIMELINE: TimelineMilestone[] = [
  { when: "2025", what: "Alternatives analysis" },
  { when: "Fall 2026", what: "Public hearing and final environmental document" },
  { when: "Winter 2027", what: "Design phase" },
];

export const HIGHWAY67_STUDIES = {
  completed: [
    "Corridor collision history analysis",
    "Traffic volume and operations study",
    "Preliminary engineering of the project alternatives",
  ],
  ongoing: [
    "Environmental studies for the final environmental document",
    "Wildfire evacuation and emergency access analysis",
    "Intersection safety evaluations along the corridor",
  ],
};

export const HIGHWAY67_ENGAGEMENT: ContentLink & { text: string } = {
  label: "Caltrans District 11 public engagement",
  href: "https://dot.ca.gov/caltrans-near-me/district-11",
  internal: false,
  text: "Follow the project, find public meetings and send your comments to Caltrans District 11, which is responsible for State Route 67.",
};
