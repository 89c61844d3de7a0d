import { Mail, MessageSquare } from "lucide-react";
import { AD_ADDONS, AD_OFFERS, ADVERTISING_CONTACT, ADVERTISING_EMAIL, ADVERTISING_INTRO } from "@content/advertising";
import { buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { Section, SmartLink, textLink, TickList, TintCard } from "./parts";

export default function AdvertisePage() {
  const mailto = `mailto:${ADVERTISING_EMAIL}?subject=${encodeURIComponent(ADVERTISING_CONTACT.subject)}`;
  return (
    <>
      <PageHeader title={ADVERTISING_INTRO.title} intro={ADVERTISING_INTRO.lead}>
        <TickList items={ADVERTISING_INTRO.audience} className="mt-5 text-base" />
      </PageHeader>
      <Container className="py-10">
        <Section id="rates" title="Rate Card" intro={ADVERTISING_CONTACT.availability}>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {AD_OFFERS.map((o, i) => (
              <li key={o.name}>
                <Card className={`flex h-full flex-col ${i === 2 ? "border-brand-600 ring-1 ring-brand-600" : ""}`}>
                  <h3 className="text-lg font-semibold text-stone-900">{o.name}</h3>
                  <p className="mt-2">
                    <span className="text-4xl font-bold tracking-tight text-brand-800">{o.price}</span>
                    <span className="text-stone-600">{o.period}</span>
                  </p>
                  <TickList items={o.details} className="mt-4" />
                </Card>
              </li>
            ))}
          </ul>
        </Section>

        <div className="mt-12 grid gap-8 md:grid-cols-2">
          <Section id="add-ons" title="Add-ons">
            <dl className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {AD_ADDONS.map((a) => (
                <div key={a.name} className="flex items-center justify-between gap-4 p-4">
                  <dt className="text-stone-800">{a.name}</dt>
                  <dd className="font-semibold text-stone-900">{a.price}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section id="contact" title="Reserve a placement">
            <TintCard className="mt-4">
              <p className="leading-7 text-stone-800">{ADVERTISING_CONTACT.text}</p>
              <p className="mt-2 font-semibold text-stone-900">{ADVERTISING_CONTACT.availability}</p>
              <div className="mt-4 flex flex-wrap items-center gap-4">
                <a href={mailto} className={buttonClass("primary")}>
                  <Mail className="h-4 w-4" aria-hidden />
                  {ADVERTISING_EMAIL}
                </a>
                <SmartLink link={ADVERTISING_CONTACT.contactPage} className={textLink} icon={false}>
                  <MessageSquare className="h-4 w-4" aria-hidden />
                  {ADVERTISING_CONTACT.contactPage.label}
                </SmartLink>
              </div>
            </TintCard>
          </Section>
        </div>
      </Container>
    </>
  );
}
