/**
 * Employment (/jobs): where to find public-sector jobs in and around Ramona.
 */
import type { ContentLink } from "./types";

export const JOBS_INTRO = {
  title: "Employment",
  lead: "Looking for work close to home? Public agencies that serve Ramona post their openings on their own job sites. The site does not host job listings itself.",
  tip: "Sign up for job alerts on each site to hear about new openings in and around Ramona.",
};

export const JOB_LINKS: Array<ContentLink & { employer: string; description: string }> = [
  {
    employer: "County of San Diego",
    label: "County of San Diego jobs",
    href: "https://www.governmentjobs.com/careers/sdcounty",
    internal: false,
    description:
      "The county is the largest public employer in the region: libraries, parks, sheriff, planning, public works, health and social services.",
  },
  {
    employer: "State of California and Caltrans",
    label: "CalCareers",
    href: "https://calcareers.ca.gov/",
    internal: false,
    description: "State jobs, including Caltrans District 11 (highways, maintenance, engineering) and CAL FIRE.",
  },
  {
    employer: "Ramona Municipal Water District",
    label: "Ramona Municipal Water District",
    href: "https://www.rmwd.org/",
    internal: false,
    description:
      "Water, sewer and field operations jobs with Ramona's own water district; openings are posted on the district's website.",
  },
  {
    employer: "Ramona Unified School District",
    label: "Ramona Unified School District jobs on EDJOIN",
    href: "https://www.edjoin.org/",
    internal: false,
    description:
      "Teaching, classified and support positions at Ramona's public schools, posted on EDJOIN, California's education job board.",
  },
];

export const JOBS_MORE: ContentLink = {
  label: "Browse the local business directory",
  href: "/business",
  internal: true,
};
