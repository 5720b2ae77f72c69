import { data, redirect } from "react-router";
import type { Route } from "./+types/church";
import { mapLink } from "#contract/church";
import { CHURCH_BLANK_ROWS, CHURCH_LIMITS, churchFormOf, type ChurchForm } from "#contract/church-form";
import { PictureField } from "~/features/pictures/picture-field";
import { formText } from "#contract/forms";
import type { FormErrors } from "#contract/validation";
import { errorsStatus, problemOfErrors, sectionFolds, textsOf } from "~/ui/staff/forms";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";
import { VersionField } from "~/features/editing/version-field";
import { staffTitle } from "~/ui/staff/format";
import { EditorBar } from "~/ui/staff/editor-bar";
import {
  Button,
  Field,
  FormSection,
  Notice,
  PageHeading,
  StaffForm,
  TextArea,
  useNamesInAddress,
} from "~/ui/staff/fields";

/**
 * /admin/church (admin only): the church's own details, which every page, mail and feed reads
 * (server/domain/church/church.ts). A plain form: rows for phones and links come with two blank
 * ones to fill in, so it works without JavaScript; a save shows on the next request of every page.
 * Its sections fold (the first open, or those holding a refused field) under a sticky Save.
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Church details") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  context.staff.require("manageSettings");
  const { church, version } = await context.staff.churchDetails();
  return {
    form: churchFormOf(church),
    version,
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

type ChurchFormValues = ChurchForm;

export async function action({ context, request }: Route.ActionArgs) {
  context.staff.require("manageSettings");
  const form = await request.formData();
  const typed: ChurchFormValues = {
    name: formText(form, "name"),
    shortName: formText(form, "shortName"),
    tagline: formText(form, "tagline"),
    description: formText(form, "description"),
    logo: formText(form, "logo"),
    street: formText(form, "street"),
    area: formText(form, "area"),
    city: formText(form, "city"),
    country: formText(form, "country"),
    postalAddress: formText(form, "postalAddress"),
    phoneLabel: textsOf(form, "phoneLabel"),
    phoneNumber: textsOf(form, "phoneNumber"),
    email: formText(form, "email"),
    whatsAppNumber: formText(form, "whatsAppNumber"),
    whatsAppGreeting: formText(form, "whatsAppGreeting"),
    socialName: textsOf(form, "socialName"),
    socialUrl: textsOf(form, "socialUrl"),
    mission: formText(form, "mission"),
    mailSenderName: formText(form, "mailSenderName"),
  };
  const version = formText(form, EDIT_VERSION_FIELD);
  const errors = await context.staff.saveChurchDetails(typed, version).catch((error: unknown) => {
    const refused = context.staff.refusedSave(error);
    return { "": refused.message } as FormErrors;
  });
  if (errors) return data({ errors, typed, version }, { status: errorsStatus(errors) });
  return redirect("/admin/church?saved=1", 303);
}

/** The form's sections, each with the names of its fields (a refused field opens its section). */
const SECTIONS = {
  "Name and words": ["name", "shortName", "tagline", "description", "mission"],
  Logo: ["logo"],
  Address: ["street", "area", "city", "country", "postalAddress"],
  "Phone numbers": ["phones", "phoneLabel", "phoneNumber"],
  "Email and WhatsApp": ["email", "whatsAppNumber", "whatsAppGreeting"],
  "Social links": ["socialLinks", "socialName", "socialUrl"],
  Mail: ["mailSenderName"],
} as const;

/** Rows to show: what was typed or stored (as far as the form goes: a post of more was refused), then blank ones. */
function rowsOf(first: readonly string[], second: readonly string[], limit: number): Array<[string, string]> {
  const filled = Math.min(Math.max(first.length, second.length), limit + CHURCH_BLANK_ROWS);
  return Array.from({ length: filled + CHURCH_BLANK_ROWS }, (_, index) => [first[index] ?? "", second[index] ?? ""]);
}

