import { CalendarClock, Mail, MapPin, Phone } from "lucide-react";
import { emailParts } from "#contract/church";
import { MINISTRY_LEADER_SHAPE } from "#contract/picture-shapes";
import type { MinistrySection } from "~/features/ministries/types";
import { ResponsiveImage } from "~/ui/responsive-image";
import { SectionHeading } from "~/ui/section-heading";

type Meetings = Extract<MinistrySection, { kind: "meetings" }>;

const PORTRAIT_WIDTHS = [160, 640] as const;

/**
 * When the ministry meets and who leads it, side by side on wide screens: each part only when the
 * page's document has it (a meeting time, a leader's name), the leader's photo, phone and email
 * only when given.
 */
export function MeetingsSection({ section }: { section: Meetings }) {
  const { meetings, leader } = section;
  const both = meetings.length > 0 && leader !== null;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 px-4 py-16 md:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id={`${section.id}-heading`}
          eyebrow="Come and meet us"
          heading={meetings.length > 0 ? "When we meet" : "Who leads the ministry"}
        />
        <div className={`mx-auto mt-10 grid items-start gap-6 ${both ? "max-w-5xl md:grid-cols-2" : "max-w-2xl"}`}>
          {meetings.length > 0 ? (
            <ul className="space-y-4">
              {meetings.map((meeting) => (
                <li
                  key={`${meeting.when} ${meeting.place}`}
                  className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700"
                >
                  <CalendarClock
                    aria-hidden="true"
                    className="mt-0.5 h-6 w-6 shrink-0 text-brand-700 dark:text-accent-300"
                  />
                  <div>
                    <p className="font-bold text-brand-900 dark:text-white">{meeting.when}</p>
                    {meeting.place ? (
                      <p className="mt-1 flex items-center gap-1.5 text-slate-600 dark:text-slate-300">
                        <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
                        {meeting.place}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {leader ? <LeaderCard leader={leader} /> : null}
        </div>
      </div>
    </section>
  );
}

function LeaderCard({ leader }: { leader: NonNullable<Meetings["leader"]> }) {
  const [emailLocal, emailDomain] = emailParts(leader.email);
  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl bg-brand-50 p-6 text-center sm:flex-row sm:text-left dark:bg-brand-900/70">
      {leader.picture ? (
        <ResponsiveImage
          name={leader.picture}
          aspect={MINISTRY_LEADER_SHAPE}
          widths={PORTRAIT_WIDTHS}
          alt={`Portrait of ${leader.name}`}
          sizes="128px"
          className="h-32 w-32 shrink-0 rounded-full object-cover"
        />
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-300">
          {leader.role || "Leader"}
        </p>
        <p className="mt-1 text-xl font-bold text-brand-900 dark:text-white">{leader.name}</p>
        <ul className="mt-3 space-y-2 text-slate-700 dark:text-slate-200">
          {leader.phone ? (
            <li className="flex items-center justify-center gap-2 sm:justify-start">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`tel:${leader.phone.tel}`} className="underline underline-offset-4">
                {leader.phone.display}
              </a>
            </li>
          ) : null}
          {leader.email ? (
            <li className="flex items-center justify-center gap-2 sm:justify-start">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${leader.email}`} className="break-words underline underline-offset-4">
                {emailLocal}@<wbr />
                {emailDomain}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
