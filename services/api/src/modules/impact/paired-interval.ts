/**
 * The 95% confidence interval of a mean paired difference (Student's t, two-sided): mean ± t(0.975, n-1) · sd / √n.
 * The t quantile comes from the Cornish-Fisher expansion about the normal quantile (Abramowitz and Stegun
 * 26.7.5), within 0.001 of the tables from 9 degrees of freedom up; figures are shown from 10 pairs, so that
 * is the whole range used. The decision record issue-40-measured-learning.md says why this interval.
 */
const Z_975 = 1.959963984540054;

export function tQuantile975(df: number): number {
  const z = Z_975;
  const g1 = (z ** 3 + z) / 4;
  const g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96;
  const g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** [low, high] for n pairs whose differences have this mean and sample standard deviation (n of 2 or more). */
export function pairedInterval(n: number, mean: number, sd: number): [number, number] {
  const half = (tQuantile975(n - 1) * sd) / Math.sqrt(n);
  return [mean - half, mean + half];
}
