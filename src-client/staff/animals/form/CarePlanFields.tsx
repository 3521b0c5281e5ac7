import { Badge, Button, Field, Flex, Heading, HStack, IconButton, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { PlusIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isIsoDate } from '../../../../src-shared/dates';
import { CARE_ITEM_TYPES, SPECIES, type TCareItemType, type TSpecies } from '../../../../src-shared/enums';
import type { TCarePlanPreview } from '../../../../src-shared/schemas/care-plans';
import { errorMessage } from '../../../shared/errors';
import { fieldErrorMessage } from '../../../shared/form/field-errors';
import { formFields } from '../../../shared/form/FormFields';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { addedItem, carePlanDefaults, editedPlan, scheduledRows, type TCarePlanFormValues, type TPlanItemForm } from './care-plan-form';

/** What a form with a care plan holds. */
export interface TCarePlanFormShape {
  carePlan: TCarePlanFormValues;
}

const F = formFields<TCarePlanFormShape>();

/** The animal an intake's plan is worked out for, as the form has it so far. */
export interface TPlanAnimal {
  species: string;
  birthDate: string | null | undefined;
  intakeDate: string;
}

/** What the server would schedule for such an intake; asked only once the species and a valid intake date are known. */
export function useCarePlanPreview({ species, birthDate, intakeDate }: TPlanAnimal) {
  const ready = (SPECIES as readonly string[]).includes(species) && isIsoDate(intakeDate);
  const born = birthDate && isIsoDate(birthDate) && birthDate <= intakeDate ? birthDate : undefined;
  return trpc.carePlans.preview.useQuery(
    { species: species as TSpecies, intakeDate, ...(born ? { birthDate: born } : {}) },
    { enabled: ready, placeholderData: keepPreviousData },
  );
}

function ItemRow({
  item,
  index,
  onChange,
  onRemove,
}: {
  item: TPlanItemForm;
  index: number;
  onChange: (changes: Partial<TPlanItemForm>) => void;
  onRemove: () => void;
}) {
  const {
    formState: { errors },
  } = useFormContext<TCarePlanFormShape>();
  const path = `carePlan.items.${index}` as const;
  const dateError = fieldErrorMessage(errors, `${path}.dueDate`);
  const nameError = fieldErrorMessage(errors, `${path}.name`);
  const format = useFormat();
  const what = item.name.trim() || 'the added item';
  return (
    <Flex as="li" gap="3" py="2" borderBottomWidth="1px" align={{ base: 'stretch', sm: 'start' }} direction={{ base: 'column', sm: 'row' }}>
      {item.added ? (
        <Flex gap="2" flex="1" minW="0" direction={{ base: 'column', md: 'row' }}>
          <Field.Root maxW={{ md: '44' }}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={`Type of ${what}`}
                value={item.itemType}
                onChange={(event) => onChange({ itemType: event.target.value as TCareItemType })}
              >
                {CARE_ITEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(nameError)} flex="1">
            <Input
              size="sm"
              aria-label="Name of the added item"
              placeholder="e.g. Rabies"
              value={item.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
            <Field.ErrorText>{nameError}</Field.ErrorText>
          </Field.Root>
        </Flex>
      ) : (
        <HStack gap="2" flex="1" minW="0" alignSelf={{ sm: 'center' }}>
          <Text fontWeight="medium" truncate>
            {item.name}
          </Text>
          <Badge variant="outline" size="sm" flexShrink="0">
            {item.itemType}
          </Badge>
        </HStack>
      )}
      <HStack gap="2" align="start">
        <Field.Root invalid={Boolean(dateError)} w={{ base: 'full', sm: '44' }}>
          <Input
            size="sm"
            type="date"
            aria-label={`Due date of ${what}${item.added ? '' : `, ${format.date(item.dueDate)}`}`}
            value={item.dueDate}
            onChange={(event) => onChange({ dueDate: event.target.value })}
          />
          <Field.ErrorText>{dateError}</Field.ErrorText>
        </Field.Root>
        <IconButton size="sm" variant="ghost" aria-label={`Remove ${what}${item.added ? '' : ` due ${format.date(item.dueDate)}`}`} onClick={onRemove}>
          <XIcon />
        </IconButton>
      </HStack>
    </Flex>
  );
}

/** The line above the list: which protocol it follows, or why there is none. */
function PlanSource({ preview, edited, species }: { preview: TCarePlanPreview; edited: boolean; species: string }) {
  if (edited) return <Text fontSize="sm">Changed from {preview.protocol ? `the protocol “${preview.protocol.name}”` : 'what a protocol would schedule'}.</Text>;
  if (!preview.protocol)
    return <Text fontSize="sm">No active protocol covers a {species.toLowerCase()} of this age: nothing is scheduled unless you add it.</Text>;
  return <Text fontSize="sm">The protocol “{preview.protocol.name}” schedules:</Text>;
}

/**
 * The intake's care plan: what the matching protocol will schedule, which staff may change (a
 * date, an item removed or added) or turn down altogether. Until they change it the form sends
 * nothing of it and the server applies the protocol itself; `children` asks what changes it (is
 * the animal already spayed or neutered?).
 */
export function CarePlanFields({
  animal,
  altered,
  resumes,
  children,
}: {
  animal: TPlanAnimal;
  /** Already spayed or neutered: the protocol's surgery is left out. */
  altered: boolean;
  /** Items of an earlier stay still due: the plan resumes with them rather than start again. */
  resumes?: number;
  children?: ReactNode;
}) {
  const { setValue, formState } = useFormContext<TCarePlanFormShape>();
  const plan = useWatch<TCarePlanFormShape, 'carePlan'>({ name: 'carePlan' });
  const preview = useCarePlanPreview(animal);
  const change = (next: TCarePlanFormValues) => setValue('carePlan', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const edit = (update: (items: TPlanItemForm[]) => TPlanItemForm[]) => change(editedPlan(plan, preview.data, update));
  const rows = scheduledRows(plan, preview.data, altered);

  let body: ReactNode;
  if (resumes) {
    body = (
      <Text fontSize="sm">
        {resumes === 1 ? 'One item' : `${resumes} items`} of the care plan {resumes === 1 ? 'is' : 'are'} still due: the plan resumes with{' '}
        {resumes === 1 ? 'it' : 'them'}.
      </Text>
    );
  } else if (plan.skip) {
    body = <Text fontSize="sm">Nothing will be scheduled. Items can be added to the animal’s care plan later.</Text>;
  } else if (!preview.data && !preview.isFetching && !preview.isError) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        Enter the species and intake date to see what will be scheduled.
      </Text>
    );
  } else if (preview.isError) {
    body = <LoadError text={`Error loading the care plan: ${errorMessage(preview.error)}`} onRetry={() => void preview.refetch()} />;
  } else if (!preview.data) {
    body = (
      <Stack gap="2" aria-busy>
        <Skeleton h="8" />
        <Skeleton h="8" />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="2">
        <PlanSource preview={preview.data} edited={plan.edited} species={animal.species} />
        {rows.length > 0 && (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Care plan items">
            {rows.map(({ item, index }) => (
              <ItemRow
                key={index}
                item={item}
                index={index}
                onChange={(changes) => edit((items) => items.map((each, at) => (at === index ? { ...each, ...changes } : each)))}
                onRemove={() => edit((items) => items.filter((_, at) => at !== index))}
              />
            ))}
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => edit((items) => [...items, addedItem(animal.intakeDate)])}>
            <PlusIcon />
            Add item
          </Button>
          {plan.edited && (
            <Button size="sm" variant="ghost" onClick={() => change({ ...carePlanDefaults(), skip: plan.skip })}>
              <RotateCcwIcon />
              Back to the protocol
            </Button>
          )}
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack as="fieldset" gap="4" minW="0">
      <Heading as="legend" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="xs" mb="3">
        Care plan
      </Heading>
      {children}
      {!resumes && <F.Checkbox name="carePlan.skip" label="Schedule no care plan" />}
      {body}
    </Stack>
  );
}
