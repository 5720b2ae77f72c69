import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { whatsAppChatUrl } from "#contract/church";
import { useChurch, useServiceTimes } from "~/lib/church";
import { WEEKDAY_NAMES } from "#contract/harare-time";
import { serviceHours } from "~/lib/dates";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-800">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white dark:bg-accent-500 dark:text-brand-950">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-bold text-brand-950 dark:text-white">{title}</h3>
      <div className="mt-2 text-slate-700 dark:text-slate-300">{children}</div>
    </li>
  );
}

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline dark:text-accent-300";

/** Get In Touch: the Harare address, three phone numbers and the admin email, as links. */
export function GetInTouch() {
  const church = useChurch();
  const services = useServiceTimes();
  const { street, area, city, country } = church.address;
  const chat = whatsAppChatUrl(church);
  const areaAndCity = [area, city].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="get-in-touch-heading" className="bg-brand-50 py-16 md:py-20 dark:bg-brand-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
            We would love to hear from you
          </p>
          <h2
            id="get-in-touch-heading"
            className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
          >
            Get In Touch
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {street ? (
            <Card icon={<MapPin aria-hidden="true" className="h-6 w-6" />} title="Visit Us">
              <address className="not-italic">
                {street}
                {areaAndCity ? (
                  <>
                    <br />
                    {area && city ? (
                      <>
                        {area}, {city}
                      </>
                    ) : (
                      areaAndCity
                    )}
                  </>
                ) : null}
                {country ? (
                  <>
                    <br />
                    {country}
                  </>
                ) : null}
              </address>
            </Card>
          ) : null}
          {church.phones.length > 0 || chat ? (
            <Card icon={<Phone aria-hidden="true" className="h-6 w-6" />} title="Call Us">
              <ul className="space-y-2">
                {church.phones.map((phone) => (
                  <li key={phone.tel}>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{phone.label}</span>
                    <a href={`tel:${phone.tel}`} className={linkClass}>
                      {phone.display}
                    </a>
                  </li>
                ))}
                {chat ? (
                  <li>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">WhatsApp</span>
                    <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      Chat with us on WhatsApp
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </Card>
          ) : null}
          {church.email ? (
            <Card icon={<Mail aria-hidden="true" className="h-6 w-6" />} title="Email Us">
              <a href={`mailto:${church.email}`} className={linkClass}>
                {church.email}
              </a>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">We reply within two working days.</p>
            </Card>
          ) : null}
          {services.length > 0 ? (
            <Card icon={<Clock aria-hidden="true" className="h-6 w-6" />} title="Service Times">
              <ul className="space-y-1">
                {services.map((time) => (
                  <li key={`${time.weekday} ${time.start} ${time.title}`}>
                    <span className="font-semibold text-brand-950 dark:text-white">{WEEKDAY_NAMES[time.weekday]}</span>
                    <br />
                    {serviceHours(time)}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
