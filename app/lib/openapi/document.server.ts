/**
 * The OpenAPI 3.1 document of the JSON API (served at /api/openapi.json), generated from the zod schemas the
 * routes parse with (app/lib/api-schemas.server.ts) and the list of calls (operations.server.ts), so the document cannot drift from
 * what is checked; json-schema.server.ts turns the schemas into JSON Schema.
 */
import type { z } from "zod";
import { isJsonApiPath } from "../i18n/request-language.server";
import { ApiHeadersSchema, FailureSchema } from "../api-schemas.server";
import { zodToJsonSchema, type JsonSchema } from "./json-schema.server";
import { ALL_OPERATIONS, API_OPERATIONS, type ApiOperation } from "./operations.server";

const HEADER_DOCS: Record<string, string> = {
  auth_key: "From GET /v2/accounts/auth_key/.",
  access_token: "From the verify call; names the logged-in session.",
  device_id: "When sent, must be the key's device.",
};

function parameters(op: ApiOperation): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
    params.push({ name: name.slice(1, -1), in: "path", required: true, schema: { type: "string", maxLength: 100 } });
  }
  const add = (where: "query" | "header", schema: z.AnyZodObject | undefined, required: (name: string) => boolean = () => false) => {
    if (!schema) return;
    for (const [name, value] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      params.push({
        name,
        in: where,
        required: required(name),
        schema: zodToJsonSchema(value, "input"),
        ...(HEADER_DOCS[name] && where === "header" ? { description: HEADER_DOCS[name] } : {}),
      });
    }
  };
  add("query", op.query);
  if (API_OPERATIONS.includes(op)) {
    add(
      "header",
      ApiHeadersSchema,
      (name) => (name === "auth_key" && op.auth !== "none") || (name === "access_token" && op.auth === "user"),
    );
  }
  add("header", op.headers);
  if (isJsonApiPath(op.path)) params.push(ACCEPT_LANGUAGE);
  return params;
}

/**
 * The language of the answer's texts (docs/decisions/055-hindi.md): `message`, `toast_text` and the like are in
 * Hindi when the call's Accept-Language prefers Hindi to English, else English; codes, statuses and field names
 * never change. Every answer says which in Content-Language, and varies by Accept-Language.
 */
const ACCEPT_LANGUAGE: JsonSchema = {
  name: "Accept-Language",
  in: "header",
  required: false,
  schema: { type: "string", maxLength: 200 },
  description:
    "The language of the answer's texts (message, toast_text): Hindi when it ranks hi before en (e.g. hi-IN,hi;q=0.9,en;q=0.8), else English. Codes, statuses and field names are the same in both.",
};
const CONTENT_LANGUAGE: JsonSchema = {
  "Content-Language": {
    description: "The language of the answer's texts: hi or en (see Accept-Language).",
    schema: { type: "string", enum: ["en", "hi"] },
  },
};

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of ALL_OPERATIONS) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, answer] of Object.entries(op.responses)) {
      responses[status] = {
        description: answer.description,
        ...(isJsonApiPath(op.path) ? { headers: CONTENT_LANGUAGE } : {}),
        content: { "application/json": { schema: zodToJsonSchema(answer.schema) } },
      };
    }
    // Every call that takes a body refuses one over its limit (readJsonOrForm, docs/rules.md#request-bodies).
    if (op.method !== "get" && !responses["413"]) {
      responses["413"] = {
        description: "The body is too large.",
        ...(isJsonApiPath(op.path) ? { headers: CONTENT_LANGUAGE } : {}),
        content: { "application/json": { schema: zodToJsonSchema(FailureSchema) } },
      };
    }
    const body = op.body ? zodToJsonSchema(op.body, "input") : null;
    (paths[op.path] ??= {})[op.method] = {
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+/g, "_")}`.replace(/_+$/, ""),
      summary: op.summary,
      "x-route": op.route,
      parameters: parameters(op),
      ...(body
        ? {
            requestBody: {
              required: op.method !== "get",
              content: { "application/json": { schema: body }, "application/x-www-form-urlencoded": { schema: body } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Nukkad JSON API",
      version: "1.0.0",
      description:
        "The calls of docs/product/api.md. API clients send auth_key (and access_token when logged in); the store's own pages call by cookie. Errors are { success: false, message } with a 4xx status; the message is in Hindi when Accept-Language prefers Hindi (Content-Language says which).",
    },
    paths,
  };
}
