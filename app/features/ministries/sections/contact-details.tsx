import { Mail, Mailbox, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { SocialIcon } from "~/ui/social-icon";
import { emailParts, formatAddress, ministriesPhone, socialLinksOf } from "#contract/church";
import { useChurch } from "~/lib/church";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-400 text-brand-950">
        {icon}
      </span>
      {/* Block elements: an <address> may not sit inside a <span> (the Nu HTML Checker). */}
      <div>
        <span className="block text-sm font-semibold tracking-wide text-accent-200 uppercase">{label}</span>
        <div className="mt-1 text-slate-100">{children}</div>
      </div>
    </li>
  );
}

/**
 * The contact details every ministry page shares: an email link, a phone number, the
 * postal address (and the street address, the second of the two addresses), and the church's
 * social network links, opening in a new tab.
 */
export function ContactDetails({ heading, text }: { heading: string; text: string }) {
  const church = useChurch();
  const [emailLocal, emailDomain] = emailParts(church.email);
  const phone = ministriesPhone(church);
  const address = formatAddress(church);
  const socialLinks = socialLinksOf(church);
  return (
    <section
      id="ministry-contact"
      aria-labelledby="ministry-contact-heading"
      className="surface-dark bg-brand-900 px-4 py-16 text-white md:py-20 dark:bg-brand-950"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="ministry-contact-heading" className="text-3xl font-extrabold">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{text}</p>
        </div>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
          {church.email ? (
            <Detail icon={<Mail aria-hidden="true" className="h-5 w-5" />} label="Email">
              <a href={`mailto:${church.email}`} className="underline-offset-4 hover:text-accent-300 hover:underline">
                {emailLocal}@<wbr />
                {emailDomain}
              </a>
            </Detail>
          ) : null}
          {phone ? (
            <Detail icon={<Phone aria-hidden="true" className="h-5 w-5" />} label="Phone">
              <a href={`tel:${phone.tel}`} className="underline-offset-4 hover:text-accent-300 hover:underline">
                {phone.display}
              </a>
            </Detail>
          ) : null}
          {church.postalAddress ? (
            <Detail icon={<Mailbox aria-hidden="true" className="h-5 w-5" />} label="Postal address">
              <address className="not-italic">{church.postalAddress}</address>
            </Detail>
          ) : null}
          {address ? (
            <Detail icon={<MapPin aria-hidden="true" className="h-5 w-5" />} label="Visit us">
              <address className="not-italic">{address}</address>
            </Detail>
          ) : null}
        </ul>
        {socialLinks.length > 0 ? (
          <div className="mt-10 flex flex-col items-center gap-4">
            <p className="font-semibold text-slate-100">Follow us</p>
            <ul className="flex flex-wrap justify-center gap-3">
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/25 transition hover:bg-accent-400 hover:text-brand-950"
                  >
                    <SocialIcon network={link.name} />
                    <span className="sr-only">{`${link.name} (opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
