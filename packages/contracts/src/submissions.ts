import { z } from 'zod';
import { adminSubmissionsAnswer } from './admin.ts';
import { endpoint } from './endpoint.ts';
import { body, paging, requiredText } from './fields.ts';

export const SUBMISSION_NAME_MAX = 200;
export const SUBMISSION_URL_MAX = 2048;

/** An absolute http(s) link to a site with a real host name (product spec 1 §5: "a valid URL"). */
function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z0-9-]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** `POST /api/submit-product`, 201: the suggestion's id. */
export const submissionAnswer = z.object({ ok: z.literal(true), id: z.number() });
export type SubmissionAnswer = z.infer<typeof submissionAnswer>;

export const submissionsEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/api/submit-product',
    auth: 'optional',
    tag: 'submissions',
    summary: 'Suggests a product (its name and link)',
    body: body({
      name: requiredText('Product name', { max: SUBMISSION_NAME_MAX }),
      url: requiredText('Product URL', { max: SUBMISSION_URL_MAX }).refine(isWebLink, {
        message: 'Product URL must be a valid http:// or https:// link',
      }),
    }),
    answers: { 201: submissionAnswer },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/submissions',
    auth: 'admin',
    tag: 'submissions',
    summary: 'The product suggestions, newest first',
    query: z.object(paging({ fallback: 50, max: 200 })),
    answers: { 200: adminSubmissionsAnswer },
  }),
};
