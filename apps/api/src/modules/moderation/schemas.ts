import {
  body,
  CONTENT_REPORT_REASONS,
  paging,
  REPORT_CONTENT_TYPES,
  REPORT_DECISIONS,
  REPORT_DESCRIPTION_MAX,
  REPORT_STATUSES,
  requiredId,
  USER_REPORT_REASONS,
} from '@app/contracts';
import { z } from 'zod';

/** The spec's words for a missing reason (product spec 2 §5); an unknown one is refused too. */
const reason = (reasons: readonly string[]) =>
  z
    .string({ error: 'Please select a reason' })
    .trim()
    .min(1, 'Please select a reason')
    .refine((value) => reasons.includes(value), { message: 'Please select one of the listed reasons' });

const description = z
  .string({ error: 'Details must be text' })
  .trim()
  .max(REPORT_DESCRIPTION_MAX, `Details must be at most ${REPORT_DESCRIPTION_MAX} characters`)
  .nullish()
  .transform((value) => value ?? '');

export const blockBody = body({ blocked_id: requiredId('blocked_id') });
export const unblockQuery = z.object({ blocked_id: requiredId('blocked_id') });
export const blockStatusParams = z.object({ userId: requiredId('userId') });

export const userReportBody = body({
  reported_id: requiredId('reported_id'),
  reason: reason(USER_REPORT_REASONS),
  description,
});

export const contentReportBody = body({
  content_type: z.enum(REPORT_CONTENT_TYPES, {
    error: (issue) =>
      issue.input == null || issue.input === ''
        ? 'Content type is required'
        : 'Content type must be thread or reply',
  }),
  content_id: requiredId('content_id'),
  reason: reason(CONTENT_REPORT_REASONS),
  description,
});

/** Dashboard filters: `type` user or content, `status` one of the four; either may be left out (or empty). */
export const reportsQuery = z.object({
  ...paging({ fallback: 100, max: 500 }),
  type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['user', 'content'], { error: 'type must be user or content' }).optional(),
  ),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REPORT_STATUSES, { error: `status must be one of ${REPORT_STATUSES.join(', ')}` }).optional(),
  ),
});

export const reportParams = z.object({ id: requiredId('id') });

export const resolveBody = body({
  status: z.enum(REPORT_DECISIONS, { error: 'status must be resolved or dismissed' }),
  admin_notes: z
    .string({ error: 'Admin notes must be text' })
    .trim()
    .max(2000, 'Admin notes must be at most 2000 characters')
    .nullish()
    .transform((value) => value || null),
});
