import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SocialIcon } from "~/ui/social-icon";
import { footerQuickLinks } from "#content/site/site";
import { formatAddress, logoSrc, mainPhone, socialLinksOf } from "#contract/church";
import { useChurch, useFooterPages, useServiceTimes } from "~/lib/church";
import { serviceFooterText } from "~/lib/dates";

export interface SiteFooterProps {
  /** The newsletter form (the newsletter feature's `FooterNewsletter`, composed by the site layout). */
  newsletter: ReactNode;
  /** The QR code as SVG markup, drawn on the server (the public layout's loader): no QR library in the browser. */
  qrSvg?: string | null;
  /** Where the QR code points (SITE_URL). */
  siteUrl?: string;
  /** The giving page's link, once giving online is set up: a line of the contact column (the quick links stay the designed six). */
  giveLink?: { to: string; label: string } | null;
}

const headingClass = "text-sm font-bold tracking-widest text-accent-300 uppercase";
const linkClass = "rounded text-slate-200 underline-offset-4 transition hover:text-accent-300 hover:underline";

/**
 * The footer: social links, the mission, contact details and service time, quick links,
 * the newsletter form and a QR code to the main website.
 */
export function SiteFooter({ newsletter, qrSvg, siteUrl, giveLink }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const church = useChurch();
  const footerPages = useFooterPages();
  const services = useServiceTimes();
  const socialLinks = socialLinksOf(church);
  const address = formatAddress(church);
  const phone = mainPhone(church);
  return (
    <footer className="surface-dark bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:px-8 py-14 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <section aria-labelledby="footer-about" className="lg:col-span-3">
          <h2 id="footer-about" className="flex items-center gap-3 text-xl font-extrabold text-white">
            <img src={logoSrc(church)} alt="" width={44} height={44} className="h-11 w-11" />
            {church.name}
          </h2>
          {church.mission ? <p className="mt-4 max-w-sm leading-relaxed text-slate-300">{church.mission}</p> : null}
          {socialLinks.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${church.name} on ${link.name} (opens in a new tab)`}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white transition hover:bg-accent-500 hover:text-brand-950"
                  >
                    <SocialIcon network={link.name} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links" className="lg:col-span-2">
          <h2 id="footer-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3">
            {[...footerQuickLinks, ...footerPages].map((item) => (
              <li key={item.path}>
                <Link to={item.path} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="lg:col-span-4">
          <h2 id="footer-contact" className={headingClass}>
            Contact Us
          </h2>
          <address className="mt-4 space-y-3 not-italic">
            {address ? (
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
                <span>{address}</span>
              </p>
            ) : null}
            {phone ? (
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
                <a href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.display}
                </a>
              </p>
            ) : null}
            {church.email ? (
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
                <a href={`mailto:${church.email}`} className={`${linkClass} break-all`}>
                  {church.email}
                </a>
              </p>
            ) : null}
            {services.length > 0 ? (
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
                {/* The weekly services from the calendar, Sunday first ("Sunday 3:30PM-5:30PM"). */}
                <span>
                  {services.map((time, index) => (
                    <span key={`${time.weekday} ${time.start} ${time.title}`} className="block">
                      {index > 0 ? <span className="sr-only">, </span> : null}
                      {serviceFooterText(time)}
                    </span>
                  ))}
                </span>
              </p>
            ) : null}
          </address>
          {giveLink ? (
            // Lined up with the contact lines' text, without an icon of its own: every page downloads the footer.
            <p className="mt-3 pl-8">
              <Link to={giveLink.to} className={linkClass}>
                {giveLink.label}
              </Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="footer-newsletter" className="sm:col-span-2 lg:col-span-3">
          <h2 id="footer-newsletter" className={headingClass}>
            Newsletter
          </h2>
          <p className="mt-4 text-slate-300">News, teaching and events from the church family, once a month.</p>
          {newsletter}
          {qrSvg ? (
            <div className="mt-4 flex items-center gap-4">
              <div
                role="img"
                aria-label={`QR code linking to ${siteUrl ?? "our website"}`}
                className="h-[120px] w-[120px] shrink-0 overflow-hidden rounded-lg bg-white"
                dangerouslySetInnerHTML={{ __html: qrSvg }}
              />
              <p className="text-sm text-slate-300">
                Scan to visit our website on your phone or share it with a friend.
              </p>
            </div>
          ) : null}
        </section>
      </div>
      <div className="border-t border-brand-800">
        {/* Clear of the scroll-to-top button (scroll-to-top.tsx: 48 px, 16 px from the corner, 24 px from
            md): below md the line ends above it, from md it keeps out of its column. */}
        <p className="mx-auto max-w-7xl px-4 pt-6 pb-20 text-center text-sm text-slate-400 sm:px-6 md:px-20 md:pb-6">
          {/* One text after the name, as before the details were data: the same markup for the same church. */}
          &copy; {year} {church.name}
          {`${church.address.city ? `, ${church.address.city}` : ""}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
