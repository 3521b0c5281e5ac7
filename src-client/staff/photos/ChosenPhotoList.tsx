import { Box, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ImageIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fileSize } from '../uploads/file-size';
import type { TChosenPhoto } from './chosen-photos';

const PREVIEW_PX = 96;

/**
 * A small picture of a chosen file, drawn on a canvas from the file itself: the page's security
 * policy admits no blob: images, and a data: address would hold a 12 MB photo twice over in
 * memory. A file the browser cannot read (HEIC, or not an image at all) shows an icon.
 */
function PhotoPreview({ file }: { file: File }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    createImageBitmap(file, { resizeWidth: PREVIEW_PX, resizeQuality: 'medium' })
      .then((bitmap) => {
        const element = canvas.current;
        if (current && element) {
          element.width = bitmap.width;
          element.height = bitmap.height;
          element.getContext('2d')?.drawImage(bitmap, 0, 0);
          setDrawn(true);
        }
        bitmap.close();
      })
      .catch(() => setDrawn(false));
    return () => {
      current = false;
    };
  }, [file]);
  return (
    <Box boxSize="12" flexShrink="0" rounded="sm" overflow="hidden" bg="bg.muted" display="grid" placeItems="center" color="fg.muted">
      <chakra.canvas ref={canvas} aria-hidden w="full" h="full" objectFit="cover" display={drawn ? 'block' : 'none'} />
      {!drawn && <ImageIcon aria-hidden size="20" />}
    </Box>
  );
}

/** The photos chosen and not yet uploaded, each with its size, why it was refused if it was, and (when `onRemove`) a way to leave it out. */
export function ChosenPhotoList({ chosen, onRemove }: { chosen: readonly TChosenPhoto[]; onRemove?: ((key: string) => void) | undefined }) {
  if (chosen.length === 0) return null;
  return (
    <Stack as="ul" aria-label="Photos to upload" gap="2" listStyleType="none">
      {chosen.map((photo) => (
        <HStack as="li" key={photo.key} gap="3" p="2" borderWidth="1px" rounded="md" borderColor={photo.refusal ? 'border.error' : 'border'} align="start">
          <PhotoPreview file={photo.file} />
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
              {photo.file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {fileSize(photo.file.size)}
            </Text>
            {photo.refusal && (
              <Text fontSize="sm" color="fg.error">
                {photo.refusal}
              </Text>
            )}
          </Stack>
          {onRemove && (
            <IconButton size="xs" variant="ghost" aria-label={`Leave out ${photo.file.name}`} onClick={() => onRemove(photo.key)}>
              <XIcon />
            </IconButton>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
