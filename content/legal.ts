/**
 * Legal texts: privacy policy and terms of use (/privacy-policy, /terms-of-use), effective
 * January 21, 2025. The privacy policy lists exactly what this site stores.
 */
import { DISCLAIMER, POSTAL_ADDRESS, SITE_DOMAIN, SITE_NAME } from "./site";
import type { ContentLink, ContentSection } from "./types";

export const LEGAL_EFFECTIVE_DATE = "January 21, 2025";

export type LegalDocument = {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: ContentSection[];
  disclaimer: string;
  contact: { text: string; postalAddress: string; link: ContentLink };
};

const contact = {
  text: `Questions about this document can be sent through our contact form or by mail to ${SITE_NAME}:`,
  postalAddress: POSTAL_ADDRESS.oneLine,
  link: { label: "Contact us", href: "/contact", internal: true },
};

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: `This policy explains what ${SITE_NAME} (${SITE_DOMAIN}) stores when you use the site, why, and what you can do about it. We collect as little as we can and we do not sell personal information.`,
  sections: [
    {
      id: "what-we-store",
      title: "What We Store",
      paragraphs: ["The site stores only the following:"],
      points: [
        "Resident accounts: if you register, your username, e-mail address, first and last name, and your password as a one-way hash (never the password itself).",
        "Administrator accounts: the username, password hash and approval status of the site's administrators, and a record of the administrative actions they take.",
        "Questions asked to the assistants: the questions you ask the town assistant, the planning group archivist and the design review assistant, the answers given, the documents cited and how long each answer took. We use these to measure and improve the assistants. Planning group and design review conversations are kept under a random conversation ID your browser creates for each visit, so the page can show them; none of this is linked to your account.",
        "Ratings of answers: when you mark an answer Helpful or Not helpful, the rating, the reason and comment you give, and the question and answer you rated, so that the site's editors can correct answers. So that each visitor's rating of an answer counts once, we keep a one-way keyed hash of your network address, never the address itself.",
        "Contact messages: the name, e-mail address, category, subject and message you send through the contact form, so that we can reply.",
        "E-mail alerts: if you subscribe to alerts from your account, what you follow (a search or a public body), how often you want mail, and when you confirmed it; only one-way hashes of the confirmation and unsubscribe links, and a record of which meeting records were mailed for it so that nothing is sent twice. The messages go to the e-mail address of your account through our mail provider. Deleting a subscription or your account deletes the subscription, and the record of what was mailed is then no longer linked to you; every message has a one-click unsubscribe link. Feed and calendar links work without an account and store nothing about you.",
        "Session tokens: when you log in, a random session token is kept in your browser's local storage and a hashed copy on our server, so the site knows you are logged in. It is removed when you log out and expires on its own.",
      ],
    },
    {
      id: "what-we-do-not-do",
      title: "Cookies and Tracking",
      paragraphs: [
        "The site uses no advertising or tracking cookies, no third-party analytics and no social media trackers. Sponsored cards are plain links: following one takes you to the advertiser's site, which has its own privacy policy.",
        "Our server keeps ordinary technical logs (such as the time of a request and the page requested) for security and troubleshooting, for a limited time.",
      ],
    },
    {
      id: "how-we-use",
      title: "How We Use Information",
      paragraphs: [
        "We use the information above only to run the site: to let you log in, to answer your questions and messages, to keep the site secure and to improve the assistants. We do not sell, rent or trade personal information. We share it only when required by law.",
        "Questions sent to the assistants may be processed by an AI service we configure to compose answers. Do not include personal or sensitive information in your questions.",
      ],
    },
    {
      id: "retention",
      title: "Retention and Your Choices",
      paragraphs: [
        "We keep account information while your account exists, and contact messages for as long as needed to handle them. You may ask us to see, correct or delete your account information or your messages by using the contact form. California residents have additional rights under state law, including the right to know what personal information is collected and to request its deletion.",
      ],
    },
    {
      id: "security",
      title: "Security",
      paragraphs: [
        "Passwords are stored only as strong one-way hashes, session tokens are stored only as hashes and expire, and the site is served over an encrypted connection. No system is perfectly secure, but we take reasonable measures to protect the information we keep.",
      ],
    },
    {
      id: "children",
      title: "Children's Privacy",
      paragraphs: [
        "The site is not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      paragraphs: ["If we change this policy, we will post the new version on this page with a new effective date."],
    },
  ],
  disclaimer: DISCLAIMER,
  contact,
};

export const TERMS_OF_USE: LegalDocument = {
  title: "Terms of Use",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: `These terms apply to your use of ${SITE_NAME} (${SITE_DOMAIN}). By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      id: "independent",
      title: "An Independent Resource",
      paragraphs: [
        "The site is an independent community information resource. It does not speak for any government body, and nothing on it is an official notice, decision or record of any agency. For official information, consult the agency concerned.",
      ],
    },
    {
      id: "information",
      title: "Information and AI Answers",
      paragraphs: [
        'We work to keep the information accurate, but it is provided "as is" for general information only and may be incomplete or out of date. Meeting dates are computed from regular schedules and may change. Answers from the AI assistants are generated automatically from the site\'s sources and can be wrong: check important facts, such as permit requirements, deadlines and fees, with the responsible agency before relying on them.',
        "Nothing on the site is legal, financial, engineering or professional advice.",
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      paragraphs: [
        "You are responsible for keeping your password private and for what is done with your account. Give accurate information when you register. We may suspend accounts that break these terms.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use",
      paragraphs: ["When using the site you agree not to:"],
      points: [
        "break the law or infringe the rights of others",
        "send spam, harassment or abusive messages through the contact form or the assistants",
        "try to gain unauthorized access to the site, its accounts or its data, or disrupt its operation",
        "scrape or overload the site with automated requests",
      ],
    },
    {
      id: "advertising",
      title: "Sponsored Content and Links",
      paragraphs: [
        "Sponsored cards and mentions are paid placements and are marked as such; a placement is not an endorsement. Links to other sites are provided for convenience, and we are not responsible for their content or practices.",
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent permitted by law, the site and its operators are not liable for any loss or damage arising from the use of the site or reliance on its information.",
      ],
    },
    {
      id: "law",
      title: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.",
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      paragraphs: [
        "We may update these terms. The effective date above shows when they last changed; continuing to use the site means you accept the updated terms.",
      ],
    },
  ],
  disclaimer: DISCLAIMER,
  contact,
};
