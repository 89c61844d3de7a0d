import type { Feature } from "../context";
import { healthFeature } from "./health/routes";
import { accountsFeature } from "./accounts/routes";

/** Every feature of the server, in registration order. */
export const features: Feature[] = [healthFeature, accountsFeature];
