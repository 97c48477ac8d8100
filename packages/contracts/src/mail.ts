import { z } from 'zod';
import { mailOutboxAnswer } from './admin.ts';
import { endpoint } from './endpoint.ts';
import { paging } from './fields.ts';

export const mailEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    auth: 'admin',
    tag: 'mail',
    summary: 'What the product has emailed (without SMTP, what it would have), newest first',
    query: z.object(paging({ fallback: 50, max: 200 })),
    answers: { 200: mailOutboxAnswer },
  }),
};
