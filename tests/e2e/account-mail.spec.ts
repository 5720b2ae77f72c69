import { expect, expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { waitForRow } from "#tests/e2e/support/db";
import { addMember, allowRefusalStatuses, signIn, signInAs, withDatabase } from "#tests/e2e/support/staff";
import { requestPasswordReset } from "#server/auth/account-links";
import { shoot } from "#tests/e2e/support/screenshots";
import { startSmtpSink } from "#tests/support/smtp-sink";
import { smtpTransport } from "#server/mail/transport";

/**
 * "Forgot your password?" in a browser at 390 px: the e2e server has no SMTP_URL, so its page says to
 * ask an admin; the link a server with mail sends (requested here as its form would) goes through a
 * real SMTP server on loopback (the test sends the queued mail itself, as the worker would), to
 * signed in with the new password.
 */

test("a forgotten password: without mail the page says to ask an admin; the mailed link signs the member in with a new one", async ({
  page,
}) => {
  allowRefusalStatuses(page);
  const member = await addMember("editor");
  await page.goto("/admin/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Ask an admin for a new link" })).toBeVisible();
  await expect(page.getByText("This site cannot send email yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mail me a link" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "forgot-without-mail");

  // What the form does on a server with mail (server/auth/account-links.ts), then the queued mail
  // through a real SMTP server, read back as the member's mail program would.
  await withDatabase((db) => requestPasswordReset(db, new URL(page.url()).origin, member.email));
  const row = await waitForRow<{
    id: number;
    message_id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: string;
  }>(
    "select id, message_id, recipient, subject, text_body, html_body, created_at from mail_outbox where recipient = ? and kind = 'staff-password-reset'",
    member.email,
  );
  const sink = await startSmtpSink();
  const transport = smtpTransport(`smtp://127.0.0.1:${sink.port}`);
  try {
    await transport.send(
      {
        id: row.id,
        messageId: row.message_id,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: {},
        attachments: [],
        attempts: 1,
        createdAt: row.created_at,
      },
      "Church <hello@example.org>",
    );
  } finally {
    transport.close();
    await sink.stop();
  }
  const received = sink.received.find((mail) => mail.to === member.email)!;
  const link = /\/admin\/reset\/[\w-]{43}/.exec(received.text)![0];

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "reset");
  const chosen = "a new passphrase for e2e";
  await page.getByLabel("New password", { exact: true }).fill(chosen);
  await page.getByLabel("Repeat the new password").fill(chosen);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/account\?changed=reset$/);
  await expect(page.getByText("Your new password is saved.")).toBeVisible();
  await shoot(page, "account-after-reset");

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Link no longer works" })).toBeVisible();

  // Signed out, the new password signs in.
  await page.context().clearCookies();
  await signIn(page, { ...member, password: chosen });
  await expect(page).toHaveURL(/\/admin$/);
});

test("own details, an opened outbox mail and an invitation's link when mail is not set up", async ({ page }) => {
  allowRefusalStatuses(page);
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin/account");
  await page.getByLabel("Email", { exact: true }).fill(`new-${admin.email}`);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await expect(page.getByText("Mail is not set up yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "account-details");

  const mail = await waitForRow<{ id: number }>(
    "select id from mail_outbox where recipient = ? and kind = 'staff-email-change'",
    `new-${admin.email}`,
  );
  await page.goto(`/admin/outbox/${mail.id}`);
  await expect(page.getByText("/admin/confirm-email/")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "outbox-mail");
  await page.getByRole("link", { name: "Cancel this mail…" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this mail?" })).toBeVisible();
  await shoot(page, "outbox-mail-cancel");
  await page.getByRole("button", { name: "Yes, cancel the mail" }).click();
  await expect(page.getByText("The mail is cancelled: it will not be sent.")).toBeVisible();
  await shoot(page, "outbox-cancelled");

  await page.goto("/admin/staff");
  await page.getByLabel("Name", { exact: true }).fill("Invited Helper");
  await page.getByLabel("Email", { exact: true }).fill(`invited-${admin.email}`);
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText("Mail is not set up yet, so this invitation waits in the outbox")).toBeVisible();
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "staff-invited");
});
