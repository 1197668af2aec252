/**
 * A validator for the JSON Schema subset app/lib/openapi/ writes (type, const, enum, properties, required,
 * additionalProperties, items, anyOf, lengths, pattern, bounds): the contract test checks answers against the
 * document as a client would read it, not against the zod schemas it was made from.
 */
type Schema = { [key: string]: unknown };

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The problems with `value` against `schema` (empty when it validates), each with its JSON path. */
export function validateJson(schema: Schema, value: unknown, path = "$"): string[] {
  const errors: string[] = [];
  if (schema.anyOf) {
    const options = schema.anyOf as Schema[];
    if (!options.some((option) => validateJson(option, value, path).length === 0)) errors.push(`${path}: matches none of anyOf`);
    return errors;
  }
  if ("const" in schema && value !== schema.const) errors.push(`${path}: is not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) errors.push(`${path}: ${JSON.stringify(value)} is not in the enum`);
  if (schema.type) {
    const actual = typeOf(value);
    const wanted = schema.type as string;
    if (!(actual === wanted || (wanted === "number" && actual === "integer"))) return [...errors, `${path}: is ${actual}, not ${wanted}`];
  }
  if (typeof value === "string") {
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength) errors.push(`${path}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern).test(value))
      errors.push(`${path}: does not match ${schema.pattern}`);
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) errors.push(`${path}: below ${schema.minimum}`);
    if (typeof schema.maximum === "number" && value > schema.maximum) errors.push(`${path}: above ${schema.maximum}`);
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) => errors.push(...validateJson(schema.items as Schema, item, `${path}[${i}]`)));
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) if (!(name in object)) errors.push(`${path}.${name}: is missing`);
    for (const [name, item] of Object.entries(object)) {
      const property = properties[name];
      if (property) errors.push(...validateJson(property, item, `${path}.${name}`));
      else if (schema.additionalProperties && typeof schema.additionalProperties === "object")
        errors.push(...validateJson(schema.additionalProperties as Schema, item, `${path}.${name}`));
    }
  }
  return errors;
}
