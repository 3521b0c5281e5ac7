import { z } from 'zod';
import { optionalText, requiredText, ZId } from './fields.js';
import { ZVersion } from './records.js';

/**
 * A photo as a screen shows it: `src` (the JPEG about 960 px wide, for clients that take one
 * address), the largest size's `width` and `height` (for the aspect ratio, so nothing shifts as it
 * loads), and a `srcset` per format (AVIF null until the background queue has made it).
 */
export const ZPhotoImage = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.object({ jpeg: z.string(), webp: z.string(), avif: z.string().nullable() }),
});
export type TPhotoImage = z.infer<typeof ZPhotoImage>;

/** One of an animal's photos, in the order staff set: the first is the primary one. */
export const ZPhoto = ZPhotoImage.extend({
  id: z.number().int(),
  animalId: z.number().int(),
  position: z.number().int(),
  primary: z.boolean(),
  caption: z.string().nullable(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  version: z.number().int(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

/** A photo as the portal shows it on the animal's page: its addresses and caption. */
export const ZPublicPhoto = ZPhotoImage.extend({ caption: z.string().nullable() });
export type TPublicPhoto = z.infer<typeof ZPublicPhoto>;

export const ZAnimalPhotosQuery = z.object({ animalId: ZId });

/** PUT /api/animals/{id}/photos/order: every live photo's id, in the new order (the first becomes the primary one). */
export const ZPhotoOrderInput = z.object({
  animalId: ZId,
  photoIds: z.array(ZId, { error: 'photoIds must be a list of photo ids' }).min(1, 'Send the photos in their new order').max(500),
});
export type TPhotoOrderInput = z.infer<typeof ZPhotoOrderInput>;

/** PATCH /api/photos/{id}: a caption (empty removes it), or `primary: true` to move the photo first. */
export const ZPhotoUpdateInput = z.object({
  id: ZId,
  caption: optionalText(300).optional(),
  primary: z.literal(true, { error: 'primary can only be set to true: make another photo primary instead' }).optional(),
  version: ZVersion,
});
export type TPhotoUpdateInput = z.infer<typeof ZPhotoUpdateInput>;

/** A document on an animal or a person: listed with who uploaded it and when, downloaded by staff. */
export const ZDocument = z.object({
  id: z.number().int(),
  animalId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Where signed-in staff download it: `/api/documents/{id}/file`. */
  url: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  version: z.number().int(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentUpdateInput = z.object({ id: ZId, title: requiredText('Title is required', 200), version: ZVersion });
export type TDocumentUpdateInput = z.infer<typeof ZDocumentUpdateInput>;

/** Documents are PDFs or images, checked by their bytes; 25 MB each. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
