import { z } from 'zod';
import { MICROCHIP_REGISTRIES } from '../../../../src-shared/enums';
import { ISO_MANUFACTURER_CODES } from '../../../../src-shared/microchips';
import { ZMicrochipLookupInput } from '../../../../src-shared/schemas/microchips';

export type TRegistry = (typeof MICROCHIP_REGISTRIES)[number];

/** The registry search form (docs/domain.md#validation): a search value and a registry, both required. */
export const ZRegistrySearchForm = z.object({
  searchValue: ZMicrochipLookupInput.shape.number,
  // Typed as text: the form starts on "Select a registry" (''), which the enum then refuses.
  registry: z.string().pipe(z.enum(MICROCHIP_REGISTRIES, { error: 'Please select a registry' })),
});
export type TRegistrySearchValues = z.input<typeof ZRegistrySearchForm>;

export const registryLabel = (registry: TRegistry) => (registry === 'all' ? 'All registries' : registry);

const mentions = (text: string, registry: string) => text.toLowerCase().includes(registry.toLowerCase());

/**
 * Whether the chosen registry is unlikely to hold the chip: its number names another registry.
 * An unknown registry, or "all", never disagrees.
 */
export function registryMismatch(chosen: TRegistry, likely: string | null): boolean {
  if (chosen === 'all' || !likely || likely.startsWith('Unknown')) return false;
  return !mentions(likely, chosen);
}

/** The ISO manufacturer codes whose chips are usually registered with a registry. */
export function registryCodes(registry: Exclude<TRegistry, 'all'>): { code: string; manufacturer: string }[] {
  return Object.entries(ISO_MANUFACTURER_CODES)
    .filter(([, maker]) => mentions(maker.registry, registry))
    .map(([code, maker]) => ({ code, manufacturer: maker.manufacturer }));
}
