/**
 * Community services for Ramona residents: six categories of service cards, emergency contacts and
 * the featured ADU banner of /services.
 */
import { ADU_KEY_FACTS, ADU_TIMELINE } from "./adu-facts";
import { GOVERNMENT_BODIES, type BodyId } from "./government";
import type { ContentLink } from "./types";

/** "Meets 1st Thursday of each month, 7:00 PM", from the body's one schedule. */
const meets = (id: BodyId) => `Meets ${GOVERNMENT_BODIES.find((b) => b.id === id)!.scheduleText}`;
const fact = (label: string) => ADU_KEY_FACTS.find((f) => f.label === label)!;

export type Service = {
  title: string;
  description: string;
  highlights: string[];
  link: string;
  /** Internal links ("Learn More") stay in the site; external ones ("Visit Website") open a new tab. */
  internal: boolean;
};

export type ServiceCategory = { id: string; title: string; intro: string; services: Service[] };

export type EmergencyContact = {
  service: string;
  /** What is shown, e.g. "911" or "(858) 565-5200". */
  number: string;
  /** The dialable form for a tel: link, when there is one. */
  tel?: string;
  /** A web page to use instead, when there is no single number to publish. */
  href?: string;
  note?: string;
};

export const SERVICES_INTRO = {
  title: "Community Services",
  lead: "Where to go for permits, water, power, roads, emergencies and community life in Ramona. Ramona is unincorporated, so most public services come from the County of San Diego, the State of California and the Ramona Municipal Water District.",
};

export const ADU_BANNER = {
  eyebrow: "Featured guide",
  title: "Thinking about building an ADU?",
  text: "Our step-by-step guide covers ADU types, size limits, setbacks, parking, the county permit process, typical costs and the rental income an accessory dwelling unit can bring.",
  link: { label: "Read the ADU Guide", href: "/adu", internal: true } satisfies ContentLink,
};

