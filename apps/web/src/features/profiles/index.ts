/** Profiles: the member's own profile (/profile) and public profiles with follow (/user/{id}). */

import './profiles.css';
export const loadOwnProfilePage = async () => (await import('./OwnProfilePage')).OwnProfilePage;
export const loadPublicProfilePage = async () => (await import('./PublicProfilePage')).PublicProfilePage;
