// @vitest-environment happy-dom
/**
 * The login sheet in Hindi (docs/decisions/055-hindi.md): with the root's Hindi words (the `every-page` part, which
 * holds the sheet's) it opens and shows both steps in Hindi; without them (an English page) every word is the
 * English it always was.
 */
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { LoginFlow } from "~/components/auth/login-flow";
import { LoginSheetLink } from "~/components/auth/login-sheet";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";

afterEach(cleanup);

const hindi = HINDI_PARTS["every-page"];

describe("the login sheet in Hindi", () => {
  it("opens from the header's link with the phone step in Hindi", async () => {
    renderPage(<LoginSheetLink loggedIn={false} redirectTo="/" />, hindi);
    fireEvent.click(screen.getByRole("link", { name: "लॉग इन" }));
    expect(await screen.findByRole("heading", { name: "लॉग इन करें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "लॉग इन बंद करें" })).toBeTruthy();
    expect(screen.getByText("अपने मोबाइल नंबर से लॉग इन या साइन अप करें।")).toBeTruthy();
    const phone = screen.getByLabelText("मोबाइल नंबर");
    expect(phone.getAttribute("placeholder")).toBe("10 अंकों का मोबाइल नंबर");
    expect(screen.getByRole("button", { name: "आगे बढ़ें" })).toBeTruthy();
    expect(screen.getByText("इस नंबर पर SMS से एक OTP भेजा जाएगा।")).toBeTruthy();
  });

  it("shows the code step in Hindi, the phone number in bold inside the sentence", () => {
    renderPage(<LoginFlow redirectTo="/" step="otp" demo codeLength={6} />, hindi);
    expect(screen.getByRole("heading", { name: "वेरिफ़िकेशन कोड डालें" }).textContent).toBe("वेरिफ़िकेशन कोड डालें");
    expect(screen.getByText("आपके फ़ोन").tagName).toBe("STRONG");
    expect(screen.getByText("आपके फ़ोन").parentElement?.textContent).toBe("आपके फ़ोन पर SMS से भेजा गया। नंबर बदलें");
    const code = screen.getByLabelText("वेरिफ़िकेशन कोड");
    expect(code.getAttribute("title")).toBe("SMS में आया 6 अंकों का कोड");
    expect(screen.getByText("6 अंक, 10 मिनट तक मान्य।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "वेरिफ़ाई करें" })).toBeTruthy();
    expect(screen.getByLabelText("मुझे SMS से ऑफ़र भेजें")).toBeTruthy();
    expect(screen.getByRole("button", { name: "कोड फिर से भेजें" })).toBeTruthy();
    expect(screen.getByTestId("demo-mode-banner").textContent).toBe("डेमो मोड: कोई SMS नहीं भेजा जाता। अपना कोड यहाँ देखें: /dev/outbox");
  });

  it("keeps every word in English on an English page", () => {
    renderPage(<LoginFlow redirectTo="/" step="otp" demo codeLength={6} />, null);
    expect(screen.getByRole("heading", { name: "Enter verification code" })).toBeTruthy();
    expect(screen.getByText("your phone").parentElement?.textContent).toBe("Sent by SMS to your phone. Change number");
    expect(screen.getByLabelText("Verification code").getAttribute("title")).toBe("The 6-digit code from the SMS");
    expect(screen.getByText("6 digits, valid for 10 minutes.")).toBeTruthy();
    expect(screen.getByLabelText("Send me offers by SMS")).toBeTruthy();
    expect(
      screen.getByText(
        "Deals and new products from Nukkad, at most 2 texts a week. Optional. Stop any time with the link in every text, or in Account › Privacy.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("demo-mode-banner").textContent).toBe("Demo mode: no SMS is sent. Read your code at /dev/outbox");
  });
});
