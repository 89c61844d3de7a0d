import type { Feature } from "../context";
import { healthFeature } from "./health/routes";
import { documentsFeature } from "./documents/routes";
import { accountsFeature } from "./accounts/routes";
import { directoriesFeature } from "./directories/routes";
import { contactFeature } from "./contact/routes";
import { analyticsFeature } from "./analytics/routes";
import { meetingsFeature } from "./meetings/routes";
import { assistantsFeature } from "./assistants/routes";
import { feedbackFeature } from "./feedback/routes";
import { followsFeature } from "./follows/routes";

/** Every feature of the server, in registration order. */
export const features: Feature[] = [
  healthFeature,
  accountsFeature,
  directoriesFeature,
  contactFeature,
  analyticsFeature,
  meetingsFeature,
  assistantsFeature,
  feedbackFeature,
  followsFeature,
  documentsFeature,
];
