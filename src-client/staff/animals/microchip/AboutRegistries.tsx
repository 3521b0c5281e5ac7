import { Link, List, Stack, Text } from '@chakra-ui/react';
import { ExternalLinkIcon } from 'lucide-react';
import { MICROCHIP_REGISTRIES } from '../../../../src-shared/enums';
import { AAHA_LOOKUP_URL } from '../../../../src-shared/microchips';
import { registryCodes } from './registry-search';

const REGISTRIES = MICROCHIP_REGISTRIES.filter((registry) => registry !== 'all');

/** The About Registries tab: why registration matters, and which chips each registry usually holds. */
export function AboutRegistries() {
  return (
    <Stack gap="4" fontSize="sm">
      <Text>
        A chip only brings an animal home if it is registered: the registry, not the chip, holds the owner’s contact details. A chip can be registered with any
        registry, so when the registry is not known, search them all at once with the{' '}
        <Link href={AAHA_LOOKUP_URL} target="_blank" rel="noopener noreferrer" color="colorPalette.fg">
          AAHA Universal Pet Microchip Lookup
          <ExternalLinkIcon size="12" aria-hidden />
        </Link>
        .
      </Text>
      <List.Root gap="2" ps="4">
        {REGISTRIES.map((registry) => {
          const codes = registryCodes(registry);
          return (
            <List.Item key={registry}>
              <Text as="span" fontWeight="semibold">
                {registry}
              </Text>
              {codes.length > 0
                ? `: usually chips starting ${codes.map(({ code, manufacturer }) => `${code} (${manufacturer})`).join(', ')}.`
                : ': accepts chips of any manufacturer.'}
            </List.Item>
          );
        })}
      </List.Root>
      <Text color="fg.muted">
        ISO chips have 15 digits. The first three name the manufacturer (900 to 998; 900 is shared by smaller makers) or, below 900, a country, which does not
        tell the maker. Older US chips have 9 digits (AVID) or 10 characters (125 kHz).
      </Text>
    </Stack>
  );
}
