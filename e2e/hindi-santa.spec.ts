/**
 * Secret santa in Hindi (docs/decisions/055-hindi.md, docs/rules.md#secret-santa), on a phone with JavaScript on and
 * off: the journey of e2e/secret-santa.spec.ts on the Hindi store. A group is created (a refused budget first), two
 * friends whose browsers ask for Hindi open the invite link and land on its Hindi page, join and add wishlists,
 * an exclusion that would decide a recipient is refused, names are drawn and each member sees only their own
 * recipient — every santa word in Hindi, the server's refusals and toasts too, and every page under /hi.
 * Login and the header are other areas' words: only santa's own are asserted.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import { expectNoAxeViolations, hasJs, logInByForm } from "./helpers";

/** Santa's journeys run on a phone only (docs/decisions/053-where-journeys-run.md), as e2e/secret-santa.spec.ts does. */

async function checkA11y(page: Page, testInfo: TestInfo) {
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
}

/**
 * The server's toast after a form (docs/rules.md#toasts): it stays in the page without JavaScript; with it, it
 * hides after a second, too soon to assert on a shared machine.
 */
async function expectToast(page: Page, testInfo: TestInfo, text: string) {
  if (!hasJs(testInfo)) await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

/** The Hindi store's address of an English one: "/secret-santa/7?invite=…" → "/hi/secret-santa/7?invite=…". */
const hindi = (path: string) => `/hi${path}`;

/** The page is at `path` (once a navigation in the browser has ended), still in the Hindi store. */
async function expectHindiAddress(page: Page, path: RegExp = /.*/) {
  const address = () => new URL(page.url()).pathname + new URL(page.url()).search;
  await expect.poll(address).toMatch(path);
  expect(address(), "the page stays in the Hindi store").toMatch(/^\/hi(\/|$|\?)/);
}

test.use({ locale: "hi-IN" });

test("a group is created, joined, drawn and revealed in Hindi", async ({ browser, page }, testInfo) => {
  // Three shoppers log in: a long journey on a shared machine.
  test.setTimeout(180_000);
  const names = ["आशा", "बेन", "चित्रा"] as const;
  const groupName = "दिवाली पार्टी";

  // The groups page needs login, and its login stays in the Hindi store.
  await page.goto(hindi("/secret-santa"));
  await expectHindiAddress(page, /^\/hi\/login\?redirectTo=/);

  await logInByForm(page, testInfo, 60);
  await page.goto(hindi("/secret-santa"));
  await expect(page.getByRole("heading", { level: 1, name: "सीक्रेट सांता" })).toBeVisible();
  await expect(page.getByText("आप अभी किसी ग्रुप में नहीं हैं।", { exact: false })).toBeVisible();
  await expect(page).toHaveTitle("सीक्रेट सांता | Nukkad");
  await checkA11y(page, testInfo);
  await page.getByRole("link", { name: "ग्रुप बनाएँ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "सीक्रेट सांता ग्रुप बनाएँ" })).toBeVisible();
  await expectHindiAddress(page, /^\/hi\/secret-santa\/create-grp$/);
  await expect(page.getByLabel("तारीख")).toHaveValue(/^\d{4}-12-25$/);
  await expect(page.getByLabel("समय")).toHaveValue("18:00");
  await expect(page.getByText("हर गिफ़्ट का बजट, ₹50–₹1,00,000।")).toBeVisible();
  await checkA11y(page, testInfo);
  await page.getByLabel("ग्रुप का नाम").fill(groupName);
  await page.getByLabel("आपका नाम").fill(names[0]);
  await page.getByLabel("बजट (₹)").fill("20");
  await page.getByRole("button", { name: "ग्रुप बनाएँ" }).click();
  // The server's refusal in Hindi beside the field, what was typed kept, still in the Hindi store.
  await expect(page.getByText("₹50 से ₹1,00,000 के बीच बजट तय करें।")).toBeVisible();
  await expect(page.getByText("कृपया नीचे दी गई जानकारी जाँच लें।")).toBeVisible();
  await expect(page.getByLabel("ग्रुप का नाम")).toHaveValue(groupName);
  await expectHindiAddress(page, /^\/hi\/secret-santa\/create-grp/);
  await page.getByLabel("बजट (₹)").fill("500");
  await page.getByRole("button", { name: "ग्रुप बनाएँ" }).click();

  // The group page: its facts with the date in Hindi, the toast, and why names cannot be drawn yet.
  await expect(page.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  await expectHindiAddress(page, /^\/hi\/secret-santa\/\d+$/);
  await expectToast(page, testInfo, "ग्रुप बन गया। इनवाइट लिंक हिस्सा लेने वाले सभी लोगों से शेयर करें।");
  await expect(page.getByText(/25 दिसंबर \d{4}, 18:00 बजे · बजट ₹500 · 1 सदस्य/)).toBeVisible();
  await expect(page.getByText(`ऑर्गनाइज़र: ${names[0]}`)).toBeVisible();
  await expect(page.getByText("अभी नाम नहीं निकाले जा सकते: नाम निकालने के लिए कम से कम 3 सदस्य चाहिए; इस ग्रुप में 1 हैं।")).toBeVisible();
  // No address saved: the way to add one stays in the Hindi store.
  await expect(page.getByRole("link", { name: "पता जोड़ें" })).toHaveAttribute("href", /^\/hi\/account\/addresses\/new\?/);
  await checkA11y(page, testInfo);
  const invite = new URL(await page.getByLabel("यह लिंक हिस्सा लेने वाले सभी लोगों से शेयर करें").inputValue());
  expect(invite.pathname + invite.search).toMatch(/^\/secret-santa\/\d+\?invite=v1\./);
  const groupPath = invite.pathname;

  // Ben and Chitra's browsers ask for Hindi: the shared link opens its Hindi page, which names the group and who
  // invited them, and its login comes back to it.
  const friends: Page[] = [];
  for (const [i, name] of [names[1], names[2]].entries()) {
    const context = await browser.newContext({ locale: "hi-IN" });
    const friend = await context.newPage();
    await friend.goto(invite.pathname + invite.search);
    await expectHindiAddress(friend, /^\/hi\/secret-santa\/\d+\?invite=v1\./);
    await expect(friend.getByRole("heading", { level: 1, name: `“${groupName}” में शामिल हों` })).toBeVisible();
    await expect(friend.getByText(`${names[0]} ने आपको सीक्रेट सांता में बुलाया है।`)).toBeVisible();
    if (i === 0) await checkA11y(friend, testInfo);
    await friend.getByRole("link", { name: "शामिल होने के लिए लॉग इन करें" }).click();
    await expectHindiAddress(friend, /^\/hi\/login\?redirectTo=/);
    await logInByForm(friend, testInfo, 61 + i);
    if (i === 0) {
      // A tampered link is refused with its reason, in Hindi.
      const refused = await friend.goto(hindi(`${groupPath}?invite=v1.AAAAAAAAAAAAAAAAAAAAAA`));
      expect(refused?.status()).toBe(403);
      await expect(friend.getByRole("heading", { level: 1, name: "इनवाइट लिंक सही नहीं है" })).toBeVisible();
      await expect(friend.getByRole("alert").filter({ hasText: "यह इनवाइट लिंक अब काम नहीं करता।" })).toBeVisible();
    }
    await friend.goto(hindi(invite.pathname + invite.search));
    if (i === 0) {
      // A name already taken in the group: the server's refusal beside the field.
      await friend.getByLabel("इस ग्रुप में आपका नाम").fill(names[0]);
      await friend.getByRole("button", { name: "ग्रुप में शामिल हों" }).click();
      await expect(friend.getByText("इस ग्रुप में यह नाम पहले से किसी का है। नाम के साथ कोई अक्षर जोड़ें।")).toBeVisible();
      await expectHindiAddress(friend, /^\/hi\/secret-santa\/\d+/);
    }
    await friend.getByLabel("इस ग्रुप में आपका नाम").fill(name);
    await friend.getByRole("button", { name: "ग्रुप में शामिल हों" }).click();
    await expect(friend.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
    await expectHindiAddress(friend, /^\/hi\/secret-santa\/\d+$/);
    await expectToast(friend, testInfo, "आप ग्रुप में शामिल हो गए!");
    await expect(friend.getByText("अभी नाम नहीं निकाले गए हैं।")).toBeVisible();
    await friend.getByLabel("गिफ़्ट के आइडिया, हर लाइन में एक").fill(`${name} के लिए कुछ\nएक अच्छी किताब`);
    await friend.getByRole("button", { name: "विशलिस्ट सेव करें" }).click();
    await expectToast(friend, testInfo, "विशलिस्ट सेव हो गई।");
    await expect(friend.getByRole("listitem").filter({ hasText: `${name} (आप)` })).toContainText("विशलिस्ट में 2 चीज़ें");
    if (i === 0) await checkA11y(friend, testInfo);
    friends.push(friend);
  }

  // Among three, any exclusion would decide someone's recipient: refused in Hindi, the member named.
  await page.goto(hindi(groupPath));
  await expect(page.getByRole("heading", { name: "सदस्य (3)" })).toBeVisible();
  await page.getByLabel("सदस्य", { exact: true }).selectOption({ label: names[0] });
  await page.getByLabel("इनका नाम न मिले").selectOption({ label: names[1] });
  await page.getByRole("radio", { name: /एक तरफ़ से/ }).check();
  await page.getByRole("button", { name: "पाबंदी लगाएँ" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `पाबंदी नहीं लगी: तब ${names[0]} को सिर्फ़ ${names[2]} का नाम मिल सकता।` }),
  ).toBeVisible();
  await expectHindiAddress(page, /^\/hi\/secret-santa\/\d+$/);
  await expect(page.getByRole("radio", { name: /एक तरफ़ से/ })).toBeChecked();
  await checkA11y(page, testInfo);
  await page.getByRole("button", { name: "नाम निकालें" }).click();
  await expectToast(page, testInfo, "नाम निकल गए!");
  await expect(page.getByRole("link", { name: "देखें आपको किसके लिए गिफ़्ट लेना है" })).toBeVisible();

  // Each member sees only their own recipient, in Hindi: together the three recipients are the three members.
  const members: Page[] = [page, ...friends];
  const recipients: string[] = [];
  for (const [i, member] of members.entries()) {
    await member.goto(hindi(groupPath));
    await member.getByRole("link", { name: "देखें आपको किसके लिए गिफ़्ट लेना है" }).click();
    const heading = member.getByRole("heading", { level: 1, name: /^आप .+ के लिए गिफ़्ट ले रहे हैं$/ });
    await expect(heading).toBeVisible();
    await expectHindiAddress(member, /^\/hi\/secret-santa\/reveal\/\d+$/);
    const recipient = /^आप (.+) के लिए गिफ़्ट ले रहे हैं$/.exec(await heading.innerText())![1]!;
    expect(recipient).not.toBe(names[i]);
    await expect(member.getByRole("heading", { level: 2, name: `${recipient} की विशलिस्ट` })).toBeVisible();
    if (recipient === names[0]) await expect(member.getByText("अभी विशलिस्ट नहीं है।", { exact: false })).toBeVisible();
    else await expect(member.getByRole("listitem").filter({ hasText: `${recipient} के लिए कुछ` })).toBeVisible();
    // Nobody saved a gift address in this journey: the santa is told, in Hindi.
    await expect(member.getByText(`${recipient} ने अभी नहीं चुना है कि गिफ़्ट कहाँ भेजे जाएँ। बाद में देखें।`)).toBeVisible();
    // No one else's pair on the page.
    for (const other of names.filter((n) => n !== recipient && n !== names[i])) {
      await expect(member.getByRole("main")).not.toContainText(`आप ${other} के लिए`);
    }
    if (i === 0) {
      await expect(member).toHaveTitle("आपको किसके लिए गिफ़्ट लेना है | Nukkad");
      await checkA11y(member, testInfo);
    }
    recipients.push(recipient);
  }
  expect([...recipients].sort()).toEqual([...names].sort());

  // The way back to the group stays in the Hindi store, where the organiser's page names no pairs.
  await page.getByRole("link", { name: "ग्रुप पर वापस जाएँ" }).click();
  await expectHindiAddress(page, /^\/hi\/secret-santa\/\d+$/);
  await expect(page.getByText(/नाम निकल गए$/)).toBeVisible();
  for (const n of names) await expect(page.getByRole("main")).not.toContainText(`आप ${n} के लिए`);
  for (const friend of friends) await friend.context().close();
});