export default function ChurchDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.typed ?? loaderData.form;
  const errors: FormErrors = actionData?.errors ?? {};
  const folds = sectionFolds(errors, SECTIONS, useNamesInAddress());
  const map = mapLink({
    address: { street: values.street, area: values.area, city: values.city, country: values.country },
  });
  return (
    <div className="w-full max-w-3xl">
      <PageHeading title="Church details">
        <p>
          <a className="underline underline-offset-2" href="/admin/church/revisions">
            Revisions
          </a>
        </p>
      </PageHeading>
      {loaderData.saved && !actionData ? <Notice tone="success">The church's details are saved.</Notice> : null}
      <StaffForm
        className="mt-4 space-y-4"
        problem={problemOfErrors(errors)}
        folded
        bar={
          <EditorBar status="Church details">
            <Button>Save church details</Button>
          </EditorBar>
        }
      >
        <VersionField
          current={loaderData.version}
          posted={actionData?.version}
          problemField={errors[EDIT_VERSION_FIELD] ? EDIT_VERSION_FIELD : null}
        />
        <FormSection title="Name and words" {...folds["Name and words"]}>
          <div className="space-y-4">
            <Field label="Church name" name="name" defaultValue={values.name} error={errors.name} required />
            <Field
              label="Short name"
              name="shortName"
              defaultValue={values.shortName}
              error={errors.shortName}
              hint="Where the full name does not fit: the phone menu."
              required
            />
            <Field label="Tagline" name="tagline" defaultValue={values.tagline} error={errors.tagline} />
            <TextArea
              label="Description"
              name="description"
              rows={3}
              defaultValue={values.description}
              error={errors.description}
              hint="Search engines and link previews show it."
              required
            />
            <TextArea
              label="Footer mission text"
              name="mission"
              rows={3}
              defaultValue={values.mission}
              error={errors.mission}
              hint="Under the church's name in every page's footer; leave empty for none."
            />
          </div>
        </FormSection>
        <FormSection title="Logo" {...folds["Logo"]}>
          <PictureField
            label="Logo"
            name="logo"
            value={values.logo}
            error={errors.logo}
            hint="Leave empty for the built-in logo. A square picture looks best."
            aspect="square"
          />
        </FormSection>
        <FormSection title="Address" {...folds["Address"]}>
          <div className="space-y-4">
            <Field label="Street address" name="street" defaultValue={values.street} error={errors.street} />
            <Field label="Area" name="area" defaultValue={values.area} error={errors.area} />
            <Field label="City" name="city" defaultValue={values.city} error={errors.city} />
            <Field label="Country" name="country" defaultValue={values.country} error={errors.country} />
            {map ? (
              <p className="text-sm">
                <a className="underline" href={map} target="_blank" rel="noopener noreferrer">
                  Check the address on a map
                </a>
              </p>
            ) : null}
            <Field
              label="Postal address"
              name="postalAddress"
              defaultValue={values.postalAddress}
              error={errors.postalAddress}
            />
          </div>
        </FormSection>
        <FormSection title="Phone numbers" {...folds["Phone numbers"]}>
          <div id="phones" className="space-y-4">
            {errors.phones ? <Notice tone="error">{errors.phones}</Notice> : null}
            {rowsOf(values.phoneLabel, values.phoneNumber, CHURCH_LIMITS.phones).map(([label, number], index) => (
              <div key={index} className="grid gap-3 sm:grid-cols-2">
                <Field
                  label={`Phone ${index + 1}: what it is for`}
                  name="phoneLabel"
                  id={`phoneLabel.${index}`}
                  defaultValue={label}
                  error={errors[`phoneLabel.${index}`]}
                  placeholder="Church office"
                />
                <Field
                  label={`Phone ${index + 1}: number`}
                  name="phoneNumber"
                  id={`phoneNumber.${index}`}
                  type="tel"
                  defaultValue={number}
                  error={errors[`phoneNumber.${index}`]}
                />
              </div>
            ))}
          </div>
        </FormSection>
        <FormSection title="Email and WhatsApp" {...folds["Email and WhatsApp"]}>
          <div className="space-y-4">
            <Field label="Email" name="email" type="email" defaultValue={values.email} error={errors.email} />
            <Field
              label="WhatsApp number"
              name="whatsAppNumber"
              type="tel"
              defaultValue={values.whatsAppNumber}
              error={errors.whatsAppNumber}
              hint="Leave empty for no WhatsApp link."
            />
            <TextArea
              label="WhatsApp greeting"
              name="whatsAppGreeting"
              rows={2}
              defaultValue={values.whatsAppGreeting}
              error={errors.whatsAppGreeting}
              hint="The message a chat opens with."
            />
          </div>
        </FormSection>
        <FormSection title="Social links" {...folds["Social links"]}>
          <div id="socialLinks" className="space-y-4">
            {errors.socialLinks ? <Notice tone="error">{errors.socialLinks}</Notice> : null}
            {rowsOf(values.socialName, values.socialUrl, CHURCH_LIMITS.socialLinks).map(([name, url], index) => (
              <div key={index} className="grid gap-3 sm:grid-cols-2">
                <Field
                  label={`Link ${index + 1}: name`}
                  name="socialName"
                  id={`socialName.${index}`}
                  defaultValue={name}
                  error={errors[`socialName.${index}`]}
                  placeholder="Facebook"
                />
                <Field
                  label={`Link ${index + 1}: address`}
                  name="socialUrl"
                  id={`socialUrl.${index}`}
                  type="url"
                  defaultValue={url}
                  error={errors[`socialUrl.${index}`]}
                  placeholder="https://"
                />
              </div>
            ))}
          </div>
        </FormSection>
        <FormSection title="Mail" {...folds["Mail"]}>
          <Field
            label="Sender name of mails"
            name="mailSenderName"
            defaultValue={values.mailSenderName}
            error={errors.mailSenderName}
            required
          />
        </FormSection>
      </StaffForm>
    </div>
  );
}
