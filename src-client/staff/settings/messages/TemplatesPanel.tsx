import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FileTextIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { TMessageTemplate, TMessageTemplateKind } from '../../../../src-shared/schemas/messages';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { DataTable, type TColumn } from '../../components/DataTable';
import { SettingsPanel } from '../SettingsPanel';
import { MESSAGE_KIND_LABELS } from './message-words';
import { TemplateDialog } from './TemplateDialog';

function columns(edit: (kind: TMessageTemplateKind) => void): TColumn<TMessageTemplate>[] {
  return [
    {
      key: 'kind',
      header: 'Message',
      cell: (template) => (
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{MESSAGE_KIND_LABELS[template.kind]}</Text>
            {template.customized && (
              <Badge colorPalette="blue" variant="subtle" rounded="full" px="2.5" size="sm">
                Customized
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {template.subject}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'edit',
      header: 'Actions',
      align: 'end',
      cell: (template) => (
        <Button size="xs" variant="outline" aria-label={`Edit ${MESSAGE_KIND_LABELS[template.kind]}`} onClick={() => edit(template.kind)}>
          <PencilIcon />
          Edit
        </Button>
      ),
    },
  ];
}

/** Settings → Messages' templates (admins): each message's subject and body, with their placeholders, editable and restorable. */
export function TemplatesPanel() {
  const templates = trpc.messageTemplates.list.useQuery();
  const [editing, setEditing] = useState<TMessageTemplateKind | null>(null);
  const list: TMessageTemplate[] | undefined = templates.data;
  return (
    <SettingsPanel
      title="Templates"
      description="What each message says. Plain text with {placeholders}, filled in when it is written; the HTML part is made from the same text."
    >
      {templates.isError ? (
        <LoadError text={`Error loading the templates: ${errorMessage(templates.error)}`} onRetry={() => void templates.refetch()} />
      ) : (
        <DataTable
          label="Message templates"
          columns={columns(setEditing)}
          rows={list}
          rowKey={(template) => template.kind}
          loading={templates.isPending}
          skeletonRows={7}
          empty={<EmptyMessage icon={FileTextIcon} title="No templates" />}
        />
      )}
      <TemplateDialog template={list?.find((template) => template.kind === editing) ?? null} onClose={() => setEditing(null)} />
    </SettingsPanel>
  );
}
