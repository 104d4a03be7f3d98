import { defineEndpoint } from '../common/endpoint';
import { dataOf, okBody } from '../common/envelope';
import { z } from '../common/zod-setup';
import { authResponse, loginBody, registerBody } from './auth.schema';

export const register = defineEndpoint({
  method: 'POST',
  path: '/register',
  access: 'public',
  summary: 'Create an account with email and password',
  tags: ['auth'],
  body: registerBody,
  response: authResponse,
  status: 201,
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/login',
  access: 'public',
  summary: 'Log in with email and password',
  tags: ['auth'],
  body: loginBody,
  response: authResponse,
});

export const checkLogin = defineEndpoint({
  method: 'GET',
  path: '/checkLogin',
  access: 'user',
  summary: 'Whether the bearer token is valid (200) or not (401)',
  tags: ['auth'],
  response: dataOf(z.object({ loggedIn: z.literal(true), userId: z.int() })),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: 'user',
  summary: 'Revoke the bearer token',
  tags: ['auth'],
  response: okBody,
});
