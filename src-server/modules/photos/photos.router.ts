import { z } from 'zod';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { ZAnimalPhotosQuery, ZPhoto, ZPhotoOrderInput, ZPhotoUpdateInput } from '../../../src-shared/schemas/photos.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { listPhotos, reorderPhotos, updatePhoto, voidPhoto } from './photos.service.js';

/** An animal's photos (docs/domain.md#photos). Uploads are a plain route (photo-upload.routes.ts): multipart bodies. */
export const photosRouter = router({
  byAnimal: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/animals/{animalId}/photos', 'One animal’s photos in their order; the first is the primary one', {
        tag: 'photos',
        errors: [404],
      }),
    )
    .input(ZAnimalPhotosQuery)
    .output(z.array(ZPhoto))
    .query(({ ctx, input }) => listPhotos(ctx.em, input.animalId)),

  reorder: protectedProcedure
    .meta(
      rest(
        'photos:write',
        'PUT',
        '/animals/{animalId}/photos/order',
        'Put an animal’s photos in a new order (every live photo’s id, once); the first becomes the primary one',
        {
          tag: 'photos',
          errors: [404],
        },
      ),
    )
    .input(ZPhotoOrderInput)
    .output(z.array(ZPhoto))
    .mutation(({ ctx, input }) => reorderPhotos(ctx.em, input)),

  update: protectedProcedure
    .meta(
      rest(
        'photos:write',
        'PATCH',
        '/photos/{id}',
        'Change a photo’s caption, or make it the primary one (primary: true); send version to refuse a stale edit',
        { errors: [404, 409] },
      ),
    )
    .input(ZPhotoUpdateInput)
    .output(ZPhoto)
    .mutation(({ ctx, input }) => updatePhoto(ctx.em, input)),

  void: protectedProcedure
    .meta(
      rest('records:write', 'DELETE', '/photos/{id}', 'Void a photo: it leaves every list and its files are deleted; the record stays, with the reason', {
        errors: [404],
      }),
    )
    .input(ZVoidQuery)
    .output(ZPhoto)
    .mutation(({ ctx, input }) => voidPhoto(ctx.em, ctx.req.server.files, input.id, input.reason)),
});
