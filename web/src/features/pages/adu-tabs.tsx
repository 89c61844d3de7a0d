import { CheckCircle2, AlertTriangle } from "lucide-react";
import {
  ADU_FINANCIALS,
  ADU_KEY_FACTS,
  ADU_OVERVIEW,
  ADU_PERMIT_STEPS,
  ADU_REQUIREMENTS,
  ADU_RESOURCES,
  ADU_TIMELINE,
  ADU_TYPES,
} from "@content/adu";
import { PromoCards } from "@web/shell/PromoCards";
import { Card } from "@web/ui/kit";
import { SmartLink, textLink, TickList, TintCard } from "./parts";

const h2 = "text-2xl font-bold tracking-tight text-brand-800";

export function OverviewTab() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div>
        <h2 className={h2}>ADUs at a glance</h2>
        <dl className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-3">
          {ADU_KEY_FACTS.map((f) => (
            <div key={f.label} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{f.label}</dt>
              <dd className="mt-1 text-xl font-bold text-brand-800">{f.value}</dd>
              {f.detail && <dd className="text-sm text-stone-600">{f.detail}</dd>}
            </div>
          ))}
        </dl>
        <h2 className={`${h2} mt-10`}>Why build an ADU?</h2>
        <div className="max-w-prose">
          {ADU_OVERVIEW.why.map((p) => (
            <p key={p} className="mt-3 leading-7 text-stone-800">
              {p}
            </p>
          ))}
        </div>
        <TickList items={ADU_OVERVIEW.benefits} className="mt-4 text-base" />
      </div>
      <div className="space-y-6">
        <TintCard>
          <h3 className="font-semibold text-brand-800">Financial picture</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-700">Rental income</dt>
              <dd className="font-semibold text-stone-900">{ADU_FINANCIALS.rentalIncome}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-700">Value increase</dt>
              <dd className="font-semibold text-stone-900">{ADU_FINANCIALS.valueIncrease}</dd>
            </div>
          </dl>
        </TintCard>
        <PromoCards placement="content" />
      </div>
    </div>
  );
}

export function TypesTab() {
  return (
    <div>
      <h2 className={h2}>Types of ADU</h2>
      <p className="mt-2 max-w-3xl text-stone-700">
        Four kinds of accessory unit are allowed on a single-family lot. Which fits best depends on your lot, budget and
        how you plan to use it.
      </p>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        {ADU_TYPES.map((t) => (
          <Card key={t.type} className="flex flex-col">
            <h3 className="text-xl font-bold text-stone-900">{t.type}</h3>
            <p className="mt-1.5 text-sm leading-6 text-stone-700">{t.description}</p>
            <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm">
              <span className="font-semibold text-brand-800">Maximum size: </span>
              <span className="text-stone-800">{t.maxSize}</span>
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <h4 className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
                  <CheckCircle2 className="h-4 w-4" aria-hidden /> Benefits
                </h4>
                <TickList items={t.benefits} className="mt-2" />
              </div>
              <div>
                <h4 className="flex items-center gap-1.5 text-sm font-semibold text-sun-700">
                  <AlertTriangle className="h-4 w-4" aria-hidden /> Considerations
                </h4>
                <TickList items={t.considerations} tone="sun" className="mt-2" />
              </div>
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}

export function RequirementsTab() {
  return (
    <div>
      <h2 className={h2}>Requirements</h2>
      <p className="mt-2 max-w-3xl text-stone-700">The main standards an ADU in Ramona must meet.</p>
      <dl className="mt-6 divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
        {ADU_REQUIREMENTS.map((r) => (
          <div key={r.title} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-6">
            <dt className="font-semibold text-brand-800">{r.title}</dt>
            <dd>
              <p className="font-medium text-stone-900">{r.rule}</p>
              <p className="mt-0.5 text-sm text-stone-700">{r.detail}</p>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ProcessTab() {
  return (
    <div>
      <h2 className={h2}>Permit Process</h2>
      <p className="mt-2 max-w-3xl text-stone-700">
        Five steps from the first conversation with the county to an issued building permit.
      </p>
      <ol className="mt-6 space-y-4">
        {ADU_PERMIT_STEPS.map((s) => (
          <li key={s.step} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {s.step}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-stone-900">
                <span className="sr-only">Step {s.step}: </span>
                {s.title}
              </h3>
              <p className="mt-1 text-sm leading-6 text-stone-700">{s.description}</p>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-stone-600">Timeframe:</dt>
                  <dd className="font-semibold text-stone-900">{s.timeframe}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-stone-600">Cost:</dt>
                  <dd className="font-semibold text-stone-900">{s.cost}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card>
          <h3 className="text-lg font-semibold text-brand-800">Overall timeline</h3>
          <dl className="mt-3 divide-y divide-stone-100 text-sm">
            {ADU_TIMELINE.map((p) => (
              <div
                key={p.phase}
                className={`flex justify-between gap-4 py-2 ${p.phase === "Total" ? "font-bold" : ""}`}
              >
                <dt className="text-stone-700">{p.phase}</dt>
                <dd className="text-stone-900">{p.duration}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold text-brand-800">Professional costs</h3>
          <dl className="mt-3 divide-y divide-stone-100 text-sm">
            {ADU_FINANCIALS.professionalCosts.map((c) => (
              <div key={c.role} className="flex justify-between gap-4 py-2">
                <dt className="text-stone-700">{c.role}</dt>
                <dd className="font-semibold text-stone-900">{c.cost}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-stone-700">
            Once rented, an ADU typically brings {ADU_FINANCIALS.rentalIncome} and adds {ADU_FINANCIALS.valueIncrease}{" "}
            to a property's value.
          </p>
        </Card>
      </div>
    </div>
  );
}

export function ResourcesTab() {
  return (
    <div>
      <h2 className={h2}>Resources</h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {ADU_RESOURCES.map((r) => (
          <li key={r.href}>
            <Card className="h-full">
              <h3 className="font-semibold text-stone-900">{r.label}</h3>
              <p className="mt-1 text-sm leading-6 text-stone-700">{r.description}</p>
              <SmartLink link={r} className={`${textLink} mt-3 text-sm`}>
                {r.internal ? "Open" : "Visit website"}
                <span className="sr-only">: {r.label}</span>
              </SmartLink>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
