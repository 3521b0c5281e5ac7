import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../public/page-head.js';
import { readUnsubscribeToken, type TUnsubscribeTopic } from './unsubscribe.js';

/** Each topic's words on the page, and the column of `users` it turns off. */
const TOPICS: Record<TUnsubscribeTopic, { label: string; off: string }> = {
  newApplications: { label: 'new adoption applications', off: `notify_new_applications = 'off'` },
  appointmentReminders: { label: 'tomorrow’s appointments', off: 'notify_appointment_reminders = false' },
  fosterEnding: { label: 'foster placements ending soon', off: 'notify_foster_ending = false' },
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">${title}</h1>
${body}
</body>
</html>`;

function answer(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const refused = (reply: FastifyReply) =>
  answer(
    reply,
    400,
    page('This link is not valid', '<p>It may have been copied incompletely. You can change what you receive in the console, under Settings → Account.</p>'),
  );

const tokenOf = (req: FastifyRequest) => {
  const token = (req.query as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
};

/**
 * The unsubscribe link of staff's messages (docs/domain.md#messages). Opening it only asks: mail
 * scanners open links, and must not unsubscribe anyone. The page's button, or a mail client's own
 * one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`), turns that choice off. The signed
 * token is the authority, not a session, so the API's CSRF guard (/api only) has nothing to check.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance): Promise<void> {
  // The one-click POST is a form (urlencoded, or multipart per RFC 8058); what it says is fixed, the token is in the address.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));

  app.get('/unsubscribe', async (req, reply) => {
    const token = tokenOf(req);
    const named = readUnsubscribeToken(app.outbox, token);
    if (!named) return refused(reply);
    const action = `/unsubscribe?token=${encodeURIComponent(token)}`;
    return answer(
      reply,
      200,
      page(
        'Stop these e-mails?',
        `<p>You will no longer receive e-mails about ${TOPICS[named.topic].label}.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Unsubscribe</button></form>`,
      ),
    );
  });

  app.post('/unsubscribe', async (req, reply) => {
    const named = readUnsubscribeToken(app.outbox, tokenOf(req));
    if (!named) return refused(reply);
    const rows = await app.orm.em.fork().execute<{ id: number }[]>(`update users set ${TOPICS[named.topic].off} where id = ? returning id`, [named.userId]);
    if (!rows.length) return refused(reply);
    req.log.info({ userId: named.userId, topic: named.topic }, 'unsubscribed from a message by its link');
    return answer(
      reply,
      200,
      page(
        'You are unsubscribed',
        `<p>You will no longer receive e-mails about ${TOPICS[named.topic].label}. You can turn them on again in the console, under Settings → Account.</p>`,
      ),
    );
  });
}
