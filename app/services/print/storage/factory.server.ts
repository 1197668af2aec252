/** The configured storage (PRINT_STORAGE) and the key that signs local upload URLs. */
import { createHmac } from "node:crypto";
import path from "node:path";
import { currentSecret } from "../../platform/cookies.server";
import { getEnv } from "../../platform/env.server";
import { PrintStorage } from "./port.server";
import { localStorage } from "./local.server";
import { s3Storage } from "./s3.server";

/**
 * The key that signs local upload URLs: derived from the session secret, so the raw secret (which signs
 * cookies) never signs anything a shopper can see, and a leaked upload URL says nothing about cookies.
 */
let uploadUrlSecret: string | undefined;
export function getUploadUrlSecret(): string {
  uploadUrlSecret ??= createHmac("sha256", currentSecret()).update("print-upload-url").digest("hex");
  return uploadUrlSecret;
}

/** PRINT_STORAGE and PRINT_S3_* are validated in env.server.ts (S3 settings required together). */
function storageFromEnv(): PrintStorage {
  const env = getEnv();
  if (env.PRINT_STORAGE === "local") {
    return localStorage({ rootDir: path.resolve(env.DATA_DIR, "print-files"), secret: getUploadUrlSecret() });
  }
  return s3Storage({
    endpoint: env.PRINT_S3_ENDPOINT ?? `https://s3.${env.PRINT_S3_REGION}.amazonaws.com`,
    region: env.PRINT_S3_REGION,
    bucket: env.PRINT_S3_BUCKET!,
    accessKeyId: env.PRINT_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.PRINT_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.PRINT_S3_FORCE_PATH_STYLE,
  });
}

let storage: PrintStorage | undefined;
export function getPrintStorage(): PrintStorage {
  storage ??= storageFromEnv();
  return storage;
}
