import { STORE_INFO } from "~/lib/store-info";
import { InfoSection } from "./info-page";

/** What the store keeps, in plain words; docs/product/entities.md lists the same data field by field. */
export function PrivacyContent() {
  return (
    <>
      <InfoSection id="stored" title="What we store">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Your mobile number</strong>, to log you in and to text you about your orders. Your name, if you give one.
          </li>
          <li>
            <strong>Your delivery addresses</strong>: house, building, landmark, locality, pincode and the map pin, so the delivery partner
            can find you.
          </li>
          <li>
            <strong>Your orders</strong>: what you bought, the prices, the bill and the address it went to, and any messages you send us
            about them. Tax law asks us to keep invoices for 6 years.
          </li>
          <li>
            <strong>Your cart</strong>, and which store serves your location, so they are there when you come back.
          </li>
          <li>
            <strong>Nukkad Cash and gift cards</strong>: every credit and debit.
          </li>
          <li>
            <strong>Files you upload to print</strong>. We delete them 24 hours after the order is delivered or cancelled, or 24 hours after
            upload if you never order.
          </li>
          <li>
            <strong>Login codes and sessions</strong>, kept only a short time and then deleted, and counts of requests per device and
            network address, to stop abuse.
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="not-stored" title="What we never store">
        <p>
          <strong>We never store your card number, CVV or UPI PIN.</strong> Payments are handled by our payment gateway. If you save a card,
          we keep only the gateway&rsquo;s token for it, the card network and the last four digits, as RBI rules require.
        </p>
      </InfoSection>
      <InfoSection id="cookies" title="Cookies">
        <p>
          We use a few cookies that the store needs to work: one for your login, one for this device&rsquo;s cart, one for your location,
          one for your 18+ answer during a visit and one for short messages after an action. No advertising or tracking cookies.
        </p>
      </InfoSection>
      <InfoSection id="shared" title="Who we share it with">
        <ul className="list-disc space-y-1 pl-5">
          <li>The store and delivery partner handling your order see your name, phone and address for that order.</li>
          <li>Our payment gateway sees the payment, not what you bought.</li>
          <li>Our text-message provider sees your number and the message.</li>
        </ul>
        <p>We do not sell your data.</p>
      </InfoSection>
      <InfoSection id="rights" title="Your choices">
        <p>
          You can change or delete your addresses in your account at any time. To get a copy of your data, or to delete your account, write
          to{" "}
          <a href={`mailto:${STORE_INFO.grievanceEmail}`} className="font-semibold text-leaf-800 underline">
            {STORE_INFO.grievanceEmail}
          </a>
          ; we answer within 30 days, as the Digital Personal Data Protection Act, 2023 asks. Invoices are kept with your name removed.
        </p>
      </InfoSection>
    </>
  );
}
