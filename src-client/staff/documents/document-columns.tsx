import { Link, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon } from 'lucide-react';
import type { TDocument } from '../../../src-shared/schemas/photos';
import type { TFormatters } from '../../shared/use-format';
import { dayOf } from '../applications/submitted-date';
import type { TColumn } from '../components/DataTable';
import { RowActions } from '../records/RowActions';
import { fileSize } from '../uploads/file-size';
import { documentKind } from './document-words';

export interface TDocumentActions {
  onRename: (document: TDocument) => void;
  onRemove: (document: TDocument) => void;
}

/**
 * The documents' columns: the title (a download link) with the file's name, its kind and size, who
 * uploaded it and when, and for staff who may, Rename and Remove. A phone keeps the title, with the
 * rest under it, and the actions.
 */
export function documentColumns(format: TFormatters, actions: TDocumentActions | undefined): TColumn<TDocument>[] {
  const uploaded = (document: TDocument) => `${format.date(dayOf(document.uploadedAt))}${document.uploadedBy ? ` by ${document.uploadedBy}` : ''}`;
  const columns: TColumn<TDocument>[] = [
    {
      key: 'title',
      header: 'Document',
      cell: (document) => (
        <Stack gap="0.5" minW="0">
          <Link href={document.url} download={document.fileName} fontWeight="medium" color="colorPalette.fg" wordBreak="break-word">
            <DownloadIcon aria-hidden size="14" />
            {document.title}
          </Link>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {document.fileName}
          </Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {documentKind(document.contentType)} · {fileSize(document.byteSize)} · {uploaded(document)}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', hideBelow: 'md', cell: (document) => <Text whiteSpace="nowrap">{documentKind(document.contentType)}</Text> },
    { key: 'size', header: 'Size', hideBelow: 'md', cell: (document) => <Text whiteSpace="nowrap">{fileSize(document.byteSize)}</Text> },
    { key: 'uploaded', header: 'Uploaded', hideBelow: 'md', cell: (document) => <Text color="fg.muted">{uploaded(document)}</Text> },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (document) => (
        <RowActions
          label={`Actions for ${document.title}`}
          actions={[
            { value: 'rename', label: 'Rename', onSelect: () => actions.onRename(document) },
            { value: 'remove', label: 'Remove', onSelect: () => actions.onRemove(document), destructive: true },
          ]}
        />
      ),
    });
  }
  return columns;
}
