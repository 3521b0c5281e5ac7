import { z } from 'zod';
import { ZFeedAddresses, ZJsonFeed, ZJsonFeedQuery } from '../../../src-shared/schemas/feeds.js';
import { ZPublicAnimalInput } from '../../../src-shared/schemas/public.js';
import { ZAnimalFlyer } from '../../../src-shared/schemas/printables.js';
import { siteOrigin } from '../../plugins/site-origin.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc/procedures.js';
import { feedAddresses, jsonFeed } from './feeds.service.js';
import { publicFlyer } from './public-flyer.js';

export const feedsRouter = router({
  addresses: protectedProcedure
    .meta(rest('console:read', 'GET', '/feeds', 'The absolute addresses of the public feeds, the sitemap and robots.txt', { tag: 'public' }))
    .input(z.object({}).optional())
    .output(ZFeedAddresses)
    .query(({ ctx }) => feedAddresses(siteOrigin(ctx.req))),

  adoptable: publicProcedure
    .meta(
      rest('public', 'GET', '/public/feeds/adoptable', 'JSON Feed 1.1 of every animal listed for adoption, newest arrival first, 100 a page (next_url)', {
        tag: 'public',
        errors: [404],
      }),
    )
    .input(ZJsonFeedQuery)
    .output(ZJsonFeed)
    .query(({ ctx, input }) => jsonFeed(ctx.em, siteOrigin(ctx.req), input)),

  flyer: publicProcedure
    .meta(
      rest('public', 'GET', '/public/animals/{id}/flyer', 'The printable flyer of an animal listed for adoption; any other animal is 404', {
        tag: 'public',
        errors: [404],
      }),
    )
    .input(ZPublicAnimalInput)
    .output(ZAnimalFlyer)
    .query(({ ctx, input }) => publicFlyer(ctx.em, ctx.calendar, siteOrigin(ctx.req), input.id)),
});
