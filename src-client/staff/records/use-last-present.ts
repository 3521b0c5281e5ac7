import { useState } from 'react';

/**
 * The value, or while it is absent the last one present: a dialog keeps showing its record while
 * it animates closed, instead of emptying as soon as it is told to close.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // Adjusting state while rendering (React's pattern for following a prop) rather than in an effect.
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
