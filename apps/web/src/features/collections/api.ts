import { catalogueEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

/** Every collection the API knows: the site's own and those added in the admin catalogue. */
export const fetchCategories = (signal?: AbortSignal) => api(catalogueEndpoints.collections, { signal });
