import { Code, Field, HStack } from '@chakra-ui/react';
import { CopyButton } from '../../components/CopyButton';
import { trpc } from '../../../shared/trpc';
import { widgetSnippet } from './widget-form';

/**
 * The line to paste into the shelter's website, naming this server as the public knows it (the
 * portal's address, which follows PUBLIC_URL), or as this browser reached it.
 */
export function WidgetSnippet() {
  const website = trpc.website.widget.useQuery();
  const origin = website.data ? new URL(website.data.portalUrl).origin : window.location.origin;
  const snippet = widgetSnippet(origin);
  return (
    <Field.Root>
      <Field.Label id="widget-snippet-label">Snippet</Field.Label>
      <HStack align="start" w="full">
        <Code aria-labelledby="widget-snippet-label" data-testid="widget-snippet" flex="1" p="2" whiteSpace="pre-wrap" wordBreak="break-all" userSelect="all">
          {snippet}
        </Code>
        <CopyButton text={snippet} copied="Snippet copied" copiedHint="Paste it into your website’s page where the animals should appear." />
      </HStack>
      <Field.HelperText>The animals appear where the line is; add data-target=&quot;#id&quot; to show them in an element of yours instead.</Field.HelperText>
    </Field.Root>
  );
}
