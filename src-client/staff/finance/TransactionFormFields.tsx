import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES, PAYMENT_METHODS } from '../../../src-shared/enums';
import { inputBounds, transactionDateBounds } from '../../../src-shared/record-dates';
import { isIncomeType } from '../../../src-shared/schemas/transactions';
import { formFields } from '../../shared/form/FormFields';
import { useShelterToday } from '../components/use-shelter-today';
import { PersonField } from '../people/PersonField';
import type { TPickedPerson } from '../people/PersonPicker';
import { signExplanation, type TTransactionFormValues } from './transaction-form';

const F = formFields<TTransactionFormValues>();

/** Income types first, then expenses, each marked, so the choice says which way the money goes. */
const TYPE_OPTIONS = [
  ...INCOME_TRANSACTION_TYPES.map((type) => ({ value: type, label: `${type} (income)` })),
  ...EXPENSE_TRANSACTION_TYPES.map((type) => ({ value: type, label: `${type} (expense)` })),
];

/** The amount's help line follows the type and amount as they are typed. */
function AmountField() {
  const { control } = useFormContext<TTransactionFormValues>();
  const [type, amount] = useWatch({ control, name: ['transactionType', 'amount'] });
  return <F.Text name="amount" label="Amount ($)" required inputMode="decimal" placeholder="0.00" helperText={signExplanation(type, amount)} />;
}

/** Income's donor or payer: a Donation gives the person chosen the Donor role (docs/domain.md#people). */
function PayerField({ initial }: { initial: TPickedPerson | null }) {
  const { control } = useFormContext<TTransactionFormValues>();
  const type = useWatch({ control, name: 'transactionType' });
  if (!isIncomeType(type)) return null;
  return <PersonField<TTransactionFormValues> name="personId" label={type === 'Donation' ? 'Donor' : 'Paid By'} initial={initial} />;
}

/** The fields of a transaction (docs/domain.md#validation); `payer` is the person a recorded one names. */
export function TransactionFormFields({ payer = null }: { payer?: TPickedPerson | null }) {
  const today = useShelterToday();
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <F.Select name="transactionType" label="Type" required options={TYPE_OPTIONS} />
        <F.Text name="date" label="Date" type="date" required {...inputBounds(transactionDateBounds(today))} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AmountField />
        <F.Select name="paymentMethod" label="Payment Method" options={PAYMENT_METHODS} placeholder="Not specified" />
      </SimpleGrid>
      <PayerField initial={payer} />
      <F.Textarea name="description" label="Description" rows={2} />
    </Stack>
  );
}
