import { Link } from "@remix-run/react";
import { STORE_INFO } from "~/lib/store-info";
import { useT } from "~/components/layout/use-t";
import { InfoSection } from "./info-page";
import { LinkedText } from "./linked-text";

const LINK = "font-semibold text-leaf-800 underline";

export function ContactContent() {
  const t = useT();
  const mailTo = (address: string) => (label: string) => (
    <a href={`mailto:${address}`} className={LINK}>
      {label}
    </a>
  );
  return (
    <>
      <InfoSection id="order" title={t("About an order")}>
        <p>
          <LinkedText
            text={t(
              "Open the order in [My orders] and use “Need help with this order?”. Your message reaches our support team with the order attached, and the answer appears on the same page.",
            )}
            links={[
              (label) => (
                <Link to="/account/orders" className={LINK}>
                  {label}
                </Link>
              ),
            ]}
          />
        </p>
      </InfoSection>
      <InfoSection id="support" title={t("Customer support")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <LinkedText text={t("Email: [{email}]", { email: STORE_INFO.email })} links={[mailTo(STORE_INFO.email)]} />
          </li>
          <li>
            <LinkedText
              text={t("Phone: [{phone}] ({hours})", { phone: STORE_INFO.phone, hours: t(STORE_INFO.hours) })}
              links={[
                (phone) => (
                  <a href={STORE_INFO.phoneHref} className={LINK}>
                    {phone}
                  </a>
                ),
              ]}
            />
          </li>
        </ul>
        <p>{t("We never ask for your login code, card number, CVV or UPI PIN. Anyone who does is not from Nukkad.")}</p>
      </InfoSection>
      <InfoSection id="grievance" title={t("Grievance officer")}>
        <p>
          <LinkedText
            text={t(
              "If our answer did not settle a complaint, write to {officer} at [{email}]. We confirm your complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require.",
              { officer: t(STORE_INFO.grievanceOfficer), email: STORE_INFO.grievanceEmail },
            )}
            links={[mailTo(STORE_INFO.grievanceEmail)]}
          />
        </p>
      </InfoSection>
    </>
  );
}
