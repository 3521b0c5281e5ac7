import type { TStaffUserOption } from '../../../src-shared/schemas/appointments';

/** The one user whose name is the text typed (in any case); none when nobody or several are. */
export function userNamed(users: readonly TStaffUserOption[], text: string): TStaffUserOption | null {
  const wanted = text.trim().toLowerCase();
  const named = wanted ? users.filter((user) => user.name.toLowerCase() === wanted) : [];
  return named.length === 1 ? named[0]! : null;
}
