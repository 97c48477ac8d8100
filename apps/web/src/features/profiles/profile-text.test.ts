import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  followersAfter,
  memberIdFrom,
  nameOf,
  ownProfileErrorText,
  photoProblem,
  publicProfileErrorText,
  puzzleScoreText,
} from './profile-text';

describe('profile texts', () => {
  it("shows the server's error, else the spec's texts (product spec 1 §8)", () => {
    const refused = new ApiError(401, 'x', { serverMessage: 'Your session has ended. Please log in again.' });
    expect(ownProfileErrorText(refused)).toBe('Your session has ended. Please log in again.');
    expect(ownProfileErrorText(new ApiError(0, 'Network error'))).toBe('Failed to load profile.');
    expect(publicProfileErrorText(new ApiError(404, 'x', { serverMessage: 'User not found.' }))).toBe(
      'User not found.',
    );
    expect(publicProfileErrorText(new ApiError(500, 'x', { serverMessage: 'Database is down' }))).toBe(
      'Database is down',
    );
    expect(publicProfileErrorText(new TypeError('boom'))).toBe('Failed to load profile.');
  });

  it('ranks only places 1 to 10, and gives 0, not ranked, without a score', () => {
    expect(puzzleScoreText(1250, 1)).toBe('1,250 (Rank #1)');
    expect(puzzleScoreText(90, 10)).toBe('90 (Rank #10)');
    expect(puzzleScoreText(80, 11)).toBe('80 (Not ranked)');
    expect(puzzleScoreText(0, 0)).toBe('0 (Not ranked)');
    expect(puzzleScoreText(40, null)).toBe('40 (Not ranked)');
    expect(puzzleScoreText(null, null)).toBe('0 (Not ranked)');
  });

  it('moves the follower count by one only when the state changed', () => {
    expect(followersAfter(4, false, true)).toBe(5);
    expect(followersAfter(5, true, false)).toBe(4);
    expect(followersAfter(5, true, true)).toBe(5);
    expect(followersAfter(0, true, false)).toBe(0);
  });

  it('names a member by display name, else username', () => {
    expect(nameOf({ username: 'ann', display_name: 'Ann E.' })).toBe('Ann E.');
    expect(nameOf({ username: 'ann', display_name: null })).toBe('ann');
    expect(nameOf({ username: 'ann', display_name: '  ' })).toBe('ann');
  });

  it('turns away a photo the server would refuse, in its words', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Avatar image must be a JPEG, PNG or WebP image',
    );
    expect(photoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      'Avatar image must be at most 2 MB',
    );
  });

  it('reads a member id from the address, or none', () => {
    expect(memberIdFrom('42')).toBe(42);
    expect(memberIdFrom('0')).toBeNull();
    expect(memberIdFrom('abc')).toBeNull();
    expect(memberIdFrom('99999999999')).toBeNull();
    expect(memberIdFrom(undefined)).toBeNull();
  });
});
