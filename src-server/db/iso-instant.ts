/** An instant column as the API writes instants (`Date.toISOString()`: UTC, milliseconds), from a hand-written statement. */
export const isoInstant = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
