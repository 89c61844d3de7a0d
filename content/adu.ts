/**
 * The ADU guide (/adu): facts, types, requirements, the permit process, timeline, costs and
 * resources for accessory dwelling units in Ramona (unincorporated San Diego County).
 */
import type { ContentLink } from "./types";

export { ADU_KEY_FACTS, ADU_TIMELINE, type KeyFact, type TimelinePhase } from "./adu-facts";

export type AduTabId = "overview" | "types" | "requirements" | "process" | "resources";

export const ADU_TABS: Array<{ id: AduTabId; label: string }> = [
  { id: "overview", label: "Overview" },
  { id: "types", label: "ADU Types" },
  { id: "requirements", label: "Requirements" },
  { id: "process", label: "Permit Process" },
  { id: "resources", label: "Resources" },
];

export const ADU_INTRO = {
  title: "ADU Guide for Ramona",
  lead: "An accessory dwelling unit (ADU) is a second, self-contained home on a single-family lot, with its own kitchen, bathroom and entrance. ADUs add housing for family members or renters and add value to a property. This guide explains the rules that apply in Ramona and how to get one permitted through the County of San Diego.",
  disclaimer:
    "This guide summarizes common rules for planning purposes. Rules change and every lot is different: confirm the requirements for your property with County of San Diego Planning & Development Services before you design or build.",
};

export const ADU_OVERVIEW = {
  why: [
    "Ramona's large lots make it one of the best places in the county to add a second unit. An ADU can house aging parents or grown children close by, bring in steady rental income, or give you a smaller home to move into while renting the main house.",
    "California law now requires counties to approve ADUs that meet objective standards, which makes the process more predictable than it once was. In unincorporated areas like Ramona, the County of San Diego reviews and issues the permits.",
  ],
  benefits: [
    "Rental income of $1,200-$2,500/month",
    "Property value increase of 10-20%",
    "Housing for family members close to home",
    "Flexible space that can change with your needs",
  ],
};

export type AduType = {
  type: string;
  description: string;
  maxSize: string;
  benefits: string[];
  considerations: string[];
};

export const ADU_TYPES: AduType[] = [
  {
    type: "Detached ADU",
    description: "A separate, freestanding home built elsewhere on the lot, like a backyard cottage or casita.",
    maxSize: "1,200 sq ft (or 50% of the main house); height up to 16 ft",
    benefits: ["The most privacy for both households", "Highest rental value", "Design freedom on a large lot"],
    considerations: [
      "Highest construction cost",
      "New utility connections and possibly a septic review",
      "Must meet 4 ft side and rear setbacks",
    ],
  },
  {
    type: "Attached ADU",
    description: "A new unit added onto the main house, sharing at least one wall, with its own entrance.",
    maxSize: "1,200 sq ft (or 50% of the main house)",
    benefits: [
      "Can share utility connections with the main house",
      "Often less costly than a detached unit",
      "Keeps more of the yard open",
    ],
    considerations: [
      "Less privacy than a detached unit",
      "Construction disturbs the main house",
      "Sound separation between units matters",
    ],
  },
  {
    type: "Garage Conversion",
    description: "An existing garage turned into a living unit with a kitchen and bathroom.",
    maxSize: "Limited to the existing garage size",
    benefits: [
      "Usually the fastest and least costly option",
      "Uses a structure that already exists",
      "No new footprint on the lot",
    ],
    considerations: [
      "You lose the garage's parking and storage",
      "Older garages may need a new slab, insulation or a raised floor",
      "Size is fixed by the existing walls",
    ],
  },
  {
    type: "Junior ADU (JADU)",
    description:
      "A small unit created within the walls of the existing home, such as a converted bedroom, with an efficiency kitchen.",
    maxSize: "Up to 500 sq ft",
    benefits: [
      "The lowest cost of any option",
      "No new building footprint",
      "Can share a bathroom with the main house",
    ],
    considerations: [
      "The owner must live on the property",
      "Reduces the living space of the main house",
      "Smaller unit, lower rent",
    ],
  },
];

