import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZListingSite } from '../../../src-shared/schemas/listings.js';
import { invalid } from '../../domain-errors.js';
import { requirePermission } from '../auth/route-user.js';
import { sendDownload } from '../../plugins/download.js';
import { listingFile } from './listings.service.js';

const ZFileParams = z.object({ site: ZListingSite, name: z.string().min(1).max(100) });

/** GET /api/listings/{site}/files/{name}: a file of the site's latest export, for admins, as an attachment never cached. */
export async function registerListingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/listings/:site/files/:name', async (req, reply) => {
    await requirePermission(req, 'admin');
    const params = ZFileParams.safeParse(req.params);
    if (!params.success) throw invalid(params.error.issues[0]?.message ?? 'The file is invalid', params.error.issues[0]?.path.join('.'));
    const file = await listingFile(req.server.orm.em.fork(), req.server.files, params.data.site, params.data.name);
    return sendDownload(reply, file);
  });
}
