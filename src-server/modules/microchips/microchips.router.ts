import { ZMicrochipLookup, ZMicrochipLookupInput } from '../../../src-shared/schemas/microchips.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { lookUpMicrochip } from './microchips.service.js';

export const microchipsRouter = router({
  lookup: protectedProcedure
    .meta(
      rest('animals:read', 'GET', '/microchips/{number}', 'Check a chip number: its format, likely maker and registry, and which animal here carries it', {
        tag: 'microchips',
      }),
    )
    .input(ZMicrochipLookupInput)
    .output(ZMicrochipLookup)
    .query(({ ctx, input }) => lookUpMicrochip(ctx.em, input.number)),
});
