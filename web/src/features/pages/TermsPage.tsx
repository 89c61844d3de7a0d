import { TERMS_OF_USE } from "@content/legal";
import { LegalPage } from "./LegalPage";

export default function TermsPage() {
  return <LegalPage doc={TERMS_OF_USE} />;
}
