// @vitest-environment happy-dom
/**
 * The wallet, gift card, privacy and deletion screens and "we don't deliver here" in Hindi
 * (docs/decisions/055-hindi.md): with their page's words (the `account` part, with every page's) they
 * speak Hindi, dates with Hindi months and money as it is; without them, the English they always did.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { DeleteAccountForm } from "~/components/account/delete-account-form";
import { DeletionFeedbackForm } from "~/components/account/deletion-feedback-form";
import { BuyGiftCardForm, RedeemGiftCardForm } from "~/components/account/gift-card-forms";
import { BoughtGiftCards, ReceivedGiftCards } from "~/components/account/gift-card-list";
import { MarketingConsentForm, RetentionTable } from "~/components/account/privacy-sections";
import { WalletSummary } from "~/components/account/wallet-summary";
import { WalletTransactions } from "~/components/account/wallet-transactions";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import type { BoughtGiftCard, ReceivedGiftCard, WalletEntryView } from "~/lib/views/wallet";

afterEach(cleanup);

const account = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.account };

const entry: WalletEntryView = {
  id: 7,
  bucket: "gift",
  amount: 50_000,
  balanceAfter: 50_000,
  kind: "gift_redeem",
  // The wallet service says the ledger's line in the request's language (ledger.server.ts).
  description: "गिफ़्ट कार्ड ••••HXTL रिडीम किया",
  createdAt: "2026-11-28T10:05:00.000Z",
};
const card = { status: "active", expiresAt: "2027-11-28T10:05:00.000Z", createdAt: "2026-11-28T10:05:00.000Z", message: null } as const;
const bought: BoughtGiftCard[] = [
  {
    ...card,
    id: 1,
    amount: 30_000,
    recipientLabel: "Meera",
    recipientPhone: "9898989898",
    self: false,
    last4: "2WR7",
    code: "7W6L-6N5K-MV6T-2WR7",
  },
  {
    ...card,
    id: 2,
    amount: 50_000,
    recipientLabel: "You",
    recipientPhone: "9812345678",
    self: true,
    last4: "HXTL",
    code: null,
    status: "redeemed",
  },
];
const received: ReceivedGiftCard[] = [{ ...card, id: 3, amount: 20_000, senderName: null, last4: "K9PQ", status: "expired" }];

describe("the wallet in Hindi", () => {
  it("names the balances and the ledger in Hindi, its dates with a Hindi month and its money as it is", () => {
    renderPage(
      <>
        <WalletSummary balance={{ cash: 0, gift: 50_000, total: 50_000 }} />
        <WalletTransactions entries={[entry]} olderHref="/account/wallet?before=7" newestHref={null} />
      </>,
      account,
    );
    expect(screen.getByRole("heading", { name: "कुल बैलेंस" })).toBeTruthy();
    expect(screen.getByText("नुक्कड़ कैश")).toBeTruthy();
    expect(screen.getByText("सिर्फ़ ऑर्डर के लिए, गिफ़्ट कार्ड के लिए नहीं")).toBeTruthy();
    const ledger = screen.getByTestId("wallet-transactions");
    expect(within(ledger).getByText("28 नव॰ 2026, 3:35 pm")).toBeTruthy();
    expect(ledger.textContent).toContain("जमा +₹500");
    expect(within(ledger).getByText("इसके बाद गिफ़्ट कार्ड बैलेंस: ₹500")).toBeTruthy();
    expect(screen.getByRole("link", { name: "पुराने" })).toBeTruthy();
  });

  it("keeps the English words on an English page", () => {
    renderPage(<WalletTransactions entries={[{ ...entry, description: "Added money" }]} olderHref={null} newestHref={null} />, null);
    expect(screen.getByRole("heading", { name: "Transactions" })).toBeTruthy();
    expect(screen.getByText("28 Nov 2026, 3:35 pm")).toBeTruthy();
    expect(screen.getByText("Gift card balance after: ₹500")).toBeTruthy();
  });
});

describe("gift cards in Hindi", () => {
  it("labels the redeem and buy forms in Hindi, with the amount picker's hint", () => {
    const values = { recipient: "other", recipientPhone: "", recipientName: "", message: "", amount: "" } as const;
    renderPage(
      <>
        <RedeemGiftCardForm failure={null} busy={false} />
        <BuyGiftCardForm
          values={values}
          failure={null}
          presets={[50_000]}
          min={10_000}
          max={1_000_000}
          messageMax={200}
          nameMax={60}
          busy={false}
        />
      </>,
      account,
    );
    expect(screen.getByLabelText("गिफ़्ट कार्ड कोड")).toBeTruthy();
    expect(screen.getByRole("button", { name: "रिडीम करें" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "यह किसके लिए है?" })).toBeTruthy();
    expect(screen.getByLabelText("किसी और के लिए")).toBeTruthy();
    expect(screen.getByLabelText("उनका मोबाइल नंबर")).toBeTruthy();
    expect(screen.getByLabelText("या रकम लिखें (₹)")).toBeTruthy();
    expect(screen.getByText("₹100 से ₹10,000 तक, पूरे रुपयों में।")).toBeTruthy();
    expect(screen.getByText("ज़रूरी नहीं, 200 अक्षर तक")).toBeTruthy();
    expect(screen.getByRole("button", { name: "पेमेंट के लिए आगे बढ़ें" })).toBeTruthy();
  });

  it("lists bought and received cards in Hindi: who they are for or from, their state and their last day", () => {
    renderPage(
      <>
        <BoughtGiftCards cards={bought} />
        <ReceivedGiftCards cards={received} />
      </>,
      account,
    );
    expect(screen.getByRole("heading", { name: "₹300 Meera के लिए" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "₹500 आपके लिए" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "एक दोस्त की ओर से ₹200" })).toBeTruthy();
    expect(screen.getByText("अभी रिडीम नहीं हुआ")).toBeTruthy();
    expect(screen.getByText("रिडीम हो गया")).toBeTruthy();
    expect(screen.getByText("28 नव॰ 2027 तक मान्य")).toBeTruthy();
    expect(screen.getByText("28 नव॰ 2027 को एक्सपायर हो गया")).toBeTruthy();
    expect(screen.getByText(/कोड के आखिरी अंक K9PQ \(आपको SMS से भेजा गया\)/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "2WR7 पर खत्म होने वाले गिफ़्ट कार्ड की शर्तें" })).toBeTruthy();
  });
});

describe("a gift card bought for oneself", () => {
  // The redeem form is at the top of the page (routes/account.gifts._index.tsx), above the list of cards.
  const mine: BoughtGiftCard[] = [{ ...bought[1]!, id: 4, code: "7W6L-6N5K-MV6T-HXTL", status: "active" }];

  it("points to the redeem form above the list, in English", () => {
    renderPage(<BoughtGiftCards cards={mine} />, null);
    expect(screen.getByText("Redeem it with the form above, or give it to someone.")).toBeTruthy();
  });

  it("and in Hindi", () => {
    renderPage(<BoughtGiftCards cards={mine} />, account);
    expect(screen.getByText("इसे ऊपर दिए फ़ॉर्म से रिडीम करें, या किसी को दे दें।")).toBeTruthy();
  });
});

describe("privacy and deleting the account in Hindi", () => {
  it("says what is kept and the marketing switch's state in Hindi, the state in bold", () => {
    renderPage(
      <>
        <RetentionTable />
        <MarketingConsentForm optedIn since="2026-11-28T10:05:00.000Z" busy={false} />
      </>,
      account,
    );
    expect(screen.getByRole("columnheader", { name: "कब तक" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "फ़ोन नंबर और नाम" })).toBeTruthy();
    const status = screen.getByTestId("marketing-status");
    expect(status.textContent).toBe("SMS से ऑफ़र चालू हैं (आपने 28 नव॰ 2026, 3:35 pm को हाँ कहा था)। आपके ऑर्डर और लॉग इन कोड के SMS हमेशा आते हैं।");
    expect(within(status).getByText("चालू").tagName).toBe("STRONG");
    expect(screen.getByRole("button", { name: "मार्केटिंग SMS बंद करें" })).toBeTruthy();
  });

  it("asks for the code, the reason and the wallet's tick in Hindi", () => {
    const code = { open: true, resendInSeconds: 0, maskedPhone: "******5678", length: 6, demo: false };
    renderPage(
      <DeleteAccountForm
        preview={{ walletBalance: 50_000, liveOrders: 0, paymentsInFlight: 0 }}
        code={code}
        failure={null}
        busyIntent={null}
      />,
      account,
    );
    expect(screen.getByTestId("wallet-balance").textContent).toBe(
      "आपके वॉलेट में ₹500 हैं। यह रकम वापस नहीं मिलती, और अकाउंट हटाने पर चली जाती है। हो सके तो पहले इसे खर्च कर लें।",
    );
    expect(screen.getByLabelText("SMS में आया कोड")).toBeTruthy();
    expect(screen.getByText("******5678 पर भेजा गया: 6 अंक, 10 मिनट तक मान्य।")).toBeTruthy();
    expect(screen.getByRole("option", { name: "दाम या फ़ीस बहुत ज़्यादा हैं" })).toBeTruthy();
    expect(screen.getByLabelText("मुझे पता है कि मेरा ₹500 का वॉलेट बैलेंस छूट जाएगा।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरा अकाउंट हमेशा के लिए हटाएँ" })).toBeTruthy();
  });

  it("asks why in Hindi after deleting, offering a reason from the app's link as words", () => {
    renderPage(<DeletionFeedbackForm reason="app_crashes" subreason="" failure={null} />, account);
    expect(screen.getByRole("heading", { name: "आपका अकाउंट हट गया है" })).toBeTruthy();
    const reason = screen.getByLabelText("आपने अकाउंट क्यों छोड़ा?");
    expect(within(reason).getByRole("option", { name: "कुछ और" })).toBeTruthy();
    expect(within(reason).getByRole("option", { name: "app crashes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "फ़ीडबैक भेजें" })).toBeTruthy();
  });
});

describe("'we don't deliver here' in Hindi", () => {
  it("says in Hindi, with every page's words, that a place is not served yet", () => {
    renderPage(<NonServiceable label="Leh, Ladakh" />, HINDI_PARTS["every-page"]);
    expect(screen.getByRole("heading", { name: "माफ़ कीजिए, हम अभी Leh, Ladakh पर डिलीवरी नहीं करते" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "जगह बदलें" })).toBeTruthy();
  });
});
