import { Link } from "@remix-run/react";
import { STORE_INFO } from "~/lib/store-info";
import { InfoSection } from "./info-page";

const LINK = "font-semibold text-leaf-800 underline";

export function ContactContent() {
  return (
    <>
      <InfoSection id="order" title="About an order">
        <p>
          Open the order in{" "}
          <Link to="/account/orders" className={LINK}>
            My orders
          </Link>{" "}
          and use &ldquo;Need help with this order?&rdquo;. Your message reaches our support team with the order attached, and the answer
          appears on the same page.
        </p>
      </InfoSection>
      <InfoSection id="support" title="Customer support">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Email:{" "}
            <a href={`mailto:${STORE_INFO.email}`} className={LINK}>
              {STORE_INFO.email}
            </a>
          </li>
          <li>
            Phone:{" "}
            <a href={STORE_INFO.phoneHref} className={LINK}>
              {STORE_INFO.phone}
            </a>{" "}
            ({STORE_INFO.hours})
          </li>
        </ul>
        <p>We never ask for your login code, card number, CVV or UPI PIN. Anyone who does is not from Nukkad.</p>
      </InfoSection>
      <InfoSection id="grievance" title="Grievance officer">
        <p>
          If our answer did not settle a complaint, write to {STORE_INFO.grievanceOfficer} at{" "}
          <a href={`mailto:${STORE_INFO.grievanceEmail}`} className={LINK}>
            {STORE_INFO.grievanceEmail}
          </a>
          . We confirm your complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020
          require.
        </p>
      </InfoSection>
    </>
  );
}
