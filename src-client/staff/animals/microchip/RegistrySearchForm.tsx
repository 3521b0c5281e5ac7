import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { MICROCHIP_REGISTRIES } from '../../../../src-shared/enums';
import type { TMicrochipLookup } from '../../../../src-shared/schemas/microchips';
import { formFields } from '../../../shared/form/FormFields';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { LookupResult } from './LookupResult';
import { registryLabel, type TRegistry, type TRegistrySearchValues, ZRegistrySearchForm } from './registry-search';

const F = formFields<TRegistrySearchValues>();
const REGISTRY_OPTIONS = MICROCHIP_REGISTRIES.map((value) => ({ value, label: registryLabel(value) }));

/**
 * The registry search (docs/domain.md#validation). The spec's prototype answered with made-up results;
 * this one asks the API what the number itself tells and whether an animal here carries it.
 */
export function RegistrySearchForm({ defaultNumber }: { defaultNumber: string }) {
  const form = useForm({ resolver: zodResolver(ZRegistrySearchForm), defaultValues: { searchValue: defaultNumber, registry: '' } });
  const utils = trpc.useUtils();
  const [found, setFound] = useState<{ result: TMicrochipLookup; registry: TRegistry } | null>(null);

  const search = form.handleSubmit(async ({ searchValue, registry }) => {
    try {
      const result = await utils.microchips.lookup.fetch({ number: searchValue });
      setFound({ result, registry });
      notify('success', { title: 'Search complete', description: `Results for ${result.number || searchValue}.` });
    } catch {
      setFound(null);
      notify('error', { title: 'Search error', description: 'There was an error searching the microchip registries. Please try again.' });
    }
  });

  return (
    <Stack gap="5">
      <FormProvider {...form}>
        <form noValidate onSubmit={search} aria-label="Microchip registry search">
          <Stack gap="4">
            <F.Text name="searchValue" label="Search value" required placeholder="Microchip number" autoComplete="off" />
            <F.Select name="registry" label="Registry" required options={REGISTRY_OPTIONS} placeholder="Select a registry" />
            <Button type="submit" alignSelf="start" loading={form.formState.isSubmitting} loadingText="Searching...">
              <SearchIcon />
              Search
            </Button>
          </Stack>
        </form>
      </FormProvider>
      {found && <LookupResult result={found.result} registry={found.registry} />}
    </Stack>
  );
}
