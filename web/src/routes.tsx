import type { ComponentType } from "react";
import type { RouteHandle } from "./app/route-handle";
import type { OnDemandPage } from "./lib/on-demand";

/** A page module: its component, and what the server loads to render it on demand (if it does). */
type PageModule = { default: ComponentType; onDemand?: OnDemandPage };
export type LoadedPage = { Component: ComponentType; onDemand?: OnDemandPage };
/** Loads a page's code (its own chunk) and gives back what renders it. */
export type PageLoader = () => Promise<LoadedPage>;

const page =
  (load: () => Promise<PageModule>): PageLoader =>
  async () => {
    const { default: Component, onDemand } = await load();
    return { Component, onDemand };
  };

/**
 * A page that reads the API: it renders inside the site's shared data client, whose code
 * (TanStack Query) loads with the first such page rather than with every page. A page module that
 * exports `onDemand` is rendered by the server per request, with its data (lib/on-demand.ts).
 */
const dataPage =
  (load: () => Promise<PageModule>): PageLoader =>
  async () => {
    const [{ default: Page, onDemand }, { QueryProvider }] = await Promise.all([load(), import("./app/QueryProvider")]);
    return {
      onDemand,
      Component: function DataPage() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  };

export type PageRoute = { path: string; handle: RouteHandle; lazy: PageLoader };

/**
 * Every page of the site. Each page's code is loaded on demand (one chunk per route); the
 * prerender step renders each path to complete HTML at build time, except the pages rendered on
 * demand (a `:name` in their path, or an `onDemand` export), which the server renders per request.
 */
export const pageRoutes: PageRoute[] = [
  {
    path: "/",
    handle: {
      title: "Ramona Community Guide",
      description:
        "Ask the town assistant about Ramona, California: restaurants, ADU rules, meetings, services and more.",
    },
    lazy: page(() => import("./features/assistants/HomePage")),
  },
  {
    path: "/government",
    handle: {
      title: "Government",
      description:
        "Ramona's advisory planning group, design review board and water district: what they do and when they meet.",
    },
    lazy: page(() => import("./app/government/GovernmentPage")),
  },
  {
    path: "/services",
    handle: {
      title: "Community Services",
      description:
        "Housing, planning, utilities, transportation, emergency and community services for Ramona residents.",
    },
    lazy: page(() => import("./features/pages/ServicesPage")),
  },
  {
    path: "/business",
    handle: { title: "Business Directory", description: "Local businesses in Ramona, California." },
    lazy: dataPage(() => import("./features/directories/BusinessPage")),
  },
  {
    path: "/restaurants",
    handle: { title: "Restaurant Directory", description: "Where to eat in Ramona, California." },
    lazy: dataPage(() => import("./features/directories/RestaurantsPage")),
  },
  {
    path: "/rcpg",
    handle: {
      title: "Planning Group Research Assistant",
      description:
        "Search fifteen years of Ramona Community Planning Group minutes with an archivist that cites its sources.",
    },
    lazy: dataPage(() => import("./features/assistants/RcpgPage")),
  },
  {
    path: "/design-review",
    handle: {
      title: "Design Review Board",
      description: "The Ramona Design Review Board: meetings, county appointments and a research assistant.",
    },
    lazy: dataPage(() => import("./features/assistants/DesignReviewPage")),
  },
  {
    path: "/highway67-safety",
    handle: {
      title: "Highway 67 Safety",
      description: "Why State Route 67 needs safety improvements now, and what is being done.",
    },
    lazy: page(() => import("./features/pages/Highway67Page")),
  },
  {
    path: "/contact",
    handle: { title: "Contact", description: "Send a message to the Ramona Community Guide." },
    lazy: dataPage(() => import("./features/contact/ContactPage")),
  },
  {
    path: "/about-ramona",
    handle: { title: "About Ramona", description: "The history of Ramona, California, from the Kumeyaay to today." },
    lazy: page(() => import("./features/pages/AboutPage")),
  },
  {
    path: "/adu",
    handle: {
      title: "ADU Guide",
      description: "Accessory dwelling units in Ramona: types, requirements, permits, costs and resources.",
    },
    lazy: page(() => import("./features/pages/AduPage")),
  },
  {
    path: "/advertise",
    handle: { title: "Advertise", description: "Advertising rates on the Ramona Community Guide." },
    lazy: page(() => import("./features/pages/AdvertisePage")),
  },
  {
    path: "/privacy-policy",
    handle: { title: "Privacy Policy", description: "What the Ramona Community Guide stores and why." },
    lazy: page(() => import("./features/pages/PrivacyPage")),
  },
  {
    path: "/terms-of-use",
    handle: { title: "Terms of Use", description: "Terms of use of the Ramona Community Guide." },
    lazy: page(() => import("./features/pages/TermsPage")),
  },
  {
    path: "/meetings",
    handle: {
      title: "Meeting Agendas",
      description:
        "Next meetings of Ramona's planning group, design review board and water district, and the records of past meetings.",
    },
    lazy: dataPage(() => import("./app/meetings/MeetingsPage")),
  },
  {
    path: "/meetings/:body/:date",
    handle: {
      title: "Meeting",
      description: "A meeting's agenda and how to take part, or after it, what was decided on each item.",
      ownTitle: true,
    },
    lazy: dataPage(() => import("./features/meetings/MeetingPage")),
  },
  {
    path: "/documents",
    handle: {
      title: "Public Documents",
      description: "Search and read the public library of planning group and design review documents.",
    },
    lazy: dataPage(() => import("./features/documents/DocumentsPage")),
  },
  {
    path: "/documents/history",
    handle: {
      title: "History of a place or project",
      description:
        "Every agenda item about an address, a road, a project or parcel number across Ramona's meetings, in date order.",
      ownTitle: true,
    },
    lazy: dataPage(() => import("./app/documents/HistoryPage")),
  },
  {
    path: "/documents/:id",
    handle: {
      title: "Meeting record",
      description: "The agenda items, motions and votes of a meeting, from its minutes.",
      ownTitle: true,
    },
    lazy: dataPage(() => import("./app/documents/RecordPage")),
  },
  {
    path: "/jobs",
    handle: { title: "Employment", description: "Where to find public-sector jobs in and around Ramona." },
    lazy: page(() => import("./features/pages/JobsPage")),
  },
  {
    path: "/accessibility",
    handle: { title: "Accessibility", description: "Our accessibility statement and how to report a barrier." },
    lazy: page(() => import("./features/pages/AccessibilityPage")),
  },
  {
    path: "/subscriptions/confirm/:token",
    handle: {
      title: "Confirm your subscription",
      description: "Confirm an e-mail subscription to new minutes and meetings of Ramona's local bodies.",
    },
    lazy: dataPage(() => import("./features/follows/components/ConfirmSubscriptionPage")),
  },
  {
    path: "/unsubscribe/:token",
    handle: { title: "Unsubscribe", description: "Stop an e-mail subscription to new minutes and meetings." },
    lazy: dataPage(() => import("./features/follows/components/UnsubscribePage")),
  },
  {
    path: "/account",
    handle: {
      title: "Account settings",
      description: "Change your password, sign out elsewhere, or delete your account.",
    },
    lazy: page(() => import("./features/accounts/AccountPage")),
  },
  {
    path: "/forgot-password",
    handle: { title: "Forgot your password?", description: "Ask for a link to set a new password by e-mail." },
    lazy: page(() => import("./features/accounts/ForgotPasswordPage")),
  },
  {
    path: "/reset-password",
    handle: { title: "Choose a new password", description: "Set a new password from the link of a reset e-mail." },
    lazy: page(() => import("./features/accounts/ResetPasswordPage")),
  },
  {
    path: "/admin",
    handle: { title: "Admin", description: "Site administration." },
    lazy: dataPage(() => import("./app/admin/AdminPage")),
  },
  {
    path: "/admin/analytics",
    handle: { title: "AI Analytics", description: "How the assistants are used." },
    lazy: dataPage(() => import("./features/analytics/AnalyticsPage")),
  },
];

export const NOT_FOUND_ROUTE: PageRoute = {
  path: "*",
  handle: { title: "Page Not Found", description: "This page does not exist." },
  lazy: page(() => import("./shell/NotFoundPage")),
};

export type RouteMatch = { route: PageRoute; params: Record<string, string | undefined> };

/** The parameters of a path matched by a route path with `:name` segments, or null. */
function matchParams(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (!w.startsWith(":")) {
      if (w !== h) return null;
    } else if (!h) return null;
    else {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        params[w.slice(1)] = h;
      }
    }
  }
  return params;
}

/**
 * The route shown at a path (trailing slash ignored): an exact page path, else the first path with
 * parameters that matches, else Page Not Found.
 */
export function matchRoute(pathname: string): RouteMatch {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
  const exact = pageRoutes.find((r) => r.path === key);
  if (exact) return { route: exact, params: {} };
  for (const r of pageRoutes) {
    const params = r.path.includes(":") ? matchParams(r.path, key) : null;
    if (params) return { route: r, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

export const routeFor = (pathname: string): PageRoute => matchRoute(pathname).route;
