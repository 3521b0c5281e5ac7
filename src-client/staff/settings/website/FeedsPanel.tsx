import { Code, Flex, Stack, Text } from '@chakra-ui/react';
import type { TFeedAddresses } from '../../../../src-shared/schemas/feeds';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { CopyButton } from '../../components/CopyButton';
import { SettingsPanel } from '../SettingsPanel';

const FEEDS: { key: keyof TFeedAddresses; label: string; use: string }[] = [
  { key: 'json', label: 'JSON feed', use: 'Every animal listed for adoption, with photos and links, for other sites and apps (JSON Feed 1.1).' },
  { key: 'atom', label: 'New arrivals (Atom)', use: 'The 50 animals that arrived most recently, for feed readers and social media tools.' },
  { key: 'sitemap', label: 'Sitemap', use: 'The portal’s pages for search engines: give it to Google Search Console or Bing Webmaster Tools.' },
  { key: 'robots', label: 'robots.txt', use: 'Points search engines to the sitemap and keeps them out of the console.' },
];

/**
 * Settings → Website's feeds (docs/domain.md#website): their addresses as the public reaches them
 * (PUBLIC_URL, else the address in use), ready to copy. Only animals listed publicly are in them.
 */
export function FeedsPanel() {
  const addresses = trpc.feeds.addresses.useQuery();
  return (
    <SettingsPanel
      title="Feeds and sitemap"
      description="Public addresses that list the animals staff have listed for adoption; each updates as soon as an animal changes."
    >
      {addresses.isError ? (
        <LoadError text={`Error loading the feeds’ addresses: ${errorMessage(addresses.error)}`} onRetry={() => void addresses.refetch()} />
      ) : (
        FEEDS.map(({ key, label, use }) => (
          <Stack key={key} gap="1">
            <Text fontWeight="medium">{label}</Text>
            <Text color="fg.muted" fontSize="sm">
              {use}
            </Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Code wordBreak="break-all" aria-label={`${label} address`}>
                {addresses.data?.[key] ?? '…'}
              </Code>
              <CopyButton size="xs" text={addresses.data?.[key]} copied="Address copied" aria-label={`Copy the ${label} address`} />
            </Flex>
          </Stack>
        ))
      )}
    </SettingsPanel>
  );
}
