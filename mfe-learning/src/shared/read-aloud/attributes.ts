// The markup the Listen control reads by (tiny, so the page's first load does not pull in the engine).

/** The element a Listen control reads: the nearest ancestor marked with this attribute. */
export const REGION_ATTRIBUTE = 'data-read-aloud';
/** Marks a part of a region that is never read (the Listen control itself, a list of sources). */
export const SKIP_ATTRIBUTE = 'data-read-aloud-skip';
