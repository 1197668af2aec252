import { Link } from "@remix-run/react";
import { InfoSection, ReachUs } from "./info-page";
import { LinkedText } from "./linked-text";
import { useFeatures } from "~/components/layout/features";
import { useT } from "~/components/layout/use-t";

const LINK = "font-semibold text-leaf-800 underline";

/** A link inside an answer: `[label]` of a LinkedText. */
const linkTo = (to: string) => (label: string) => (
  <Link to={to} className={LINK}>
    {label}
  </Link>
);

function questions(t: ReturnType<typeof useT>): { id: string; q: string; a: React.ReactNode }[] {
  return [
    {
      id: "when",
      q: t("When will my order arrive?"),
      a: t(
        "Most orders reach you in 10 to 30 minutes from a store near you. The time shown before you pay is our promise for that order; your order page shows where it is now.",
      ),
    },
    {
      id: "cancel",
      q: t("Can I cancel an order?"),
      a: t(
        "Yes, until it is packed. Open the order from My orders and choose “Cancel order”. If you paid online, the money goes back to your Nukkad Cash at once, and you can spend it on your next order.",
      ),
    },
    {
      id: "wrong",
      q: t("Something is missing, damaged or wrong in my order"),
      a: (
        <LinkedText
          text={t(
            "Open the order in [My orders] and use “Need help with this order?”. Tell us what went wrong; we reply on the same page, usually within a few hours, and refund or replace what was missing or spoiled.",
          )}
          links={[linkTo("/account/orders")]}
        />
      ),
    },
    {
      id: "pay",
      q: t("How can I pay?"),
      a: t(
        "UPI, debit or credit card, net banking, wallets, pay later, meal cards, or cash on delivery for orders up to ₹5,000. Prices on the store include all taxes.",
      ),
    },
    {
      id: "fees",
      q: t("What are the delivery and other fees?"),
      a: t(
        "Delivery is free from ₹199. Below that it is ₹15 (₹30 under ₹99), plus a ₹20 small-cart fee under ₹99. Every order has a ₹4 handling fee; late at night (11 pm to 6 am) and in heavy rain a small extra fee applies. You see every fee on the bill before you pay.",
      ),
    },
    {
      id: "login",
      q: t("I did not get my login code"),
      a: t(
        "Wait a minute and choose “Resend code”. To stop misuse we send at most 5 codes an hour to one number. Check that the number has no typo and can receive text messages.",
      ),
    },
    {
      id: "location",
      q: t("Why can I not order to my address?"),
      a: (
        <LinkedText
          text={t(
            "We deliver only from stores near you, and not every area has one yet. You can [change your location] to see what is available there.",
          )}
          links={[linkTo("/location")]}
        />
      ),
    },
    {
      id: "print",
      q: t("How do printouts work?"),
      a: (
        <LinkedText
          text={t(
            "Upload a PDF or photo on [Print documents], choose copies and colour, and we deliver the pages with your order. Your files are deleted 24 hours after delivery.",
          )}
          links={[linkTo("/print")]}
        />
      ),
    },
  ];
}

export function HelpContent() {
  const features = useFeatures();
  const t = useT();
  // The printouts answer links to the print store, which the "print" flag may switch off (docs/rules.md#feature-flags).
  const shown = questions(t).filter((question) => question.id !== "print" || features.print);
  return (
    <>
      <InfoSection id="faq" title={t("Common questions")}>
        {shown.map(({ id, q, a }) => (
          <details key={id} className="rounded-lg border border-gray-200 p-3">
            <summary className="min-h-6 cursor-pointer font-semibold">{q}</summary>
            <p className="mt-2">{a}</p>
          </details>
        ))}
      </InfoSection>
      <ReachUs />
    </>
  );
}
