/** A record id from the address (`?animal=12`); anything that is not a positive 32-bit integer is none. */
export function parseIdParam(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
