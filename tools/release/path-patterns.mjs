// Whether two route patterns (React Router syntax: static segments, `:param`, optional `?`, a final
// `*`) can match the same URL path. Two remotes must never claim one: the site could not tell which
// of them owns the page.

function segments(pattern) {
  return pattern.split('/').filter(Boolean);
}

/** A pattern with optional segments (`/a/:b?`) as every plain pattern it stands for. */
function expandOptional(parts) {
  const index = parts.findIndex((part) => part.endsWith('?'));
  if (index === -1) return [parts];
  const present = [...parts.slice(0, index), parts[index].slice(0, -1), ...parts.slice(index + 1)];
  const absent = [...parts.slice(0, index), ...parts.slice(index + 1)];
  return [...expandOptional(present), ...expandOptional(absent)];
}

const isParam = (part) => part.startsWith(':');

function plainOverlap(a, b) {
  for (let i = 0; ; i += 1) {
    const [x, y] = [a[i], b[i]];
    if (x === '*' || y === '*') return true;
    if (x === undefined || y === undefined) return x === y;
    if (!isParam(x) && !isParam(y) && x.toLowerCase() !== y.toLowerCase()) return false;
  }
}

/** True when some URL path matches both patterns (React Router matches case-insensitively). */
export function patternsOverlap(a, b) {
  return expandOptional(segments(a)).some((x) => expandOptional(segments(b)).some((y) => plainOverlap(x, y)));
}
