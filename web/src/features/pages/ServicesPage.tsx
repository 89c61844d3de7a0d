import { Building2, Bus, Droplets, Home, LifeBuoy, Phone, ShieldAlert, Users } from "lucide-react";
import { Link } from "react-router";
import {
  ADU_BANNER,
  EMERGENCY_CONTACTS,
  SERVICE_CATEGORIES,
  SERVICES_INTRO,
  SERVICES_MORE,
  type Service,
} from "@content/services";
import { PromoCards } from "@web/shell/PromoCards";
import { buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { Section, SmartLink, textLink, TickList, TintCard } from "./parts";

const CATEGORY_ICONS: Record<string, typeof Home> = {
  housing: Home,
  planning: Building2,
  utilities: Droplets,
  transportation: Bus,
  emergency: ShieldAlert,
  community: Users,
};

function ServiceCard({ service }: { service: Service }) {
  return (
    <Card className="flex h-full flex-col">
      <h3 className="text-lg font-semibold text-stone-900">{service.title}</h3>
      <p className="mt-1.5 text-sm leading-6 text-stone-700">{service.description}</p>
      <TickList items={service.highlights} className="mt-3" />
      <div className="mt-auto pt-4">
        <SmartLink
          link={{ href: service.link, internal: service.internal }}
          className={buttonClass(service.internal ? "primary" : "secondary", "w-full sm:w-auto")}
        >
          {service.internal ? "Learn More" : "Visit Website"}
          <span className="sr-only">: {service.title}</span>
        </SmartLink>
      </div>
    </Card>
  );
}

export default function ServicesPage() {
  return (
    <>
      <PageHeader title={SERVICES_INTRO.title} intro={SERVICES_INTRO.lead} />
      <Container className="py-10">
        <section
          aria-labelledby="adu-banner-title"
          className="overflow-hidden rounded-2xl bg-brand-800 text-white shadow-md"
        >
          <div className="flex flex-col gap-5 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <p className="text-xs font-semibold tracking-wide text-sun-300 uppercase">{ADU_BANNER.eyebrow}</p>
              <h2 id="adu-banner-title" className="mt-1 text-2xl font-bold">
                {ADU_BANNER.title}
              </h2>
              <p className="mt-2 leading-7 text-brand-50">{ADU_BANNER.text}</p>
            </div>
            <Link
              to={ADU_BANNER.link.href}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-sun-300 px-5 py-2 font-semibold text-stone-900 hover:bg-sun-100"
            >
              {ADU_BANNER.link.label} →
            </Link>
          </div>
        </section>

        <nav aria-label="Service categories" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {SERVICE_CATEGORIES.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  className="inline-flex rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {c.title}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#emergency-contacts"
                className="inline-flex rounded-full border border-alert-700 bg-white px-3 py-1.5 text-sm font-medium text-alert-800 hover:bg-red-50"
              >
                Emergency contacts
              </a>
            </li>
          </ul>
        </nav>

        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-12">
            {SERVICE_CATEGORIES.map((c) => {
              const Icon = CATEGORY_ICONS[c.id] ?? LifeBuoy;
              return (
                <Section
                  key={c.id}
                  id={c.id}
                  title={
                    <span className="flex items-center gap-3">
                      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                        <Icon className="h-5 w-5" aria-hidden />
                      </span>
                      {c.title}
                    </span>
                  }
                  intro={c.intro}
                >
                  <ul className="mt-5 grid gap-5 md:grid-cols-2">
                    {c.services.map((s) => (
                      <li key={s.title}>
                        <ServiceCard service={s} />
                      </li>
                    ))}
                  </ul>
                </Section>
              );
            })}

            <Section
              id="emergency-contacts"
              title="Emergency Contacts"
              intro="In a life-threatening emergency, call 911. For everything else, use the numbers below."
            >
              <ul className="mt-5 divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
                {EMERGENCY_CONTACTS.map((e) => (
                  <li
                    key={e.service}
                    className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div>
                      <p className="font-medium text-stone-900">{e.service}</p>
                      {e.note && <p className="text-sm text-stone-600">{e.note}</p>}
                    </div>
                    {e.tel ? (
                      <a
                        href={`tel:${e.tel}`}
                        className={
                          e.number === "911"
                            ? "inline-flex items-center gap-2 self-start rounded-lg bg-alert-700 px-4 py-2 text-lg font-bold text-white hover:bg-alert-800 sm:self-auto"
                            : "inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline sm:self-auto"
                        }
                      >
                        <Phone className="h-4 w-4" aria-hidden />
                        {e.number}
                      </a>
                    ) : e.href ? (
                      <SmartLink
                        link={{ href: e.href, internal: false }}
                        className={`${textLink} self-start sm:self-auto`}
                      >
                        {e.number}
                      </SmartLink>
                    ) : (
                      <span className="text-sm font-medium text-stone-700">{e.number}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Section>

            <div className="grid gap-4 md:grid-cols-2">
              {[SERVICES_MORE.county, SERVICES_MORE.assistant].map((m) => (
                <TintCard key={m.link.href}>
                  <p className="text-stone-800">{m.text}</p>
                  <SmartLink link={m.link} className={`${textLink} mt-3`} />
                </TintCard>
              ))}
            </div>
          </div>
          <div>
            <PromoCards placement="sidebar" className="lg:sticky lg:top-24" />
          </div>
        </div>
      </Container>
    </>
  );
}
