/**
 * "14:30" as "2:30 PM": the AM/PM label follows the hour, 12 and above being PM
 * (docs/domain.md#screens). Anything that is not HH:MM is shown as it came.
 */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (hour > 23) return time;
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}
