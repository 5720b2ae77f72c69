import { useRef } from "react";
import type { FormContent } from "~/features/ministries/types";
import { FORM_DEFINITIONS, FORM_TEXT } from "./definitions";
import { FormFields } from "./form-fields";
import { ActionButton, ErrorPanel, primaryButtonClass, SuccessPanel } from "./panels";
import { openFormHref, usePostedResult } from "./posted";
import { useFocusOnView } from "./use-focus-on-view";
import { useMinistryForm } from "./use-ministry-form";

/**
 * A ministry form in a card: the simple contact forms (intercession contact, healing, youth),
 * the application forms (intercession, evangelism) and the children's inquiry. Which one, and
 * how it behaves, comes from its definition (forms/definitions.ts); the texts from the page.
 */
export function MinistryForm({ content }: { content: FormContent }) {
  const definition = FORM_DEFINITIONS[content.form];
  const state = useMinistryForm(definition, { posted: usePostedResult(content.id) });
  const container = useRef<HTMLDivElement>(null);
  const view = state.status === "success" || state.status === "error" ? state.status : "form";
  useFocusOnView(view, container);

  return (
    <div
      id={content.id}
      className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8 dark:bg-brand-900 dark:ring-brand-700"
    >
      <h2 className="text-2xl font-bold text-brand-900 dark:text-white">{content.heading}</h2>
      {content.intro ? <p className="mt-2 text-slate-600 dark:text-slate-300">{content.intro}</p> : null}
      <div ref={container} className="mt-6">
        {view === "success" ? (
          <SuccessPanel title={content.success.title} text={content.success.text}>
            {definition.flow === "children" ? null : (
              <ActionButton href={openFormHref(content.id)} onClick={state.reset} className={primaryButtonClass}>
                {definition.flow === "application" ? FORM_TEXT.sendAnotherApplication : FORM_TEXT.sendAnother}
              </ActionButton>
            )}
          </SuccessPanel>
        ) : view === "error" ? (
          <ErrorPanel
            heading={definition.flow === "children" ? FORM_TEXT.problemHeading : undefined}
            message={state.message ?? FORM_TEXT.errorFallback}
            retryLabel={definition.flow === "children" ? FORM_TEXT.tryAgainChildren : FORM_TEXT.tryAgainApplication}
            onRetry={state.reset}
          />
        ) : (
          <FormFields content={content} definition={definition} state={state} />
        )}
      </div>
    </div>
  );
}
