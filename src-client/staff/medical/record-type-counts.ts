import { MEDICAL_RECORD_TYPES, type TMedicalRecordType } from '../../../src-shared/enums';
import { trpc } from '../../shared/trpc';

export interface TTypeCounts {
  all: number | undefined;
  byType: Record<TMedicalRecordType, number | undefined>;
}

/**
 * How many records an animal has of each type (the per-type counts). One row
 * of each list is enough to learn its size; the client sends the seven asks as one request.
 */
export function useRecordTypeCounts(animalId: number): TTypeCounts {
  const all = trpc.medical.page.useQuery({ animalId, limit: 1, offset: 0 });
  const counts = trpc.useQueries((t) => MEDICAL_RECORD_TYPES.map((recordType) => t.medical.page({ animalId, recordType, limit: 1, offset: 0 })));
  const byType = Object.fromEntries(MEDICAL_RECORD_TYPES.map((type, index) => [type, counts[index]?.data?.total])) as Record<
    TMedicalRecordType,
    number | undefined
  >;
  return { all: all.data?.total, byType };
}
