/**
 * Indian mobile numbers (docs/rules.md#phone-numbers): ten digits starting 6–9. What
 * shoppers type varies ("+91 98765 43210", "098765-43210"), so spaces and
 * hyphens go, then one country or trunk prefix. "91" and "0" are stripped
 * only when what remains is ten digits: 9198765432 is itself a valid number.
 */
export const PHONE_ERROR = "Enter a valid mobile number.";

const MOBILE = /^[6-9]\d{9}$/;

export function normalisePhone(raw: string): string {
  let digits = raw.replace(/[\s-]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

export function isValidPhone(phone: string): boolean {
  return MOBILE.test(phone);
}

export type ParsedPhone = { ok: true; phone: string } | { ok: false; message: string };

/** The normalised ten digits, or the shopper-facing message. */
export function parsePhone(raw: unknown): ParsedPhone {
  if (typeof raw !== "string") return { ok: false, message: PHONE_ERROR };
  const phone = normalisePhone(raw);
  return isValidPhone(phone) ? { ok: true, phone } : { ok: false, message: PHONE_ERROR };
}

/** 9876543210 → "+91 98765 43210", how shoppers write their own number. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** "9876543210" → "******3210": enough for the shopper to recognise, nothing for a shoulder-surfer. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return phone;
  return "*".repeat(phone.length - 4) + phone.slice(-4);
}
