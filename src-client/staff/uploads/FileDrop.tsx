import { Button, HStack, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { CameraIcon, FilePlusIcon, ImagePlusIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Where files are chosen: dropped onto it, or picked with its button from the device's files (or,
 * for photos on a phone or tablet, its photo library). With `camera`, a touch device also offers
 * Take Photo, which opens the camera at once: `capture` on the only control would leave no way to
 * pick from the library.
 */
export function FileDrop({
  chooseLabel,
  hint,
  accept,
  multiple = false,
  camera = false,
  disabled = false,
  onFiles,
}: {
  chooseLabel: string;
  /** What may be dropped or chosen, in a line. */
  hint: string;
  accept: string;
  multiple?: boolean;
  camera?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const cameraPicker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [touch] = useMediaQuery(['(pointer: coarse)'], { ssr: false });
  const take = (files: FileList | null) => {
    const taken = [...(files ?? [])];
    if (taken.length > 0) onFiles(multiple ? taken : taken.slice(0, 1));
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // Emptied, so the same file chosen again (after removing it) is a change too.
    event.target.value = '';
  };
  const over = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const ChooseIcon = accept.startsWith('image/') ? ImagePlusIcon : FilePlusIcon;

  return (
    <Stack
      align="center"
      gap="3"
      px="4"
      py="5"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'colorPalette.solid' : 'border'}
      bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
      rounded="lg"
      textAlign="center"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        {hint}
      </Text>
      <HStack gap="2" wrap="wrap" justify="center">
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => picker.current?.click()}>
          <ChooseIcon aria-hidden />
          {chooseLabel}
        </Button>
        {camera && touch && (
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => cameraPicker.current?.click()}>
            <CameraIcon aria-hidden />
            Take Photo
          </Button>
        )}
      </HStack>
      {/* The buttons above are the controls; the inputs only open the device's pickers. */}
      <input ref={picker} type="file" hidden tabIndex={-1} aria-label={chooseLabel} accept={accept} multiple={multiple} onChange={picked} />
      {camera && touch && (
        <input ref={cameraPicker} type="file" hidden tabIndex={-1} aria-label="Take Photo" accept="image/*" capture="environment" onChange={picked} />
      )}
    </Stack>
  );
}
