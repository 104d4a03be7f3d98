import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://ravan.example/',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('starts with defaults in development: sandbox, docs and demo seed on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: undefined,
      seedDemo: true,
      jobsEnabled: true,
      devClock: false,
      apiDocs: true,
      appSecret: DEVELOPMENT_SECRET,
      payments: { sandbox: true },
    });
  });

  it('starts in production with a secret and PUBLIC_URL: sandbox, docs and demo seed off', () => {
    expect(loadConfig(production)).toMatchObject({
      publicUrl: 'https://ravan.example',
      seedDemo: false,
      apiDocs: false,
      payments: { sandbox: false },
    });
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('refuses the sandbox gateway and the movable clock in production', () => {
    expect(refusal({ ...production, PAYMENTS_SANDBOX: 'true' })).toContain(
      'PAYMENTS_SANDBOX cannot be on in production',
    );
    expect(refusal({ ...production, DEV_CLOCK: '1' })).toContain(
      'DEV_CLOCK cannot be on in production',
    );
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(false);
  });

  it('refuses production without APP_SECRET, with the development one, or without PUBLIC_URL', () => {
    expect(refusal({ ...production, APP_SECRET: '' })).toContain(
      'APP_SECRET is required in production',
    );
    expect(refusal({ ...production, APP_SECRET: DEVELOPMENT_SECRET })).toContain(
      'APP_SECRET is the development secret from the source',
    );
    expect(refusal({ ...production, PUBLIC_URL: '' })).toContain(
      'PUBLIC_URL is required in production',
    );
  });

  it('explains each wrong value in a sentence, not a translation key', () => {
    const message = refusal({
      APP_SECRET: 'too-short',
      PORT: 'eighty',
      PUBLIC_URL: 'ravan.example',
      ADMIN_EMAIL: 'not-an-address',
      JOBS_ENABLED: 'yes',
    });
    expect(message.split('\n').slice(1)).toEqual(
      expect.arrayContaining([
        '  APP_SECRET must be at least 32 characters',
        '  PORT must be a whole number',
        '  PUBLIC_URL must be a full URL, such as https://example.com',
        '  ADMIN_EMAIL must be an email address',
        '  JOBS_ENABLED must be true or false',
      ]),
    );
    expect(message).not.toContain('v.invalid');
    expect(refusal({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL must be one of fatal, error, warn');
    expect(refusal({ ADMIN_EMAIL: 'admin@ravan.example' })).toContain(
      'ADMIN_PASSWORD must be set when ADMIN_EMAIL is',
    );
  });
});
