import { profilesEndpoints as endpoints } from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { loadOwnProfile, loadPublicProfile, toggleFollow, updateProfile } from './service.ts';

const memberId = (request: { member: Member | null }) => signedIn(request).id;

/**
 * Room for a 2 MB image written as a data URL (4 characters per 3 bytes) beside the text fields; a larger
 * image still arrives whole, so it is refused in words naming the avatar.
 */
const PROFILE_BODY_LIMIT = 4 * 1024 * 1024;

/** Saving one's profile redraws an image: plenty for a member, not for keeping a server busy. */
const PROFILE_SAVES = { points: 60, duration: 60 } as const;

/** Members' profiles: one's own (editing it, with an avatar), public profiles, and following (product spec 1 §2, §7). */
export const profilesPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.own, (request) => loadOwnProfile(app.db, memberId(request)));

    serve(
      app,
      endpoints.save,
      async (request) => ({
        user: await updateProfile(app.db, app.media, memberId(request), request.body, request.log),
      }),
      { bodyLimit: PROFILE_BODY_LIMIT, preHandler: app.limitPerAddress('profile-save', PROFILE_SAVES) },
    );

    serve(app, endpoints.public, (request) =>
      loadPublicProfile(app.db, request.params.id, request.member?.id ?? null),
    );

    serve(app, endpoints.follow, async (request) => ({
      following: await toggleFollow(app.db, memberId(request), request.body.user_id),
    }));
  },
  { name: 'profiles', dependencies: ['auth', 'media', 'rate-limits'] },
);
