import type { Profile } from '@/api/queries/user';
import { aUser } from '../../fixtures/user';
import { contract, envelope } from '../contract';

// Tag `user`.

export const userHandlers = {
  /** GET /user/profile. */
  profile: (user: Profile = aUser()) => contract.get('/user/profile', () => envelope(user)),
};
