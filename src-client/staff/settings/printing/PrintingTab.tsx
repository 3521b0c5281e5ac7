import { Code, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CONTRACT_PLACEHOLDERS, RECEIPT_PLACEHOLDERS } from '../../../../src-shared/schemas/printables';
import { type TPrintingSettings, ZPrintingSettings } from '../../../../src-shared/schemas/settings';
import { formFields } from '../../../shared/form/FormFields';
import { SettingsForm } from '../SettingsForm';

const F = formFields<TPrintingSettings>();
const PAPER_SIZES = [
  { value: 'letter', label: 'US Letter (8.5 × 11 in)' },
  { value: 'a4', label: 'A4 (210 × 297 mm)' },
];

/** The placeholders a text accepts, as typed into it. */
function Placeholders({ intro, names }: { intro: string; names: readonly string[] }) {
  return (
    <Text as="span">
      {intro}{' '}
      {names.map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <Code size="sm">{`{${name}}`}</Code>
        </span>
      ))}
      .
    </Text>
  );
}

/** The Printing tab: the paper the console's printed pages are laid out for, the adoption contract's terms and the receipts' wording. */
export function PrintingTab({ settings, mayEdit }: { settings: TPrintingSettings; mayEdit: boolean }) {
  const form = useForm({ resolver: zodResolver(ZPrintingSettings), defaultValues: settings });
  return (
    <SettingsForm
      group="printing"
      form={form}
      mayEdit={mayEdit}
      title="Printing"
      description="Kennel cards, adoption contracts, receipts, vaccination certificates and flyers: the paper they are printed on and what they say."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <F.Select name="paperSize" label="Paper Size" options={PAPER_SIZES} helperText="Each printed page can still switch paper before printing." />
      </SimpleGrid>
      <F.Textarea
        name="contractTerms"
        label="Adoption Contract Terms"
        rows={10}
        helperText={<Placeholders intro="Separate paragraphs with a blank line. Filled in when printed:" names={CONTRACT_PLACEHOLDERS} />}
      />
      <F.Textarea
        name="donationReceiptWording"
        label="Donation Receipt Wording"
        rows={3}
        helperText={<Placeholders intro="The tax statement on a donation’s receipt. Filled in when printed:" names={RECEIPT_PLACEHOLDERS} />}
      />
      <F.Textarea
        name="feeReceiptWording"
        label="Fee Receipt Wording"
        rows={2}
        helperText={<Placeholders intro="On the receipt for an adoption or other fee. Filled in when printed:" names={RECEIPT_PLACEHOLDERS} />}
      />
    </SettingsForm>
  );
}
