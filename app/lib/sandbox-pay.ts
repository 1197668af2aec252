/**
 * The sandbox gateway's hosted page (routes/sandbox-pay.$orderId.tsx) as the server hands it to the page, and
 * what the page says when it does not open at this address. Shared by the page's components and its services.
 */

/** What the page says when it does not open at this address (a 403, shown by the route's error boundary). */
export const NO_SANDBOX_PAYMENTS_HERE =
  "Online payment is not available at this address: this is a demo store whose payments are simulated, so nothing can be paid here and nothing was charged.";

/** One hosted payment, as its page shows it. */
export interface SandboxPageView {
  id: string;
  /** Paise. */
  amount: number;
  method: string;
  /** The hosted order's status: created, attempted, paid or failed. */
  status: string;
  /** Why it failed, in the page's language when the shop knows the reason. */
  failureReason: string | null;
  savedCard: { network: string; last4: string } | null;
  /** The UPI ID a collect request went to. */
  vpa: string | null;
  upiFlow: "qr" | "collect";
  upiUri: string;
  /** The UPI QR code, an SVG made on the server from our own UPI address; null outside the QR flow. */
  qrSvg: string | null;
  /** Who the shopper is paying on this screen ("HDFC Bank NetBanking", "Paytm Wallet"). */
  payee: string;
  testCards: { success: readonly string[]; declined: string; pending: string };
  testVpas: { success: string; failure: string; pending: string };
}
