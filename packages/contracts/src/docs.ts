import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const docsEndpoints = {
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'none',
    tag: 'docs',
    summary: 'This API as an OpenAPI 3.1 document',
    answers: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI 3.1 document') },
  }),
};
