import { Badge, Box, Card, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import type { TPhoto } from '../../../src-shared/schemas/photos';
import { useFormat } from '../../shared/use-format';
import { dayOf } from '../applications/submitted-date';
import { RowActions, type TRowAction } from '../records/RowActions';

/** The grid is two across on phones, three from tablets and four on wide screens (PhotoGrid). */
const GRID_SIZES = '(min-width: 80em) 18rem, (min-width: 48em) 30vw, 50vw';

/** What staff who may arrange photos can do with one; `onRemove` only for those who may also void records. */
export interface TPhotoActions {
  onMove: (photo: TPhoto, to: number) => void;
  onMakePrimary: (photo: TPhoto) => void;
  onCaption: (photo: TPhoto) => void;
  onRemove: ((photo: TPhoto) => void) | undefined;
  /** A change to the order is on its way: the next waits for it. */
  moving: boolean;
}

/**
 * Move earlier or later. At the end of the grid it says it cannot (aria-disabled) rather than
 * being disabled, so a keyboard user who moved a photo there keeps the focus on it.
 */
function MoveButton({ label, icon, to, photo, actions }: { label: string; icon: ReactNode; to: number | null; photo: TPhoto; actions: TPhotoActions }) {
  const unable = to === null || actions.moving;
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} aria-disabled={unable} onClick={() => to !== null && !actions.moving && actions.onMove(photo, to)}>
      {icon}
    </IconButton>
  );
}

/** How a photo is named to people who cannot see it: its caption, else whose photo it is. */
export const photoAlt = (photo: Pick<TPhoto, 'caption'>, animalName: string) => photo.caption ?? `Photo of ${animalName}`;

/**
 * One of an animal's photos: the picture (the first row's at once, the others as they scroll in),
 * its caption, the Primary badge on the first, who added it and when; and, for staff who may, Move
 * earlier and Move later (or drag it onto another), Make primary, Edit caption and Remove.
 */
export function PhotoCard({
  photo,
  index,
  count,
  animalName,
  actions,
  drag,
}: {
  photo: TPhoto;
  index: number;
  count: number;
  animalName: string;
  actions: TPhotoActions | undefined;
  drag: { onDragStart: (event: DragEvent) => void; onDragOver: (event: DragEvent) => void; onDrop: (event: DragEvent) => void } | undefined;
}) {
  const format = useFormat();
  const label = `photo ${index + 1}${photo.caption ? ` (${photo.caption})` : ''}`;
  const menu: TRowAction[] = actions
    ? [
        ...(index > 0 ? [{ value: 'primary', label: 'Make primary', onSelect: () => actions.onMakePrimary(photo) }] : []),
        { value: 'caption', label: photo.caption ? 'Edit caption' : 'Add caption', onSelect: () => actions.onCaption(photo) },
        ...(actions.onRemove ? [{ value: 'remove', label: 'Remove photo', onSelect: () => actions.onRemove?.(photo), destructive: true }] : []),
      ]
    : [];
  return (
    <Card.Root as="li" variant="outline" overflow="hidden" draggable={Boolean(drag)} cursor={drag ? 'grab' : undefined} {...drag}>
      {/* Hidden overflow keeps the frame at 4:3: otherwise a portrait photo stretches it to its own shape. */}
      <Box position="relative" aspectRatio="4 / 3" overflow="hidden" bg="bg.muted">
        <Image
          src={photo.src}
          srcSet={photo.srcset.webp}
          sizes={GRID_SIZES}
          htmlWidth={photo.width}
          htmlHeight={photo.height}
          loading={index < 4 ? 'eager' : 'lazy'}
          alt={photoAlt(photo, animalName)}
          draggable={false}
          w="full"
          h="full"
          objectFit="cover"
        />
        {photo.primary && (
          <Badge position="absolute" top="2" insetStart="2" colorPalette="teal" variant="solid">
            Primary
          </Badge>
        )}
      </Box>
      <Card.Body p="3" gap="1">
        <Text fontSize="sm" color={photo.caption ? 'fg' : 'fg.muted'} wordBreak="break-word">
          {photo.caption ?? 'No caption'}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Added {format.date(dayOf(photo.uploadedAt))}
          {photo.uploadedBy && ` by ${photo.uploadedBy}`}
        </Text>
      </Card.Body>
      {actions && (
        <Card.Footer p="2" pt="0" justifyContent="space-between">
          <HStack gap="1">
            <MoveButton label={`Move ${label} earlier`} icon={<ArrowLeftIcon />} to={index > 0 ? index - 1 : null} photo={photo} actions={actions} />
            <MoveButton label={`Move ${label} later`} icon={<ArrowRightIcon />} to={index < count - 1 ? index + 1 : null} photo={photo} actions={actions} />
          </HStack>
          <RowActions label={`Actions for ${label}`} actions={menu} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}
