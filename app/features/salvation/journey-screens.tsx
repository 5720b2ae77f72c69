/** The four kinds of screen of the salvation journey: a step, the prayer, welcome and completed. */
import { useEffect, useState, type Ref } from "react";
import { BookOpen, Church, HandHeart, MessageCircle, RotateCcw, type LucideIcon } from "lucide-react";
import type { PictureUse } from "#contract/images";
import { ResponsiveImage } from "~/ui/responsive-image";
import { useChurch, useServiceTimes } from "~/lib/church";
import { joinUsWhen } from "~/lib/dates";
import { meetingPlace } from "#contract/church";
import {
  salvationCompleted,
  salvationPrayer,
  salvationSteps,
  salvationWelcome,
  type SalvationStep,
} from "#content/site/salvation";
import { JourneyButton, ScreenHeading, ScriptureQuote, TypedParagraph } from "./journey-parts";
import { useStagger } from "./use-stagger";
import { useTypewriter } from "./use-typewriter";

export interface JourneyTimings {
  /** Per character; 0 shows text at once. */
  typingMs: number;
  scriptureDelayMs: number;
  /** Between prayer lines; 0 shows them all at once. */
  prayerLineMs: number;
}

interface ScreenProps {
  headingRef: Ref<HTMLHeadingElement>;
  timings: JourneyTimings;
  onNext: () => void;
}

const STEP_IMAGE_ASPECT = "card";
const WELCOME_IMAGE_ASPECT = "square";

/** The journey's pictures: each screen's is rendered when it is reached (docs/decisions/021). */
export function journeyPictures(): PictureUse[] {
  return [
    ...salvationSteps.map((step) => ({ name: step.image, aspect: STEP_IMAGE_ASPECT }) as const),
    { name: salvationWelcome.image, aspect: WELCOME_IMAGE_ASPECT },
  ];
}

export function StepScreen({
  step,
  index,
  total,
  headingRef,
  timings,
  onNext,
}: ScreenProps & { step: SalvationStep; index: number; total: number }) {
  const [scriptureShown, setScriptureShown] = useState(timings.scriptureDelayMs <= 0);
  useEffect(() => {
    if (timings.scriptureDelayMs <= 0) {
      setScriptureShown(true);
      return;
    }
    const timer = setTimeout(() => setScriptureShown(true), timings.scriptureDelayMs);
    return () => clearTimeout(timer);
  }, [timings.scriptureDelayMs]);

  return (
    <div className="grid gap-8 md:grid-cols-[2fr_3fr] md:items-center">
      <ResponsiveImage
        name={step.image}
        aspect={STEP_IMAGE_ASPECT}
        alt={step.imageAlt}
        sizes="(min-width: 768px) 40vw, 100vw"
        className="aspect-[4/3] h-auto w-full rounded-2xl object-cover shadow-lg"
      />
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase dark:text-accent-300">
          {`Step ${index + 1} of ${total}`}
        </p>
        <div aria-hidden="true" className="mt-2 flex gap-1.5">
          {Array.from({ length: total }, (_, i) => (
            <span
              key={i}
              className={`h-1.5 flex-1 rounded-full ${i <= index ? "bg-accent-400" : "bg-slate-200 dark:bg-brand-700"}`}
            />
          ))}
        </div>
        <ScreenHeading headingRef={headingRef} className="mt-5">
          {step.title}
        </ScreenHeading>
        <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200">{step.message}</p>
        <div className="mt-6 min-h-32" aria-live="polite">
          {scriptureShown ? <ScriptureQuote scripture={step.scripture} /> : null}
        </div>
        <div className="mt-6">
          <JourneyButton onClick={onNext}>{step.buttonText}</JourneyButton>
        </div>
      </div>
    </div>
  );
}

