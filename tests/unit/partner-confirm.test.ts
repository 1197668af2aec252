import { describe, expect, it } from "vitest";
import { partnerLoginNeedsConfirmation, phoneEnding } from "~/lib/partner-confirm";

// docs/rules.md#partner-login: when a partner's code must be confirmed before it logs anyone in.
const base = { partnerUserId: 7, sessionUserId: null, fetchSite: null, partnerMarker: false };

describe("partnerLoginNeedsConfirmation", () => {
  it("asks whenever another shopper is logged in, whatever the request says", () => {
    for (const fetchSite of [null, "none", "same-origin", "cross-site"]) {
      for (const partnerMarker of [false, true]) {
        expect(
          partnerLoginNeedsConfirmation({ ...base, sessionUserId: 3, fetchSite, partnerMarker }),
          `${fetchSite} ${partnerMarker}`,
        ).toBe(true);
      }
    }
  });

  it("asks for a link from another site (or a sibling subdomain) unless the partner's marker is there", () => {
    expect(partnerLoginNeedsConfirmation({ ...base, fetchSite: "cross-site" })).toBe(true);
    expect(partnerLoginNeedsConfirmation({ ...base, fetchSite: "same-site" })).toBe(true);
    expect(partnerLoginNeedsConfirmation({ ...base, fetchSite: "cross-site", sessionUserId: 7 })).toBe(true);
    expect(partnerLoginNeedsConfirmation({ ...base, fetchSite: "cross-site", partnerMarker: true })).toBe(false);
    expect(partnerLoginNeedsConfirmation({ ...base, fetchSite: "cross-site", partnerMarker: true, sessionUserId: 7 })).toBe(false);
  });

  it("stays one step when the partner's app opens the page, or the store's own page sends it, for nobody or the same shopper", () => {
    for (const fetchSite of [null, "none", "same-origin"]) {
      expect(partnerLoginNeedsConfirmation({ ...base, fetchSite }), String(fetchSite)).toBe(false);
      expect(partnerLoginNeedsConfirmation({ ...base, fetchSite, sessionUserId: 7 }), String(fetchSite)).toBe(false);
    }
  });
});

describe("phoneEnding", () => {
  it("keeps the last four digits only", () => {
    expect(phoneEnding("9876543210")).toBe("3210");
    expect(phoneEnding("+91 98765 43210")).toBe("3210");
  });
});
