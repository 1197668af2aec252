/** What the sandbox gateway's hosted page shows besides the payment itself (routes/sandbox-pay.$orderId.tsx; README, "Payments"). */
import qrcode from "qrcode-generator";
import { BANKS, EXTERNAL_WALLETS, isPaymentMethodId, MEAL_CARD_PROVIDERS, methodLabels, PAY_LATER_PROVIDERS } from "~/lib/payment-methods";
import { say } from "~/lib/i18n/request-language.server";

/** The UPI QR code of a payment, as an SVG the page inlines (no script, so it shows without JavaScript). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
}

/** Who the shopper is paying on the bank's, wallet's or provider's screen, in the page's language (brands stay as they are). */
export function payeeName(method: string, i: Record<string, string | number | boolean>): string {
  const all = [
    ...BANKS.map((b) => ({ code: b.code, name: say("{bank} NetBanking", { bank: b.name }) })),
    ...EXTERNAL_WALLETS,
    ...PAY_LATER_PROVIDERS,
    ...MEAL_CARD_PROVIDERS,
  ];
  const code = i.bank ?? i.wallet ?? i.provider;
  return all.find((x) => x.code === code)?.name ?? (isPaymentMethodId(method) ? methodLabels(say)[method].label : say("Payment"));
}
