import { Field, NativeSelect } from '@chakra-ui/react';
import type { TAnimalStatus } from '../../../../src-shared/enums';
import { REGISTRY_STATUS_GROUPS } from './registry-status';

const ALL = '';

/** The registry's status filter: every status, grouped as in care or left. */
export function StatusFilter({ value, onChange }: { value: TAnimalStatus | null; onChange: (status: string | null) => void }) {
  return (
    <Field.Root>
      <Field.Label>Status</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ALL} onChange={(event) => onChange(event.target.value || null)}>
          <option value={ALL}>All statuses</option>
          {REGISTRY_STATUS_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.statuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
