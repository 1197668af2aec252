/** AWS Signature Version 4 for S3, by hand (no SDK): presigned URLs and signed requests. */
import { createHash, createHmac } from "node:crypto";

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** SHA-256 of an empty body, hex: what GET, HEAD and DELETE sign as their payload. */
export const EMPTY_SHA256 = createHash("sha256").update("").digest("hex");
const SERVICE = "s3";

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded. */
export function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 object paths: each segment encoded, the slashes kept (S3 does not double-encode). */
export function awsEncodePath(pathname: string): string {
  return pathname.split("/").map(awsEncode).join("/");
}

function amzDate(now: Date): { dateTime: string; date: string } {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { dateTime, date: dateTime.slice(0, 8) };
}

export function canonicalQuery(params: [string, string][]): string {
  return params
    .map(([k, v]) => [awsEncode(k), awsEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** Lower-case names, trimmed values with inner runs of spaces collapsed, sorted by name. */
function canonicalHeaders(headers: Record<string, string>): { block: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { block: entries.map(([k, v]) => `${k}:${v}\n`).join(""), signed: entries.map(([k]) => k).join(";") };
}

/** The canonical request of SigV4, from a URL whose pathname is already encoded once. */
export function s3CanonicalRequest(input: {
  method: string;
  url: URL;
  query: [string, string][];
  headers: Record<string, string>;
  payloadHash: string;
}): { canonical: string; signedHeaders: string } {
  const { block, signed } = canonicalHeaders(input.headers);
  const canonical = [input.method, input.url.pathname || "/", canonicalQuery(input.query), block, signed, input.payloadHash].join("\n");
  return { canonical, signedHeaders: signed };
}

function signature(creds: S3Credentials, now: Date, canonical: string): { signature: string; scope: string } {
  const { dateTime, date } = amzDate(now);
  const scope = `${date}/${creds.region}/${SERVICE}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", dateTime, scope, sha256Hex(canonical)].join("\n");
  const kDate = hmac(`AWS4${creds.secretAccessKey}`, date);
  const kSigning = hmac(hmac(hmac(kDate, creds.region), SERVICE), "aws4_request");
  return { signature: createHmac("sha256", kSigning).update(stringToSign).digest("hex"), scope };
}

/**
 * A presigned (query-string) URL. Every header given is signed along with host, so the request must carry
 * exactly those values: for uploads, content-length and content-type. The payload is not signed.
 */
export function presignS3Url(input: {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: S3Credentials;
  now: Date;
  expiresInSeconds: number;
}): string {
  const url = new URL(input.url);
  const { dateTime, date } = amzDate(input.now);
  const headers = { ...input.headers, host: url.host };
  const { signed } = canonicalHeaders(headers);
  const query: [string, string][] = [
    ...url.searchParams,
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${input.credentials.accessKeyId}/${date}/${input.credentials.region}/${SERVICE}/aws4_request`],
    ["X-Amz-Date", dateTime],
    ["X-Amz-Expires", String(input.expiresInSeconds)],
    ["X-Amz-SignedHeaders", signed],
  ];
  const { canonical } = s3CanonicalRequest({ method: input.method, url, query, headers, payloadHash: "UNSIGNED-PAYLOAD" });
  const { signature: sig } = signature(input.credentials, input.now, canonical);
  return `${url.origin}${url.pathname}?${canonicalQuery(query)}&X-Amz-Signature=${sig}`;
}

/**
 * Headers for a request signed in the Authorization header: the given ones plus x-amz-date,
 * x-amz-content-sha256 and Authorization (host is signed but left for fetch to send).
 */
export function signS3Request(input: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payloadHash: string;
  credentials: S3Credentials;
  now: Date;
}): Record<string, string> {
  const url = new URL(input.url);
  const sent: Record<string, string> = {
    ...input.headers,
    "x-amz-content-sha256": input.payloadHash,
    "x-amz-date": amzDate(input.now).dateTime,
  };
  const { canonical, signedHeaders } = s3CanonicalRequest({
    method: input.method,
    url,
    query: [...url.searchParams],
    headers: { ...sent, host: url.host },
    payloadHash: input.payloadHash,
  });
  const { signature: sig, scope } = signature(input.credentials, input.now, canonical);
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${sig}`,
  };
}
