/** The lightbox's previous and next wrap around (docs/spec.md section 4: "next and previous are cyclic"). */
export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

/** A horizontal swipe long enough to turn the photo: -1 (to the previous), 1 (next), 0 (neither). */
export const SWIPE_MIN_PX = 50;
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  // Dragging the photo leftwards brings in the next one.
  return dx < 0 ? 1 : -1;
}
