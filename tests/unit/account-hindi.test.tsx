// @vitest-environment happy-dom
/**
 * The account's forms in Hindi (docs/decisions/055-hindi.md): with the account's words (the `account` part, which the
 * account layout's loader sends) the address and profile forms speak Hindi; without them, the English they always did.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { AddressForm } from "~/components/account/address-form";
import { ProfileForm } from "~/components/account/profile-form";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";

afterEach(cleanup);

const hindi = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.account };
const addressForm = (
  <AddressForm values={{ label: "Home" }} failure={null} redirectTo={null} cancelHref="/account/addresses" busy={false} />
);

describe("the account's forms in Hindi", () => {
  it("labels the address form in Hindi, with the pincode's hint", () => {
    renderPage(addressForm, hindi);
    expect(screen.getByRole("group", { name: "पता इस नाम से सेव करें" })).toBeTruthy();
    expect(screen.getByLabelText("होम")).toBeTruthy();
    expect(screen.getByLabelText("मकान / फ़्लैट नंबर")).toBeTruthy();
    expect(screen.getByLabelText("इलाका").getAttribute("placeholder")).toBe("जैसे DLF Phase 3");
    expect(screen.getByLabelText("पिनकोड").getAttribute("title")).toBe("6 अंकों का पिनकोड");
    expect(screen.getAllByText("ज़रूरी नहीं").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "पता सेव करें" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "कैंसल करें" })).toBeTruthy();
  });

  it("labels the profile form in Hindi", () => {
    renderPage(<ProfileForm name="Asha" email={null} failure={null} />, hindi);
    expect(screen.getByLabelText("नाम")).toBeTruthy();
    expect(screen.getByLabelText("ईमेल")).toBeTruthy();
    expect(screen.getByRole("button", { name: "प्रोफ़ाइल सेव करें" })).toBeTruthy();
  });

  it("keeps the English words on an English page", () => {
    renderPage(addressForm, null);
    expect(screen.getByRole("group", { name: "Save address as" })).toBeTruthy();
    expect(screen.getByLabelText("House / flat number")).toBeTruthy();
    expect(screen.getByLabelText("Pincode").getAttribute("title")).toBe("A 6-digit pincode");
    expect(screen.getByRole("button", { name: "Save address" })).toBeTruthy();
  });
});
