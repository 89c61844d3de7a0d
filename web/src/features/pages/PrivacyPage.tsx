import { PRIVACY_POLICY } from "@content/legal";
import { LegalPage } from "./LegalPage";

export default function PrivacyPage() {
  return <LegalPage doc={PRIVACY_POLICY} />;
}
