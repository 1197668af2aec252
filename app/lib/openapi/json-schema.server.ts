/**
 * JSON Schema from zod, for the OpenAPI document (app/lib/openapi/document.server.ts): the subset of zod the API
 * uses (objects, strings with length and pattern, numbers, booleans, literals, enums, arrays, records, unions,
 * nullable, optional, refinements, pipes); anything else is a programming error and throws when the document is
 * built (its test builds it).
 */
import { z } from "zod";

export type JsonSchema = { [key: string]: unknown };

/** `io`: a request is documented by what it accepts (a pipe's input), an answer by what it is (its output). */
export function zodToJsonSchema(schema: z.ZodTypeAny, io: "input" | "output" = "output"): JsonSchema {
  const def = schema._def as { typeName: string; description?: string };
  const described = (s: JsonSchema): JsonSchema => (schema.description ? { ...s, description: schema.description } : s);
  switch (def.typeName) {
    case "ZodObject": {
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = zodToJsonSchema(value, io);
        if (!value.isOptional()) required.push(key);
      }
      return described({ type: "object", properties, ...(required.length ? { required } : {}) });
    }
    case "ZodString": {
      const out: JsonSchema = { type: "string" };
      for (const check of (schema as z.ZodString)._def.checks) {
        if (check.kind === "max") out.maxLength = check.value;
        if (check.kind === "min") out.minLength = check.value;
        if (check.kind === "regex") out.pattern = check.regex.source;
      }
      return described(out);
    }
    case "ZodNumber": {
      const checks = (schema as z.ZodNumber)._def.checks;
      const out: JsonSchema = { type: checks.some((c) => c.kind === "int") ? "integer" : "number" };
      for (const check of checks) {
        if (check.kind === "min") out[check.inclusive ? "minimum" : "exclusiveMinimum"] = check.value;
        if (check.kind === "max") out[check.inclusive ? "maximum" : "exclusiveMaximum"] = check.value;
      }
      return described(out);
    }
    case "ZodBoolean":
      return described({ type: "boolean" });
    case "ZodNull":
      return described({ type: "null" });
    case "ZodUnknown":
    case "ZodAny":
      return described({});
    case "ZodLiteral":
      return described({ const: (schema as z.ZodLiteral<unknown>).value });
    case "ZodEnum":
      return described({ type: "string", enum: [...(schema as z.ZodEnum<[string, ...string[]]>).options] });
    case "ZodArray": {
      const array = schema as z.ZodArray<z.ZodTypeAny>;
      const out: JsonSchema = { type: "array", items: zodToJsonSchema(array.element, io) };
      if (array._def.maxLength) out.maxItems = array._def.maxLength.value;
      return described(out);
    }
    case "ZodRecord":
      return described({ type: "object", additionalProperties: zodToJsonSchema((schema as z.ZodRecord).valueSchema as z.ZodTypeAny, io) });
    case "ZodUnion":
      return described({ anyOf: (schema as z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>).options.map((o) => zodToJsonSchema(o, io)) });
    case "ZodNullable":
      return described({ anyOf: [zodToJsonSchema((schema as z.ZodNullable<z.ZodTypeAny>).unwrap(), io), { type: "null" }] });
    case "ZodOptional":
      return zodToJsonSchema((schema as z.ZodOptional<z.ZodTypeAny>).unwrap(), io);
    case "ZodEffects":
      return zodToJsonSchema((schema as z.ZodEffects<z.ZodTypeAny>).innerType(), io);
    case "ZodPipeline": {
      const pipe = (schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>)._def;
      return zodToJsonSchema(io === "input" ? pipe.in : pipe.out, io);
    }
    default:
      throw new Error(`zodToJsonSchema: ${def.typeName} is not supported`);
  }
}
