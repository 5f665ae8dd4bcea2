/** How a group of filter boxes answers a click: the value the group filters by next, or null for none. */
export type BoxToggle = <T extends string>(current: T | null, clicked: T) => T | null;

/**
 * A pair of boxes that filter by one value (spec 01 section 4): checking one filters by it,
 * unchecking it clears, and checking the second as well clears the filter too.
 */
export const togglePair: BoxToggle = (current, clicked) => (current === null ? clicked : null);

/** Boxes of which one at most is checked: checking another moves the check, checking it again clears the group. */
export const toggleOne: BoxToggle = (current, clicked) => (current === clicked ? null : clicked);
