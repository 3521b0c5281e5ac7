import { Box, Button, GridItem, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { CARE_ITEM_TYPES, SPECIES } from '../../../../src-shared/enums';
import type { TProtocol, TProtocolCreate } from '../../../../src-shared/schemas/care-plans';
import { formFields } from '../../../shared/form/FormFields';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { FormSection } from '../../animals/form/FormSection';
import { useLastPresent } from '../../records/use-last-present';
import { SwitchField } from '../SwitchField';
import { blankStep, parsedStep, protocolFormValues, ZProtocolForm, type TProtocolFormValues } from './protocol-form';
import { previewAge, stepPreview } from './protocol-words';

const F = formFields<TProtocolFormValues>();

const FIRST_DOSE = [
  { value: 'intake', label: 'Days after intake' },
  { value: 'age', label: 'At an age' },
];
const STOP = [
  { value: 'age', label: 'At an age' },
  { value: 'doses', label: 'After a number of doses' },
];

/** What an opened dialog does: add a protocol, or change one. */
export interface TProtocolRequest {
  protocol: TProtocol | null;
  save: (values: TProtocolCreate) => Promise<unknown>;
}

/** Under a step, what it schedules for an animal the protocol takes in, as the steps are typed. */
function StepPreview({ index }: { index: number }) {
  const [step, minAgeWeeks, maxAgeWeeks] = useWatch<TProtocolFormValues, [`steps.${number}`, 'minAgeWeeks', 'maxAgeWeeks']>({
    name: [`steps.${index}`, 'minAgeWeeks', 'maxAgeWeeks'],
  });
  const parsed = parsedStep(step);
  if (!parsed) return null;
  const age = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));
  return (
    <Text fontSize="sm" color="fg.muted">
      {stepPreview(parsed, previewAge(age(minAgeWeeks), age(maxAgeWeeks)))}
    </Text>
  );
}

function StepFields({ index, count, onMove, onRemove }: { index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const [firstBy, repeatDays, stopBy] = useWatch<TProtocolFormValues, [`steps.${number}.firstBy`, `steps.${number}.repeatDays`, `steps.${number}.stopBy`]>({
    name: [`steps.${index}.firstBy`, `steps.${index}.repeatDays`, `steps.${index}.stopBy`],
  });
  const step = `Step ${index + 1}`;
  // Named by its title rather than a legend, which would sit on the frame apart from the step's buttons.
  const titleId = useId();
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="4" minW="0" aria-labelledby={titleId}>
      <HStack justify="space-between" mb="1">
        <Text id={titleId} fontWeight="semibold">
          {step}
        </Text>
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={`Move ${step} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpIcon />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={`Move ${step} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <ArrowDownIcon />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${step}`} disabled={count === 1} onClick={onRemove}>
            <Trash2Icon />
          </IconButton>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <F.Select name={`steps.${index}.itemType`} label="Type" options={CARE_ITEM_TYPES} />
        <F.Text name={`steps.${index}.name`} label="Name" required autoComplete="off" placeholder="e.g. DHPP" />
        <F.Select name={`steps.${index}.firstBy`} label="First dose" options={FIRST_DOSE} />
        {firstBy === 'age' ? (
          <F.Text
            name={`steps.${index}.atAgeWeeks`}
            label="Age (weeks)"
            inputMode="numeric"
            helperText="With a date of birth; on the intake day when older, or of unknown age."
          />
        ) : (
          <F.Text name={`steps.${index}.startDay`} label="Days after intake" inputMode="numeric" helperText="0: on the intake day." />
        )}
        <F.Text name={`steps.${index}.repeatDays`} label="Repeat every (days)" inputMode="numeric" helperText="Leave empty for a single dose." />
        {repeatDays.trim() !== '' && (
          <>
            <F.Select name={`steps.${index}.stopBy`} label="Repeat until" options={STOP} />
            {stopBy === 'age' ? (
              <F.Text
                name={`steps.${index}.untilAgeWeeks`}
                label="Until age (weeks)"
                inputMode="numeric"
                helperText="A dose on the day it reaches this age is still given; 2 doses when the age is unknown."
              />
            ) : (
              <F.Text name={`steps.${index}.doses`} label="Doses" inputMode="numeric" helperText="The first one included." />
            )}
          </>
        )}
        <GridItem colSpan={{ md: 2 }}>
          <StepPreview index={index} />
        </GridItem>
      </SimpleGrid>
    </Box>
  );
}

/** The protocol's steps: each editable, added, removed and put in order. */
function StepList() {
  const {
    control,
    formState: { errors },
  } = useFormContext<TProtocolFormValues>();
  const steps = useFieldArray({ control, name: 'steps' });
  const listError = errors.steps?.root?.message ?? errors.steps?.message;
  return (
    <Stack gap="4">
      <Text as="h3" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        Steps
      </Text>
      {steps.fields.map((field, index) => (
        <StepFields key={field.id} index={index} count={steps.fields.length} onMove={(to) => steps.move(index, to)} onRemove={() => steps.remove(index)} />
      ))}
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
      <HStack>
        <Button variant="outline" size="sm" onClick={() => steps.append(blankStep())}>
          <PlusIcon />
          Add Step
        </Button>
      </HStack>
    </Stack>
  );
}

function ProtocolForm({ request }: { request: TProtocolRequest }) {
  const form = useForm<TProtocolFormValues, unknown, TProtocolCreate>({
    resolver: zodResolver(ZProtocolForm),
    defaultValues: protocolFormValues(request.protocol ?? undefined),
  });
  const messages: TSaveMessages = request.protocol
    ? {
        success: { title: 'Protocol saved', description: 'Intakes from now on follow it; plans already made stay as they are.' },
        failure: { title: 'Error', description: 'There was an error saving the protocol.' },
      }
    : {
        success: { title: 'Protocol added', description: 'Intakes of the species and age it covers now follow it.' },
        failure: { title: 'Error', description: 'There was an error adding the protocol.' },
      };
  return (
    <DialogForm form={form} save={request.save} messages={messages} submitLabel={request.protocol ? 'Save Protocol' : 'Add Protocol'}>
      <FormSection title="Protocol">
        <GridItem colSpan={{ md: 2 }}>
          <F.Text name="name" label="Name" required autoComplete="off" placeholder="e.g. Puppy intake" />
        </GridItem>
        <F.Select name="species" label="Species" options={SPECIES} />
        <SwitchField<TProtocolFormValues> name="active" label="Active" description="Applied to intakes; an inactive protocol is kept but not applied." />
        <F.Text name="minAgeWeeks" label="From age (weeks)" inputMode="numeric" helperText="Empty: from birth." />
        <F.Text name="maxAgeWeeks" label="To age (weeks)" inputMode="numeric" helperText="Not included. Empty: any older age, or unknown." />
      </FormSection>
      <StepList />
    </DialogForm>
  );
}

/** New Protocol and Edit Protocol (Settings → Medical). */
export function ProtocolDialog({ request, onClose }: { request: TProtocolRequest | null; onClose: () => void }) {
  const shown = useLastPresent(request);
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.protocol ? 'Edit Protocol' : 'New Protocol'}
      description="What an intake of this species and age schedules. Plans already made stay as they are."
      size="xl"
    >
      {request && <ProtocolForm request={request} />}
    </FormDialog>
  );
}
