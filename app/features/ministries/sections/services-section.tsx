import { ChevronDown } from "lucide-react";
import { ICONS } from "~/features/ministries/icons";
import type { MinistrySection } from "~/features/ministries/types";
import { HeadedSection } from "./section-frame";

type Services = Extract<MinistrySection, { kind: "services" }>;

/**
 * The media page's eight service cards, each expandable to its details. Native
 * <details>/<summary>: keyboard and screen-reader support built in, works without JavaScript,
 * and the details are in the HTML for search engines.
 */
export function ServicesSection({ section }: { section: Services }) {
  return (
    <HeadedSection section={section}>
      <ul className="mt-12 grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {section.services.map((service) => {
          const Icon = ICONS[service.icon];
          return (
            <li key={service.title}>
              <details
                data-service-card=""
                className="group rounded-3xl bg-white shadow-md ring-1 ring-slate-200 transition open:shadow-xl open:ring-accent-400 dark:bg-brand-900 dark:ring-brand-700"
              >
                <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-3 rounded-3xl p-6 [&::-webkit-details-marker]:hidden">
                  <span className="flex items-center justify-between">
                    <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-accent-300">
                      <Icon aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 text-brand-700 transition-transform group-open:rotate-180 dark:text-accent-300"
                    />
                  </span>
                  <span className="text-lg font-bold text-brand-900 dark:text-white">{service.title}</span>
                  <span className="text-slate-600 dark:text-slate-300">{service.summary}</span>
                </summary>
                <ul className="mx-6 mb-6 list-disc space-y-2 border-t border-slate-200 pt-4 pl-5 text-slate-700 marker:text-accent-600 dark:border-brand-700 dark:text-slate-200">
                  {service.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
