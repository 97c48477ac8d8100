import { z } from 'zod';

/** Every failed request's body: the message to show, and the form field it is about when there is one. */
export const errorBody = z.object({ error: z.string(), field: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;
