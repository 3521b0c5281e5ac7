import { Combobox, createListCollection, Field } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { TStaffUserOption } from '../../../src-shared/schemas/appointments';
import type { TAppointmentFormOutput, TAppointmentFormValues } from './appointment-form';
import { userNamed } from './staff-users';

/**
 * Staff Member: one box that names a user of the shelter, chosen from the list or typed in full,
 * or anyone else as free text (an outside vet). A user chosen is sent as staffUserId, so their
 * other bookings are checked for overlaps; free text as staffMember alone.
 */
export function StaffMemberField({
  control,
  users,
}: {
  control: Control<TAppointmentFormValues, unknown, TAppointmentFormOutput>;
  users: readonly TStaffUserOption[];
}) {
  const {
    field: { value: memberText, onChange: setMember, onBlur, ref, name },
    fieldState,
  } = useController({ control, name: 'staffMember' });
  const {
    field: { value: chosenId, onChange: setUserId },
  } = useController({ control, name: 'staffUserId' });
  // The words typed since the list last opened: they narrow it; a name filled in by a choice does not.
  const [filter, setFilter] = useState('');
  const text = memberText ?? '';
  const items = useMemo(() => users.filter((user) => user.name.toLowerCase().includes(filter.trim().toLowerCase())), [users, filter]);
  const collection = useMemo(() => createListCollection({ items, itemToValue: (user) => String(user.id), itemToString: (user) => user.name }), [items]);

  return (
    <Field.Root invalid={Boolean(fieldState.error)} required>
      <Combobox.Root
        collection={collection}
        value={chosenId ? [chosenId] : []}
        inputValue={text}
        allowCustomValue
        openOnClick
        inputBehavior="autohighlight"
        // The box holds what was typed when the choice of user changes under it (typing a name unlinks one).
        selectionBehavior="preserve"
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') return;
          setMember(details.inputValue);
          setFilter(details.inputValue);
          setUserId(String(userNamed(users, details.inputValue)?.id ?? ''));
        }}
        onValueChange={(details) => {
          const user = details.items[0];
          if (!user) return;
          setUserId(String(user.id));
          setMember(user.name);
          setFilter('');
        }}
        onOpenChange={(details) => !details.open && setFilter('')}
        onInteractOutside={onBlur}
        positioning={{ strategy: 'fixed' }}
        width="full"
      >
        <Field.Label>
          Staff Member
          <Field.RequiredIndicator />
        </Field.Label>
        <Combobox.Control>
          <Combobox.Input ref={ref} name={name} placeholder="A user, or an outside vet’s name" autoComplete="off" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label="Show the staff users" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="64">
            <Combobox.Empty>No user by that name: it is kept as typed.</Combobox.Empty>
            {collection.items.map((user) => (
              <Combobox.Item key={user.id} item={user}>
                <Combobox.ItemText>{user.name}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.HelperText>
        {chosenId ? 'A user of the shelter: their other bookings are checked.' : 'Not a user: an outside vet or anyone else, as typed.'}
      </Field.HelperText>
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
