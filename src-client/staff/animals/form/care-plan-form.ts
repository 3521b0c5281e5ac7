import { z } from 'zod';
import { CARE_ITEM_TYPES, type TCareItemType } from '../../../../src-shared/enums';
import { ZScheduledItemInput, type TCarePlanPreview, type TIntakeCarePlan } from '../../../../src-shared/schemas/care-plans';

/**
 * The care plan an intake form starts (docs/domain.md#care-plans). The form shows the matching
 * protocol's schedule, as the server previews it, and holds nothing of it until staff change it:
 * then it holds the whole list as changed. Sent as: left out while unchanged (the server applies
 * the protocol itself), the changed list, or null for "Schedule no care plan".
 */

const ZPlanItemForm = z.object({
  itemType: z.enum(CARE_ITEM_TYPES),
  name: z.string(),
  dueDate: z.string(),
  /** Added by hand: its type and name are typed too. */
  added: z.boolean().optional(),
});
export type TPlanItemForm = z.input<typeof ZPlanItemForm>;

export const ZCarePlanForm = z
  .object({
    skip: z.boolean(),
    /** Staff changed the schedule: `items` is the list to send. */
    edited: z.boolean(),
    protocolId: z.number().nullable(),
    items: z.array(ZPlanItemForm),
  })
  .superRefine((plan, ctx) => {
    // An item half typed does not hold up an intake that schedules nothing, or the protocol as it is.
    if (plan.skip || !plan.edited) return;
    plan.items.forEach((item, index) => {
      for (const issue of ZScheduledItemInput.safeParse(item).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['items', index, ...issue.path] });
      }
    });
  });
export type TCarePlanFormValues = z.input<typeof ZCarePlanForm>;
export type TCarePlanFormOutput = z.output<typeof ZCarePlanForm>;

export function carePlanDefaults(): TCarePlanFormValues {
  return { skip: false, edited: false, protocolId: null, items: [] };
}

const shown = (altered: boolean) => (item: TPlanItemForm) => !(altered && item.itemType === 'Surgery');

/**
 * What the intake will schedule, each item with its place in the plan's list: the protocol's
 * schedule until staff change it, then their list. An animal that came in already spayed or
 * neutered gets no surgery, as the server decides.
 */
export function scheduledRows(plan: TCarePlanFormValues, preview: TCarePlanPreview | undefined, altered: boolean): { item: TPlanItemForm; index: number }[] {
  const items: TPlanItemForm[] = plan.edited ? plan.items : (preview?.items ?? []);
  return items.map((item, index) => ({ item, index })).filter(({ item }) => shown(altered)(item));
}

/** The plan after a change by staff, made to the list as it stands (the protocol's schedule, the first time). */
export function editedPlan(
  plan: TCarePlanFormValues,
  preview: TCarePlanPreview | undefined,
  change: (items: TPlanItemForm[]) => TPlanItemForm[],
): TCarePlanFormValues {
  if (plan.edited) return { ...plan, items: change(plan.items.map((item) => ({ ...item }))) };
  const items = (preview?.items ?? []).map((item) => ({ ...item }));
  return { ...plan, edited: true, protocolId: preview?.protocol?.id ?? null, items: change(items) };
}

/** An item added by hand: a vaccination due on the intake day, to be named. */
export function addedItem(dueDate: string, itemType: TCareItemType = 'Vaccination'): TPlanItemForm {
  return { itemType, name: '', dueDate, added: true };
}

/**
 * The plan as shown when the server, left to apply the protocol, would schedule otherwise: for an
 * animal that comes back spayed or neutered by what only the console reads as such (a status typed
 * before care plans), the protocol's surgery is hidden here and would be scheduled there.
 */
export function shownPlan(plan: TCarePlanFormOutput, preview: TCarePlanPreview | undefined, altered: boolean): TCarePlanFormOutput {
  if (plan.edited || plan.skip || !altered || !preview?.items.some((item) => item.itemType === 'Surgery')) return plan;
  return { ...plan, edited: true, protocolId: preview.protocol?.id ?? null, items: preview.items.map((item) => ({ ...item })) };
}

/** The intake's `carePlan`: null for none, the list staff changed, or left out for the protocol as previewed. */
export function intakeCarePlan(plan: TCarePlanFormOutput, altered: boolean): TIntakeCarePlan {
  if (plan.skip) return null;
  if (!plan.edited) return undefined;
  return { protocolId: plan.protocolId, items: plan.items.filter(shown(altered)).map((item) => ZScheduledItemInput.parse(item)) };
}
