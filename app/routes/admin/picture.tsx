import { data, redirect } from "react-router";
import type { Route } from "./+types/picture";
import { formText } from "#contract/forms";
import { imageUrl } from "#contract/images";
import { fileSizeText } from "#contract/file-sizes";
import { LIBRARY_NOTICES, PICTURE_ALT_MAX } from "#contract/pictures";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { BackLink, Button, ErrorSummary, Notice, PageHeading, Section, StaffForm, TextArea } from "~/ui/staff/fields";
import { StaffTime } from "~/ui/staff/list";

/**
 * /admin/pictures/{name}: one picture of the library. Its description (the alt text the public
 * pages give it) is edited here, and it is deleted here with its files, unless something uses it:
 * then the page lists what does (server/domain/pictures/picture-users.ts), with links to change them.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("pictures");
  const picture = await context.staff.pictures.one(params.name);
  if (!picture) throw new Response("Not found", { status: 404 });
  const described = new URL(request.url).searchParams.get("notice") === "described";
  return { picture, users: await context.staff.pictures.usersOf(picture.name), described };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("pictures");
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent === "delete") {
    const result = await context.staff.pictures.remove(params.name).catch(context.staff.refusedSave);
    if (result === null) throw new Response("Not found", { status: 404 });
    if ("message" in result) return data({ problem: result.message, alt: null }, { status: 503 });
    if (!result.removed) return data({ problem: "This picture is in use, so it is not deleted.", alt: null }, 409);
    return redirect("/admin/pictures?notice=deleted", 303);
  }
  const alt = formText(form, "alt");
  const result = await context.staff.pictures.describe(params.name, alt).catch(context.staff.refusedSave);
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) {
    const status = "ok" in result ? 400 : result.status;
    return data({ problem: result.message, alt, status }, { status });
  }
  return redirect(`/admin/pictures/${params.name}?notice=described`, 303);
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: staffTitle(`Picture ${params.name}`) }];

const LINK = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

export default function Picture({ loaderData: { picture, users, described }, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? null;
  return (
    <div className="w-full max-w-3xl">
      <BackLink href="/admin/pictures">Pictures</BackLink>
      <PageHeading title={picture.alt || picture.originalName}>
        <p>
          <code className="font-mono">{picture.name}</code>: {picture.width} × {picture.height},{" "}
          {fileSizeText(picture.bytes)}, uploaded by {picture.uploadedBy ?? "a former member"},{" "}
          <StaffTime iso={picture.createdAt} text={staffTime(picture.createdAt)} />.
        </p>
      </PageHeading>
      <img
        src={imageUrl(picture.name, "wide", 640, "webp")}
        alt={picture.alt}
        width={640}
        height={360}
        className="mb-6 aspect-video w-full max-w-xl rounded-lg bg-slate-100 object-cover"
      />
      <Section title="Description">
        <StaffForm
          className="space-y-4"
          problem={
            problem && actionData && actionData.alt !== null
              ? "status" in actionData && actionData.status !== 400
                ? { message: problem, status: actionData.status }
                : { message: problem, field: "alt" }
              : null
          }
        >
          {described && !problem ? <Notice tone="success">{LIBRARY_NOTICES.described}</Notice> : null}
          {picture.alt ? null : (
            <Notice tone="error">
              This picture has no description yet: people who cannot see it are told nothing.
            </Notice>
          )}
          <TextArea
            label="What the picture shows, for people who cannot see it"
            name="alt"
            required
            rows={2}
            maxLength={PICTURE_ALT_MAX}
            defaultValue={actionData?.alt ?? picture.alt}
            error={problem && actionData?.alt !== null ? problem : null}
            hint="One sentence, for example: The choir singing at the Easter service."
          />
          <Button name="intent" value="describe">
            Save description
          </Button>
        </StaffForm>
      </Section>
      <Section title="Delete">
        {users.length > 0 ? (
          <div className="space-y-3">
            {problem && actionData?.alt === null ? (
              <ErrorSummary problem={{ message: problem }} lead="Not deleted:" />
            ) : null}
            <p>This picture cannot be deleted while these use it. Choose another picture there first:</p>
            <ul className="list-disc space-y-1 pl-6" aria-label="What uses this picture">
              {users.map((use) => (
                <li key={`${use.href} ${use.what}`}>
                  {use.what}:{" "}
                  <a className={LINK} href={use.href}>
                    {use.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <StaffForm className="space-y-3">
            <p>Nothing uses this picture. Deleting it removes it and its files for good.</p>
            <Button variant="danger" name="intent" value="delete" formNoValidate>
              Delete this picture
            </Button>
          </StaffForm>
        )}
      </Section>
    </div>
  );
}