export const SERVICE_CATEGORIES: ServiceCategory[] = [
  {
    id: "housing",
    title: "Housing",
    intro: "Building, adding a unit or finding help with housing.",
    services: [
      {
        title: "ADU Guide",
        description:
          "Everything about accessory dwelling units in Ramona: types, requirements, permits, costs and resources.",
        highlights: [
          `Up to ${fact("Maximum size").value}`,
          `${fact("Setbacks").value} ${fact("Setbacks").detail} setbacks`,
          `Typical total timeline ${ADU_TIMELINE.find((t) => t.phase === "Total")!.duration}`,
        ],
        link: "/adu",
        internal: true,
      },
      {
        title: "County Housing and Community Development Services",
        description:
          "Rental assistance, first-time homebuyer help and affordable housing programs for unincorporated San Diego County.",
        highlights: ["Housing Choice Vouchers", "Down payment assistance", "Home repair programs"],
        link: "https://www.sandiegocounty.gov/sdhcd/",
        internal: false,
      },
    ],
  },
  {
    id: "planning",
    title: "Planning and Zoning",
    intro: "Permits, zoning and the groups that review projects in Ramona.",
    services: [
      {
        title: "County Planning & Development Services",
        description:
          "The county department that issues building permits, zoning decisions and land use approvals for Ramona.",
        highlights: [
          "Building permits and inspections",
          "Zoning and property information",
          "Online permit applications",
        ],
        link: "https://www.sandiegocounty.gov/content/sdc/pds.html",
        internal: false,
      },
      {
        title: "Planning Group Research Assistant",
        description:
          "Search fifteen years of Ramona Community Planning Group minutes and get answers that cite their sources.",
        highlights: ["Minutes from 2011 to 2025", "Answers with document and page", meets("rcpg")],
        link: "/rcpg",
        internal: true,
      },
      {
        title: "Design Review Board",
        description:
          "How the design review board reviews projects in the town center, and an assistant for its guidelines.",
        highlights: ["Signage and Form-Based Code", meets("design-review"), "Advisory to the county"],
        link: "/design-review",
        internal: true,
      },
    ],
  },
  {
    id: "utilities",
    title: "Utilities",
    intro: "Water, power and trash service.",
    services: [
      {
        title: "Ramona Municipal Water District",
        description:
          "Drinking water, sewer and recycled water service, billing, conservation programs and board meetings.",
        highlights: ["Start or stop service", "Pay your water bill", meets("water-district")],
        link: "https://www.rmwd.org/",
        internal: false,
      },
      {
        title: "San Diego Gas & Electric",
        description: "Electric and natural gas service, outage maps and public safety power shutoff alerts.",
        highlights: ["Report an outage", "Power shutoff alerts", "Billing and payment plans"],
        link: "https://www.sdge.com/",
        internal: false,
      },
      {
        title: "Waste and Recycling",
        description:
          "County information on trash, recycling, household hazardous waste and organics collection in unincorporated areas.",
        highlights: ["Household hazardous waste", "Recycling and organics rules", "Find your hauler"],
        link: "https://www.sandiegocounty.gov/content/sdc/dpw/recycling.html",
        internal: false,
      },
    ],
  },
  {
    id: "transportation",
    title: "Transportation and Delivery",
    intro: "Roads, highway 67 and getting food delivered.",
    services: [
      {
        title: "Caltrans District 11",
        description:
          "The state agency responsible for State Route 67 and State Route 78 through Ramona: projects, closures and road conditions.",
        highlights: ["SR-67 and SR-78", "Lane closures", "Report a highway problem"],
        link: "https://dot.ca.gov/caltrans-near-me/district-11",
        internal: false,
      },
      {
        title: "Highway 67 Safety",
        description: "Why State Route 67 needs safety improvements now, the improvement project and its timeline.",
        highlights: ["Problem areas", "Project alternatives", "How to get involved"],
        link: "/highway67-safety",
        internal: true,
      },
      {
        title: "Restaurants and Delivery",
        description: "Where to eat in Ramona, with links to order online where a restaurant offers it.",
        highlights: ["Search by cuisine", "Order online links", "Local favorites"],
        link: "/restaurants",
        internal: true,
      },
    ],
  },
  {
    id: "emergency",
    title: "Emergency",
    intro: "Fire, law enforcement and disaster readiness.",
    services: [
      {
        title: "San Diego County Sheriff's Department",
        description: "Law enforcement for unincorporated Ramona, served by the Ramona Sheriff's Station.",
        highlights: ["Non-emergency reports", "Crime maps", "Community programs"],
        link: "https://www.sdsheriff.gov/",
        internal: false,
      },
      {
        title: "CAL FIRE",
        description: "Wildfire information, defensible space guidance and current incidents in California.",
        highlights: ["Current incidents", "Defensible space", "Ready for Wildfire"],
        link: "https://www.fire.ca.gov/",
        internal: false,
      },
      {
        title: "Ready San Diego and AlertSanDiego",
        description:
          "The county's emergency preparedness site: evacuation information and sign-up for AlertSanDiego emergency notifications.",
        highlights: ["Register for alerts", "Evacuation planning", "Family disaster plans"],
        link: "https://www.readysandiego.org/",
        internal: false,
      },
    ],
  },
  {
    id: "community",
    title: "Community",
    intro: "Libraries, schools, local businesses and town history.",
    services: [
      {
        title: "Ramona Branch Library",
        description:
          "The San Diego County Library branch on Main Street, home of the planning group's monthly meetings.",
        highlights: ["Books, e-books and events", "Free Wi-Fi and computers", "Community meeting room"],
        link: "https://www.sdcl.org/",
        internal: false,
      },
      {
        title: "Business Directory",
        description: "Local shops, services and businesses in Ramona.",
        highlights: ["Search by category", "Hours and contact details", "Local favorites"],
        link: "/business",
        internal: true,
      },
      {
        title: "About Ramona",
        description: "Ramona's story, from the Kumeyaay and the Santa Maria Valley to the town of today.",
        highlights: ["Early history", "The 1894 Town Hall", "Turkey ranching days"],
        link: "/about-ramona",
        internal: true,
      },
    ],
  },
];

export const EMERGENCY_CONTACTS: EmergencyContact[] = [
  {
    service: "Emergency: police, fire, medical",
    number: "911",
    tel: "911",
    note: "Call or text 911 in a life-threatening emergency.",
  },
  { service: "San Diego County Sheriff (non-emergency)", number: "(858) 565-5200", tel: "+18585655200" },
  { service: "Poison Control (Poison Help line)", number: "1-800-222-1222", tel: "+18002221222" },
  { service: "988 Suicide & Crisis Lifeline", number: "988", tel: "988" },
  { service: "Community resources and referrals (211 San Diego)", number: "211", tel: "211" },
  {
    service: "Water emergencies (Ramona Municipal Water District)",
    number: "rmwd.org",
    href: "https://www.rmwd.org/",
    note: "For a water main break or outage, use the after-hours number on the district's website or your bill.",
  },
];

export const SERVICES_MORE = {
  county: {
    text: "Most services in unincorporated Ramona are provided by the County of San Diego.",
    link: {
      label: "Visit the County of San Diego website",
      href: "https://www.sandiegocounty.gov/",
      internal: false,
    } satisfies ContentLink,
  },
  assistant: {
    text: "Can't find what you need? Ask the town assistant on the home page about services, permits and meetings.",
    link: { label: "Ask the town assistant", href: "/", internal: true } satisfies ContentLink,
  },
};
