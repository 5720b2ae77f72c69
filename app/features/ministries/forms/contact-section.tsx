import { ArrowLeft, CircleCheckBig, Send } from "lucide-react";
import { useCallback, useContext, useRef, useState } from "react";
import type { ContactSectionContent } from "~/features/ministries/types";
import { FORM_DEFINITIONS, FORM_TEXT } from "./definitions";
import { FormFields } from "./form-fields";
import { ActionButton, primaryButtonClass, secondaryButtonClass, SuccessPanel } from "./panels";
import { closedFormHref, MinistryPostContext, openFormHref, usePostedResult } from "./posted";
import { useFocusOnView } from "./use-focus-on-view";
import { useMinistryForm } from "./use-ministry-form";

type Panel = "cta" | "form" | "success";

/**
 * The media and hospitality contact section: a call-to-action card; Connect With Us
 * opens the form, Go Back returns to the card; a sent form shows the thank-you with Send another
 * message (the form) and Return home (the card). The fields clear 3 s after success; a failure
 * leaves the visitor on the form with nothing shown (only logged).
 */
export function ContactSection({ content }: { content: ContactSectionContent }) {
  const definition = FORM_DEFINITIONS[content.form];
  const posted = usePostedResult(content.id);
  const { openForm } = useContext(MinistryPostContext);
  const [panel, setPanel] = useState<Panel>(() =>
    posted ? (posted.ok ? "success" : "form") : openForm === content.id ? "form" : "cta",
  );
  const onSuccess = useCallback(() => setPanel("success"), []);
  const state = useMinistryForm(definition, { onSuccess, posted });
  const container = useRef<HTMLDivElement>(null);
  useFocusOnView(panel, container);
  const { reset } = state;

  const showForm = () => {
    if (state.status === "success") reset();
    setPanel("form");
  };

  return (
    <section id={content.id} aria-labelledby={`${content.id}-heading`} className="scroll-mt-24 px-4 py-16 md:py-24">
      <div
        ref={container}
        className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10 dark:bg-brand-900 dark:ring-brand-700"
      >
        {panel === "cta" ? (
          <div className="text-center">
            <h2 id={`${content.id}-heading`} className="text-3xl font-extrabold text-brand-900 dark:text-white">
              {content.cta.title}
            </h2>
            {content.cta.text ? (
              <p className="mx-auto mt-3 max-w-xl text-lg text-slate-600 dark:text-slate-300">{content.cta.text}</p>
            ) : null}
            {content.cta.points.length > 0 ? (
              <ul className="mx-auto mt-6 grid max-w-xl gap-3 text-left">
                {content.cta.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
                    <CircleCheckBig aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <ActionButton
              href={openFormHref(content.id)}
              onClick={showForm}
              className={`${primaryButtonClass} mt-8 gap-2`}
            >
              <Send aria-hidden="true" className="h-4 w-4" />
              {FORM_TEXT.connect}
            </ActionButton>
          </div>
        ) : panel === "form" ? (
          <div>
            <h2
              id={`${content.id}-heading`}
              tabIndex={-1}
              className="text-2xl font-bold text-brand-900 dark:text-white"
            >
              {content.heading}
            </h2>
            {content.intro ? <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">{content.intro}</p> : null}
            <FormFields content={content} definition={definition} state={state}>
              <ActionButton
                href={closedFormHref(content.id)}
                onClick={() => setPanel("cta")}
                disabled={state.status === "submitting"}
                className={`${secondaryButtonClass} gap-2`}
              >
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                {FORM_TEXT.goBack}
              </ActionButton>
            </FormFields>
          </div>
        ) : (
          <div>
            <h2 id={`${content.id}-heading`} className="sr-only">
              {content.heading}
            </h2>
            <SuccessPanel title={content.success.title} text={content.success.text}>
              <ActionButton href={openFormHref(content.id)} onClick={showForm} className={primaryButtonClass}>
                {FORM_TEXT.sendAnother}
              </ActionButton>
              <ActionButton
                href={closedFormHref(content.id)}
                onClick={() => setPanel("cta")}
                className={secondaryButtonClass}
              >
                {FORM_TEXT.returnHome}
              </ActionButton>
            </SuccessPanel>
          </div>
        )}
      </div>
    </section>
  );
}
