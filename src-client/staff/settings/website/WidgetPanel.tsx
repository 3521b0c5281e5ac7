import { HStack, Input, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { TWebsiteSettings } from '../../../../src-shared/schemas/settings';
import { errorMessage } from '../../../shared/errors';
import { formFields } from '../../../shared/form/FormFields';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { useMay } from '../../session/use-may';
import { SettingsForm } from '../SettingsForm';
import { widgetFormValues, ZWidgetForm, type TWidgetFormValues } from './widget-form';
import { WidgetPreview } from './WidgetPreview';
import { WidgetSnippet } from './WidgetSnippet';

const F = formFields<TWidgetFormValues>();
const SCHEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Automatic (the visitor’s device)' },
];
const HEX = /^#[0-9a-f]{6}$/i;

/** Settings → Website's widget (docs/domain.md#website-widget): the sites allowed to embed it, its look, the snippet and a live preview. */
export function WidgetPanel() {
  const settings = trpc.settings.get.useQuery();
  if (settings.isError) return <LoadError text={`Error loading settings: ${errorMessage(settings.error)}`} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton h="64" />;
  return <WidgetForm settings={settings.data.website} />;
}

function WidgetForm({ settings }: { settings: TWebsiteSettings }) {
  const mayEdit = useMay('admin');
  const form = useForm({ resolver: zodResolver(ZWidgetForm), defaultValues: widgetFormValues(settings) });
  const [primaryColor, font, colorScheme] = useWatch({ control: form.control, name: ['primaryColor', 'font', 'colorScheme'] });
  const swatch = HEX.test(primaryColor) ? primaryColor.toLowerCase() : settings.primaryColor;
  return (
    <SettingsForm
      group="website"
      form={form}
      mayEdit={mayEdit}
      title="Adoptable Animals Widget"
      description="Show your adoptable animals on your own website: paste one line into its page. Only the websites listed here may show them."
    >
      <F.Textarea
        name="allowedOrigins"
        label="Allowed Websites"
        rows={3}
        helperText="One address a line, such as https://www.example.org: the sites that may show the widget and open your animals' pages in it."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <HStack align="end" gap="2">
          <Input
            type="color"
            aria-label="Pick the primary colour"
            w="12"
            p="1"
            flexShrink="0"
            value={swatch}
            onChange={(event) => form.setValue('primaryColor', event.target.value, { shouldDirty: true, shouldValidate: true })}
          />
          <Stack flex="1">
            <F.Text name="primaryColor" label="Primary Colour" placeholder="#0d9488" />
          </Stack>
        </HStack>
        <F.Text name="font" label="Font" placeholder="Your website’s own" helperText="A font your website already loads, e.g. Georgia, serif" />
        <F.Select name="colorScheme" label="Colour Scheme" options={SCHEMES} />
      </SimpleGrid>
      <WidgetSnippet />
      <WidgetPreview theme={{ primaryColor: swatch, font: font.trim(), colorScheme }} />
    </SettingsForm>
  );
}
