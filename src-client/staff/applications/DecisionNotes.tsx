import type { ReactNode } from 'react';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import { Section } from './ApplicationAnswers';

/** What staff wrote with their decision: the shelter's own, shown to staff only (docs/domain.md#applications). */
export function DecisionNotes({ application }: { application: TAdoptionApplication }) {
  const items: [string, ReactNode][] = [];
  if (application.declineReason) items.push(['Reason for Declining', application.declineReason]);
  if (application.staffNote) items.push(['Staff Note', application.staffNote]);
  if (!items.length) return null;
  return <Section title="Decision (staff only)" items={items} />;
}
