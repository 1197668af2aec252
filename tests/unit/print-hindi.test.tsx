// @vitest-environment happy-dom
/**
 * The print service's pages in Hindi (docs/decisions/055-hindi.md): the landing, its layout translated as its
 * loader translates it and its own words from the `print` part, and the preview's upload section, whose refusals
 * the browser found in English and the page says in Hindi. Without the words, the English they always had.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { UploadSection } from "~/components/print/preview/upload-section";
import type { PrintUploader } from "~/components/print/preview/use-print-uploader";
import { PrintWidgetFeed } from "~/components/widgets/print-registry";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { fileConstraints } from "~/services/print/preview.server";
import { DEFAULT_PRINT_TERMS } from "~/lib/operator-settings";
import { printLayoutInLanguage } from "~/services/print/landing.server";
import { printLayout } from "~/services/seed/print-layout";

afterEach(cleanup);

const hindi = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.print };

/** The seeded layout as the landing's loader sends it at `path`. */
const layoutAt = (path: string) => inLanguageOf(new Request(`http://localhost${path}`), () => printLayoutInLanguage(printLayout()));

describe("the print landing in Hindi", () => {
  it("shows the layout and the page's own words in Hindi, prices and limits from the print config", () => {
    renderPage(<PrintWidgetFeed widgets={layoutAt("/hi/print")} terms={DEFAULT_PRINT_TERMS} />, hindi);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("डॉक्यूमेंट ऑनलाइन प्रिंट कराएँ, मिनटों में डिलीवरी");
    expect(screen.getByRole("link", { name: "डॉक्यूमेंट अपलोड करें" }).getAttribute("href")).toBe("/print/preview");
    expect(screen.getByText("10k+").parentElement?.textContent).toBe("10k+ खुश ग्राहक");
    expect(screen.getByText(/PDF, JPG, JPEG, PNG · हर ऑर्डर में 10 फ़ाइलें तक, हर फ़ाइल 10 MB और 200 पेज तक/)).toBeTruthy();
    expect(screen.getByText(/ऑर्डर डिलीवर या कैंसल होने के 24 घंटे बाद हम आपकी फ़ाइलें डिलीट कर देते हैं/)).toBeTruthy();

    const prices = within(screen.getByRole("region", { name: "कीमतें" }));
    expect(prices.getByText("ब्लैक एंड व्हाइट").nextElementSibling?.textContent).toBe("₹9 प्रति साइड");
    expect(prices.getByText("प्रिंट की डिलीवरी").nextElementSibling?.textContent).toBe("₹25 प्रति ऑर्डर");
    const colours = within(screen.getByRole("list", { name: "कलर या ब्लैक एंड व्हाइट: विकल्प" })).getAllByRole("listitem");
    expect(colours.map((li) => li.textContent)).toEqual(["ब्लैक एंड व्हाइट (डिफ़ॉल्ट)", "कलर"]);
    expect(within(screen.getByRole("list", { name: "कॉपी: विकल्प" })).getByRole("listitem").textContent).toBe("1 कॉपी (डिफ़ॉल्ट)");

    expect(screen.getAllByText("अगस्त 2022")).toHaveLength(3);
    expect(screen.getByText("प्रिया शर्मा")).toBeTruthy();
    expect(screen.getByText("पूरी पोस्ट पढ़ें")).toBeTruthy();
    expect(screen.getByText("ब्लॉग से")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "लोकप्रिय खोजें" })).toBeTruthy();
  });

  it("keeps the English words on an English page", () => {
    renderPage(<PrintWidgetFeed widgets={layoutAt("/print")} terms={DEFAULT_PRINT_TERMS} />, null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Print documents online, delivered in minutes");
    expect(screen.getByRole("region", { name: "Prices" })).toBeTruthy();
    expect(screen.getAllByText("Aug 2022")).toHaveLength(3);
  });
});

/** The uploader mid-upload: one file being sent, one the browser refused before sending (its message in English). */
const uploader: PrintUploader = {
  rows: [{ key: "u0", name: "notes.pdf", printId: null, phase: "sending", loaded: 50, total: 100 }],
  failures: [{ key: "f0", name: "song.mp3", message: "File format not supported" }],
  announcement: "",
  handling: new Set(),
  start: () => undefined,
  cancel: () => undefined,
  dismissFailures: () => undefined,
};
const section = (
  <UploadSection
    uploader={uploader}
    constraints={fileConstraints(0, DEFAULT_PRINT_TERMS.limits)}
    maxFiles={DEFAULT_PRINT_TERMS.limits.maxFilesPerOrder}
    files={[]}
    actionData={undefined}
  />
);

describe("the print preview's upload section in Hindi", () => {
  it("says the picker, the progress and the browser's refusal in Hindi", () => {
    renderPage(section, hindi);
    expect(screen.getByRole("heading", { name: "फ़ाइलें अपलोड करें" })).toBeTruthy();
    expect(screen.getByLabelText("प्रिंट के लिए फ़ाइलें चुनें")).toBeTruthy();
    expect(screen.getByText("PDF, JPG, JPEG या PNG, हर फ़ाइल 10 MB तक। आप 10 और फ़ाइलें जोड़ सकते हैं।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "notes.pdf का अपलोड कैंसल करें" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "notes.pdf अपलोड हो रही है" })).toBeTruthy();
    const refused = within(screen.getByRole("group", { name: "अपलोड नहीं हुआ" }));
    expect(refused.getByText("यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता")).toBeTruthy();
    expect(refused.getByRole("button", { name: "बंद करें" })).toBeTruthy();
  });

  it("keeps the English words on an English page", () => {
    renderPage(section, null);
    expect(screen.getByText("PDF, JPG, JPEG or PNG, up to 10 MB each. You can add 10 more files.")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "upload fail" })).getByText("File format not supported")).toBeTruthy();
  });
});
