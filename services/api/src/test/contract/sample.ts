type Schema = Record<string, unknown>;

/**
 * The smallest value a JSON Schema (as the document states it) accepts, where the schema alone says enough:
 * an `enum`'s first value, a string of the minimum length, the minimum number, the required properties.
 * Rules the document cannot state (a password's strength, a record that must exist) come from the fixtures.
 */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return sampleOf((schema[key] as Schema[])[0]);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name])]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items as Schema));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1));
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'date') return '2026-01-15';
      return 'Sample text'.padEnd(Number(schema.minLength ?? 0), '.');
    default:
      return null;
  }
}

/** A path parameter's value from its schema: the first enum value, `1` for a numeric id. */
export function sampleParam(schema: Schema): string {
  const value = sampleOf(schema);
  if (typeof schema.pattern === 'string' && /\[1-9\]|\[0-9\]/.test(schema.pattern)) return '1';
  return String(value ?? '1');
}
