import { z } from 'zod';
import type { TProtocolStep } from '../../../../src-shared/care-plans';
import { CARE_ITEM_TYPES, SPECIES, type TCareItemType } from '../../../../src-shared/enums';
import { ZProtocolCreateInput, type TProtocol, type TProtocolStepInput } from '../../../../src-shared/schemas/care-plans';

/**
 * New Protocol and Edit Protocol: the API's own protocol schema, with the numbers as typed and each
 * step's first dose and end chosen as one of two kinds. A step's first dose falls on an age (when
 * the date of birth is known) or some days after intake; a repeating step stops at an age or after
 * a number of doses.
 */

/** A number as typed: empty is none, anything else must read as one (the API's rules word the refusal). */
const numberText = z.string().transform((text) => (text.trim() === '' ? null : Number(text.trim())));

const ZStepForm = z.object({
  itemType: z.enum(CARE_ITEM_TYPES),
  name: z.string(),
  firstBy: z.enum(['intake', 'age']),
  startDay: numberText,
  atAgeWeeks: numberText,
  /** Empty: given once. */
  repeatDays: numberText,
  stopBy: z.enum(['age', 'doses']),
  untilAgeWeeks: numberText,
  doses: numberText,
});
export type TStepFormValues = z.input<typeof ZStepForm>;

/** A step as the API takes it: only the numbers the chosen kinds use. */
export function stepPayload(step: z.output<typeof ZStepForm>): TProtocolStepInput {
  const repeats = step.repeatDays !== null;
  return {
    itemType: step.itemType,
    name: step.name,
    // A dose at an age still falls on the intake day plus startDay when the age is unknown: kept as it was.
    startDay: step.startDay ?? 0,
    atAgeWeeks: step.firstBy === 'age' ? step.atAgeWeeks : null,
    repeatDays: step.repeatDays,
    untilAgeWeeks: repeats && step.stopBy === 'age' ? step.untilAgeWeeks : null,
    doses: repeats && step.stopBy === 'doses' ? step.doses : null,
  };
}

export const ZProtocolForm = z
  .object({
    name: z.string(),
    species: z.enum(SPECIES),
    minAgeWeeks: numberText,
    maxAgeWeeks: numberText,
    active: z.boolean(),
    steps: z.array(ZStepForm),
  })
  .transform((values): z.input<typeof ZProtocolCreateInput> => ({ ...values, steps: values.steps.map(stepPayload) }))
  .pipe(ZProtocolCreateInput);
export type TProtocolFormValues = z.input<typeof ZProtocolForm>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function stepFormValues(step: TProtocolStep): TStepFormValues {
  return {
    itemType: step.itemType,
    name: step.name,
    firstBy: step.atAgeWeeks === null ? 'intake' : 'age',
    startDay: String(step.startDay),
    atAgeWeeks: text(step.atAgeWeeks),
    repeatDays: text(step.repeatDays),
    stopBy: step.doses !== null && step.untilAgeWeeks === null ? 'doses' : 'age',
    untilAgeWeeks: text(step.untilAgeWeeks),
    doses: text(step.doses),
  };
}

/** A step added to the list: a vaccination at intake, given once. */
export function blankStep(itemType: TCareItemType = 'Vaccination'): TStepFormValues {
  return { itemType, name: '', firstBy: 'intake', startDay: '0', atAgeWeeks: '', repeatDays: '', stopBy: 'doses', untilAgeWeeks: '', doses: '' };
}

/** The form for a protocol: an existing one as it is, a new one for dogs of any age with one step. */
export function protocolFormValues(protocol?: TProtocol): TProtocolFormValues {
  if (!protocol) return { name: '', species: 'Dog', minAgeWeeks: '', maxAgeWeeks: '', active: true, steps: [blankStep()] };
  return {
    name: protocol.name,
    species: protocol.species as TProtocolFormValues['species'],
    minAgeWeeks: text(protocol.minAgeWeeks),
    maxAgeWeeks: text(protocol.maxAgeWeeks),
    active: protocol.active,
    steps: protocol.steps.map(stepFormValues),
  };
}

/** One step of the form as a protocol step, for its preview line; null while it does not read as one. */
export function parsedStep(step: TStepFormValues): TProtocolStep | null {
  const form = ZStepForm.safeParse(step);
  if (!form.success) return null;
  const parsed = ZProtocolCreateInput.shape.steps.element.safeParse(stepPayload(form.data));
  return parsed.success ? parsed.data : null;
}
