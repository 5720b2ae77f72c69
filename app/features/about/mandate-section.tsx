import { useRef, useState, type KeyboardEvent } from "react";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { PictureUse } from "#contract/images";
import type { MandateColour } from "#contract/page-content";
import { MANDATE_SHAPE } from "#contract/picture-shapes";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";
import { MANDATE_DEFAULT_INDEX, MOBILE_BREAKPOINT_PX } from "~/lib/constants";
import type { MandateItem } from "./content";

/** The content panel's classes of each choice of colours (complete strings, so Tailwind keeps them). */
const PANEL_COLOURS: Readonly<Record<MandateColour, string>> = {
  "dark-blue": "bg-brand-800 text-white",
  "pale-gold": "bg-accent-100 text-brand-950",
  "pale-blue": "bg-brand-100 text-brand-950",
  "night-blue": "bg-brand-950 text-white",
};

/** Every item's picture: only the chosen item's is rendered (docs/decisions/021). */
export function mandatePictures(items: readonly MandateItem[]): PictureUse[] {
  return items.filter((item) => item.image).map((item) => ({ name: item.image, aspect: MANDATE_SHAPE }));
}

/**
 * The mandate: the page's items (its document) as tabs, the fourth (or the last) selected first;
 * choosing one switches the content, and under 768 px the page scrolls to the content so the
 * visitor sees it change. Without items the section is left out.
 */
export function MandateSection({ intro, items }: { intro: string; items: MandateItem[] }) {
  return items.length > 0 ? <Mandate intro={intro} items={items} /> : null;
}

function Mandate({ intro, items: mandateItems }: { intro: string; items: MandateItem[] }) {
  const [selected, setSelected] = useState(Math.min(MANDATE_DEFAULT_INDEX, mandateItems.length - 1));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const contentRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const item = mandateItems[selected] ?? mandateItems[0]!;

  const choose = (index: number) => {
    setSelected(index);
    if (window.innerWidth < MOBILE_BREAKPOINT_PX) {
      contentRef.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    }
  };

  // Arrow keys move between the tabs (and select them), as a tab list does.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = mandateItems.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowDown" || event.key === "ArrowRight") next = index === last ? 0 : index + 1;
    else if (event.key === "ArrowUp" || event.key === "ArrowLeft") next = index === 0 ? last : index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby="mandate-heading" className="bg-white py-16 md:py-24 dark:bg-brand-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
            Our mandate
          </p>
          <h2 id="mandate-heading" className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white">
            What God Has Called Us To Do
          </h2>
          {intro ? <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p> : null}
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-5">
          <div
            role="tablist"
            aria-label="Our mandate"
            aria-orientation="vertical"
            className="flex flex-col gap-3 lg:col-span-2"
          >
            {mandateItems.map((entry, index) => {
              const active = index === selected;
              return (
                <button
                  key={entry.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`mandate-tab-${entry.id}`}
                  aria-selected={active}
                  aria-controls="mandate-panel"
                  tabIndex={active ? 0 : -1}
                  onClick={() => choose(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={`flex items-center gap-4 rounded-2xl p-4 text-left transition ${
                    active
                      ? "bg-brand-700 text-white shadow-lg dark:bg-accent-500 dark:text-brand-950"
                      : "bg-brand-50 text-brand-950 hover:bg-brand-100 dark:bg-brand-900 dark:text-slate-100 dark:hover:bg-brand-800"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${
                      active ? "bg-white/20" : "bg-white text-brand-700 dark:bg-brand-800 dark:text-accent-300"
                    }`}
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-bold">{entry.title}</span>
                    {entry.summary ? (
                      <span className={`block text-sm ${active ? "opacity-90" : "text-slate-600 dark:text-slate-300"}`}>
                        {entry.summary}
                      </span>
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
          <div
            ref={contentRef}
            id="mandate-panel"
            role="tabpanel"
            aria-labelledby={`mandate-tab-${item.id}`}
            tabIndex={0}
            className={`scroll-mt-24 overflow-hidden rounded-3xl shadow-xl lg:col-span-3 ${PANEL_COLOURS[item.colours]}`}
          >
            <div key={item.id} className="animate-fade-in">
              {item.image ? (
                <ResponsiveImage
                  name={item.image}
                  aspect={MANDATE_SHAPE}
                  alt=""
                  sizes="(min-width: 1024px) 55vw, 100vw"
                  className="aspect-[16/9] h-auto w-full object-cover"
                />
              ) : null}
              <div className="p-6 sm:p-8">
                <h3 className="text-2xl font-extrabold">{item.title}</h3>
                <p className="mt-3 text-lg leading-relaxed opacity-95">{item.description}</p>
                {item.scripture ? (
                  <blockquote className="mt-6 border-l-4 border-accent-400 pl-4">
                    <p className="font-serif italic">&ldquo;{item.scripture.text}&rdquo;</p>
                    {item.scripture.reference ? (
                      <footer className="mt-1 text-sm font-bold tracking-wide">{item.scripture.reference}</footer>
                    ) : null}
                  </blockquote>
                ) : null}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
