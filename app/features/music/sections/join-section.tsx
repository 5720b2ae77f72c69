import { CircleCheckBig, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { emailParts, ministriesPhone } from "#contract/church";
import { useChurch } from "~/lib/church";
import { musicPage } from "#content/site/music";
import type { SectionProps } from "~/features/music/content";
import { TabLink } from "~/features/music/tab-link";
import { SectionShell } from "./section-shell";

/** The join tab: how to join the team, what we ask, and why our members serve (each part when the page has it). */
export default function JoinSection({ content, tabs }: SectionProps) {
  const { join, testimonials } = content;
  const church = useChurch();
  // The address can wrap after its @ on narrow screens.
  const [emailLocal, emailDomain] = emailParts(church.email);
  const phone = ministriesPhone(church);
  return (
    <SectionShell
      id="music-join-heading"
      eyebrow="Join Us"
      heading={musicPage.join.heading}
      intro={join.intro || undefined}
    >
      {join.steps.length > 0 ? (
        <ol className="grid gap-6 md:grid-cols-3">
          {join.steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-3xl bg-white p-7 shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700"
            >
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-400 font-extrabold text-brand-950">
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-brand-900 dark:text-white">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      ) : null}

      <div className={`mt-12 grid gap-8${join.requirements.length > 0 ? " lg:grid-cols-2" : ""}`}>
        {join.requirements.length > 0 ? (
          <div className="rounded-3xl bg-brand-50 p-7 dark:bg-brand-900/70">
            <h3 className="text-xl font-bold text-brand-900 dark:text-white">What we ask of team members</h3>
            <ul className="mt-4 space-y-3">
              {join.requirements.map((requirement) => (
                <li key={requirement} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
                  <CircleCheckBig
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-accent-700 dark:text-accent-300"
                  />
                  <span>{requirement}</span>
                </li>
              ))}
            </ul>
            {tabs.includes("events") ? (
              <p className="mt-5 text-slate-700 dark:text-slate-200">
                The next auditions are listed in our{" "}
                <TabLink
                  tab="events"
                  className="font-semibold text-brand-700 underline underline-offset-4 dark:text-accent-300"
                >
                  events calendar
                </TabLink>
                .
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="rounded-3xl bg-brand-900 p-7 text-white dark:bg-brand-800">
          <h3 className="text-xl font-bold">Ready to take the next step?</h3>
          {join.contactText ? <p className="mt-2 text-slate-200">{join.contactText}</p> : null}
          <ul className="mt-5 space-y-3">
            {church.email ? (
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="h-5 w-5 text-accent-300" />
                <a href={`mailto:${church.email}`} className="underline-offset-4 hover:underline">
                  {emailLocal}@<wbr />
                  {emailDomain}
                </a>
              </li>
            ) : null}
            {phone ? (
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="h-5 w-5 text-accent-300" />
                <a href={`tel:${phone.tel}`} className="underline-offset-4 hover:underline">
                  {phone.display}
                </a>
              </li>
            ) : null}
          </ul>
          <Link
            to="/contact-us"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 transition hover:bg-accent-300"
          >
            Send us a message
          </Link>
        </div>
      </div>

      {testimonials.length > 0 ? (
        <>
          <h3 className="mt-14 text-center text-2xl font-bold text-brand-900 dark:text-white">
            {musicPage.join.testimonialsHeading}
          </h3>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="h-full rounded-3xl bg-white p-7 shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700">
                  <blockquote className="text-lg leading-relaxed text-slate-700 dark:text-slate-200">
                    <p>&ldquo;{testimonial.quote}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-4">
                    <span className="block font-bold text-brand-900 dark:text-white">{testimonial.name}</span>
                    {testimonial.role ? (
                      <span className="block text-sm text-slate-600 dark:text-slate-300">{testimonial.role}</span>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </SectionShell>
  );
}
