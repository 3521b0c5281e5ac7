/**
 * A form that asks for some details by type (an intake's, an outcome's) sends only those: a
 * detail typed under another type before it was changed goes as null.
 */
export function keepAsked<T extends object, K extends keyof T>(values: T, asked: readonly K[], all: readonly K[]): T {
  const sent = { ...values };
  for (const detail of all) if (!asked.includes(detail)) sent[detail] = null as T[K];
  return sent;
}
