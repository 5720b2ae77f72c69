import { MinistryForm } from "~/features/ministries/forms/ministry-form";
import type { MinistrySection } from "~/features/ministries/types";

type Forms = Extract<MinistrySection, { kind: "forms" }>;

/** One form, or two side by side on wide screens (intercession: contact and application). */
export function FormsSection({ section }: { section: Forms }) {
  const pair = section.forms.length > 1;
  return (
    <section id={section.id} className="scroll-mt-24 px-4 py-16 md:py-24">
      <div className={`mx-auto grid items-start gap-8 ${pair ? "max-w-6xl lg:grid-cols-2" : "max-w-3xl"}`}>
        {section.forms.map((form) => (
          <MinistryForm key={form.id} content={form} />
        ))}
      </div>
    </section>
  );
}
