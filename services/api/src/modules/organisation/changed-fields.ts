/** The paths whose values differ, one level into nested objects: `phone`, `officeHours.es`, `social.x`. */
export function changedFields(before: object, after: object): string[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.keys(now).flatMap((key) => {
    const [a, b] = [was[key], now[key]];
    if (a && b && typeof a === 'object' && typeof b === 'object') return changedFields(a, b).map((inner) => `${key}.${inner}`);
    return a === b ? [] : [key];
  });
}
