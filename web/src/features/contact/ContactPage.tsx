import { clsx } from "clsx";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { Clock, Send } from "lucide-react";
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_LIMITS, type ContactCategory } from "@common/contact-basics";
import type { ContactMessageInput } from "@common/contact";
import { ApiError } from "@web/lib/request";
import { Button, Card, Container, PageHeader } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { sendMessage } from "./api";
import { controlClass } from "@web/ui/form";

type Form = { name: string; email: string; category: ContactCategory | ""; subject: string; message: string };
const EMPTY: Form = { name: "", email: "", category: "", subject: "", message: "" };

const RESPONSE_TIMES: Array<[string, string]> = [
  ["Planning Group (RCPG)", "2-3 business days"],
  ["Design Review Board", "1-2 business days"],
  ["Advertising", "1 business day"],
  ["Water District", "The water district contacts you directly"],
];

const inputClass = clsx(controlClass, "w-full");

function Field({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label} <span aria-hidden className="text-red-700">*</span>
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-stone-700">{hint}</p>}
    </div>
  );
}

export default function ContactPage() {
  const [form, setForm] = useState<Form>(EMPTY);
  const id = useId();
  const set = <K extends keyof Form>(key: K) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const send = useMutation({
    // Sent only once every field is filled in, so the category is one of the list.
    mutationFn: (body: Form) => sendMessage(body as ContactMessageInput),
    onSuccess: () => {
      toast({
        title: "Message Sent",
        description: "Your message has been sent successfully. We'll get back to you soon.",
        variant: "success",
      });
      setForm(EMPTY);
    },
    onError: (err) => {
      toast({
        title: "Error",
        description: err instanceof ApiError ? err.serverMessage : "Failed to send message. Please try again.",
        variant: "destructive",
      });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const missing = (Object.keys(form) as Array<keyof Form>).some((k) => form[k].trim() === "");
    if (missing) {
      toast({ title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" });
      return;
    }
    send.mutate(form);
  };

  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Questions for the planning group or the design review board, a water district matter, or advertising on the guide: send us a message."
      />
      <Container className="grid gap-8 py-8 lg:grid-cols-[1fr_20rem]">
        <Card>
          <h2 className="mb-4 text-xl font-semibold text-brand-800">Send a message</h2>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-describedby={`${id}-required`}>
            <p id={`${id}-required`} className="text-sm text-stone-700">
              All fields are required.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-name`} label="Name">
                <input id={`${id}-name`} name="name" autoComplete="name" required aria-required value={form.name} onChange={set("name")} maxLength={CONTACT_LIMITS.name} className={inputClass} />
              </Field>
              <Field id={`${id}-email`} label="Email">
                <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-required value={form.email} onChange={set("email")} maxLength={CONTACT_LIMITS.email} className={inputClass} />
              </Field>
            </div>
            <Field id={`${id}-category`} label="Category">
              <select id={`${id}-category`} name="category" required aria-required value={form.category} onChange={set("category")} className={`${inputClass} bg-white`}>
                <option value="">Select a category</option>
                {CONTACT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CONTACT_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-subject`} label="Subject">
              <input id={`${id}-subject`} name="subject" required aria-required value={form.subject} onChange={set("subject")} maxLength={CONTACT_LIMITS.subject} className={inputClass} />
            </Field>
            <Field id={`${id}-message`} label="Message" hint={`${form.message.length} / ${CONTACT_LIMITS.message} characters`}>
              <textarea id={`${id}-message`} name="message" required aria-required rows={7} value={form.message} onChange={set("message")} maxLength={CONTACT_LIMITS.message} className={inputClass} />
            </Field>
            <div>
              <Button type="submit" disabled={send.isPending}>
                <Send className="h-4 w-4" aria-hidden />
                {send.isPending ? "Sending…" : "Send Message"}
              </Button>
            </div>
          </form>
        </Card>
        <aside aria-labelledby={`${id}-times`}>
          <Card className="bg-brand-50">
            <h2 id={`${id}-times`} className="mb-3 flex items-center gap-2 text-lg font-semibold text-brand-800">
              <Clock className="h-5 w-5" aria-hidden />
              Response times
            </h2>
            <dl className="grid gap-3 text-sm">
              {RESPONSE_TIMES.map(([who, when]) => (
                <div key={who}>
                  <dt className="font-semibold text-stone-900">{who}</dt>
                  <dd className="text-stone-700">{when}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-stone-700">
              For emergencies call 911. This site is a community guide and is not an official government office.
            </p>
          </Card>
        </aside>
      </Container>
    </>
  );
}
