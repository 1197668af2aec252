/**
 * A local stand-in for an S3-compatible bucket, for tests only: path-style
 * PUT, GET, HEAD and DELETE of objects and ListObjectsV2, each checked like
 * S3 checks it — the SigV4 signature recomputed here, independently of the
 * app's signer, from the request exactly as it arrived (method, raw path and
 * query, the signed headers' received values, the body's hash), whether it
 * came signed in the Authorization header or as a presigned URL.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  /** The endpoint (use with forcePathStyle). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  /** Every request seen, with why it was refused (null when accepted). */
  requests: { method: string; path: string; refused: string | null }[];
  stop(): Promise<void>;
}

const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "20130524T000000Z" → Date. */
function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

export async function startFakeS3(options: { pageSize?: number } = {}): Promise<FakeS3> {
  const region = "test-region-1";
  const bucket = "print-bucket";
  const accessKeyId = "AKIAFAKES3TEST";
  const secretAccessKey = "fake-s3-secret/for+tests";
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3["requests"] = [];

  /** Null when the signature is S3's idea of right, else the reason. */
  function checkSignature(req: http.IncomingMessage, rawPath: string, rawQuery: string, body: Buffer): string | null {
    const pairs = rawQuery
      ? rawQuery.split("&").map((p) => {
          const i = p.indexOf("=");
          const [k, v] = i < 0 ? [p, ""] : [p.slice(0, i), p.slice(i + 1)];
          return [decodeURIComponent(k), decodeURIComponent(v)] as [string, string];
        })
      : [];
    const query = new Map(pairs);
    const presigned = query.has("X-Amz-Signature");
    let credential: string, signedHeaders: string, given: string, dateTime: string, payloadHash: string;
    if (presigned) {
      if (query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") return "algorithm";
      credential = query.get("X-Amz-Credential") ?? "";
      signedHeaders = query.get("X-Amz-SignedHeaders") ?? "";
      given = query.get("X-Amz-Signature") ?? "";
      dateTime = query.get("X-Amz-Date") ?? "";
      const signedAt = parseAmzDate(dateTime);
      const expires = Number(query.get("X-Amz-Expires"));
      if (!signedAt || !Number.isInteger(expires)) return "malformed presigned URL";
      if (Date.now() > signedAt.getTime() + expires * 1000) return "expired";
      payloadHash = "UNSIGNED-PAYLOAD";
    } else {
      const m = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? "",
      );
      if (!m) return "no authorization";
      [, credential = "", signedHeaders = "", given = ""] = m;
      dateTime = String(req.headers["x-amz-date"] ?? "");
      const signedAt = parseAmzDate(dateTime);
      if (!signedAt || Math.abs(Date.now() - signedAt.getTime()) > 15 * 60 * 1000) return "request time skewed";
      payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
      if (!signedHeaders.split(";").includes("x-amz-content-sha256")) return "content hash not signed";
      if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== createHash("sha256").update(body).digest("hex"))
        return "body hash mismatch";
    }
    const [keyId, date, credRegion, service, terminator] = credential.split("/");
    if (keyId !== accessKeyId) return "unknown access key";
    if (credRegion !== region || service !== "s3" || terminator !== "aws4_request" || date !== dateTime.slice(0, 8)) return "bad scope";
    const names = signedHeaders.split(";");
    if (!names.includes("host")) return "host not signed";
    const headerBlock = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? "")
            .trim()
            .replace(/\s+/g, " ")}\n`,
      )
      .join("");
    const canonicalQuery = pairs
      .filter(([k]) => k !== "X-Amz-Signature")
      .map(([k, v]): [string, string] => [encode(k), encode(v)])
      .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const canonical = [req.method, rawPath, canonicalQuery, headerBlock, signedHeaders, payloadHash].join("\n");
    const stringToSign = [
      "AWS4-HMAC-SHA256",
      dateTime,
      `${date}/${region}/s3/aws4_request`,
      createHash("sha256").update(canonical).digest("hex"),
    ].join("\n");
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), "s3"), "aws4_request");
    const expected = createHmac("sha256", key).update(stringToSign).digest("hex");
    return sameText(expected, given) ? null : "signature does not match";
  }

  function xmlError(res: http.ServerResponse, status: number, code: string) {
    res.writeHead(status, { "Content-Type": "application/xml" });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?", 2);
      const refused = checkSignature(req, rawPath, rawQuery, body);
      requests.push({ method: req.method ?? "", path: rawPath, refused });
      if (refused) return xmlError(res, 403, refused === "expired" ? "AccessDenied" : "SignatureDoesNotMatch");

      const params = new URLSearchParams(rawQuery);
      const segments = rawPath.split("/").slice(1).map(decodeURIComponent);
      if (segments[0] !== bucket) return xmlError(res, 404, "NoSuchBucket");
      const key = segments.slice(1).join("/");

      if (!key && req.method === "GET" && params.get("list-type") === "2") {
        const prefix = params.get("prefix") ?? "";
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = params.get("continuation-token") ? all.indexOf(params.get("continuation-token")!) : 0;
        const page = all.slice(start, start + pageSize);
        const next = all[start + pageSize];
        res.writeHead(200, { "Content-Type": "application/xml" });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix>` +
            `<KeyCount>${page.length}</KeyCount><IsTruncated>${next ? "true" : "false"}</IsTruncated>` +
            (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : "") +
            page.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`).join("") +
            `</ListBucketResult>`,
        );
        return;
      }
      if (!key) return xmlError(res, 400, "InvalidRequest");
      const object = objects.get(key);
      switch (req.method) {
        case "PUT":
          if (req.headers["content-length"] === undefined) return xmlError(res, 411, "MissingContentLength");
          objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
          res.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` });
          return res.end();
        case "GET":
        case "HEAD":
          if (!object) return xmlError(res, 404, "NoSuchKey");
          res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length });
          return res.end(req.method === "GET" ? object.body : undefined);
        case "DELETE":
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, "MethodNotAllowed");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    stop: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
