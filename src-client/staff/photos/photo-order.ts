/**
 * The photos' ids after the one at `from` is moved to `to` (the others keep their order), as
 * PUT /api/animals/{id}/photos/order takes them: the first is the primary photo. An index beyond
 * either end changes nothing.
 */
export function movedTo(ids: readonly number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const order = [...ids];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order;
}

/** What the screen reader hears after a move: "Photo moved to position 2 of 5" (position 1 is the primary). */
export function movedMessage(position: number, count: number): string {
  return position === 0 ? `Photo moved first of ${count}: it is now the primary photo` : `Photo moved to position ${position + 1} of ${count}`;
}
