import { STORE_INFO } from "~/lib/store-info";
import { useT } from "~/components/layout/use-t";
import { InfoSection } from "./info-page";
import { LinkedText } from "./linked-text";

/** What the store keeps, in plain words; docs/product/entities.md lists the same data field by field. */
export function PrivacyContent() {
  const t = useT();
  return (
    <>
      <InfoSection id="stored" title={t("What we store")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>{t("Your mobile number")}</strong>
            {t(", to log you in and to text you about your orders. Your name, if you give one.")}
          </li>
          <li>
            <strong>{t("Your delivery addresses")}</strong>
            {t(
              ": house, building, landmark, locality, pincode and where it is on the map (from your phone's location, a pin you place on a map, or your pincode's), so the delivery partner can find you.",
            )}
          </li>
          <li>
            <strong>{t("Your orders")}</strong>
            {t(
              ": what you bought, the prices, the bill and the address it went to, and any messages you send us about them. Tax law asks us to keep invoices for 6 years.",
            )}
          </li>
          <li>
            <strong>{t("Your cart")}</strong>
            {t(", and which store serves your location, so they are there when you come back.")}
          </li>
          <li>
            <strong>{t("Nukkad Cash and gift cards")}</strong>
            {t(": every credit and debit.")}
          </li>
          <li>
            <strong>{t("Files you upload to print")}</strong>
            {t(". We delete them 24 hours after the order is delivered or cancelled, or 24 hours after upload if you never order.")}
          </li>
          <li>
            <strong>{t("Login codes and sessions")}</strong>
            {t(", kept only a short time and then deleted, and counts of requests per device and network address, to stop abuse.")}
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="not-stored" title={t("What we never store")}>
        <p>
          <strong>{t("We never store your card number, CVV or UPI PIN.")}</strong>{" "}
          {t(
            "Payments are handled by our payment gateway. If you save a card, we keep only the gateway’s token for it, the card network and the last four digits, as RBI rules require.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="cookies" title={t("Cookies")}>
        <p>
          {t(
            "We use a few cookies that the store needs to work: one for your login, one for this device’s cart, one for your location, one for your 18+ answer during a visit and one for short messages after an action. No advertising or tracking cookies.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="shared" title={t("Who we share it with")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("The store and delivery partner handling your order see your name, phone and address for that order.")}</li>
          <li>{t("Our payment gateway sees the payment, not what you bought.")}</li>
          <li>{t("Our text-message provider sees your number and the message.")}</li>
          <li>
            {t(
              "The map's pictures come from a map tile server (OpenStreetMap's, unless we name another), which sees your network address (IP) and the part of the map shown. Your browser asks it only when you open a map to place a pin; we send it nothing else.",
            )}
          </li>
        </ul>
        <p>{t("We do not sell your data.")}</p>
      </InfoSection>
      <InfoSection id="rights" title={t("Your choices")}>
        <p>
          <LinkedText
            text={t(
              "You can change or delete your addresses in your account at any time. To get a copy of your data, or to delete your account, write to [{email}]; we answer within 30 days, as the Digital Personal Data Protection Act, 2023 asks. Invoices are kept with your name removed.",
              { email: STORE_INFO.grievanceEmail },
            )}
            links={[
              (email) => (
                <a href={`mailto:${STORE_INFO.grievanceEmail}`} className="font-semibold text-leaf-800 underline">
                  {email}
                </a>
              ),
            ]}
          />
        </p>
      </InfoSection>
    </>
  );
}
