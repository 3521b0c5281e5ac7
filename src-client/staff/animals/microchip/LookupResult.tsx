import { Alert, Badge, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CircleAlertIcon, CircleCheckIcon, ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { TMicrochipLookup } from '../../../../src-shared/schemas/microchips';
import { AnimalStatusBadge } from '../../../shared/StatusBadge';
import { registryLabel, registryMismatch, type TRegistry } from './registry-search';

/**
 * What a chip number tells: whether it is well formed, its likely manufacturer and registry, which
 * animal of this shelter carries it, and the national lookup for the owner's registration.
 */
export function LookupResult({ result, registry }: { result: TMicrochipLookup; registry: TRegistry }) {
  return (
    <Stack gap="4" borderWidth="1px" rounded="md" p="4" aria-label="Search result" role="region">
      <HStack gap="2" wrap="wrap">
        <Text fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
          {result.number || '—'}
        </Text>
        {result.valid ? (
          <Badge colorPalette="green" variant="subtle">
            <CircleCheckIcon aria-hidden />
            Valid chip number
          </Badge>
        ) : (
          <Badge colorPalette="red" variant="subtle">
            <CircleAlertIcon aria-hidden />
            Not a valid chip number
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {result.message}
      </Text>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>Format</DataList.ItemLabel>
          <DataList.ItemValue>{result.format ?? 'Unknown'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Likely manufacturer</DataList.ItemLabel>
          <DataList.ItemValue>{result.manufacturer ?? 'Unknown'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Likely registry</DataList.ItemLabel>
          <DataList.ItemValue>{result.registry ?? 'Unknown'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>In this shelter</DataList.ItemLabel>
          <DataList.ItemValue>
            {result.animal ? (
              <HStack gap="2" wrap="wrap">
                <Link asChild color="colorPalette.fg" fontWeight="medium">
                  <RouterLink to={`/animals/${result.animal.id}`}>
                    {result.animal.name} ({result.animal.animalId})
                  </RouterLink>
                </Link>
                <AnimalStatusBadge status={result.animal.status} size="sm" />
              </HStack>
            ) : (
              'No animal here carries this chip'
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {registryMismatch(registry, result.registry) && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            This number points to {result.registry}, not {registryLabel(registry)}: search there too, or search all registries at once.
          </Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="1">
        <Link href={result.nationalLookupUrl} target="_blank" rel="noopener noreferrer" color="colorPalette.fg" fontWeight="medium">
          Search the AAHA Universal Pet Microchip Lookup
          <ExternalLinkIcon size="14" aria-hidden />
        </Link>
        <Text fontSize="xs" color="fg.muted">
          The national lookup asks the participating registries at once and tells which one holds the owner’s registration. Opens in a new tab.
        </Text>
      </Stack>
    </Stack>
  );
}
