import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';

/** Route paths cannot say "digits only": a record id that is not a number is an unknown page. */
export function RequireNumericParam({ name, otherwise }: { name: string; otherwise: ReactNode }) {
  const value = useParams()[name] ?? '';
  return /^\d+$/.test(value) ? <Outlet /> : otherwise;
}
