/** The eyebrow, heading and introduction at the top of a page section (ministry pages, music tabs). */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "center" | "left";
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl dark:text-white">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}
