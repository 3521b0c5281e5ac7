import { ZPublicWebsite } from '../../../src-shared/schemas/widget.js';
import { siteOrigin } from '../../plugins/site-origin.js';
import { rest } from '../../trpc/meta.js';
import { publicProcedure, router } from '../../trpc/procedures.js';
import { publicWebsite } from './website.service.js';

export const websiteRouter = router({
  widget: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/public/website',
        'What the embeddable widget shows of the shelter: its name, the portal’s address, the look set in Settings → Website',
        { tag: 'public' },
      ),
    )
    .output(ZPublicWebsite)
    .query(async ({ ctx }) => publicWebsite(ctx.em, siteOrigin(ctx.req))),
});
