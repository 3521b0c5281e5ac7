/** Constant strings of the code (statuses, types) as a list of SQL literals, for `in (…)`; never user input. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
