import { Link } from "@remix-run/react";
import { STORE_INFO } from "~/lib/store-info";
import { useT } from "~/components/layout/use-t";
import { InfoSection } from "./info-page";
import { LinkedText } from "./linked-text";

const LINK = "font-semibold text-leaf-800 underline";

export function TermsContent() {
  const t = useT();
  return (
    <>
      <InfoSection id="who" title={t("Who you are buying from")}>
        <p>
          {t(
            "{name} runs this website. The goods are sold to you by the store that serves your location, and delivered by our delivery partners. By placing an order you agree to these terms.",
            { name: STORE_INFO.name },
          )}
        </p>
      </InfoSection>
      <InfoSection id="account" title={t("Your account")}>
        <p>
          {t(
            "You log in with your mobile number and a one-time code. Keep your phone safe: anyone with the code can order from your account. You must be 18 or older to buy age-restricted products.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="prices" title={t("Prices and fees")}>
        <p>
          {t(
            "Prices include GST. Delivery, handling, small-cart, late-night and rain fees are shown on the bill before you pay; the bill you agree to is the one you pay. If a price on the site is plainly wrong (for example ₹1 for a television), we may cancel the order and refund you in full.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="stock" title={t("Stock and substitutes")}>
        <p>
          {t(
            "Stock changes quickly. If something runs out after you order, we tell you and refund it; we never send a substitute you did not agree to.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="cancel" title={t("Cancellations and refunds")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("You can cancel an order until it is packed, from its order page.")}</li>
          <li>
            {t(
              "Money paid online for a cancelled order goes back to your Nukkad Cash at once. Ask us if you want it back to the original payment method instead; banks take 5 to 7 working days.",
            )}
          </li>
          <li>
            {t(
              "Items that arrive damaged, expired or wrong: tell us within 48 hours through “Need help with this order?” and we refund or replace them. Fresh produce, dairy and opened personal care items cannot be returned for a change of mind.",
            )}
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="wallet" title={t("Nukkad Cash and gift cards")}>
        <p>
          {t(
            "Nukkad Cash does not expire and cannot be withdrawn as cash. Gift cards are valid for 12 months from purchase and are added to your Nukkad Cash when redeemed.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="fair-use" title={t("Fair use")}>
        <p>
          {t(
            "Please do not use the store to resell in bulk, to test stolen cards, or to overload it. We may limit or refuse orders that do.",
          )}
        </p>
      </InfoSection>
      <InfoSection id="disputes" title={t("Complaints and disputes")}>
        <p>
          <LinkedText
            text={t("Start with [Contact us]. These terms follow the laws of India, including the Consumer Protection Act, 2019.")}
            links={[
              (label) => (
                <Link to="/contact" className={LINK}>
                  {label}
                </Link>
              ),
            ]}
          />
        </p>
      </InfoSection>
    </>
  );
}
