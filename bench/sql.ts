/** Pieces of the dataset's SQL: every value derives from a row number through hashtext. */

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
export const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(',')}]`;

/** A stable pseudo-random integer in [0, n) for a row and a purpose. */
export const pick = (seed: string, n: number) => `(abs(hashtext(${seed})) % ${n})`;

/** One of the values, chosen for a row and a purpose. */
export const pickFrom = (seed: string, values: readonly string[]) => `(${sqlArray(values)})[1 + ${pick(seed, values.length)}]`;

/** `case column when from then to … end` over a mapping. */
export const caseOf = (column: string, map: Readonly<Record<string, string>>) =>
  `case ${column} ${Object.entries(map)
    .map(([from, to]) => `when ${sqlText(from)} then ${sqlText(to)}`)
    .join(' ')} end`;

/** SAC's age group on a day, as ageGroupOn (src-shared/journey.ts) gives it. */
export const ageGroupSql = (birth: string, day: string) =>
  `case when ${birth} is null then 'Unknown' when ${day} < ${birth} + interval '5 months' then 'Juvenile' else 'Adult' end`;

/** A local time of day between 09:00 and 17:45. */
export const timeOfDay = (seed: string) => `lpad((9 + ${pick(seed, 9)})::text, 2, '0') || ':' || (array['00','15','30','45'])[1 + ${pick(`'m'||${seed}`, 4)}]`;
