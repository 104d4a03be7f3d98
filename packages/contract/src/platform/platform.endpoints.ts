import { defineEndpoint } from '../common/endpoint';
import { dataOf } from '../common/envelope';
import { platformInfo } from './platform.schema';

export const getPlatformInfo = defineEndpoint({
  method: 'GET',
  path: '/platformInfo',
  access: 'public',
  summary: 'The platform serving this host: name, currency, location, consent version',
  tags: ['platform'],
  response: dataOf(platformInfo),
});
