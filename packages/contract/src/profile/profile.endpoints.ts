import { defineEndpoint } from '../common/endpoint';
import { dataOf } from '../common/envelope';
import { z } from '../common/zod-setup';
import { profile, profileUpdateBody } from './profile.schema';

export const profileResponse = dataOf(z.object({ profile }));

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/user/profile',
  access: 'user',
  summary: 'The logged-in user’s profile',
  tags: ['profile'],
  response: profileResponse,
  sensitive: true,
});

export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/user/profile',
  access: 'user',
  summary: 'Update the logged-in user’s profile',
  tags: ['profile'],
  body: profileUpdateBody,
  response: profileResponse,
  sensitive: true,
});
