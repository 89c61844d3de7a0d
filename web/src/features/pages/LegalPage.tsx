import { Link } from "react-router";
import type { LegalDocument } from "@content/legal";
import { Container, PageHeader } from "@web/ui/kit";
import { Prose, textLink } from "./parts";

/** A legal text: effective date, contents, numbered sections, disclaimer and contact. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHeader title={doc.title} intro={<>Effective {doc.effectiveDate}</>} />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[15rem_1fr]">
          <nav aria-label="Contents" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Contents</p>
              <ol className="mt-3 space-y-2 text-sm">
                {doc.sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className="text-stone-700 hover:text-brand-800 hover:underline">
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="max-w-3xl">
            <p className="text-lg leading-8 text-stone-800">{doc.intro}</p>
            {doc.sections.map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-24">
                <h2 id={`${s.id}-title`} className="text-xl font-bold text-brand-800">
                  {i + 1}. {s.title}
                </h2>
                <Prose section={s} />
              </section>
            ))}
            <section aria-labelledby="legal-contact" className="mt-12 rounded-xl border border-stone-200 bg-white p-5">
              <h2 id="legal-contact" className="text-lg font-bold text-brand-800">
                Disclaimer and contact
              </h2>
              <p className="mt-2 text-sm leading-6 text-stone-700">{doc.disclaimer}</p>
              <p className="mt-3 text-sm leading-6 text-stone-800">{doc.contact.text}</p>
              <address className="mt-1 text-sm font-medium text-stone-900 not-italic">
                {doc.contact.postalAddress}
              </address>
              <Link to={doc.contact.link.href} className={`${textLink} mt-3 text-sm`}>
                {doc.contact.link.label}
              </Link>
            </section>
          </article>
        </div>
      </Container>
    </>
  );
}
