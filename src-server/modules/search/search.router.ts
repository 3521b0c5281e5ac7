import { ZSearchQuery, ZSearchResults } from '../../../src-shared/schemas/search.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { searchEverything } from './search.service.js';

/** The console's search box (docs/domain.md#search). Each group follows its own list's rule: people as the People list answers the role, applications for the console's readers. */
export const searchRouter = router({
  all: protectedProcedure
    .meta(
      rest(
        'animals:read',
        'GET',
        '/search',
        'Animals by name, ID or microchip, people by name, e-mail or phone, and applications by reference or applicant: the first hits of each, with the number found',
      ),
    )
    .input(ZSearchQuery)
    .output(ZSearchResults)
    .query(({ ctx, input }) => searchEverything(ctx.em, input.q, ctx.user.role)),
});