export function PrayerScreen({ headingRef, timings, onNext }: ScreenProps) {
  const intro = useTypewriter(salvationPrayer.introduction, { msPerChar: timings.typingMs });
  const lines = salvationPrayer.lines;
  const shown = useStagger(lines.length, timings.prayerLineMs, intro.done);
  const finished = intro.done && shown >= lines.length;

  return (
    <div className="mx-auto max-w-3xl text-center">
      <ScreenHeading headingRef={headingRef}>{salvationPrayer.title}</ScreenHeading>
      <TypedParagraph
        full={salvationPrayer.introduction}
        shown={intro.text}
        className="mt-4 min-h-24 text-lg leading-relaxed text-slate-700 dark:text-slate-200"
      />
      <ol
        aria-label="The prayer"
        className="mt-6 space-y-3 rounded-2xl bg-brand-900 px-6 py-8 text-left font-serif text-lg leading-relaxed text-white shadow-xl md:px-10 md:text-xl"
      >
        {lines.slice(0, shown).map((line) => (
          <li key={line} className="motion-safe:animate-fade-in">
            {line}
          </li>
        ))}
        {shown === 0 ? (
          <li className="list-none text-center text-base text-slate-300 not-italic">
            <span className="sr-only">The prayer appears when the introduction has finished.</span>
            <span aria-hidden="true">&hellip;</span>
          </li>
        ) : null}
      </ol>
      <div className="mt-8 min-h-12">
        {finished ? <JourneyButton onClick={onNext}>{salvationPrayer.button}</JourneyButton> : null}
      </div>
    </div>
  );
}

const NEXT_STEP_ICONS: readonly LucideIcon[] = [BookOpen, Church, MessageCircle, HandHeart];

export function WelcomeScreen({ headingRef, timings, onNext }: ScreenProps) {
  const message = useTypewriter(salvationWelcome.message, { msPerChar: timings.typingMs });
  const place = meetingPlace(useChurch());
  const when = joinUsWhen(useServiceTimes());
  return (
    <div className="mx-auto max-w-4xl">
      <div className="grid gap-8 md:grid-cols-[1fr_2fr] md:items-center">
        <ResponsiveImage
          name={salvationWelcome.image}
          aspect={WELCOME_IMAGE_ASPECT}
          alt={salvationWelcome.imageAlt}
          sizes="(min-width: 768px) 30vw, 60vw"
          className="mx-auto aspect-square h-auto w-3/5 rounded-full object-cover shadow-lg md:w-full"
        />
        <div>
          <ScreenHeading headingRef={headingRef}>{salvationWelcome.title}</ScreenHeading>
          <TypedParagraph
            full={salvationWelcome.message}
            shown={message.text}
            className="mt-4 min-h-32 text-lg leading-relaxed text-slate-700 dark:text-slate-200"
          />
        </div>
      </div>
      {message.done ? (
        <div className="motion-safe:animate-fade-in">
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            {salvationWelcome.scriptures.map((scripture) => (
              <ScriptureQuote key={scripture.reference} scripture={scripture} />
            ))}
          </div>
          <h4 className="mt-10 text-xl font-bold text-brand-900 dark:text-white">{salvationWelcome.nextStepsTitle}</h4>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {salvationWelcome.nextSteps.map((item, index) => {
              const Icon = NEXT_STEP_ICONS[index];
              return (
                <li
                  key={item.title}
                  className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800 dark:text-accent-300"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <div>
                    <h5 className="font-bold text-brand-900 dark:text-white">{item.title}</h5>
                    <p className="mt-1 text-slate-700 dark:text-slate-300">{item.text.replace("{when}", when).replace("{place}", place)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="mt-10 text-center">
            <JourneyButton onClick={onNext}>{salvationWelcome.button}</JourneyButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function CompletedScreen({ headingRef, onNext }: Omit<ScreenProps, "timings">) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <ScreenHeading headingRef={headingRef}>{salvationCompleted.title}</ScreenHeading>
      <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200">{salvationCompleted.message}</p>
      <div className="mt-8">
        <JourneyButton onClick={onNext}>
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
          {salvationCompleted.button}
        </JourneyButton>
      </div>
    </div>
  );
}