export type Requirement = { title: string; rule: string; detail: string };

export const ADU_REQUIREMENTS: Requirement[] = [
  {
    title: "Size",
    rule: "Maximum 1,200 sq ft, or 50% of the main house",
    detail: "A junior ADU may be up to 500 sq ft. A garage conversion is limited to the existing garage size.",
  },
  {
    title: "Setbacks",
    rule: "4 ft side and rear setbacks",
    detail:
      "Front setbacks follow the zoning of the lot. A conversion of an existing structure keeps its existing setbacks.",
  },
  {
    title: "Height",
    rule: "16 ft for a detached ADU",
    detail: "An attached ADU or conversion follows the height of the main house's zoning.",
  },
  { title: "Parking", rule: "1 parking space per ADU", detail: "No parking is required within 0.5 mile of transit." },
  {
    title: "Owner occupancy",
    rule: "The owner must live on the property",
    detail: "The owner must live in the main house or in the ADU.",
  },
  {
    title: "Rentals",
    rule: "Minimum rental of 30 days",
    detail: "Short-term (vacation) rentals of an ADU are not allowed.",
  },
  { title: "Ownership", rule: "No separate sale", detail: "The ADU cannot be sold separately from the main house." },
];

export type PermitStep = { step: number; title: string; description: string; timeframe: string; cost: string };

export const ADU_PERMIT_STEPS: PermitStep[] = [
  {
    step: 1,
    title: "Pre-application consultation",
    description:
      "Meet with county Planning & Development Services to confirm zoning, setbacks, septic or sewer, and fire access for your lot before you pay for design.",
    timeframe: "1-2 weeks",
    cost: "Free",
  },
  {
    step: 2,
    title: "Design",
    description:
      "An architect or designer prepares the site plan, floor plans, elevations and energy calculations the county requires.",
    timeframe: "4-8 weeks",
    cost: "$3,000-$8,000",
  },
  {
    step: 3,
    title: "Permit application",
    description: "Submit the plans and pay the permit and plan check fees. Utility and school fees may also apply.",
    timeframe: "1 week",
    cost: "$2,000-$5,000",
  },
  {
    step: 4,
    title: "Plan review",
    description:
      "County reviewers check the plans against building, fire and zoning codes. Answer their comments and resubmit if asked.",
    timeframe: "6-12 weeks",
    cost: "Included",
  },
  {
    step: 5,
    title: "Approval",
    description:
      "The county issues the building permit. Keep the approved plans on site and schedule inspections as construction proceeds.",
    timeframe: "1 week",
    cost: "No additional fee",
  },
];

export const ADU_FINANCIALS = {
  rentalIncome: "$1,200-$2,500/month",
  valueIncrease: "10-20%",
  professionalCosts: [
    { role: "Architect", cost: "$3,000-$8,000" },
    { role: "General contractor", cost: "10-20% of project" },
    { role: "Permit consultant", cost: "$1,500-$3,000" },
  ],
};

export const ADU_RESOURCES: Array<ContentLink & { description: string }> = [
  {
    label: "County Planning & Development Services",
    href: "https://www.sandiegocounty.gov/content/sdc/pds.html",
    internal: false,
    description: "Permits, zoning information, ADU plan check and inspections for unincorporated San Diego County.",
  },
  {
    label: "California Department of Housing and Community Development",
    href: "https://www.hcd.ca.gov/",
    internal: false,
    description: "The state's ADU handbook and the state laws that govern ADUs and junior ADUs.",
  },
  {
    label: "Ramona Municipal Water District",
    href: "https://www.rmwd.org/",
    internal: false,
    description: "Water meter and sewer connection requirements and fees for a new unit.",
  },
  {
    label: "Planning Group Research Assistant",
    href: "/rcpg",
    internal: true,
    description: "See how the Ramona Community Planning Group has discussed ADUs and housing.",
  },
  {
    label: "Ask the town assistant",
    href: "/",
    internal: true,
    description: "Ask a question about ADU rules in Ramona and get an answer from this guide.",
  },
];
