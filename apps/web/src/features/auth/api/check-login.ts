import { authEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

/** 200 when the stored token is live; a 401 makes the API client end the session. */
export const checkLogin = () => callApi(authEndpoints.checkLogin);
