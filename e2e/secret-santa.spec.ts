/**
 * Secret santa (docs/rules.md#secret-santa) on a phone, JavaScript on and off (decision 053): a three-member group is
 * created, joined by its invite link, refused an exclusion that would decide a recipient, drawn and revealed, each member seeing only
 * their own recipient; then a santa sends a gift from the store, delivered through the ops CLI, without seeing
 * the recipient's address, and the recipient is told a gift arrived without being told who sent it.
 */
import { expect, test, type Locator, type Page, type TestInfo } from "./support/test";
import {
  addFirstInStockProduct,
  deleteAccountByForm,
  expectNoAxeViolations,
  hasJs,
  logInByForm,
  ops,
  shopperWithAddress,
  waitForHydration,
} from "./helpers";

async function checkA11y(page: Page, testInfo: TestInfo) {
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
}

/** The demo's Gurugram stores (every address here is in DLF Phase 3): a santa's gift pages name none (docs/rules.md#secret-santa). */
const STORE_NAME = /Nukkad (Sector 29|Sohna Road|Golf Course Road)/;

/** Sets a cart line's quantity as the cart page's quantity box does (a form post, the same with or without JavaScript). */
async function setQuantity(page: Page, productId: string, quantity: number) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/cart", {
    form: { productId, quantity: String(quantity), mutationId: `santa-${productId}-${quantity}`, redirectTo: "/cart" },
    headers: { Origin: origin },
  });
  expect(response.ok(), `/cart answered ${response.status()}`).toBe(true);
}

