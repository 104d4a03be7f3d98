import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default('./data'),
    /** An upload that sends nothing for this long is cancelled (408) and its partial file removed. */
    UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** The longest a whole upload may take, however steadily it trickles in. */
    UPLOAD_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
    ADMIN_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(8)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Comma-separated addresses or CIDRs of proxies whose X-Forwarded-For is believed. */
    TRUST_PROXY: z.string().default(''),
    /** Folder of the built web app; served with history fallback when it exists. */
    WEB_DIST: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    SEED_DEMO: booleanFlag,
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Key for HMACs of one-time codes and signed callbacks; shared by every instance. */
    APP_SECRET: z
      .string()
      .min(32)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Ravan <no-reply@ravan.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
    GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_JWKS_URL: z
      .string()
      .url()
      .default(
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      ),
    TELEGRAM_BOT_TOKEN: z.string().optional(),
    /** Generated meeting rooms live under this Jitsi-style base URL (one unguessable room per session). */
    MEETING_BASE_URL: z.string().url().default('https://meet.jit.si'),
    /** Background jobs (reminders, releasing fixed slots) in this process. Tests run them by hand. */
    JOBS_ENABLED: booleanFlag,
    /** A clock that browser tests may move forward (POST /dev/clock). Refused in production. */
    DEV_CLOCK: booleanFlag,
    /** The built-in sandbox gateway (approve/decline page). Default: on, except in production. */
    PAYMENTS_SANDBOX: booleanFlag,
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Where the Stripe SDK sends requests (tests: a local server), e.g. http://127.0.0.1:12111 */
    STRIPE_API_BASE: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ZARINPAL_MERCHANT_ID: z.string().optional(),
    ZARINPAL_API_BASE: z.string().url().default('https://payment.zarinpal.com'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        message: 'APP_SECRET (32+ characters) is required in production',
        path: ['APP_SECRET'],
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
        path: ['ADMIN_EMAIL'],
      });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Time-outs of multipart uploads (receipts): idle and whole-body, in milliseconds. */
  uploads: { idleTimeoutMs: number; bodyTimeoutMs: number };
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  trustProxy: string[];
  webDist: string | undefined;
  publicUrl: string | undefined;
  /** Seed demo data into an empty database (default: on, except in production). */
  seedDemo: boolean;
  dbPoolSize: number;
  appSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  google:
    | {
        clientId: string;
        clientSecret: string;
        issuer: string;
        authUrl: string;
        tokenUrl: string;
        jwksUrl: string;
      }
    | undefined;
  firebase: { projectId: string; jwksUrl: string } | undefined;
  telegramBotToken: string | undefined;
  /** Base of generated meeting rooms (no trailing slash). */
  meetingBaseUrl: string;
  /** Run background jobs (reminders, fixed-slot release) on a timer in this process. */
  jobsEnabled: boolean;
  /** Time can be moved forward through POST /dev/clock (development and browser tests only). */
  devClock: boolean;
  payments: {
    /** The built-in sandbox gateway: anyone holding its page may approve, so never on by default in production. */
    sandbox: boolean;
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
    zarinpal: { merchantId: string; apiBase: string } | undefined;
  };
}

/** Development and tests only: production refuses to start without APP_SECRET. */
const DEVELOPMENT_SECRET = 'ravan-development-secret-never-use-in-production';

/** Parses the environment once. Invalid settings stop the process with a readable list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DEV_CLOCK && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  DEV_CLOCK: never in production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    uploads: {
      idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
      bodyTimeoutMs: env.UPLOAD_BODY_TIMEOUT_MS,
    },
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    publicUrl: env.PUBLIC_URL,
    seedDemo: source.SEED_DEMO === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO,
    dbPoolSize: env.DB_POOL_SIZE,
    appSecret: env.APP_SECRET ?? DEVELOPMENT_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            jwksUrl: env.GOOGLE_JWKS_URL,
          }
        : undefined,
    firebase: env.FIREBASE_PROJECT_ID
      ? { projectId: env.FIREBASE_PROJECT_ID, jwksUrl: env.FIREBASE_JWKS_URL }
      : undefined,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    meetingBaseUrl: env.MEETING_BASE_URL.replace(/\/+$/, ''),
    jobsEnabled: source.JOBS_ENABLED === undefined ? true : env.JOBS_ENABLED,
    devClock: env.DEV_CLOCK,
    payments: {
      sandbox:
        source.PAYMENTS_SANDBOX === undefined
          ? env.NODE_ENV !== 'production'
          : env.PAYMENTS_SANDBOX,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBase: env.STRIPE_API_BASE,
            }
          : undefined,
      zarinpal: env.ZARINPAL_MERCHANT_ID
        ? {
            merchantId: env.ZARINPAL_MERCHANT_ID,
            apiBase: env.ZARINPAL_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    },
  };
}
