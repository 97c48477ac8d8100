import { errorBody, followAnswer, publicProfileAnswer, updateProfileAnswer } from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followBody, profileParams, updateProfileBody } from './schemas.ts';
import { loadPublicProfile, toggleFollow, updateProfile } from './service.ts';

const memberId = (request: FastifyRequest) => (request.member as Member).id;

/**
 * Room for a 2 MB image written as a data URL (4 characters per 3 bytes) beside the text fields; a larger
 * image still arrives whole, so it is refused in words naming the avatar.
 */
const PROFILE_BODY_LIMIT = 4 * 1024 * 1024;

/** Saving one's profile redraws an image: plenty for a member, not for keeping a server busy. */
const PROFILE_SAVES = { points: 60, duration: 60 } as const;

/** Members' profiles: editing one's own (with an avatar), public profiles, and following (product spec 1 §2, §7). */
export const profilesPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorBody };

    routes.put(
      '/api/auth/profile',
      {
        bodyLimit: PROFILE_BODY_LIMIT,
        preHandler: [app.authenticate, app.limitPerAddress('profile-save', PROFILE_SAVES)],
        schema: {
          summary: 'Save my display name, bio and avatar (an image data URL, my current avatar URL, or null)',
          body: updateProfileBody,
          response: { 200: updateProfileAnswer, ...errors },
        },
      },
      async (request) => ({
        user: await updateProfile(app.db, app.media, memberId(request), request.body, request.log),
      }),
    );

    routes.get(
      '/api/user/:id/profile',
      {
        preHandler: app.identify,
        schema: { params: profileParams, response: { 200: publicProfileAnswer, ...errors } },
      },
      async (request) => loadPublicProfile(app.db, request.params.id, request.member?.id ?? null),
    );

    routes.post(
      '/api/follow',
      {
        preHandler: app.authenticate,
        schema: { body: followBody, response: { 200: followAnswer, ...errors } },
      },
      async (request) => ({ following: await toggleFollow(app.db, memberId(request), request.body.user_id) }),
    );
  },
  { name: 'profiles', dependencies: ['auth', 'media', 'rate-limits'] },
);
