import { expect, test } from "#tests/e2e/support/fixtures";
import { addMember, openStaffMenu, signInAs } from "#tests/e2e/support/staff";

/**
 * The treasurer's journey on a phone: a new fund, a Sunday's envelopes recorded as one batch, and
 * the fund's total on the page the batch leads to. What the pages refuse and keep, and who opens
 * them, is tested over HTTP (tests/api/giving-admin.test.ts).
 */
test("a treasurer adds a fund, records a batch of envelopes and sees the fund's total", async ({ page }) => {
  const treasurer = await addMember("treasurer");
  await signInAs(page, treasurer);
  const fund = `Camp ${Date.now().toString(36)}`;

  await page.goto("/admin");
  const menu = await openStaffMenu(page);
  await expect(menu.getByRole("link")).toHaveText(["Dashboard", "Giving", "Account", "View site"]);
  await menu.getByRole("link", { name: "Giving" }).click();
  await page.getByRole("navigation", { name: "Giving" }).getByRole("link", { name: "Funds" }).click();

  const add = page.getByRole("region", { name: "A new fund" });
  await add.getByLabel("Name").fill(fund);
  await add.getByLabel("Takes").selectOption({ label: "US dollars only" });
  await add.getByRole("button", { name: "Add fund" }).click();
  await expect(page.getByRole("status")).toHaveText("The fund is saved.");

  await page.getByRole("navigation", { name: "Giving" }).getByRole("link", { name: "Record gifts" }).click();
  await page.getByLabel("Received by").selectOption({ label: "Cash" });
  await page.getByLabel("Description").fill("Sunday service envelopes");
  // Ten empty lines come with the page; "Add a line" (the staff forms' script) adds an eleventh.
  await page.getByRole("button", { name: "Add a line" }).click();
  const lines: Array<[number, string, string]> = [
    [1, "12.50", "Tendai Moyo"],
    [2, "7.50", ""],
    [11, "5", "Rudo Chari"],
  ];
  for (const [number, amount, name] of lines) {
    const line = page.getByRole("group", { name: `Gift ${number}`, exact: true });
    await line.getByLabel("Amount").fill(amount);
    await line.getByLabel("Fund").selectOption({ label: `${fund} (US dollars)` });
    if (name) await line.getByLabel("Giver's name (optional)").fill(name);
  }
  await page.getByRole("button", { name: "Record these gifts" }).first().click();

  await expect(page.getByRole("status")).toContainText("3 gifts are recorded");
  const usd = page.getByRole("table", { name: "US dollars" });
  await expect(usd.getByRole("row", { name: new RegExp(fund) })).toContainText("USD 25.00");
});