test("a three-member group is created, joined, drawn and revealed, and a santa's gift arrives unseen", async ({
  browser,
  page,
}, testInfo) => {
  // Three shoppers log in and one orders: a long journey on a shared machine.
  test.setTimeout(180_000);
  const names = ["Asha", "Ben", "Chitra"] as const;

  // The groups page needs login and comes back after it.
  await page.goto("/secret-santa");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsecret-santa$/);

  // Asha creates the group; the date defaults to the next 25 December and the time to 18:00.
  await shopperWithAddress(page, testInfo, 0);
  await page.goto("/secret-santa");
  await expect(page.getByRole("heading", { level: 1, name: "Secret santa" })).toBeVisible();
  await checkA11y(page, testInfo);
  await page.getByRole("link", { name: "Create a group" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a secret santa group" })).toBeVisible();
  await expect(page.getByLabel("Date")).toHaveValue(/^\d{4}-12-25$/);
  await expect(page.getByLabel("Time")).toHaveValue("18:00");
  await checkA11y(page, testInfo);
  await page.getByLabel("Group name").fill("Office party");
  await page.getByLabel("Your name").fill(names[0]);
  await page.getByLabel("Budget (₹)").fill("20");
  await page.getByRole("button", { name: "Create group" }).click();
  // Bad input: the message beside the field, what was typed kept.
  await expect(page.getByText("Set a budget between ₹50 and ₹1,00,000.")).toBeVisible();
  await expect(page.getByLabel("Group name")).toHaveValue("Office party");
  // The smallest budget, so the gift below goes over it (a warning) without going over twice it (a refusal).
  await page.getByLabel("Budget (₹)").fill("50");
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Office party" })).toBeVisible();
  await checkA11y(page, testInfo);
  const invite = await page.getByLabel("Share this link with everyone taking part").inputValue();
  expect(invite).toMatch(/\/secret-santa\/\d+\?invite=v1\./);
  const groupPath = new URL(invite).pathname;

  // Ben and Chitra open the link: logged out, it names the group and who invited them, and its login comes back
  // to the join page.
  const friends: Page[] = [];
  for (const [i, name] of [names[1], names[2]].entries()) {
    const context = await browser.newContext();
    const friend = await context.newPage();
    await friend.goto(new URL(invite).pathname + new URL(invite).search);
    await expect(friend.getByRole("heading", { level: 1, name: "Join “Office party”" })).toBeVisible();
    await expect(friend.getByText("Asha invited you to a secret santa.")).toBeVisible();
    if (i === 0) await checkA11y(friend, testInfo);
    await friend.getByRole("link", { name: "Log in to join" }).click();
    await expect(friend).toHaveURL(`/login?redirectTo=${encodeURIComponent(new URL(invite).pathname + new URL(invite).search)}`);
    await shopperWithAddress(friend, testInfo, i + 1);
    if (i === 0) {
      // A tampered link is refused with its reason.
      const refused = await friend.goto(`${new URL(invite).pathname}?invite=v1.AAAAAAAAAAAAAAAAAAAAAA`);
      expect(refused?.status()).toBe(403);
      await expect(friend.getByRole("alert").filter({ hasText: "This invite link is not valid any more" })).toBeVisible();
    }
    await friend.goto(new URL(invite).pathname + new URL(invite).search);
    await expect(friend.getByRole("heading", { level: 1, name: "Join “Office party”" })).toBeVisible();
    if (i === 0) await checkA11y(friend, testInfo);
    await friend.getByLabel("Your name in this group").fill(name);
    await friend.getByRole("button", { name: "Join the group" }).click();
    await expect(friend.getByRole("heading", { level: 1, name: "Office party" })).toBeVisible();
    await friend.getByLabel("Gift ideas, one a line").fill(`Something for ${name}\nA good book`);
    await friend.getByRole("button", { name: "Save wishlist" }).click();
    await expect(friend.getByRole("listitem").filter({ hasText: `${name} (you)` })).toContainText("2 wishlist ideas");
    // Where their santa's gift goes: their own saved address.
    await friend.getByRole("radio", { name: /Home/ }).check();
    await friend.getByRole("button", { name: "Save delivery address" }).click();
    await expect(friend.getByRole("radio", { name: /Home/ })).toBeChecked();
    friends.push(friend);
  }

  // Among three, any exclusion would decide someone's recipient: refused with the member named, the choice kept.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Members (3)" })).toBeVisible();
  await page.getByLabel("Member", { exact: true }).selectOption({ label: "Asha" });
  await page.getByLabel("must not draw").selectOption({ label: "Ben" });
  await page.getByRole("radio", { name: /One way/ }).check();
  await page.getByRole("button", { name: "Add exclusion" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not added: Asha could only draw Chitra." })).toContainText(
    "everyone must keep at least two people they might draw",
  );
  await expect(page.getByLabel("Member", { exact: true }).locator("option:checked")).toHaveText("Asha");
  await expect(page.getByLabel("must not draw").locator("option:checked")).toHaveText("Ben");
  await expect(page.getByRole("radio", { name: /One way/ })).toBeChecked();
  await expect(page.getByText("Asha will not draw Ben")).toHaveCount(0);
  await checkA11y(page, testInfo);
  await screenshots(page.getByRole("region", { name: "Exclusions" }), testInfo, "santa-exclusion-refused");
  await page.getByRole("button", { name: "Draw names" }).click();
  await expect(page.getByRole("link", { name: "See who you are buying for" })).toBeVisible();

  // Each member sees only their own recipient: together the three recipients are the three members.
  const members: Page[] = [page, ...friends];
  const recipients: string[] = [];
  for (const [i, member] of members.entries()) {
    await member.goto(groupPath);
    await member.getByRole("link", { name: "See who you are buying for" }).click();
    const heading = member.getByRole("heading", { level: 1, name: /^You are buying for / });
    await expect(heading).toBeVisible();
    const recipient = (await heading.innerText()).replace("You are buying for ", "");
    expect(recipient).not.toBe(names[i]);
    // No one else's pair on the page.
    for (const other of names.filter((n) => n !== recipient && n !== names[i])) {
      await expect(member.getByRole("main")).not.toContainText(`buying for ${other}`);
    }
    if (i === 0) await checkA11y(member, testInfo);
    recipients.push(recipient);
  }
  expect([...recipients].sort()).toEqual([...names].sort());
  // The organiser's page names no pairs.
  await page.goto(groupPath);
  for (const n of names) await expect(page.getByRole("main")).not.toContainText(`buying for ${n}`);

  // Asha sends a gift to her recipient from the store, worth more than the ₹50 budget and at most ₹100.
  const recipientName = recipients[0]!;
  const recipientPage = members[names.indexOf(recipientName as (typeof names)[number])]!;
  const gift = await addFirstInStockProduct(page);
  const quantity = Math.floor(5_000 / gift.price) + 1;
  expect(gift.price * quantity, "the gift lies between the budget and twice it").toBeLessThanOrEqual(10_000);
  if (quantity > 1) await setQuantity(page, gift.productId, quantity);
  const revealPath = groupPath.replace("/secret-santa/", "/secret-santa/reveal/");
  await page.goto(revealPath);
  // Said before the payment step: a gift is prepaid.
  await expect(page.getByText(/Gifts are prepaid: your recipient never pays at the door/)).toBeVisible();
  await page.getByRole("button", { name: "Send my cart as the gift to my recipient" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText(/This order is your secret santa gift/)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Delivered to your secret santa recipient");
  // Every address in this test is "C-12, DLF Phase 3": none may show on the santa's gift order, nor the
  // recipient's store or delivery time, which would give away the area.
  await expect(page.getByRole("main")).not.toContainText("C-12");
  await expect(page.getByRole("main")).not.toContainText(STORE_NAME);
  await expect(page.getByRole("main")).not.toContainText(/Delivery in \d+ minutes/);
  // Prepaid only: no cash on delivery offered, and the page says why.
  await expect(page.getByTestId("gift-prepaid")).toHaveText(/Gifts are prepaid/);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /^UPI/ })).toHaveCount(1);
  // Over the budget (not over twice it): a warning, and the gift can still be paid.
  await expect(page.getByTestId("santa-budget")).toHaveText(/above your group's budget of ₹50\. You can still send it\./);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`santa-payment-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await waitForHydration(page, testInfo);
  await page.getByRole("radio", { name: /^UPI/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await page.getByLabel("UPI ID", { exact: true }).fill("success@nkpay");
  await page.getByRole("button", { name: "Send payment request" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id")!;
  // The confirmation tracks the gift without its delivery time or store.
  await expect(page.getByTestId("order-eta")).toHaveText("On its way to your recipient");
  await expect(page.getByRole("main")).not.toContainText(STORE_NAME);

  await recipientPage.goto(groupPath);
  await expect(recipientPage.getByText("A gift from your secret santa is on its way.")).toBeVisible();
  await ops("advance", orderId, "--to", "DELIVERED");
  await recipientPage.reload();
  await expect(recipientPage.getByText("A gift from your secret santa has been delivered!")).toBeVisible();

  // The santa's order page says where it went without saying the address.
  await page.goto(groupPath.replace("/secret-santa/", "/secret-santa/reveal/"));
  await page.getByRole("link", { name: `Order #${orderId}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Delivered to your secret santa recipient");
  await expect(page.getByRole("main")).not.toContainText("C-12");
  for (const friend of friends) await friend.context().close();
});

/** The changed screens at the narrowest phone and at desktop width, once (docs/rules.md#accessibility). */
async function screenshots(target: Page | Locator, testInfo: TestInfo, name: string) {
  // Santa's journeys run on a phone only (docs/decisions/053-where-journeys-run.md): its JavaScript project shoots both.
  if (testInfo.project.name !== "mobile-js") return;
  const page = "page" in target ? target.page() : target;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), ...("page" in target ? {} : { fullPage: true }) });
  }
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 390, height: 844 });
}

test("a santa whose recipient deleted their account is told, and gets the one the leaver was buying for", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const names = ["Asha", "Ben", "Chitra", "Dev"] as const;
  const phones = [await logInByForm(page, testInfo, 20)];
  await page.goto("/secret-santa/create-grp");
  await page.getByLabel("Group name").fill("Book club");
  await page.getByLabel("Your name").fill(names[0]);
  await page.getByLabel("Budget (₹)").fill("300");
  await page.getByRole("button", { name: "Create group" }).click();
  const invite = new URL(await page.getByLabel("Share this link with everyone taking part").inputValue());
  const groupPath = invite.pathname;
  const members: Page[] = [page];
  for (const [i, name] of names.slice(1).entries()) {
    const friend = await (await browser.newContext()).newPage();
    phones.push(await logInByForm(friend, testInfo, 21 + i));
    await friend.goto(invite.pathname + invite.search);
    await friend.getByLabel("Your name in this group").fill(name);
    await friend.getByRole("button", { name: "Join the group" }).click();
    await expect(friend.getByRole("heading", { level: 1, name: "Book club" })).toBeVisible();
    members.push(friend);
  }
  await page.goto(groupPath);
  await page.getByRole("button", { name: "Draw names" }).click();
  await expect(page.getByRole("link", { name: "See who you are buying for" })).toBeVisible();
  const recipientOf = new Map<string, string>();
  for (const [i, member] of members.entries()) {
    await member.goto(groupPath.replace("/secret-santa/", "/secret-santa/reveal/"));
    const heading = member.getByRole("heading", { level: 1, name: /^You are buying for / });
    recipientOf.set(names[i]!, (await heading.innerText()).replace("You are buying for ", ""));
  }

  // Asha's recipient deletes their account.
  const leaverName = recipientOf.get("Asha")!;
  const leaverIndex = names.indexOf(leaverName as (typeof names)[number]);
  await deleteAccountByForm(members[leaverIndex]!, testInfo, phones[leaverIndex]!);

  // Asha is told instead of "You are buying for Deleted account", on the reveal page and the group page.
  await page.goto(groupPath.replace("/secret-santa/", "/secret-santa/reveal/"));
  await expect(page.getByRole("status").filter({ hasText: "The person you were buying for has deleted their account" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("You are buying for Deleted account");
  await page.goto(groupPath);
  await expect(page.getByRole("listitem").filter({ hasText: "Deleted account" })).toContainText("no longer taking part");
  // As the organiser she also sees that one santa has nobody to buy for, not who.
  await expect(page.getByRole("heading", { name: "A santa has nobody to buy for" })).toBeVisible();
  await checkA11y(page, testInfo);
  await screenshots(page, testInfo, "santa-recipient-left");
  await page.getByRole("button", { name: "Get a new recipient" }).click();
  await expect(page.getByText(/A member left the group, so your recipient changed on/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "A santa has nobody to buy for" })).toHaveCount(0);
  await page.getByRole("link", { name: "See who you are buying for" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^You are buying for / });
  const ashaNow = (await heading.innerText()).replace("You are buying for ", "");
  const others = names.slice(1).filter((n) => n !== leaverName);
  const now = new Map<string, string>();
  for (const name of others) {
    const member = members[names.indexOf(name)]!;
    await member.goto(groupPath.replace("/secret-santa/", "/secret-santa/reveal/"));
    now.set(
      name,
      (await member.getByRole("heading", { level: 1, name: /^You are buying for / }).innerText()).replace("You are buying for ", ""),
    );
  }
  if (recipientOf.get(leaverName) !== "Asha") {
    // The circle closes: Asha buys for whoever the leaver was buying for, and nobody else's recipient changed.
    expect(ashaNow).toBe(recipientOf.get(leaverName));
    for (const name of others) expect(now.get(name)).toBe(recipientOf.get(name));
  } else {
    // Asha and the leaver drew each other: one more pair is redrawn, and that santa is told.
    expect(others).toContain(ashaNow);
    const changed = others.filter((name) => now.get(name) !== recipientOf.get(name));
    expect(changed).toHaveLength(1);
    expect(now.get(changed[0]!)).toBe("Asha");
    const told = members[names.indexOf(changed[0]!)]!;
    await told.goto(groupPath);
    await expect(told.getByText(/A member left the group, so your recipient changed on/)).toBeVisible();
  }
  for (const member of members.slice(1)) await member.context().close();
});

test("when the organiser deletes their account, the earliest-joined member becomes organiser and can draw", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const ashaPhone = await logInByForm(page, testInfo, 40);
  await page.goto("/secret-santa/create-grp");
  await page.getByLabel("Group name").fill("Running club");
  await page.getByLabel("Your name").fill("Asha");
  await page.getByLabel("Budget (₹)").fill("300");
  await page.getByRole("button", { name: "Create group" }).click();
  const invite = new URL(await page.getByLabel("Share this link with everyone taking part").inputValue());
  const groupPath = invite.pathname;
  const friends: Page[] = [];
  for (const [i, name] of ["Ben", "Chitra", "Dev"].entries()) {
    const friend = await (await browser.newContext()).newPage();
    await logInByForm(friend, testInfo, 41 + i);
    await friend.goto(invite.pathname + invite.search);
    await friend.getByLabel("Your name in this group").fill(name);
    await friend.getByRole("button", { name: "Join the group" }).click();
    await expect(friend.getByRole("heading", { level: 1, name: "Running club" })).toBeVisible();
    friends.push(friend);
  }
  const [ben, chitra] = friends as [Page, Page];
  await expect(ben.getByRole("button", { name: "Draw names" })).toHaveCount(0);

  await deleteAccountByForm(page, testInfo, ashaPhone);

  // Ben joined first: the group is his now, and his page says so.
  await ben.goto(groupPath);
  await expect(
    ben.getByRole("status").filter({ hasText: "The organiser deleted their account, so you are now the organiser" }),
  ).toBeVisible();
  await expect(ben.getByText("Organised by Ben")).toBeVisible();
  await checkA11y(ben, testInfo);
  await ben.getByRole("button", { name: "Make a new link" }).click();
  await expect(ben.getByLabel("Share this link with everyone taking part")).not.toHaveValue(invite.href);
  await ben.getByRole("button", { name: "Draw names" }).click();
  await expect(ben.getByRole("link", { name: "See who you are buying for" })).toBeVisible();
  // Chitra is not the organiser and is not told she is.
  await chitra.goto(groupPath);
  await expect(chitra.getByText("Organised by Ben")).toBeVisible();
  await expect(chitra.getByText(/you are now the organiser/)).toHaveCount(0);
  await expect(chitra.getByRole("link", { name: "See who you are buying for" })).toBeVisible();
  for (const friend of friends) await friend.context().close();
});
